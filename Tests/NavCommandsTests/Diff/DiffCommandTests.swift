import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

@Suite("Diff: the command's output and exit codes")
struct DiffCommandTests {
  @Test func breakingChangesExitOne() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "old.json")
    try directory.write("v2", to: "new.json")
    let result = DiffCommand.run(
      oldSpec: "old.json", newSpec: "new.json", format: .markdown,
      environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 1)
    #expect(result.output.contains("**9 breaking**"))
    #expect(result.standardError.isEmpty)
  }

  @Test func onlyCompatibleChangesExitZero() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "a.json")
    try directory.write("v1\n", to: "b.json")
    let result = DiffCommand.run(
      oldSpec: "a.json", newSpec: "b.json", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 0)
    #expect(result.output == "No navigation changes.\n")
  }

  @Test func invalidSchemaExitsTwoWithDiagnostics() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "old.json")
    try directory.write("{ broken", to: "new.json")
    let result = DiffCommand.run(
      oldSpec: "old.json", newSpec: "new.json", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(result.standardError == "new.json:1:1: error: not a test schema\n")
  }

  @Test func bothSidesReportTheirProblems() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("nonsense", to: "new.json")
    let result = DiffCommand.run(
      oldSpec: "missing.json", newSpec: "new.json", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 2)
    #expect(result.diagnostics.count == 1)
    #expect(result.errors == ["cannot read 'missing.json': no such file"])
  }

  /// A folder is read as Swift sources; one without any is refused.
  @Test func folderWithoutSwiftFilesIsUnreadable() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "sub/new.json")
    let result = DiffCommand.run(
      oldSpec: "sub", newSpec: "sub/new.json", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 2)
    #expect(result.errors == ["cannot read 'sub': a folder without Swift files"])
  }

  @Test func standardInputOnOneSide() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "old.json")
    let environment = DiffGraphSupport.environment(in: directory, standardInput: "v2")
    let result = DiffCommand.run(oldSpec: "old.json", newSpec: "-", format: .json, environment: environment)
    #expect(result.exitCode == 1)
    #expect(result.output.contains("\"version\": 1"))
  }

  @Test func standardInputOnBothSidesIsAUsageError() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    let result = DiffCommand.run(oldSpec: "-", newSpec: "-", environment: DiffGraphSupport.environment(in: directory))
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("navgen: error: only one side"))
  }

  @Test func colourIsPassedThrough() throws {
    let directory = try DiffGraphSupport.TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("v1", to: "old.json")
    try directory.write("v2", to: "new.json")
    let environment = DiffGraphSupport.environment(in: directory)
    let coloured = DiffCommand.run(oldSpec: "old.json", newSpec: "new.json", colour: true, environment: environment)
    let plain = DiffCommand.run(oldSpec: "old.json", newSpec: "new.json", colour: false, environment: environment)
    #expect(coloured.output.contains("\u{1B}["))
    #expect(!plain.output.contains("\u{1B}["))
  }
}
