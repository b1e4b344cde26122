import Foundation
import Testing
@testable import NavImportTestSupport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen diff` on deep links: which changes stop published URLs from opening their screen
/// (class `brokenLinks`, "breaks links"), and which leave every one working.
@Suite("Diff: links")
struct LinkDiffTests {
  typealias L = LoaderTestSupport

  /// A feature `Raiz` whose path has one case `a` with `link`, under `prefixes`.
  static func schema(_ link: String, prefixes: String = #"["app://"]"#, depth: Int = 16) throws -> NavigationSchema {
    try L.schema(#"""
      {"version": 1, "links": {"prefixes": \#(prefixes), "maxDepth": \#(depth)},
       "features": [{"name": "Raiz", "path": {"cases": [{"name": "a", "reducer": "A", "link": "\#(link)"}]}}]}
      """#)
  }

  static func links(_ old: NavigationSchema, _ new: NavigationSchema) -> [SchemaChange] {
    SchemaDiff(old: old, new: new).changes.filter { $0.kind.rawValue.hasPrefix("link") }
  }

  static func classOf(_ old: String, _ new: String) throws -> [ChangeClass] {
    links(try schema(old), try schema(new)).map(\.classification)
  }

  @Test(arguments: [
    ("a/{id: Int}", "b/{id: Int}"),
    ("a/{id: Int}", "a/{id: String}"),
    ("a/{id: Int}/{n}", "a/{n}/{id: Int}"),
    ("a/{id: Int}", "a/{id: Int}/x"),
    ("a/{id: Int}", "a/{id: Int}?t={t}"),
    ("a?t={t?}", "a?t={t}"),
    ("a?t={t?}", "a?t={t?: Int}"),
    ("a/x", "a/{x}"),
  ])
  func breaksLinks(old: String, new: String) throws {
    #expect(try Self.classOf(old, new) == [.brokenLinks])
  }

  @Test(arguments: [
    ("a/{id: Int}", "a/{clave: Int}"),
    ("a?t={t}", "a?t={t?}"),
    ("a?t={t}", "a"),
    ("a", "a?t={t?}"),
  ])
  func keepsLinks(old: String, new: String) throws {
    #expect(try Self.classOf(old, new) == [.compatible])
  }

  @Test func theReasonNamesTheURLAndTheCase() throws {
    let change = try #require(Self.links(try Self.schema("a/{id: Int}"), try Self.schema("b/{id: Int}")).first)
    #expect(change.kind == .linkChanged)
    #expect(change.reason == "`app://a/{id: Int}` no longer opens `Raiz.Path.a`: segment 1 is `b` instead of `a`.")
  }

  @Test func prefixesAndDepth() throws {
    let old = try Self.schema("a", prefixes: #"["app://", "https://a.example/"]"#, depth: 8)
    let new = try Self.schema("a", prefixes: #"["app://", "otra://"]"#, depth: 4)
    #expect(Self.links(old, new).map(\.kind) == [.linkPrefixAdded, .linkPrefixRemoved, .linkDepthChanged])
    #expect(Self.links(old, new).map(\.classification) == [.compatible, .brokenLinks, .brokenLinks])
    #expect(Self.links(new, old).map(\.classification) == [.compatible, .brokenLinks, .compatible])
  }

  @Test func schemasWithoutLinksReportNone() throws {
    let plain = try L.schema(#"{"version": 1, "features": [{"name": "Raiz", "path": {"cases": ["A"]}}]}"#)
    #expect(Self.links(plain, plain).isEmpty)
    let linked = try Self.schema("a")
    #expect(Self.links(plain, linked).map(\.kind) == [.linkPrefixAdded, .linkAdded])
    #expect(Self.links(linked, plain).map(\.classification) == [.brokenLinks, .brokenLinks])
  }

  // MARK: Reports

  static var reference: SchemaDiff {
    get throws {
      SchemaDiff(
        old: try DiffGraphSupport.Golden.diffInput("Links-v1"), new: try DiffGraphSupport.Golden.diffInput("Links-v2"))
    }
  }

  @Test(arguments: [
    (DiffFormat.text, "diff/links.txt"), (DiffFormat.markdown, "diff/links.md"), (DiffFormat.json, "diff/links.json"),
  ])
  func matchesGolden(format: DiffFormat, golden: String) throws {
    try DiffGraphSupport.Golden.check(format.render(try Self.reference, colour: false), golden)
  }

  @Test func everyFormatNamesTheClass() throws {
    let diff = try Self.reference
    #expect(DiffFormat.text.render(diff, colour: false).contains("[breaks links] Recetario.Camino.receta"))
    #expect(DiffFormat.markdown.render(diff, colour: false).contains("| breaks links |"))
    #expect(DiffFormat.json.render(diff, colour: false).contains(#""class": "brokenLinks""#))
  }

  @Test func brokenLinksTakeExitCodeFour() throws {
    #expect(try Self.reference.exitCode == 4)
  }
}

extension LinkDiffTests {
  /// A link reached through another feature's link is named by its whole URL, as
  /// `navgen links` lists it, and its segments are counted in that URL.
  @Test func aNestedLinkIsNamedByItsWholeURL() throws {
    let change = try #require(try Self.reference.changes.first { $0.caseName == "porcion" })
    #expect(change.reason.hasPrefix(
      "`recetario://receta/{id: Int}/porcion/{gramos: Double}/{unidad: Unidad}` no longer opens `Receta.Destination.porcion`: "
        + "the value in segment 4 is a `Unidad` instead of a `Double`."))
    let catalog = LinkCatalog(schema: try DiffGraphSupport.Golden.diffInput("Links-v1"))
    let route = try #require(catalog.route(to: "Receta.Destination.porcion"))
    #expect(change.reason.hasPrefix("`\(catalog.url(of: route))`"))
  }
}

extension LinkDiffTests {
  /// Schemas read together as one app (a folder) keep the first schema's `links`, so a diff of
  /// two folders reports link changes as a diff of two files does.
  @Test func foldersKeepTheirLinks() throws {
    func app(_ link: String) throws -> NavigationSchema {
      let other = try L.schema(#"{"version": 1, "features": [{"name": "Otra", "path": {"cases": ["B"]}}]}"#)
      return NavigationApp.merge([try Self.schema(link), other], named: "App").schema
    }
    #expect(Self.links(try app("a/{id: Int}"), try app("b/{id: Int}")).map(\.classification) == [.brokenLinks])
  }
}
