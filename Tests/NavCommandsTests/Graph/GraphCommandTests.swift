import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavTestSupport

@Suite("Graph: the command's output and exit codes")
struct GraphCommandTests {
  @Test func drawsTheSchema() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v2", to: "App/App.navgen.json")
    let result = GraphCommand.run(
      schemaSpec: "App/App.navgen.json", format: .dot, environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 0)
    #expect(
      result.output
        == GraphFormat.dot.render(NavigationGraph(schema: DiffGraphSupport.Reference.v2), title: "App.navgen.json"))
  }

  @Test(.requires(.git)) func diffAgainstAnOlderVersionFromGit() throws {
    let directory = try DiffGraphSupport.repositoryWithV2Uncommitted(at: "App.navgen.json")
    defer { directory.remove() }
    let result = GraphCommand.run(
      schemaSpec: "App.navgen.json", format: .mermaid, diffAgainst: "HEAD:App.navgen.json",
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 0)
    try DiffGraphSupport.Golden.check(result.output, "graph/reference-diff.mmd")
  }

  @Test func invalidSchemaExitsOne() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v2", to: "new.json")
    try directory.write("broken", to: "old.json")
    let result = GraphCommand.run(
      schemaSpec: "new.json", diffAgainst: "old.json", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 1)
    #expect(result.output.isEmpty)
    #expect(result.standardError == "old.json:1:1: error: not a test schema\n")
  }

  @Test func unreadableInputExitsTwo() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    let result = GraphCommand.run(schemaSpec: "missing.json", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 2)
    #expect(result.errors == ["cannot read 'missing.json': no such file"])
  }

  @Test func standardInputTwiceIsAUsageError() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    let result = GraphCommand.run(
      schemaSpec: "-", diffAgainst: "-", environment: DiffGraphSupport.environment(in: directory, standardInput: "v1"))
    #expect(result.exitCode == 2)
  }

  @Test func readsStandardInput() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    let result = GraphCommand.run(
      schemaSpec: "-", environment: DiffGraphSupport.environment(in: directory, standardInput: "v1"))
    #expect(result.exitCode == 0)
    #expect(result.output.contains("\nflowchart TD\n  %% Navigation graph of <stdin>"))
  }
}

@Suite("Graph: --changed-only")
struct ChangedOnlyGraphCommandTests {
  @Test(arguments: [(GraphFormat.mermaid, "graph/reference-changed.mmd"), (GraphFormat.dot, "graph/reference-changed.dot")])
  func drawsWhatDiffMarkdownDraws(format: GraphFormat, golden: String) throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "old.navgen.json")
    try directory.write("v2", to: "App.navgen.json")
    let result = GraphCommand.run(
      schemaSpec: "App.navgen.json", format: format, diffAgainst: "old.navgen.json", changedOnly: true,
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 0)
    try DiffGraphSupport.Golden.check(result.output, golden)
    if format == .mermaid {
      // The comment says the legend in a line of its own; the graph, as the picture's title.
      let comment = try #require(DiffGraphSupport.Golden.contents("diff/picture-reference.md"))
      let titled = result.output.replacingOccurrences(of: "title: \"\(MermaidRenderer.legend)\"\n", with: "")
      #expect(titled != result.output)
      #expect(MermaidChecker.mermaidBlocks(inMarkdown: comment) == [titled])
    }
  }

  @Test func needsDiff() {
    guard case .failure(let error) = ArgumentParser.parse(["graph", "App.navgen.json", "--changed-only"]) else {
      Issue.record("--changed-only without --diff was accepted")
      return
    }
    #expect(error.message.contains("--changed-only"))
  }
}
