import Testing
@testable import NavSchema

/// Swift in, schema out, Swift generated from the schema, compared token for
/// token with what TCA's @Reducer macro expands the original into (the
/// `.expanded.swift` beside each input, written by hand from the macro's
/// rules). Each input imports without a single warning.
@Suite("Import: lossless round trip")
struct ImportRoundTripTests {
  static let shapes = ["CaseKinds", "AccessAndNames", "MigrationAndConditions", "ConditionalBlocks"]

  @Test(arguments: shapes)
  func generatedSwiftIsTheMacroExpansion(_ shape: String) throws {
    let input = try ImportFixtures.source("RoundTrip/\(shape).swift")
    let (generated, result) = try ImportFixtures.roundTrip([input])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
    let expected = try ImportFixtures.text("RoundTrip/\(shape).expanded.swift")
    let difference = TokenComparison.difference(expected: expected, actual: generated)
    #expect(difference == nil, "\(difference ?? "")\n--- generated:\n\(generated)")
  }
}
