import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// What NavGen's command plugin hands navgen: the package's folder and SwiftPM's view of its
/// targets, through two environment variables that navgen reads once, for the commands that
/// read a package (adopt, links, graph, diff). The plugin end to end is in
/// ModularAdoptEndToEndTests; here, navgen's side.
@Suite("Command plugin: the package's description")
struct CommandPluginPackageTests {
  /// A package whose manifest dump-package cannot read: only a description makes it readable.
  static let brokenManifest = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: Tienda)\n"

  static let description = """
    { "name": "Tienda", "targets": [
      { "name": "Catalogo", "type": "regular", "path": "Features/Catalogo", "dependencies": [] }
    ] }
    """

  static let catalogo = """
    extension Catalogo {
      @Reducer
      enum Destination {
        case detalle(Detalle)
      }
    }

    """

  /// The plugin (which cannot import navgen's modules) spells the variables as navgen reads them.
  @Test func thePluginSetsTheVariablesNavgenReads() throws {
    let source = try String(
      contentsOf: Repository.url("Plugins/NavGenCommand/PackageDescriptionFile.swift"), encoding: .utf8)
    #expect(source.contains("static let folderVariable = \"\(CommandPluginPackage.folderVariable)\""))
    #expect(source.contains("static let descriptionVariable = \"\(CommandPluginPackage.descriptionVariable)\""))
  }

  func package() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Tienda/Package.swift", Self.brokenManifest)
    try directory.write("Tienda/Features/Catalogo/Catalogo.swift", Self.catalogo)
    try directory.write("description.json", Self.description)
    return directory
  }

  func run(_ arguments: [String], variables: [String: String]) -> (status: Int32, output: CapturedOutput) {
    let output = CapturedOutput()
    let status = NavGenTool(environment: output.environment(variables: variables)).run(arguments)
    return (status, output)
  }

  @Test func reviewsReadTheDescribedPackageInsteadOfRunningDumpPackage() throws {
    let directory = try package()
    let variables = [
      CommandPluginPackage.folderVariable: directory.path("Tienda"),
      CommandPluginPackage.descriptionVariable: directory.path("description.json"),
    ]
    let graph = run(["graph", directory.path("Tienda")], variables: variables)
    #expect(graph.status == 0, "\(graph.output.standardError)")
    #expect(graph.output.standardOutput.contains("Catalogo"), "\(graph.output.standardOutput)")

    // Another package's folder, or no variables: dump-package reads the manifest, and cannot, so
    // the folder is read without targets, with a warning at the manifest.
    let elsewhere = [CommandPluginPackage.folderVariable: directory.path("Other")].merging(variables) { first, _ in first }
    for (name, variables) in [("other folder", elsewhere), ("no variables", [:])] {
      let unread = run(["graph", directory.path("Tienda")], variables: variables)
      #expect(unread.status == 0, "\(name)")
      #expect(unread.output.standardError.contains(
        "Tienda/Package.swift:3:29: warning: 'swift package dump-package' cannot read this manifest"), "\(name)")
      #expect(unread.output.standardOutput.contains(#"subgraph mn_Features_u2f ["Features/"]"#), "\(name): \(unread.output.standardOutput)")
    }
  }

  /// Adopt takes the package's targets from the description (the manifest's own reading proves
  /// its edit): here a folder only the description names.
  @Test func adoptReadsItsTargetsFromTheDescription() throws {
    let directory = try package()
    try directory.write("Tienda/Package.swift", """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Tienda",
        targets: [
          .target(name: "Catalogo", path: "Features/Catalogo"),
        ]
      )

      """)
    let described = PackageAdoptCommand.run(
      package: "Tienda", reader: SchemaSourceReader(currentDirectory: directory.url.path),
      packageDescription: (directory.path("Tienda"), directory.path("description.json")))
    #expect(described.exitCode == 0, "\(described.standardError)")
    #expect(described.output.contains("+++ b/Tienda/Features/Catalogo/Catalogo.navgen.json"))
    #expect(described.output.contains(#"+    .target(name: "Catalogo", path: "Features/Catalogo", plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]),"#))

    try directory.write("description.json", #"{ "name": "Tienda", "targets": [] }"#)
    let empty = PackageAdoptCommand.run(
      package: "Tienda", reader: SchemaSourceReader(currentDirectory: directory.url.path),
      packageDescription: (directory.path("Tienda"), directory.path("description.json")))
    #expect(empty.exitCode == 0)
    #expect(empty.notes == [
      "nothing to adopt: no @Reducer enum in the targets of 'Tienda'",
      "1 Swift file(s) outside any target of the package write @Reducer and stay as they are (Tienda/Features): "
        + "adopt them with 'navgen adopt <files or folders> --schemas <dir>'",
    ])
  }
}
