import Foundation
import Testing
@testable import NavCommands
@testable import NavImportTestSupport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// From JSON files through `SchemaLoader` to the diff and graph output.
@Suite("Diff and graph: from JSON schema files")
struct LoadedSchemaDiffTests {
  private static let inputs = Repository.url("Tests/Golden/diff/inputs")
  private let environment = ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: inputs.path))

  private static func input(_ name: String) throws -> String {
    let data = try #require(FileManager.default.contents(atPath: inputs.appendingPathComponent(name).path))
    return String(decoding: data, as: UTF8.self)
  }

  @Test func loadedSchemasMeanWhatTheCodeBuiltReferenceMeans() throws {
    for (file, reference) in [
      ("App-v1.navgen.json", DiffGraphSupport.Reference.v1), ("App-v2.navgen.json", DiffGraphSupport.Reference.v2),
    ] {
      let loaded = SchemaLoader.load(contents: Array(try Self.input(file).utf8), fileName: file)
      #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
      let schema = try #require(loaded.schema)
      #expect(SchemaDiff(old: reference, new: schema).changes.isEmpty)
      #expect(NavigationGraph(schema: schema) == NavigationGraph(schema: reference))
    }
  }

  @Test(arguments: [(DiffFormat.text, "txt"), (.markdown, "md"), (.json, "json")])
  func jsonFilesGiveTheReferenceDiff(format: DiffFormat, fileExtension: String) throws {
    let result = DiffCommand.run(
      oldSpec: "App-v1.navgen.json", newSpec: "App-v2.navgen.json", format: format, picture: false,
      environment: environment)
    #expect(result.exitCode == 1)
    #expect(result.standardError.isEmpty)
    try DiffGraphSupport.Golden.check(result.output, "diff/reference.\(fileExtension)")
  }

  @Test func keyOrderAndFormattingAreNoChange() {
    let result = DiffCommand.run(
      oldSpec: "App-v1.navgen.json", newSpec: "App-v1-reformatted.navgen.json", environment: environment)
    #expect(result.exitCode == 0)
    #expect(result.output == "No navigation changes.\n")
  }

  @Test func invalidSchemaExitsTwoWithLocatedDiagnostics() {
    let result = DiffCommand.run(
      oldSpec: "App-v1.navgen.json", newSpec: "App-invalid.navgen.json", environment: environment)
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(!result.diagnostics.isEmpty)
    #expect(result.diagnostics.allSatisfy { $0.location.file == "App-invalid.navgen.json" && $0.location.line == 4 })
    #expect(result.standardError.hasPrefix("App-invalid.navgen.json:4:"))
  }

  @Test func graphOfAnInvalidSchemaExitsOne() {
    let result = GraphCommand.run(schemaSpec: "App-invalid.navgen.json", environment: environment)
    #expect(result.exitCode == 1)
    #expect(result.output.isEmpty)
    #expect(result.standardError.contains(": error: "))
  }

  @Test func malformedJSONFromStandardInputIsNamedStdin() {
    let environment = ReviewEnvironment(
      reader: SchemaSourceReader(currentDirectory: Self.inputs.path, readStandardInput: { Array("{\"version\": ".utf8) }))
    let result = DiffCommand.run(oldSpec: "App-v1.navgen.json", newSpec: "-", environment: environment)
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("<stdin>:1:"))
  }

  /// The README's CI step: `navgen diff <rev>:App.navgen.json App.navgen.json` (the table and
  /// its picture), and its graph.
  @Test(.requires(.git)) func reviewingABranchInAGitRepository() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try #require(try directory.git("init", "-q") == 0)
    try directory.write(try Self.input("App-v1.navgen.json"), to: "App/App.navgen.json")
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "v1") == 0)
    try #require(try directory.git("branch", "base") == 0)
    try directory.write(try Self.input("App-v2.navgen.json"), to: "App/App.navgen.json")
    try #require(try directory.git("commit", "-q", "-a", "-m", "v2") == 0)
    let environment = ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: directory.path))

    let diff = DiffCommand.run(
      oldSpec: "base:App/App.navgen.json", newSpec: "App/App.navgen.json", format: .markdown,
      environment: environment)
    #expect(diff.exitCode == 1)
    try DiffGraphSupport.Golden.check(diff.output, "diff/picture-reference.md")

    for (format, golden) in [(GraphFormat.mermaid, "graph/reference-diff.mmd"), (.dot, "graph/reference-diff.dot")] {
      let graph = GraphCommand.run(
        schemaSpec: "App/App.navgen.json", format: format, diffAgainst: "base:App/App.navgen.json",
        environment: environment)
      #expect(graph.exitCode == 0)
      try DiffGraphSupport.Golden.check(graph.output, golden)
    }
  }
}
