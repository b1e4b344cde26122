import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavTestSupport

/// `<rev>:<path>` input through a real git repository made under the temp dir.
@Suite("Diff: reading a side from git", .requires(.git))
struct GitRevisionTests {
  /// A repository whose `App/App.navgen.json` was `v1` in the first commit
  /// and `v2` in the second.
  private func repository() throws -> DiffGraphSupport.TemporaryDirectory {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    try #require(try directory.git("init", "-q") == 0)
    try directory.write("v1", to: "App/App.navgen.json")
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "v1") == 0)
    try directory.write("v2", to: "App/App.navgen.json")
    try #require(try directory.git("commit", "-q", "-a", "-m", "v2") == 0)
    return directory
  }

  @Test func previousCommitAgainstTheWorkingFile() throws {
    let directory = try repository()
    defer { directory.remove() }
    let result = DiffCommand.run(
      oldSpec: "HEAD~1:App/App.navgen.json", newSpec: "App/App.navgen.json", format: .json,
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.standardError.isEmpty)
    #expect(result.exitCode == 1)
    let expected = DiffFormat.json.render(
      SchemaDiff(old: DiffGraphSupport.Reference.v1, new: DiffGraphSupport.Reference.v2), colour: false)
    #expect(result.output == expected)
  }

  @Test func sameRevisionOnBothSidesHasNoChanges() throws {
    let directory = try repository()
    defer { directory.remove() }
    let result = DiffCommand.run(
      oldSpec: "HEAD:App/App.navgen.json", newSpec: "App/App.navgen.json",
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 0)
  }

  @Test func theLoaderSeesTheRevisionAsTheFileName() throws {
    let directory = try repository()
    defer { directory.remove() }
    let reader = SchemaSourceReader(currentDirectory: directory.path)
    let source = reader.source(for: "HEAD~1:App/App.navgen.json")
    #expect(source == .gitRevision(revision: "HEAD~1", path: "App/App.navgen.json"))
    let bytes = try reader.read(source).get()
    #expect(String(decoding: bytes, as: UTF8.self) == "v1")
  }

  @Test func unknownRevisionOrPathExitsTwoWithGitsMessage() throws {
    let directory = try repository()
    defer { directory.remove() }
    let environment = DiffGraphSupport.environment(in: directory)
    for spec in ["nope:App/App.navgen.json", "HEAD:App/Missing.json"] {
      let result = DiffCommand.run(oldSpec: spec, newSpec: "App/App.navgen.json", environment: environment)
      #expect(result.exitCode == 2)
      #expect(result.errors.count == 1)
      #expect(result.errors.first?.hasPrefix("cannot read '\(spec)': ") == true)
      #expect(result.output.isEmpty)
    }
  }

  @Test func revisionLookingLikeAnOptionIsRefused() throws {
    let directory = try repository()
    defer { directory.remove() }
    let result = DiffCommand.run(
      oldSpec: "--output=x:App/App.navgen.json", newSpec: "App/App.navgen.json",
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 2)
    #expect(result.errors == ["cannot read '--output=x:App/App.navgen.json': a revision must not start with '-'"])
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("x").path))
  }
}
