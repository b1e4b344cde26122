import Testing
@testable import NavImport
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

/// The other way round: the hand-written form (NavGenPlugin's, for a TCA release navgen does
/// not know) of each imported input is the input itself, token for token, where the schema
/// holds every token of it: what TCA's own @Reducer then expands is what the developer wrote.
@Suite("Import: the hand-written form is the input")
struct HandWrittenRoundTripTests {
  /// The inputs whose every token the schema holds (the others spell `@Reducer` qualified, put
  /// an enum in a namespace enum, or write an explicit `State` in another layout).
  static let shapes = ["CaseKinds", "MigrationAndConditions", "ConditionalBlocks", "NestedReducerEnums"]

  @Test(arguments: shapes)
  func handWrittenFormIsTheInput(_ shape: String) throws {
    let input = try ImportFixtures.source("RoundTrip/\(shape).swift")
    let result = SwiftImporter.importSchema([input], schemaFileName: "Imported.navgen.json")
    let loaded = SchemaLoader.load(
      contents: Array(result.json.utf8), fileName: "Imported.navgen.json", defaultTCA: "1.26.0",
      casePaths: ReleaseChoice(pluginDefaults: true))
    let schema = try #require(loaded.schema, "\(loaded.diagnostics)")
    #expect(loaded.diagnostics.map(\.severity) == [.warning])
    let generated = SwiftGenerator.generate(schema)
    // The input's own imports are not the schema's (`Foundation` for `URL` in CaseKinds).
    let expected = try ImportFixtures.text("RoundTrip/\(shape).swift")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    let written = generated.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    let difference = TokenComparison.difference(expected: expected, actual: written)
    #expect(difference == nil, "\(difference ?? "")\n--- generated:\n\(generated)")
  }
}
