// swift-tools-version:6.0
import PackageDescription

// Zero package dependencies on purpose: NavGen builds with the toolchain alone.
//
// The modules follow the pipeline; each depends only on what comes before it:
//
//   NavSchema     schema → Swift: parse, validate, model, emit (with the SwiftUI glue), write
//   NavImport     Swift sources → the same model (`navgen import`)
//   NavPackage    a package's targets and their dependencies (`swift package dump-package`)
//   NavReview     reads the model: diff, graph and links
//   NavGenerate   `generate` and `check` as commands: schema files in, Swift files out
//   NavAdopt      removes from Swift sources what schemas now generate, and gives Package.swift the plugin (`navgen adopt`)
//   NavCommands   every command: arguments, inputs (git, Swift sources), exit codes
//   navgen            the executable; hands the process to NavCommands
//   navgen-generate   the build-tool plugin's tool: NavGenerate alone, so a build compiles only generation
let package = Package(
  name: "NavGen",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "NavSchema", targets: ["NavSchema"]),
    .executable(name: "navgen", targets: ["navgen"]),
    .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
    .plugin(name: "NavGenCommand", targets: ["NavGenCommand"]),
  ],
  targets: [
    .target(name: "NavSchema"),
    .target(name: "NavImport", dependencies: ["NavSchema"]),
    .target(name: "NavPackage", dependencies: ["NavSchema"]),
    .target(name: "NavReview", dependencies: ["NavSchema"]),
    .target(name: "NavGenerate", dependencies: ["NavSchema"]),
    .target(name: "NavAdopt", dependencies: ["NavSchema", "NavImport", "NavPackage", "NavReview"]),
    .target(
      name: "NavCommands", dependencies: ["NavSchema", "NavImport", "NavPackage", "NavReview", "NavGenerate", "NavAdopt"]),
    .executableTarget(name: "navgen", dependencies: ["NavCommands"]),
    .executableTarget(name: "navgen-generate", dependencies: ["NavGenerate"]),
    // Not a product: `swift run -c release navgen-stages` times each stage (Benchmarks/speed.py).
    .executableTarget(name: "navgen-stages", dependencies: ["NavSchema"], path: "Benchmarks/Stages"),
    .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen-generate"]),
    // `swift package navgen <command> ...`, and the package menu in Xcode.
    .plugin(
      name: "NavGenCommand",
      capability: .command(
        intent: .custom(
          verb: "navgen",
          description: "Run navgen generate, check, import, adopt, diff, graph or links on files of this package"),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "navgen generate, import and adopt write the Swift files and schemas you name into the package, links -o the apple-app-site-association file")
        ]),
      dependencies: ["navgen"]),
    // Tests follow the modules: each test target uses only the module it tests and what comes
    // before it. NavTestSupport holds what several of them share (files, processes, goldens, the
    // TCA stand-in, fixtures) with NavSchema alone; NavImportTestSupport what needs the Swift
    // reader. Both are built for tests only.
    .target(name: "NavTestSupport", dependencies: ["NavSchema"], path: "Tests/NavTestSupport"),
    .target(
      name: "NavImportTestSupport", dependencies: ["NavSchema", "NavImport", "NavTestSupport"],
      path: "Tests/NavImportTestSupport"),
    .testTarget(name: "NavSchemaTests", dependencies: ["NavSchema", "NavTestSupport"]),
    .testTarget(name: "NavImportTests", dependencies: ["NavSchema", "NavImport", "NavTestSupport", "NavImportTestSupport"]),
    .testTarget(
      name: "NavReviewTests",
      dependencies: ["NavSchema", "NavImport", "NavReview", "NavTestSupport", "NavImportTestSupport"]),
    .testTarget(name: "NavGenerateTests", dependencies: ["NavSchema", "NavGenerate", "NavTestSupport"]),
    .testTarget(
      name: "NavAdoptTests",
      dependencies: [
        "NavSchema", "NavImport", "NavPackage", "NavReview", "NavAdopt", "NavTestSupport", "NavImportTestSupport",
      ]),
    // The commands in process, the executables, and the plugins end to end.
    .testTarget(
      name: "NavCommandsTests",
      dependencies: [
        "NavSchema", "NavImport", "NavPackage", "NavReview", "NavGenerate", "NavAdopt", "NavCommands", "NavTestSupport",
        "NavImportTestSupport", "navgen", "navgen-generate",
      ]),
  ]
)
