import Foundation
import Testing
@testable import NavTestSupport

/// A few checks through the real `navgen` binary: exit codes, streams, and
/// that output bytes do not depend on the working directory or path spelling.
@Suite struct ExecutableTests {
  let navgen = ProcessRunner.navgen

  @Test func versionAndExitCodes() throws {
    let version = try ProcessRunner.run(navgen, ["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput.hasPrefix("navgen "))
    #expect(try ProcessRunner.run(navgen, ["nonsense"]).status == 2)
    #expect(try ProcessRunner.run(navgen, ["check", "/nonexistent.json"]).status == 2)
    let invalid = try ProcessRunner.run(navgen, ["check", "-"], standardInput: "{\"version\": 2}")
    #expect(invalid.status == 1)
    #expect(invalid.standardError.hasPrefix("<stdin>:1:13: error: "))
  }

  @Test func sameBytesFromAnyWorkingDirectory() throws {
    let example = Repository.url("Schemas/examples/Articulo.navgen.json")
    let fromRoot = try ProcessRunner.run(
      navgen, ["generate", "Schemas/examples/Articulo.navgen.json"], in: Repository.root)
    let fromExamples = try ProcessRunner.run(
      navgen, ["generate", "Articulo.navgen.json"], in: example.deletingLastPathComponent())
    let absolute = try ProcessRunner.run(
      navgen, ["generate", example.path], in: FileManager.default.temporaryDirectory,
      environment: ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"])
    #expect(fromRoot.status == 0)
    #expect(!fromRoot.standardOutput.isEmpty)
    #expect(fromRoot.standardOutput == fromExamples.standardOutput)
    #expect(fromRoot.standardOutput == absolute.standardOutput)
    let again = try ProcessRunner.run(navgen, ["generate", "Schemas/examples/Articulo.navgen.json"], in: Repository.root)
    #expect(Data(again.standardOutput.utf8) == Data(fromRoot.standardOutput.utf8))
  }

  @Test func diagnosticsUseTheGivenPath() throws {
    let folder = try TemporaryDirectory()
    try folder.write("Bad.navgen.json", "{\n  \"version\": 1,\n  \"feature\": []\n}\n")
    let result = try ProcessRunner.run(navgen, ["check", "Bad.navgen.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("Bad.navgen.json:3:3: error: unknown key 'feature'"))
  }
}
