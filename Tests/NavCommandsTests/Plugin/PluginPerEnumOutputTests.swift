import Foundation
import Testing
@testable import NavGenerate
@testable import NavImportTestSupport
@testable import NavSchema
@testable import NavTestSupport

/// The outputs NavGenPlugin declares: one per navigation enum, named as navgen names them.
/// Runs the plugin's own sources through `PluginProbe`.
@Suite struct PluginPerEnumOutputTests {
  let folder: TemporaryDirectory
  let probe: PluginProbe

  init() throws {
    folder = try TemporaryDirectory()
    probe = try PluginProbe.shared()
  }

  private func commands(_ files: [String]) throws -> [PluginProbe.Report.Command] {
    try probe.run(.rootPackage, in: folder.url, files: files.map { folder.url.appendingPathComponent($0) }).commands
  }

  private static func fileNames(_ command: PluginProbe.Report.Command) -> [String] {
    command.outputFiles.map { URL(fileURLWithPath: $0).lastPathComponent }
  }

  /// For every example, the plugin's reading of the schema (features' `destination` and
  /// `path` with their default names, nested scopes, top-level `enums`) gives exactly the
  /// names navgen gives, and it passes each to navgen to check.
  @Test func theOutputsAreNavgensNamesForEveryExample() throws {
    var files: [String] = []
    for example in Repository.exampleSchemas {
      files.append(try folder.write(example.lastPathComponent, String(contentsOf: example, encoding: .utf8)))
    }
    let commands = try probe.run(.rootPackage, in: folder.url, files: files.map { URL(fileURLWithPath: $0) }).commands
    #expect(commands.count == files.count)
    for (example, command) in zip(Repository.exampleSchemas, commands) {
      let loaded = SchemaLoader.load(contents: try Repository.bytes(example), fileName: example.lastPathComponent)
      let schema = try #require(loaded.schema, "\(example.lastPathComponent)")
      let prefix = String(example.lastPathComponent.dropLast(".navgen.json".count))
      let names = PerEnumFiles.fileNames(prefix: prefix, schema: schema)
      #expect(schema.enums.count >= 1)
      #expect(Self.fileNames(command) == names, "\(example.lastPathComponent)")
      #expect(command.arguments.contains("--per-enum"))
      #expect(command.arguments.split(separator: "--expect-file").dropFirst().compactMap(\.first) == names)
      let options = try GenerateOptions.parse(command.arguments).get()
      #expect(options.perEnum == PerEnumRequest(prefix: prefix, expectedFiles: names))
    }
  }

  /// A target's schemas are generated together: the command of a schema with links names the
  /// target's other schemas as context in its module (`--context <module>=<schema>`) and reruns
  /// when they change; a schema without links writes no link code, which is all they change.
  @Test func commandsOfSchemasWithLinksNameTheTargetsOtherSchemas() throws {
    let linked = #"{"version": 1, "links": {"prefixes": ["app://"]}, "features": [{"name": "A", "path": {"cases": [{"name": "b", "reducer": "B", "link": "b"}]}}]}"#
    let plain = #"{"version": 1, "features": [{"name": "B", "destination": {"cases": ["C"]}}]}"#
    let files = [try folder.write("A.navgen.json", linked), try folder.write("B.navgen.json", plain), try folder.write("C.navgen.json", plain)]
    let commands = try probe.run(.rootPackage, in: folder.url, files: files.map { URL(fileURLWithPath: $0) }, module: "App")
      .commands
    #expect(commands.count == 3)
    for (index, command) in commands.enumerated() {
      let options = try GenerateOptions.parse(command.arguments).get()
      let others = index > 0 ? [] : ["B.navgen.json", "C.navgen.json"]
      #expect(options.context.module == "App")
      #expect(options.context.visible.map { URL(fileURLWithPath: $0.path).lastPathComponent } == others)
      #expect(options.context.visible.allSatisfy { $0.module == "App" })
      #expect(options.context.notImported.isEmpty)
      #expect(Array(command.inputFiles.map { URL(fileURLWithPath: $0).lastPathComponent }.dropFirst()) == others)
    }
  }

  /// The schemas of the targets a target depends on are context in their own modules and
  /// inputs; the package's other targets' are named with `--not-imported` and are not inputs,
  /// so an edit to one reruns only the commands of the targets that depend on it.
  @Test func commandsNameTheOtherTargetsSchemas() throws {
    let app = try folder.write("App.navgen.json", #"{"version": 1, "features": [{"name": "A", "path": {"cases": ["B"]}}]}"#)
    let receta = try folder.write("Receta/Receta.navgen.json", #"{"version": 1, "features": [{"name": "B", "path": {"cases": ["C"]}}]}"#)
    let ajustes = try folder.write("Ajustes/Ajustes.navgen.json", #"{"version": 1, "features": [{"name": "D", "path": {"cases": ["E"]}}]}"#)
    let report = try probe.run(
      .rootPackage, in: folder.url, files: [URL(fileURLWithPath: app)], module: "AppFeature",
      dependencies: [("RecetaFeature", URL(fileURLWithPath: receta))], others: [("AjustesFeature", URL(fileURLWithPath: ajustes))])
    let command = try #require(report.commands.first)
    let options = try GenerateOptions.parse(command.arguments).get()
    #expect(options.context == ContextOptions(
      visible: [ContextInput(path: receta, module: "RecetaFeature")],
      notImported: [ContextInput(path: ajustes, module: "AjustesFeature")], module: "AppFeature"))
    #expect(command.inputFiles == [app, receta])
  }

  /// An enum placed inside another has no file of its own, for the plugin as for navgen.
  @Test func placedEnumsDeclareNoFileOfTheirOwn() throws {
    let schema = try folder.write("App.navgen.json", PlacedEnumSchemas.placements)
    let commands = try commands([URL(fileURLWithPath: schema).lastPathComponent])
    let loaded = SchemaLoader.load(contents: Array(PlacedEnumSchemas.placements.utf8), fileName: "App.navgen.json")
    let names = PerEnumFiles.fileNames(prefix: "App", schema: try #require(loaded.schema))
    #expect(names == ["App+Biblioteca.Path.swift", "App+Tienda.Destination.swift"])
    #expect(commands.map(Self.fileNames) == [names])
  }

  /// The names differ from the target's own Swift files and from each other schema's,
  /// case-insensitively: a clash moves the whole schema to its folder-qualified prefix.
  @Test func namesNeverCollideWithinATarget() throws {
    let schema = #"{ "version": 1, "features": [{ "name": "Feed", "destination": { "cases": ["A"] }, "path": { "name": "Stack", "cases": ["B"] } }] }"#
    let app = try folder.write("App.navgen.json", schema)
    let other = try folder.write("Sub/App.navgen.json", #"{ "version": 1, "enums": [{ "name": "Path.Settings", "cases": ["C"] }] }"#)
    let handWritten = try folder.write("Views/app+feed.stack.swift", "struct V {}\n")
    let commands = try probe.run(.rootPackage, in: folder.url, files: [app, other, handWritten].map { URL(fileURLWithPath: $0) }).commands
    #expect(commands.map(Self.fileNames) == [
      ["App_2+Feed.Destination.swift", "App_2+Feed.Stack.swift"],
      ["Sub_App+Path.Settings.swift"],
    ])
  }

  /// A schema the plugin cannot read still gets a command, declaring `<prefix>.swift`, so
  /// navgen runs and reports the schema's errors (PerEnumGenerateTests and the end-to-end test).
  @Test(arguments: [
    "{ \"version\": 1, \"features\": [ }",
    #"{ "version": 1, "features": [{ "destination": { "cases": [] } }] }"#,
    #"{ "version": 1, "features": [{ "name": "A", "destination": 3 }] }"#,
    #"{ "version": 1, "enums": [{ "name": 7, "cases": [] }] }"#,
    #"[1, 2]"#,
  ])
  func anUnreadableSchemaDeclaresOneFile(text: String) throws {
    let schema = try folder.write("App.navgen.json", text)
    let commands = try commands([URL(fileURLWithPath: schema).lastPathComponent])
    #expect(commands.map(Self.fileNames) == [["App.swift"]])
    #expect(commands.first?.arguments.suffix(3) == ["--expect-file", "App.swift", "--plugin-defaults"])
  }
}
