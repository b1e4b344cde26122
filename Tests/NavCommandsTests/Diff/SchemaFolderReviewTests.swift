import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavGenerate
@testable import NavImport
@testable import NavImportTestSupport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen diff` and `navgen graph` on a folder of schemas: every
/// `*.navgen.json` below it read as one app, on disk and at a git revision.
@Suite("Review: a folder of schemas is one app")
struct SchemaFolderReviewTests {
  static let inbox = #"{ "version": 1, "features": [{ "name": "Inbox", "destination": { "cases": ["Compose", "Search"] } }] }"#
  static let settings = #"{ "version": 1, "imports": ["@preconcurrency Foundation"], "features": [{ "name": "Settings", "destination": { "name": "Sheet", "cases": ["Profile"] } }] }"#
  static let swift = """
    import ComposableArchitecture
    @preconcurrency import Foundation

    extension Inbox {
      @Reducer
      enum Destination {
        case compose(Compose)
        case search(Search)
      }
    }

    extension Settings {
      @Reducer
      enum Sheet {
        case profile(Profile)
      }
    }
    """

  private func environment(_ directory: TemporaryDirectory) -> ReviewEnvironment {
    ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: directory.path))
  }

  private func app() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Schemas/Inbox.navgen.json", Self.inbox)
    try directory.write("Schemas/Nested/Settings.navgen.json", Self.settings)
    try directory.write("Schemas/notes.json", "not a schema, not read")
    try directory.write("Sources/App.swift", Self.swift)
    return directory
  }

  @Test func aFolderOfSchemasAndTheSwiftTheyCameFromAreTheSame() throws {
    let directory = try app()
    let result = DiffCommand.run(oldSpec: "Sources", newSpec: "Schemas", environment: environment(directory))
    #expect(result.exitCode == 0, "\(result.output)\(result.standardError)")
    #expect(result.output == "No navigation changes.\n")
    #expect(result.standardError.isEmpty)
  }

  @Test func aChangeInOneSchemaOfTheFolderIsReported() throws {
    let directory = try app()
    try directory.write("Schemas/Inbox.navgen.json", Self.inbox.replacingOccurrences(of: #", "Search""#, with: ""))
    let result = DiffCommand.run(oldSpec: "Sources", newSpec: "Schemas", format: .json, environment: environment(directory))
    #expect(result.exitCode == 1)
    #expect(result.output.contains(#""kind" : "caseRemoved""#) || result.output.contains(#""kind": "caseRemoved""#), "\(result.output)")
  }

  @Test func graphOfAFolderDrawsEveryFeature() throws {
    let directory = try app()
    let result = GraphCommand.run(schemaSpec: directory.path("Schemas"))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.output.contains("Compose") && result.output.contains("Profile"))
  }

  @Test func anEnumDeclaredInTwoSchemasIsAnError() throws {
    let directory = try app()
    try directory.write("Schemas/Copy.navgen.json", Self.inbox)
    let result = DiffCommand.run(oldSpec: "Sources", newSpec: "Schemas", environment: environment(directory))
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains(
      "Schemas/Inbox.navgen.json:1:64: error: 'Inbox.Destination' is also declared at Schemas/Copy.navgen.json:1:64; an app declares each enum once"),
      "\(result.standardError)")
  }

  @Test func schemasThatTargetAnotherReleaseAreReported() throws {
    let directory = try app()
    try directory.write("Schemas/Inbox.navgen.json", Self.inbox.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "tca": "1.12.0","#))
    let result = GraphCommand.run(schemaSpec: "Schemas", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.standardError.contains(
      "Schemas/Nested/Settings.navgen.json:1:1: warning: this schema targets TCA \(TCARelease.latest.version) but Schemas/Inbox.navgen.json targets 1.12.0"),
      "\(result.standardError)")
  }

  @Test func aFolderWithSchemasAndSwiftReadsTheSchemasVersionOfAnEnumDeclaredInBoth() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Inbox.navgen.json", Self.inbox)
    try directory.write("App/App.swift", Self.swift.replacingOccurrences(of: "case search(Search)\n", with: ""))
    let result = DiffCommand.run(oldSpec: "App", newSpec: "App", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "App/App.swift:5:3: warning: 'Inbox.Destination' is declared by App/Inbox.navgen.json as well; "
      + "the schema's is read (remove this one from the Swift sources with 'navgen adopt')\n"
      + "App/App.swift:5:3: warning: 'Inbox.Destination' is declared by App/Inbox.navgen.json as well; "
      + "the schema's is read (remove this one from the Swift sources with 'navgen adopt')\n")
    let graph = GraphCommand.run(schemaSpec: "App", environment: environment(directory))
    #expect(graph.output.contains("Search") && graph.output.contains("Profile"), "\(graph.output)")
  }

  @Test func anInvalidSchemaInTheFolderIsReportedWhereItIs() throws {
    let directory = try app()
    try directory.write("Schemas/Broken.navgen.json", #"{ "version": 1, "enums": [{ "cases": [] }] }"#)
    let result = DiffCommand.run(oldSpec: "Sources", newSpec: "Schemas", environment: environment(directory))
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("Schemas/Broken.navgen.json:1:27: error:"), "\(result.standardError)")
  }

  @Test(.requires(.git)) func aFolderOfSchemasAtARevision() throws {
    let directory = try app()
    try #require(try directory.git("init", "-q") == 0)
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "one") == 0)
    try directory.write("Schemas/Inbox.navgen.json", Self.inbox.replacingOccurrences(of: #"["Compose", "Search"]"#, with: #"["Compose", "Search", "Archive"]"#))
    let result = DiffCommand.run(oldSpec: "HEAD:Schemas", newSpec: "Schemas", format: .json, environment: environment(directory))
    #expect(result.exitCode == 1, "\(result.standardError)")
    #expect(result.output.contains("caseAdded"))
    let same = DiffCommand.run(oldSpec: "HEAD:Schemas", newSpec: "HEAD:Sources", environment: environment(directory))
    #expect(same.output == "No navigation changes.\n", "\(same.output)\(same.standardError)")
  }

  /// After adopt: the Swift as committed against the schemas that replaced
  /// it, the revision's folder named as `.`, `./` or a path from the top.
  @Test(.requires(.git), arguments: [".", "./", "App/Sources"])
  func theSwiftAtARevisionAgainstTheSchemasThatReplacedIt(_ path: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Sources/App.swift", Self.swift)
    try #require(try directory.git("init", "-q") == 0)
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "one") == 0)
    try FileManager.default.removeItem(atPath: directory.path("App/Sources/App.swift"))
    try directory.write("Schemas/Inbox.navgen.json", Self.inbox)
    try directory.write("Schemas/Nested/Settings.navgen.json", Self.settings)
    let result = DiffCommand.run(oldSpec: "HEAD:\(path)", newSpec: "Schemas", environment: environment(directory))
    #expect(result.exitCode == 0, "\(result.output)\(result.standardError)")
    #expect(result.output == "No navigation changes.\n")
    let changed = DiffCommand.run(oldSpec: "HEAD:\(path)", newSpec: "Schemas/Inbox.navgen.json", environment: environment(directory))
    #expect(changed.exitCode == 1, "\(changed.output)\(changed.standardError)")
  }
}
