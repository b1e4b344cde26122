import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// The apps the universal-link tests read: the Recetario example, the modular Recetario (its
/// three targets' schemas read as one app), the links fuzzer's schema with the Recetario, and
/// seeded random apps; with the URLs their generated `navigate(to:)` opens and refuses, as
/// `LinkResolver` answers (LinkResolverAgreementTests holds it to the generated code).
enum UniversalLinkApps {
  static let appID = "ABCDE12345.com.example.recetario"

  static func load(_ path: String, name: String? = nil) throws -> NavigationSchema {
    let loaded = SchemaLoader.load(contents: try Repository.bytes(Repository.url(path)), fileName: name ?? path)
    return try #require(loaded.schema, "\(path): \(loaded.diagnostics)")
  }

  static func recetario() throws -> LinkCatalog {
    LinkCatalog(schema: try load("Schemas/examples/Recetario.navgen.json", name: "Recetario.navgen.json"))
  }

  static let modularSchemas = [
    "Tests/ModularConsumer/Sources/AppFeature/Recetario.navgen.json",
    "Tests/ModularConsumer/Sources/RecetaFeature/Receta.navgen.json",
    "Tests/ModularConsumer/Sources/ComentariosFeature/Comentarios.navgen.json",
  ]

  /// The modular Recetario's three targets read as one app, the app's target first.
  static func modular() throws -> LinkCatalog {
    let merged = NavigationApp.merge(try modularSchemas.map { try load($0) }, named: "RecetarioModular")
    try #require(merged.diagnostics.isEmpty, "\(merged.diagnostics)")
    return LinkCatalog(schema: merged.schema)
  }

  /// The links fuzzer's app: every placeholder type, a first screen that starts with a
  /// placeholder, and the Recetario pushed under it.
  static func enlaces() throws -> LinkCatalog {
    let merged = NavigationApp.merge(
      [try load("Fuzz/Links/Enlaces.navgen.json"), try load("Schemas/examples/Recetario.navgen.json")], named: "Enlaces")
    return LinkCatalog(schema: merged.schema)
  }

  /// The file `navgen links --format apple-app-site-association` writes for `host`.
  static func file(_ catalog: LinkCatalog, host: String, limit: Int = SiteAssociationBuilder.byteLimit) -> HostSiteAssociation {
    SiteAssociationBuilder(catalog: catalog, appIDs: [appID]).file(forHost: host, limit: limit)
  }

  /// What the file does with `url`, read back from the text written (as a site would serve it).
  static func decide(_ file: HostSiteAssociation, _ url: String) throws -> SiteDecision {
    try decide(try decisions(file), url)
  }

  /// The file's decisions, read back from the text written, for deciding many URLs.
  static func decisions(_ file: HostSiteAssociation) throws -> SiteDecisions {
    let read = SiteAssociationReader.read(Array(file.text.utf8), fileName: "apple-app-site-association")
    return try #require(read.association, "\(read.diagnostics)").decisions(for: [appID])
  }

  static func decide(_ decisions: SiteDecisions, _ url: String) throws -> SiteDecision {
    decisions.decide(try #require(SiteURL(url), "\(url)"))
  }

  static func opens(_ catalog: LinkCatalog, _ url: String) -> Bool {
    LinkResolver(catalog: catalog).resolve(url).opens
  }

  // MARK: Values

  /// Values of each type a link carries, some of them spelled like another case's literal,
  /// percent-encoded, or made of dots, as real links are.
  static func values(of type: LinkValueType) -> [String] {
    switch type {
    case .string: return ["x", "receta", "comentarios", "a%2Fb", "...", "Mar%C3%ADa%20Jos%C3%A9", "a.b", "~"]
    case .custom: return ["tazas", "gramos"]
    case .int: return ["0", "42", "-7", "9223372036854775807"]
    case .double: return ["2.5", "-3", "1e-9", "0"]
    case .bool: return ["true", "false"]
    case .uuid: return ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "00000000-0000-0000-0000-000000000000"]
    }
  }

  /// `template` with the values chosen by `pick`, its optional query items present or not.
  static func instance(_ template: LinkTemplate, pick: (LinkValueType) -> String, optionals: Bool) -> (path: String, query: [String]) {
    let path = template.segments.map { segment -> String in
      switch segment {
      case .literal(let text): return text
      case .placeholder(let placeholder): return pick(placeholder.type)
      }
    }.joined(separator: "/")
    let query = template.query.filter { !$0.placeholder.isOptional || optionals }.map { "\($0.key)=\(pick($0.placeholder.type))" }
    return (path, query)
  }

  /// Links made of `steps` under `prefix`, one for each value of the first placeholder type and
  /// with and without optional items.
  static func links(_ steps: [LinkStep], under prefix: String) -> [String] {
    var links: [String] = []
    for variant in 0..<8 {
      let pick: (LinkValueType) -> String = { type in
        let values = values(of: type)
        return values[variant % values.count]
      }
      var path: [String] = []
      var query: [String] = []
      for step in steps {
        let part = instance(step.link.template, pick: pick, optionals: variant % 2 == 1)
        path.append(part.path)
        query += part.query
      }
      links.append(prefix + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&")))
    }
    return links
  }
}
