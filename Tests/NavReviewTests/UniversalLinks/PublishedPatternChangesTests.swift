import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen diff --site-association`: what a change of the schemas does to the site file
/// published for the old ones.
@Suite("Universal links: the published site file in a diff")
struct PublishedPatternChangesTests {
  typealias Apps = UniversalLinkApps

  static func recetario(_ edit: (String) -> String = { $0 }) throws -> NavigationSchema {
    let path = "Schemas/examples/Recetario.navgen.json"
    let text = edit(try String(contentsOf: Repository.url(path), encoding: .utf8))
    let loaded = SchemaLoader.load(contents: Array(text.utf8), fileName: "Recetario.navgen.json")
    return try #require(loaded.schema, "\(loaded.diagnostics)")
  }

  static func changes(_ edit: @escaping (String) -> String) throws -> [SchemaChange] {
    let old = LinkCatalog(schema: try recetario())
    let published = Apps.file(old, host: "recetario.example")
    let site = try #require(SiteAssociationReader.read(Array(published.text.utf8), fileName: "site/aasa.json").association)
    return PublishedPatternChanges(
      old: old, new: LinkCatalog(schema: try recetario(edit)), site: site, host: "recetario.example", fileName: "site/aasa.json"
    ).changes
  }

  @Test func noChangeLeavesThePublishedFileInStep() throws {
    #expect(try Self.changes { $0 }.isEmpty)
  }

  @Test func aRenamedLiteralIsAPatternThatNoLongerMatches() throws {
    let changes = try Self.changes { $0.replacingOccurrences(of: #""link": "comentarios/{pagina: Int}""#, with: #""link": "opiniones/{pagina: Int}""#) }
    #expect(changes.map(\.kind) == [.publishedPatternUnmatched])
    #expect(changes.map(\.classification) == [.brokenLinks])
    #expect(changes.first?.subject == "Receta.Destination.comentarios")
    #expect(changes.first?.reason == "The published pattern `\"/\": \"/app/receta/?*/comentarios/?*\"` (site/aasa.json:15:11) no "
      + "longer opens `Receta.Destination.comentarios`: its link is now `https://recetario.example/app/receta/{id: Int}/opiniones/{pagina: Int}`, "
      + "which site/aasa.json does not open, so on a device it opens Safari. Regenerate the file.")
    #expect(SchemaDiff(changes: changes).exitCode == SchemaDiff.brokenLinksExitCode)
  }

  /// A placeholder given another type matches the same `?*`: the published file still opens it
  /// (the diff's own "breaks links" says the old URLs fail to parse).
  @Test func aRetypedPlaceholderStillMatches() throws {
    #expect(try Self.changes { $0.replacingOccurrences(of: "receta/{id: Int}", with: "receta/{id: UUID}") }.isEmpty)
  }

  @Test func aRemovedLinkLeavesAPatternThatOpensNothing() throws {
    let changes = try Self.changes {
      $0.replacingOccurrences(of: #""reducer": "Autor", "link": "autor/{alias}" "#, with: #""reducer": "Autor" "#)
    }
    #expect(changes.map(\.kind) == [.publishedPatternUnmatched])
    #expect(changes.first?.subject == "Recetario.Camino.autor")
    #expect(changes.first?.reason.hasPrefix("The published pattern `\"/\": \"/app/autor/?*\"` (site/aasa.json:27:11) opened "
      + "`https://recetario.example/app/autor/{alias}` (`Recetario.Camino.autor`) and opens no link of the app now") == true)
  }

  @Test func aNewLinkIsNotPublishedYet() throws {
    let changes = try Self.changes {
      $0.replacingOccurrences(of: #"{ "name": "historial", "reducer": "Historial" }"#, with: #"{ "name": "historial", "reducer": "Historial", "link": "historial" }"#)
    }
    #expect(changes.map(\.kind) == [.linkNotPublished])
    #expect(changes.map(\.classification) == [.compatible])
    #expect(changes.first?.reason == "`https://recetario.example/app/historial` is not opened by site/aasa.json yet: on a device it "
      + "opens Safari until the file is regenerated.")
  }
}
