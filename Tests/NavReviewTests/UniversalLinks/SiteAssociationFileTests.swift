import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// The `apple-app-site-association` files navgen writes: goldens for the Recetario example and
/// the modular Recetario (three hosts, prefixes with paths, links three targets deep), valid
/// JSON in Apple's shape, the same bytes every time, one file a host, nested prefixes, and the
/// collapses that keep a file under Apple's 128 KB.
@Suite("Universal links: the site files navgen writes (SiteAssociation goldens)")
struct SiteAssociationFileTests {
  typealias Apps = UniversalLinkApps

  @Test func recetarioMatchesGolden() throws {
    let catalog = try Apps.recetario()
    let builder = SiteAssociationBuilder(catalog: catalog, appIDs: [Apps.appID])
    #expect(builder.hosts == ["recetario.example"])
    let file = builder.file(forHost: "recetario.example")
    #expect(file.collapse == .none)
    try DiffGraphSupport.Golden.check(file.text, "links/site/Recetario/recetario.example.json")
  }

  @Test(arguments: ["recetario.example", "www.recetario.example", "recetas.example"])
  func modularMatchesGolden(host: String) throws {
    let catalog = try Apps.modular()
    #expect(SiteAssociationBuilder(catalog: catalog, appIDs: []).hosts == ["recetario.example", "www.recetario.example", "recetas.example"])
    let file = Apps.file(catalog, host: host)
    #expect(file.collapse == .none)
    try DiffGraphSupport.Golden.check(file.text, "links/site/Modular/\(host).json")
    // Links three targets deep open the app on every host.
    let prefix = try #require(file.prefixes.first?.prefix)
    for link in ["receta/1/comentarios/2/respuesta/3", "receta/1/autor/ana/receta/2/comentarios/5", ""] {
      #expect(Apps.opens(catalog, prefix + link), "\(prefix + link)")
      #expect(try Apps.decide(file, prefix + link).opensApp, "\(prefix + link)")
    }
  }

  /// Apple's shape, read back by Python's json module and by navgen's reader: one details
  /// entry with the app IDs, components of `/`, `?`, `exclude`, `comment`, the defaults.
  @Test func theFileIsJSONInApplesShape() throws {
    let file = Apps.file(try Apps.recetario(), host: "recetario.example")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: Any])
    #expect(object.keys.sorted() == ["applinks"])
    let applinks = try #require(object["applinks"] as? [String: Any])
    let details = try #require(applinks["details"] as? [[String: Any]])
    #expect(details.count == 1)
    #expect(details[0]["appIDs"] as? [String] == [Apps.appID])
    #expect(details[0]["defaults"] as? [String: Bool] == ["caseSensitive": true, "percentEncoded": true])
    let components = try #require(details[0]["components"] as? [[String: Any]])
    let keys = Set(components.flatMap(\.keys))
    #expect(keys.isSubset(of: ["/", "?", "#", "exclude", "comment"]))
    let read = SiteAssociationReader.read(Array(file.text.utf8), fileName: "f")
    #expect(read.diagnostics.isEmpty)
    #expect(read.association?.details[0].components.count == components.count)
  }

  @Test func theSameSchemasWriteTheSameBytes() throws {
    let first = Apps.file(try Apps.modular(), host: "recetario.example").text
    let second = Apps.file(try Apps.modular(), host: "recetario.example").text
    #expect(first == second)
  }

  /// Required query items are required by the pattern too; optional ones are left to the app.
  @Test func requiredQueryItemsAreRequired() throws {
    let schema = try LinkCatalogTests.schema(
      "App.navgen.json",
      #"{"name": "Raiz", "destination": {"cases": [{"name": "busca", "reducer": "Busca", "link": "busca?q={q}&pagina={pagina?: Int}"}]}}"#,
      prefixes: #"["https://h.example/"]"#)
    let file = Apps.file(LinkCatalog(schema: schema), host: "h.example")
    #expect(file.text.contains(#"{ "/": "/busca", "?": { "q": "*" }, "comment": "busca?q={q}&pagina={pagina?: Int} (Raiz.Destination.busca)" }"#))
    #expect(try Apps.decide(file, "https://h.example/busca?q=").opensApp)
    #expect(try Apps.decide(file, "https://h.example/busca?pagina=2&q=sopa").opensApp)
    #expect(!(try Apps.decide(file, "https://h.example/busca?pagina=2").opensApp))
  }

  /// Two prefixes of one host, one inside the other: the app reads a URL under the longer one
  /// with it alone, so what that one refuses is excluded before the shorter one's components.
  @Test func aPrefixInsideAnotherIsReadWithItAlone() throws {
    let schema = try LinkCatalogTests.schema(
      "App.navgen.json",
      #"{"name": "Raiz", "path": {"cases": [{"name": "app", "reducer": "Hoja", "link": "app/{x}"}, {"name": "hoja", "reducer": "Hoja", "link": "hoja/{n: Int}"}]}}"#,
      prefixes: #"["https://h.example/", "https://h.example/app/"]"#)
    let catalog = LinkCatalog(schema: schema)
    let file = Apps.file(catalog, host: "h.example")
    #expect(file.prefixes.map(\.prefix) == ["https://h.example/app/", "https://h.example/"])
    for link in ["https://h.example/app/hoja/1", "https://h.example/hoja/1", "https://h.example/hoja/1/app/x", "https://h.example/"] {
      #expect(Apps.opens(catalog, link), "\(link)")
      #expect(try Apps.decide(file, link).opensApp, "\(link)")
    }
    // Read with the longer prefix, "x" starts no link, though the shorter one's app/{x} would take it.
    #expect(!Apps.opens(catalog, "https://h.example/app/x"))
    guard case .excluded(let component) = try Apps.decide(file, "https://h.example/app/x") else {
      Issue.record("https://h.example/app/x is not excluded")
      return
    }
    #expect(component.path == "/app/*")
    #expect(component.comment == "https://h.example/app/ reads every link under it; what it refuses opens nothing")
  }

  /// A file over the limit leaves out its comments first, then matches everything after the
  /// first screens with the most followers, then everything under each prefix: each step
  /// still opens every link the app opens.
  @Test(arguments: [
    (1_000_000, SiteCollapse.none), (3_000, .withoutComments), (1_000, .firstScreens(["Recetario.Camino.receta"])),
    (800, .firstScreens(["Recetario.Camino.receta", "Recetario.Camino.autor"])), (600, .wholePrefixes),
  ])
  func aFileOverTheLimitCollapses(limit: Int, collapse: SiteCollapse) throws {
    let catalog = try Apps.recetario()
    let file = Apps.file(catalog, host: "recetario.example", limit: limit)
    #expect(file.collapse == collapse)
    if collapse != .wholePrefixes { #expect(file.text.utf8.count <= limit) }
    for route in catalog.routes {
      for link in Apps.links(route.steps, under: "https://recetario.example/app/") where Apps.opens(catalog, link) {
        #expect(try Apps.decide(file, link).opensApp, "\(link)")
      }
    }
  }

  /// The size of a first screen's two-screen links, worked out without writing them (so a file
  /// of thousands is sized at once), is the size of their lines as written, with and without
  /// comments; and a level's estimate is never below the file written at that level.
  @Test(arguments: ["Recetario", "Modular", "Enlaces"])
  func sizesWorkedOutAreTheSizesWritten(app: String) throws {
    var catalogs = [try SiteAssociationExactnessTests.catalog(app)]
    catalogs += (0..<40).compactMap { RandomLinkApps.app($0)?.catalog }
    for catalog in catalogs {
      for prefix in UniversalLinkPrefix.all(in: catalog.prefixes) {
        let part = PrefixComponents(prefix: prefix, catalog: catalog)
        for block in part.blocks {
          for comments in [true, false] {
            #expect(block.followers.bytes(comments: comments) == SiteCollapsePlan.bytes(block.followers.components, comments: comments))
          }
        }
        let plan = SiteCollapsePlan(parts: [part])
        let frame = SiteAssociationText.render(SiteAssociation(details: [.init(appIDs: [Apps.appID], components: [], defaults: SiteAssociationBuilder.defaults)])).utf8.count
        for collapse in [SiteCollapse.none, .withoutComments, .firstScreens(plan.collapseOrder), .wholePrefixes] {
          let written = SiteAssociationText.render(SiteAssociation(
            details: [.init(appIDs: [Apps.appID], components: plan.components(collapse), defaults: SiteAssociationBuilder.defaults)]))
          #expect(frame + plan.estimatedBytes(collapse) >= written.utf8.count, "\(collapse)")
        }
      }
    }
  }

  /// How many first screens (`seccion-<i>/{id: Int}`) a file holds within 128 KB before each
  /// collapse: the figures of the Universal links article, which
  /// `Benchmarks/universal-links.py` finds by halving.
  @Test(arguments: [("destination", 551, 1_252), ("path", 30, 47)])
  func howManyFirstScreensFitIn128KB(enumKey: String, asWritten: Int, withoutComments: Int) throws {
    func collapse(_ count: Int) throws -> SiteCollapse {
      let cases = (0..<count).map { #"{"name": "c\#($0)", "reducer": "Hoja", "link": "seccion-\#($0)/{id: Int}"}"# }
      let schema = try LinkCatalogTests.schema(
        "Big.navgen.json", #"{"name": "Raiz", "\#(enumKey)": {"cases": [\#(cases.joined(separator: ", "))]}}"#,
        prefixes: #"["bench://", "https://bench.example/app/"]"#)
      return Apps.file(LinkCatalog(schema: schema), host: "bench.example").collapse
    }
    #expect(try collapse(asWritten) == .none)
    #expect(try collapse(asWritten + 1) == .withoutComments)
    #expect(try collapse(withoutComments) == .withoutComments)
    #expect(try collapse(withoutComments + 1) != .withoutComments)
  }
}
