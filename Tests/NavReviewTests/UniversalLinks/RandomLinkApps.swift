import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// Seeded random apps with links, for the properties of the site file: features that push and
/// present each other through templates of shared literals (`a`, `item`, …), placeholders of
/// every built-in type, query items required or optional, under an `https` prefix at the root
/// or under a path. `NAVGEN_RANDOM_SEED=0x...` tries another seed.
enum RandomLinkApps {
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["NAVGEN_RANDOM_SEED"].flatMap { UInt64($0.dropFirst(2), radix: 16) } ?? 0x5EED_0047
  }

  static let literals = ["a", "b", "item", "lista", "x1"]
  static let types = ["", ": Int", ": Double", ": Bool", ": UUID"]

  /// The app of `index`, or nil when the random schema is refused (templates that overlap);
  /// with the same app whose placeholders are all Strings (nil when that one is refused), which
  /// reads a link as a site file's patterns can: without the values' types.
  static func app(_ index: Int) -> (catalog: LinkCatalog, untyped: LinkCatalog?, prefix: String)? {
    var random = SplitMix64.derived(seed: seed, index: index)
    let featureCount = random.int(in: 2...4)
    let prefix = random.pick(["https://h.example/", "https://h.example/app/", "https://h.example/a/b/"])
    var features: [String] = []
    var placeholderNames = 0
    func placeholder(_ random: inout SplitMix64, optional: Bool = false) -> String {
      placeholderNames += 1
      return "{v\(placeholderNames)\(optional ? "?" : "")\(random.pick(types))}"
    }
    func template(_ random: inout SplitMix64) -> String {
      let segments = (0..<random.int(in: 1...3)).map { position in
        (position == 0 ? random.chance(85) : random.chance(50)) ? random.pick(literals) : placeholder(&random)
      }
      var text = segments.joined(separator: "/")
      if random.chance(30) {
        text += "?q\(placeholderNames + 1)=" + placeholder(&random, optional: random.chance(50))
      }
      return text
    }
    for feature in 0..<featureCount {
      var enums: [String] = []
      for kind in ["path", "destination"] where random.chance(70) {
        let cases = (0..<random.int(in: 1...3)).map { number -> String in
          let reducer = random.chance(60) ? "F\(random.int(in: 0...(featureCount - 1)))" : "Hoja\(number)"
          return #"{ "name": "c\#(kind.prefix(1))\#(number)", "reducer": "\#(reducer)", "link": "\#(template(&random))" }"#
        }
        enums.append(#""\#(kind)": { "cases": [\#(cases.joined(separator: ", "))] }"#)
      }
      guard !enums.isEmpty else { continue }
      features.append(#"{ "name": "F\#(feature)", \#(enums.joined(separator: ", ")) }"#)
    }
    let depth = random.int(in: 1...6)
    let json = #"""
      { "version": 1, "links": { "prefixes": ["app://", "\#(prefix)"], "maxDepth": \#(depth) }, "features": [\#(features.joined(separator: ", "))] }
      """#
    guard let schema = SchemaLoader.load(contents: Array(json.utf8), fileName: "Random\(index).navgen.json").schema else {
      return nil
    }
    let catalog = LinkCatalog(schema: schema)
    guard !catalog.routes.isEmpty else { return nil }
    var untypedJSON = json
    for type in types where !type.isEmpty { untypedJSON = untypedJSON.replacingOccurrences(of: type + "}", with: "}") }
    let untyped = SchemaLoader.load(contents: Array(untypedJSON.utf8), fileName: "Untyped\(index).navgen.json").schema
    return (catalog, untyped.map(LinkCatalog.init), prefix)
  }

  /// Random chains of steps: half by the steps that may follow each other, half any linked
  /// cases of the app one after another (most of which the app refuses).
  static func chains(_ catalog: LinkCatalog, count: Int, random: inout SplitMix64) -> [[LinkStep]] {
    let followers = LinkFollowers(catalog: catalog)
    let everyStep = catalog.routes.map(\.last)
    let firsts = followers.firstSteps
    return (0..<count).map { number in
      var steps = [random.pick(firsts)]
      for depth in 1..<random.int(in: 1...6) {
        let next = number % 2 == 0 ? followers.after(steps[steps.count - 1], depth: depth) : everyStep
        guard !next.isEmpty else { break }
        steps.append(random.pick(next))
      }
      return steps
    }
  }
}
