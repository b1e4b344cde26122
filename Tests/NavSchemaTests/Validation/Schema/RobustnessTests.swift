import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Mutated valid schemas (truncations, byte changes, deletions, insertions,
/// copies) must never crash or hang the loader, and every outcome must be
/// consistent: no model without an error-free run, no failure without an error.
@Suite("Loader: robustness against mutated input")
struct RobustnessTests {
  typealias L = LoaderTestSupport

  static let bases: [String] = [
    FullSchemaDecodingTests.json,
    """
    {"version": 1, "features": [{"name": "Tienda", "path": {"name": "Camino", "cases": ["Producto", "Resena", "Perfil"]}}],
     "enums": [{"name": "AppRoute", "access": "public", "cases": ["Inicio", {"name": "x", "alert": {"name": "A", "actions": ["ok"]}}]}]}
    """,
  ]

  /// Fragments that tend to reach interesting paths of the parser and the checks.
  static let snippets: [[UInt8]] = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "null", "true", "1e999", "-0", "01", "\"name\"",
    "\"reducer\"", "\"alert\"", "\"ignored\"", "\"action\"", "\"initializer\"", "\"@Reducer\"", "\"class\"",
    "\"Foo<Bar\"", "\"a\\nb\"", "\"body\"", "\"State\"", "//", "\n", "\r", "\t", "é", "😀", "\u{202E}",
  ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xED, 0xA0, 0x80], Array(repeating: UInt8(ascii: "["), count: 600)]

  @Test func mutatedSchemasNeverCrashAndAlwaysExplainFailure() {
    var random = SplitMix64(seed: 0x4E61_7647_656E)
    var problems: [String] = []
    var validCount = 0
    var invalidCount = 0
    for iteration in 0..<2_000 {
      var bytes = Array(Self.bases[iteration % Self.bases.count].utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        Self.mutate(&bytes, using: &random)
      }
      let result = SchemaLoader.load(contents: bytes, fileName: L.fileName)
      if result.schema == nil { invalidCount += 1 } else { validCount += 1 }
      let found = Self.inconsistencies(in: result, lineCount: bytes.filter { $0 == 10 || $0 == 13 }.count + 1)
      if !found.isEmpty, problems.count < 5 {
        problems.append("iteration \(iteration): \(found.joined(separator: "; ")) for input \(String(decoding: bytes.prefix(300), as: UTF8.self))")
      }
    }
    #expect(problems == [])
    // Both outcomes must occur, or the mutations are not exercising anything.
    #expect(validCount > 20)
    #expect(invalidCount > 1_000)
  }

  static func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
    guard !bytes.isEmpty else {
      bytes = snippets.randomElement(using: &random)!
      return
    }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      bytes.removeSubrange(position...)
    case 1:
      bytes[position] = UInt8.random(in: 0...255, using: &random)
    case 2:
      bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...20, using: &random)))
    case 3:
      bytes.insert(contentsOf: snippets.randomElement(using: &random)!, at: position)
    case 4:
      let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
      let copy = Array(bytes[position..<end])
      bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
    default:
      let other = Int.random(in: 0..<bytes.count, using: &random)
      bytes.swapAt(position, other)
    }
  }

  /// What is wrong with a load result, if anything.
  static func inconsistencies(in result: SchemaLoadResult, lineCount: Int) -> [String] {
    var found: [String] = []
    if result.schema == nil, !result.diagnostics.hasErrors { found.append("no model and no error") }
    if result.schema != nil, result.diagnostics.hasErrors { found.append("a model despite errors") }
    if result.diagnostics != result.diagnostics.sortedByLocation() { found.append("diagnostics out of order") }
    for diagnostic in result.diagnostics {
      let location = diagnostic.location
      if location.file != L.fileName || location.line < 1 || location.column < 1 || location.line > lineCount {
        found.append("bad location \(location)")
      }
      if diagnostic.message.isEmpty || diagnostic.message.contains(where: \.isNewline) {
        found.append("bad message \(diagnostic.message)")
      }
    }
    if let schema = result.schema { found += GrammarFixedPoints.violations(in: schema) }
    return found
  }
}

/// Every string of a valid model must pass its grammar again unchanged:
/// what the loader returns is already in canonical form.
enum GrammarFixedPoints {
  static func violations(in schema: NavigationSchema) -> [String] {
    var found: [String] = []
    func check<Value>(_ text: String, _ result: Result<Value, GrammarError>, _ render: (Value) -> String) {
      switch result {
      case .success(let value) where render(value) == text: break
      case .success(let value): found.append("'\(text)' re-spelled as '\(render(value))'")
      case .failure(let error): found.append("'\(text)' rejected on re-check: \(error.message)")
      }
    }
    for entry in schema.imports { check(entry.description, SwiftGrammar.moduleImport(entry.description)) { $0.description } }
    for navigationEnum in schema.enums {
      check(navigationEnum.name, SwiftGrammar.identifier(navigationEnum.name, as: .enumName)) { $0 }
      for attribute in navigationEnum.attributes { check(attribute, SwiftGrammar.attribute(attribute)) { $0 } }
      for navigationCase in navigationEnum.placedCases {
        check(navigationCase.name, SwiftGrammar.identifier(navigationCase.name, as: .caseName)) { $0 }
        if let condition = navigationCase.condition { check(condition, SwiftGrammar.condition(condition)) { $0 } }
        for attribute in navigationCase.attributes { check(attribute, SwiftGrammar.attribute(attribute)) { $0 } }
        for type in types(of: navigationCase.payload) { check(type.description, SwiftGrammar.type(type.description)) { $0.description } }
        if case .reducer(_, let initializer?) = navigationCase.payload {
          check(initializer, SwiftGrammar.expression(initializer)) { $0 }
        }
      }
    }
    return found
  }

  private static func types(of payload: NavigationCase.Payload) -> [TypeRef] {
    switch payload {
    case .reducer(let type, _), .ephemeral(let type): return [type]
    case .alert(let action), .confirmationDialog(let action): return [action.type]
    case .ignored(let parameters, let action): return parameters.map(\.type) + (action.map { [$0] } ?? [])
    case .none: return []
    }
  }
}
