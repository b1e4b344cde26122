// swift-tools-version:6.0
import PackageDescription

// Zero package dependencies on purpose: NavGen builds with the toolchain alone.
//
// The modules follow the pipeline; each depends only on what comes before it:
//
//   NavSchema     schema → Swift: parse, validate, model, emit (with the SwiftUI glue), write
//   NavImport     Swift sources → the same model (`navgen import`)
//   NavReview     reads the model: diff and graph
//   NavAdopt      removes from Swift sources what schemas now generate (`navgen adopt`)
//   NavCommands   the commands: arguments, inputs, exit codes
//   navgen        the executable; hands the process to NavCommands
let package = Package(
  name: "NavGen",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "NavSchema", targets: ["NavSchema"]),
    .executable(name: "navgen", targets: ["navgen"]),
    .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
  ],
  targets: [
    .target(name: "NavSchema"),
    .target(name: "NavImport", dependencies: ["NavSchema"]),
    .target(name: "NavReview", dependencies: ["NavSchema"]),
    .target(name: "NavAdopt", dependencies: ["NavSchema", "NavImport", "NavReview"]),
    .target(name: "NavCommands", dependencies: ["NavSchema", "NavImport", "NavReview", "NavAdopt"]),
    .executableTarget(name: "navgen", dependencies: ["NavCommands"]),
    // Not a product: `swift run -c release navgen-stages` times each stage (Benchmarks/speed.py).
    .executableTarget(name: "navgen-stages", dependencies: ["NavSchema"], path: "Benchmarks/Stages"),
    .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen"]),
    .testTarget(name: "NavSchemaTests", dependencies: ["NavSchema", "NavImport", "NavReview", "NavAdopt", "NavCommands", "navgen"]),
  ]
)
