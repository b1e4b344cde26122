import Foundation
import Testing
@testable import NavCommands
@testable import NavImportTestSupport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen graph` and `navgen diff` on Swift files and folders, on disk and
/// at git revisions, imported on the fly through the one input loader.
@Suite("Import: graph and diff of Swift sources")
struct SwiftInputReviewTests {
  static let version1 = """
    import ComposableArchitecture

    @Reducer
    struct Inbox {
      @Reducer
      enum Destination {
        case compose(Compose)
        case archive(Archive)
      }
    }
    """

  static let version2 = """
    import ComposableArchitecture

    @Reducer
    struct Inbox {
      @Reducer
      enum Destination {
        case compose(Compose)
        case search(Search)
      }
    }
    """

  /// A repository whose `App/Inbox/Inbox.swift` was `version1` in the first commit and `version2` in the second.
  private func repository() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try #require(try directory.git("init", "-q") == 0)
    try directory.write("App/Inbox/Inbox.swift", Self.version1)
    try directory.write("App/Inbox/InboxView.swift", "import SwiftUI\nstruct InboxView: View { var body: some View { Text(\"}\") } }")
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "one") == 0)
    try directory.write("App/Inbox/Inbox.swift", Self.version2)
    try #require(try directory.git("commit", "-q", "-a", "-m", "two") == 0)
    return directory
  }

  private func environment(_ directory: TemporaryDirectory) -> ReviewEnvironment {
    ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: directory.path))
  }

  private func changes(_ result: ReviewCommandResult) -> [String] {
    guard let data = result.output.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let changes = object["changes"] as? [[String: Any]]
    else { return [] }
    return changes.map { "\($0["kind"] ?? "") \($0["case"] ?? "")" }
  }

  /// The example's SwiftUI glue aside (import reads no views), which labels its edges with
  /// their presentations.
  @Test func graphOfASwiftFolderIsTheGraphOfItsSchema() throws {
    let fromSwift = GraphCommand.run(schemaSpec: ImportFixtures.url("Seeds/Articulo").path)
    let exampleURL = Repository.url("Schemas/examples/Articulo.navgen.json")
    let example = try #require(
      SchemaLoader.load(contents: try Repository.bytes(exampleURL), fileName: "Articulo.navgen.json").schema)
    let fromSchema = GraphFormat.mermaid.render(NavigationGraph(schema: example.withoutGlue), title: "Articulo.navgen.json")
    #expect(fromSwift.exitCode == 0 && fromSwift.standardError.isEmpty)
    #expect(fromSwift.output.contains("Navigation graph of Articulo, drawn by navgen"))
    #expect(fromSwift.output.replacingOccurrences(of: "graph of Articulo,", with: "graph of Articulo.navgen.json,")
      == fromSchema)
    let withGlue = GraphCommand.run(schemaSpec: exampleURL.path)
    #expect(withGlue.output.contains("autor (navigationDestination)"))
  }

  @Test(.requires(.git)) func diffOfAFolderAcrossRevisions() throws {
    let directory = try repository()
    for (old, new) in [("HEAD~1:App", "App"), ("HEAD~1:App/Inbox", "HEAD:App/Inbox"), ("HEAD~1:App/Inbox/Inbox.swift", "App/Inbox/Inbox.swift")] {
      let result = DiffCommand.run(oldSpec: old, newSpec: new, format: .json, environment: environment(directory))
      #expect(result.exitCode == 1, "\(old) \(new): \(result.standardError)")
      #expect(result.standardError.isEmpty)
      #expect(changes(result).sorted() == ["caseAdded search", "caseRemoved archive"], "\(changes(result))")
    }
  }

  @Test(.requires(.git)) func diffOfARevisionAgainstItselfHasNoChanges() throws {
    let directory = try repository()
    let result = DiffCommand.run(oldSpec: "HEAD:App", newSpec: "App", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.output == "No navigation changes.\n")
  }

  @Test(.requires(.git)) func importWarningsAreShownAndDoNotChangeTheExitCode() throws {
    let directory = try repository()
    try directory.write(
      "App/Inbox/Inbox.swift",
      Self.version2.replacingOccurrences(of: "case search(Search)\n", with: "case search(Search)\n    func helper() {}\n"))
    let result = DiffCommand.run(oldSpec: "HEAD:App", newSpec: "App", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "App/Inbox/Inbox.swift:9:5: warning: function 'helper' inside 'Inbox.Destination' "
      + "cannot be held by the schema; move it into an `extension Inbox.Destination { }` of your own, where it keeps working\n")
  }

  @Test(.requires(.git)) func aSchemaAgainstSwiftSources() throws {
    let directory = try repository()
    try directory.write(
      "Inbox.navgen.json",
      #"{ "version": 1, "features": [{ "name": "Inbox", "destination": { "cases": ["Compose", "Search"] } }] }"#)
    let same = DiffCommand.run(oldSpec: "Inbox.navgen.json", newSpec: "App", environment: environment(directory))
    #expect(same.exitCode == 0, "\(same.output)\(same.standardError)")
    let older = DiffCommand.run(oldSpec: "Inbox.navgen.json", newSpec: "HEAD~1:App", format: .json, environment: environment(directory))
    #expect(older.exitCode == 1)
  }

  @Test func graphShowsImportWarningsAndStillDraws() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("F.swift", "@Reducer enum E {\n  case a(A)\n  var helper: Int { 1 }\n}\n")
    let result = GraphCommand.run(schemaSpec: path)
    #expect(result.exitCode == 0)
    #expect(result.output.contains("flowchart"))
    #expect(result.standardError.hasPrefix("\(path):3:3: warning: property 'helper' inside 'E' cannot be held by the schema"))
  }

  @Test(.requires(.git)) func graphOfARevisionWithWhatChanged() throws {
    let directory = try repository()
    let result = GraphCommand.run(
      schemaSpec: "App/Inbox/Inbox.swift", format: .mermaid, diffAgainst: "HEAD~1:App", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.output.contains("Search"))
    #expect(result.output.contains("Archive"))
  }

  /// The README's migration check: a folder and the schema imported from it have no navigation changes.
  @Test(.requires(.git)) func aFolderAndTheSchemaImportedFromItAreTheSame() throws {
    let directory = try repository()
    // Outside the folder: a folder that holds schemas is read as schemas (SchemaFolderReviewTests).
    let schema = directory.path("App.navgen.json")
    #expect(ImportCommand.run(inputs: [directory.path("App")], destination: .file(schema)).exitCode == 0)
    let result = DiffCommand.run(oldSpec: "App", newSpec: "App.navgen.json", environment: environment(directory))
    #expect(result.exitCode == 0)
    #expect(result.output == "No navigation changes.\n")
  }

  @Test(.requires(.git)) func anUnknownFolderAtARevisionIsUnreadable() throws {
    let directory = try repository()
    let result = DiffCommand.run(oldSpec: "HEAD~1:Nowhere", newSpec: "App", environment: environment(directory))
    #expect(result.exitCode == 2)
    #expect(result.errors.first?.hasPrefix("cannot read 'HEAD~1:Nowhere': ") == true)
  }
}
