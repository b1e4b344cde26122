import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen diff --site-association`: the published site file read from a path or a git
/// revision, what the change does to it among the changes, and exit code 4.
@Suite("Diff: the published apple-app-site-association file")
struct PublishedSiteDiffCommandTests {
  static let appID = SiteAssociationCommandTests.appID

  func usageError(_ arguments: [String]) -> String? {
    if case .failure(let error) = ArgumentParser.parse(arguments) { return error.message }
    return nil
  }

  @Test func arguments() throws {
    #expect(try ArgumentParser.parse(["diff", "a.json", "b.json", "--site-association", "h.example=site.json"]).get()
      == .diff(old: "a.json", new: "b.json", format: .text, siteAssociation: "h.example=site.json"))
    #expect(usageError(["diff", "a.json", "b.json", "--site-association="]) == "the path after --site-association is empty")
  }

  @Test func aRenamedLinkBreaksThePublishedPattern() throws {
    let directory = try TemporaryDirectory()
    let old = LinksCommandTests.recetario
    let site = directory.path("recetario.example/.well-known/apple-app-site-association")
    #expect(SiteAssociationCommand.run(inputs: [old], appIDs: [Self.appID], output: site).exitCode == 0)
    let new = try directory.write("Recetario.navgen.json", try String(contentsOfFile: old, encoding: .utf8)
      .replacingOccurrences(of: "comentarios/{pagina: Int}", with: "opiniones/{pagina: Int}"))
    let result = DiffCommand.run(oldSpec: old, newSpec: new, format: .json, siteAssociation: site)
    #expect(result.exitCode == SchemaDiff.brokenLinksExitCode)
    #expect(result.standardError.isEmpty)
    #expect(result.output.contains(#""kind": "publishedPatternUnmatched""#))
    #expect(result.output.contains("/app/receta/?*/comentarios/?*"))
    let text = DiffCommand.run(oldSpec: old, newSpec: new, siteAssociation: site)
    #expect(text.output.contains("published pattern no longer matches"), "\(text.output)")
    // Without the file, the change still breaks links (the old URLs), and says nothing of the site.
    let without = DiffCommand.run(oldSpec: old, newSpec: new)
    #expect(without.exitCode == SchemaDiff.brokenLinksExitCode)
    #expect(!without.output.contains("published pattern"))
  }

  @Test func anUnreadableOrMalformedSiteFileExitsTwo() throws {
    let directory = try TemporaryDirectory()
    let old = LinksCommandTests.recetario
    let missing = DiffCommand.run(oldSpec: old, newSpec: old, siteAssociation: directory.path("missing.json"))
    #expect(missing.exitCode == 2)
    #expect(missing.errors.first?.hasPrefix("cannot read '\(directory.path("missing.json"))'") == true)
    let malformed = try directory.write("site.json", #"{"applinks": {"details": 1}}"#)
    let result = DiffCommand.run(oldSpec: old, newSpec: old, siteAssociation: malformed)
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(result.diagnostics.map(\.description) == ["\(malformed):1:26: error: expected an array for \"details\", found a number"])
  }
}
