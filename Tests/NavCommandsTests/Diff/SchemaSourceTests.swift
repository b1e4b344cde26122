import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavTestSupport

@Suite("Diff: telling a path from <rev>:<path>")
struct SchemaSourceTests {
  @Test func dashIsStandardInput() {
    #expect(SchemaSource("-") { _ in true } == .standardInput)
  }

  @Test func existingFileWinsEvenWithAColon() {
    #expect(SchemaSource("v1:old.json") { $0 == "v1:old.json" } == .file(path: "v1:old.json"))
  }

  @Test func missingFileWithAColonIsAGitRevision() {
    #expect(
      SchemaSource("origin/main:App/App.navgen.json") { _ in false }
        == .gitRevision(revision: "origin/main", path: "App/App.navgen.json"))
    #expect(SchemaSource("HEAD~1:a.json") { _ in false } == .gitRevision(revision: "HEAD~1", path: "a.json"))
  }

  @Test func onlyTheFirstColonSplits() {
    #expect(SchemaSource("main:dir/a:b.json") { _ in false } == .gitRevision(revision: "main", path: "dir/a:b.json"))
  }

  @Test func missingFileWithoutColonStaysAPath() {
    #expect(SchemaSource("missing.json") { _ in false } == .file(path: "missing.json"))
  }

  @Test func namesForDiagnostics() {
    #expect(SchemaSource.standardInput.description == "<stdin>")
    #expect(SchemaSource.gitRevision(revision: "main", path: "a.json").description == "main:a.json")
    #expect(SchemaSource.file(path: "App/a.json").description == "App/a.json")
  }

  @Test func colourPolicy() {
    #expect(ColourPolicy.useColour(isTerminal: true, environment: [:]))
    #expect(!ColourPolicy.useColour(isTerminal: false, environment: [:]))
    #expect(!ColourPolicy.useColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColourPolicy.useColour(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!ColourPolicy.useColour(isTerminal: true, environment: ["TERM": "dumb"]))
  }
}
