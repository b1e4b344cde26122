import Testing
@testable import NavImportTestSupport
@testable import NavSchema

/// Swift in, schema out, Swift generated from the schema, compared token for
/// token with what TCA's @Reducer macro expands the original into (the
/// `.expanded.swift` beside each input, written by hand from the macro's
/// rules). Each input imports without a single warning, and without a deep link.
@Suite("Import: lossless round trip")
struct ImportRoundTripTests {
  /// Each input with the release it is imported for (`--tca`); nil for the default, the newest.
  static let shapes: [(String, String?)] = [
    ("CaseKinds", nil), ("AccessAndNames", nil), ("MigrationAndConditions", nil), ("ConditionalBlocks", nil),
    ("WrittenShapes", nil), ("OldestRelease", "1.12.0"), ("OwnConformances", nil), ("NestedReducerEnums", nil),
  ]

  @Test(arguments: shapes)
  func generatedSwiftIsTheMacroExpansion(_ shape: String, _ release: String?) throws {
    let input = try ImportFixtures.source("RoundTrip/\(shape).swift")
    let tca = try release.map { try #require(TCARelease($0)) }
    let (generated, result) = try ImportFixtures.roundTrip([input], tca: tca)
    if let tca { #expect(result.json.contains("\"tca\": \"\(tca.version)\"")) }
    // Swift says nothing of URLs: import never invents a link (no "links", "link", "linkState" or "linkValues").
    #expect(!result.json.contains("\"link"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
    let expected = try ImportFixtures.text("RoundTrip/\(shape).expanded.swift")
    let difference = TokenComparison.difference(expected: expected, actual: generated)
    #expect(difference == nil, "\(difference ?? "")\n--- generated:\n\(generated)")
  }
}
