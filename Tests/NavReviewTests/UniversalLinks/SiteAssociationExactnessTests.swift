import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// The site file against the app it is written for, by Apple's pattern rules (SitePattern):
/// every URL the generated `navigate(to:)` opens opens the app (none opens Safari), and a URL
/// it refuses for a reason a pattern can see does not — an empty, `.` or `..` segment, a path
/// outside the prefix, a first segment that starts no link, a first screen that opens nothing
/// further followed by more, a first screen followed by segments that start no next step, a
/// missing required query item. What a pattern cannot see (a value's type, segments a
/// placeholder's `?*` takes, what follows the second screen) is listed where it is met.
@Suite("Universal links: the site file opens exactly the app's links")
struct SiteAssociationExactnessTests {
  typealias Apps = UniversalLinkApps

  /// Every link `navgen links` lists and every link of two screens, with values of every kind.
  @Test(arguments: ["Recetario", "Modular", "Enlaces"])
  func everyLinkTheAppOpensOpensTheApp(app: String) throws {
    let catalog = try Self.catalog(app)
    let followers = LinkFollowers(catalog: catalog)
    for prefix in UniversalLinkPrefix.all(in: catalog.prefixes) {
      let file = try Apps.decisions(Apps.file(catalog, host: prefix.host))
      var chains = catalog.routes.map(\.steps)
      chains += followers.firstSteps.flatMap { first in followers.after(first, depth: 1).map { [first, $0] } }
      var opened = 0
      for link in chains.flatMap({ Apps.links($0, under: prefix.prefix) }) + [prefix.prefix, prefix.prefix + "?utm=1"]
      where Apps.opens(catalog, link) {
        opened += 1
        #expect(try Apps.decide(file, link).opensApp, "\(link)")
        #expect(try Apps.decide(file, link + "#x").opensApp, "\(link)#x")
      }
      #expect(opened >= catalog.routes.count, "\(app) under \(prefix.prefix): \(opened) links open")
    }
  }

  /// The Recetario's hostile links (LinkResolverAgreementTests, the compiled scenario) under its
  /// https prefix: the app refuses every one (`Unidad("kilos")` in the app's own `init?(_:)`);
  /// the file excludes or leaves unmatched all but those whose fault is one a pattern cannot see.
  @Test func theRecetarioHostileLinksOpenTheAppOnlyWhereAPatternCannotTell() throws {
    let catalog = try Apps.recetario()
    let resolver = LinkResolver(catalog: catalog)
    let file = try Apps.decisions(Apps.file(catalog, host: "recetario.example"))
    var openedAnyway: [String] = []
    for hostile in try Self.hostileLinks() + LinkResolverAgreementTests.refused where hostile.hasPrefix("recetario://") {
      let link = "https://recetario.example/app/" + hostile.dropFirst("recetario://".count)
      guard URL(string: link, encodingInvalidCharacters: false) != nil else { continue }
      let resolution = resolver.resolve(link)
      #expect(!resolution.opens || resolution.screens.flatMap(\.values).contains(where: \.readByApp), "\(link.prefix(80))")
      if try Apps.decide(file, link).opensApp { openedAnyway.append(String(link.dropFirst(30).prefix(60))) }
    }
    #expect(openedAnyway.sorted() == [
      // A value the parser does not read as its placeholder's type: `?*` matches any value.
      "receta/99999999999999999999", "receta/-99999999999999999999/comentarios/1", "receta/1.5", "receta/abc",
      "receta/1/porcion/nan/tazas", "receta/1/porcion/inf/tazas", "receta/1/porcion/2/kilos", "receta/1/foto/not-a-uuid",
      "buscar?vegano=quizas", "buscar?vegano",
      // Percent-encoding that is not UTF-8, in a value: a pattern compares the URL as written.
      "autor/%C3%28", "autor/%FF",
      // What follows the second screen.
      "receta/42/comentarios/3/comentarios/4", "receta/1/porcion/2/tazas/x", "receta/1/comentarios/2/buscar",
      // More screens than maxDepth (8): a pattern cannot count them.
      String(repeating: "receta/1/", count: 9).prefix(60).description,
      String(repeating: "receta/1/", count: 9).prefix(60).description,
    ].sorted())
  }

  /// Links of random apps made from their steps: each one the app opens opens the app; each it
  /// refuses for a reason a pattern sees does not.
  @Test func randomAppsOpenWhatTheirParserOpensAndNoMore() throws {
    var apps = 0
    var opened = 0
    var refusedAndClosed = 0
    for index in 0..<150 {
      guard let (catalog, untyped, prefix) = RandomLinkApps.app(index) else { continue }
      apps += 1
      let host = try #require(UniversalLinkPrefix.all(in: [prefix]).first?.host)
      let file = try Apps.decisions(Apps.file(catalog, host: host))
      var random = SplitMix64.derived(seed: RandomLinkApps.seed ^ 0xA5A5, index: index)
      for steps in RandomLinkApps.chains(catalog, count: 24, random: &random) {
        for link in Apps.links(steps, under: prefix) {
          if Apps.opens(catalog, link) {
            opened += 1
            #expect(try Apps.decide(file, link).opensApp, "app \(index): \(link)")
            continue
          }
          guard let untyped else { continue }
          for refused in ExpressibleRefusals.mutations(of: link, prefix: prefix, catalog: untyped)
          where !Apps.opens(untyped, refused.link) {
            #expect(!Apps.opens(catalog, refused.link), "app \(index): \(refused.link) (\(refused.reason))")
            #expect(!(try Apps.decide(file, refused.link).opensApp), "app \(index): \(refused.link) opens the app (\(refused.reason))")
            refusedAndClosed += 1
          }
        }
      }
    }
    #expect(apps >= 40, "only \(apps) random schemas load")
    #expect(opened >= 1_000, "only \(opened) random links open")
    #expect(refusedAndClosed >= 500, "only \(refusedAndClosed) refused links were checked")
  }

  /// The plain string literals of the compiled scenario's hostile links
  /// (`Tests/CompileSupport/Examples/Recetario/RecetarioHostileLinks.swift`), and its links of
  /// too many screens.
  static func hostileLinks() throws -> [String] {
    let file = try String(
      contentsOf: Repository.url("Tests/CompileSupport/Examples/Recetario/RecetarioHostileLinks.swift"), encoding: .utf8)
    let literals = file.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\","), trimmed.dropFirst().dropLast(2).allSatisfy({ $0 != "\"" }) else {
        return nil
      }
      return String(trimmed.dropFirst().dropLast(2))
    }
    try #require(literals.count > 20, "\(literals)")
    return literals + ["recetario://" + String(repeating: "receta/1/", count: 9)]
  }

  static func catalog(_ app: String) throws -> LinkCatalog {
    switch app {
    case "Recetario": return try Apps.recetario()
    case "Modular": return try Apps.modular()
    default: return try Apps.enlaces()
    }
  }
}

/// Links the app refuses for a reason the site file's patterns see, made from a link the app
/// opens or not: with an empty, `.` or `..` segment; outside the prefix; with a first segment
/// no first screen starts with; with letters in another case; after a first screen that opens
/// nothing further, or followed by segments no next step starts with; without a required query
/// item of the first screen. `catalog` is the app without its placeholders' types, as patterns
/// read it: a mutation it still opens is refused only for a value's type, which no pattern sees.
enum ExpressibleRefusals {
  struct Refusal {
    var link: String
    var reason: String
  }

  static func mutations(of link: String, prefix: String, catalog: LinkCatalog) -> [Refusal] {
    guard link.hasPrefix(prefix) else { return [] }
    let rest = String(link.dropFirst(prefix.count))
    let (path, query) = split(rest)
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    var refusals: [Refusal] = []
    func add(_ segments: [String], _ query: String, _ reason: String) {
      refusals.append(Refusal(link: prefix + segments.joined(separator: "/") + query, reason: reason))
    }
    guard let first = segments.first, !first.isEmpty else { return [] }
    add(segments.count > 1 ? [first, ""] + segments.dropFirst() : [first, "", ""], query, "an empty segment")
    add([first, "."] + segments.dropFirst(), query, "a '.' segment")
    add(segments + [".."], query, "a '..' segment")
    let host = prefix.split(separator: "/")[1]
    if !prefix.hasSuffix("\(host)/") {
      refusals.append(Refusal(link: "https://\(host)/elsewhere/" + rest, reason: "outside the prefix"))
    }
    let followers = LinkFollowers(catalog: catalog)
    let firsts = followers.firstSteps
    let firstLiterals = firsts.compactMap(firstLiteral)
    guard firstLiterals.count == firsts.count else { return refusals }
    var unknown = "zz"
    while firstLiterals.contains(unknown) { unknown += "z" }
    add([unknown] + segments.dropFirst(), query, "a first segment no link starts with")
    if first.uppercased() != first, !firstLiterals.contains(first.uppercased()) {
      add([first.uppercased()] + segments.dropFirst(), query, "a first literal in capitals")
    }
    // After the first screen the parser took: more segments, which every reading of the link
    // (each first screen whose template it starts with, whatever the values) refuses at once —
    // nothing may follow that screen, or the segment after it starts no step that may.
    guard let screen = LinkResolver(catalog: catalog).resolve(link).screens.first, screen.segments.lowerBound == 1 else {
      return refusals
    }
    let taken = Array(segments.prefix(screen.segments.upperBound))
    var stray = "stray"
    while firstLiterals.contains(stray) { stray += "s" }
    for (extra, reason) in [(["extra"], "a first screen followed by a segment"), ([stray, stray], "a first screen followed by segments")] {
      let mutated = taken + extra
      let readings = firsts.filter { starts(mutated, with: $0.link.template) }
      let refusedByEach = readings.allSatisfy { reading in
        let rest = mutated.dropFirst(reading.link.template.segments.count)
        let next = followers.after(reading, depth: 1)
        guard let following = rest.first else { return false }
        return next.isEmpty || next.allSatisfy { firstLiteral($0).map { $0 != following } ?? false }
      }
      if refusedByEach { add(mutated, query, reason + " no next step starts with") }
    }
    let required = screen.step.link.template.query.filter { !$0.placeholder.isOptional }.map(\.key)
    let readings = firsts.filter { starts(taken, with: $0.link.template) }
    for key in required where readings.allSatisfy({ $0.link.template.query.contains { $0.key == key && !$0.placeholder.isOptional } }) {
      let without = query.dropFirst().split(separator: "&").filter { !$0.hasPrefix("\(key)=") }
      add(taken, without.isEmpty ? "" : "?" + without.joined(separator: "&"), "without the query item \(key)")
    }
    return refusals
  }

  /// Whether the segments start with the template's, any value taking a placeholder.
  private static func starts(_ segments: [String], with template: LinkTemplate) -> Bool {
    guard template.segments.count <= segments.count else { return false }
    return zip(template.segments, segments).allSatisfy { part, segment in
      if case .literal(let text) = part { return text == segment }
      return !segment.isEmpty
    }
  }

  private static func firstLiteral(_ step: LinkStep) -> String? {
    if case .literal(let text)? = step.link.template.segments.first { return text }
    return nil
  }

  private static func split(_ rest: String) -> (path: String, query: String) {
    guard let mark = rest.firstIndex(of: "?") else { return (rest, "") }
    return (String(rest[..<mark]), String(rest[mark...]))
  }
}
