import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen links`: every template of an app with the chain of screens that opens it, and
/// `--resolve`'s explanations. (That `--resolve` answers as the generated code does is
/// LinkResolverAgreementTests.)
@Suite("Links: the listing and the resolver's reasons")
struct LinkCatalogTests {
  typealias L = LoaderTestSupport

  static func recetario() throws -> LinkCatalog {
    LinkCatalog(schema: try #require(try ExampleSources.load("Recetario", release: .latest).schema))
  }

  static func resolve(_ link: String) throws -> LinkResolution {
    LinkResolver(catalog: try recetario()).resolve(link)
  }

  // MARK: Goldens

  @Test(arguments: [
    (LinksFormat.text, "links/recetario.txt"), (LinksFormat.markdown, "links/recetario.md"),
    (LinksFormat.json, "links/recetario.json"),
  ])
  func listingMatchesGolden(format: LinksFormat, golden: String) throws {
    try DiffGraphSupport.Golden.check(format.render(try Self.recetario()), golden)
  }

  @Test(arguments: [
    ("recetario://receta/1/autor/ana/receta/-2/foto/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", LinksFormat.text,
     "links/resolve-opens.txt"),
    ("recetario://receta/42/comentarios/tres", LinksFormat.text, "links/resolve-fails.txt"),
    ("recetario://receta/42/comentarios/tres", LinksFormat.json, "links/resolve-fails.json"),
    ("recetario://receta/42/comentarios/tres", LinksFormat.markdown, "links/resolve-fails.md"),
  ])
  func resolutionMatchesGolden(link: String, format: LinksFormat, golden: String) throws {
    try DiffGraphSupport.Golden.check(format.render(try Self.resolve(link)), golden)
  }

  // MARK: Chains

  @Test func aNestedLinkCarriesTheChainThatReachesIt() throws {
    let catalog = try Self.recetario()
    let route = try #require(catalog.route(to: "Receta.Destination.comentarios"))
    #expect(catalog.url(of: route) == "recetario://receta/{id: Int}/comentarios/{pagina: Int}")
    #expect(route.steps.map(\.description) == [
      "Recetario pushes Camino.receta (Receta)", "Receta presents Destination.comentarios (Comentarios)",
    ])
    #expect(route.leadingSegmentCount == 2)
    #expect(catalog.roots == ["Recetario"])
    // Each linked case once; alerts and unlinked cases never.
    #expect(catalog.routes.map(\.last.subject) == [
      "Recetario.Camino.receta", "Recetario.Camino.autor", "Recetario.Destination.buscar",
      "Receta.Destination.comentarios", "Receta.Destination.porcion", "Receta.Destination.foto",
    ])
  }

  static func schema(_ fileName: String, _ features: String, prefixes: String = #"["app://"]"#) throws -> NavigationSchema {
    let json = #"{"version": 1, "links": {"prefixes": \#(prefixes)}, "features": [\#(features)]}"#
    let loaded = SchemaLoader.load(contents: Array(json.utf8), fileName: fileName)
    return try #require(loaded.schema, "\(loaded.diagnostics)")
  }

  static let raiz = #"{"name": "Raiz", "path": {"cases": [{"name": "hoja", "reducer": "Hoja", "link": "hoja/{n: Int}"}]}}"#
  static let hoja = #"{"name": "Hoja", "destination": {"cases": [{"name": "nota", "reducer": "Nota", "link": "nota?x={x?}"}]}}"#

  @Test func schemasReadTogetherChainAcrossFiles() throws {
    let merged = NavigationApp.merge(
      [try Self.schema("Raiz.navgen.json", Self.raiz), try Self.schema("Hoja.navgen.json", Self.hoja)], named: "App")
    #expect(merged.diagnostics.isEmpty)
    let catalog = LinkCatalog(schema: merged.schema)
    #expect(catalog.routes.map(catalog.url) == ["app://hoja/{n: Int}", "app://hoja/{n: Int}/nota?x={x?}"])
    #expect(LinkResolver(catalog: catalog).resolve("app://hoja/3/nota?x=y").screens.map(\.step.caseName) == ["hoja", "nota"])
    // Alone, the first schema's link stops at the pushed screen, as its generated code does.
    let alone = LinkCatalog(schema: try Self.schema("Raiz.navgen.json", Self.raiz))
    #expect(!LinkResolver(catalog: alone).resolve("app://hoja/3/nota").opens)
  }

  @Test func differentLinksInOneAppAreReported() throws {
    let merged = NavigationApp.merge(
      [try Self.schema("Raiz.navgen.json", Self.raiz), try Self.schema("Hoja.navgen.json", Self.hoja, prefixes: #"["otra://"]"#)],
      named: "App")
    #expect(merged.schema.links?.prefixes == ["app://"])
    #expect(merged.diagnostics.map(\.description) == [
      "Hoja.navgen.json:1:25: warning: 'links' differs from Raiz.navgen.json; the app's links are read with that file's prefixes and maxDepth"
    ])
  }

  @Test func aCycleStartsAtItsFirstFeatureAndEnds() throws {
    let a = #"{"name": "A", "path": {"cases": [{"name": "b", "reducer": "B", "link": "b"}]}}"#
    let b = #"{"name": "B", "destination": {"cases": [{"name": "a", "reducer": "A", "link": "a"}]}}"#
    let catalog = LinkCatalog(schema: try Self.schema("App.navgen.json", a + ", " + b))
    #expect(catalog.roots == ["A"])
    #expect(catalog.routes.map(catalog.url) == ["app://b", "app://b/a"])
    // The generated code follows the cycle as far as the depth allows; so does the resolver.
    #expect(LinkResolver(catalog: catalog).resolve("app://b/a/b/a").screens.count == 4)
  }

  // MARK: Why a link opens nothing

  @Test(arguments: [
    ("otra://receta/1", nil, "the link starts with none of the app's prefixes (the prefixes are `recetario://`, `https://recetario.example/app/`)"),
    ("recetario://receta//comentarios/3", 2, "segment 2 is empty"),
    ("recetario://receta/../42", 2, "segment 2 is `..`: a link never goes up or stays in place"),
    ("recetario://autor/%ZZ", 2, "segment 2 `%ZZ` is not percent-encoded UTF-8"),
    ("recetario://receta/1//", 3, "segment 3 is empty"),
    ("recetario://receta/1/porcion/2/tazas/x", 6, "segment 6 \"x\" is left over: `Porcion` (Receta.Destination.porcion) opens nothing by link after it"),
    ("recetario://" + String(repeating: "receta/1/", count: 9), 17, "segment 17 \"receta\" would open a screen beyond the 8 one link may open (maxDepth)"),
    ("recetario://" + String(repeating: "a/", count: 5_000), nil, "the link is 10012 bytes long; a link longer than 8192 opens nothing"),
  ] as [(String, Int?, String)])
  func reasons(link: String, segment: Int?, message: String) throws {
    let failure = try #require(try Self.resolve(link).failure)
    #expect(failure.segment == segment)
    #expect(failure.message.hasPrefix(message), "\(failure.message)")
  }

  @Test(arguments: [
    ("recetario://receta/99999999999999999999", "Recetario.Camino.receta (`receta/{id: Int}`): segment 2 \"99999999999999999999\" is not an `Int`"),
    ("recetario://receta", "Recetario.Camino.receta (`receta/{id: Int}`): it takes 2 segments from segment 1; the link has 1 left"),
    ("recetario://historial", "Recetario.Camino: no linked case starts with \"historial\""),
    ("recetario://buscar?vegano=quizas", "Recetario.Destination.buscar (`buscar?q={texto?}&vegano={vegano?: Bool}`): the query item `vegano` \"quizas\" is not a `Bool`"),
    ("recetario://receta/1/foto/not-a-uuid", "Receta.Destination.foto (`foto/{id: UUID}`): segment 4 \"not-a-uuid\" is not a `UUID`"),
  ])
  func whatEachCaseFound(link: String, attempt: String) throws {
    let failure = try #require(try Self.resolve(link).failure)
    #expect(failure.message.hasPrefix("no linked case matches segment"))
    #expect(failure.attempts.contains(attempt), "\(failure.attempts)")
  }

  @Test func anAppTypeIsTakenAsReadAndSaysSo() throws {
    let resolution = try Self.resolve("recetario://receta/1/porcion/2/kilos")
    #expect(resolution.opens)
    let unidad = try #require(resolution.screens.last?.values.last)
    #expect(unidad.readByApp && unidad.text == "kilos")
    #expect(LinksFormat.text.render(resolution).contains("unidad = kilos (if Unidad(\"kilos\") reads it)"))
  }

  @Test func withoutLinksNothingOpens() throws {
    let plain = try L.schema(#"{"version": 1, "features": [{"name": "Raiz", "path": {"cases": ["A"]}}]}"#)
    let catalog = LinkCatalog(schema: plain)
    #expect(catalog.routes.isEmpty && catalog.roots.isEmpty)
    #expect(LinksFormat.text.render(catalog) == "No schema declares \"links\".\n")
    #expect(LinkResolver(catalog: catalog).resolve("app://a").failure?.message == "no schema declares links")
    let unlinked = LinkCatalog(schema: try Self.schema("App.navgen.json", #"{"name": "Raiz", "path": {"cases": ["A"]}}"#))
    #expect(LinksFormat.text.render(unlinked).hasSuffix("at most 16 screens a link.\nNo linked cases.\n"))
    #expect(LinkResolver(catalog: unlinked).resolve("app://a").failure?.message == "no case has a link")
  }
}
