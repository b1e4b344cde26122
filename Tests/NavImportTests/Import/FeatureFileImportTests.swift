import Foundation
import Testing
@testable import NavImport
@testable import NavImportTestSupport
@testable import NavSchema
@testable import NavTestSupport

/// Realistic whole feature files (reducers, their enums, views, previews,
/// helpers) under Tests/ImportFixtures/Features: the reader reads them without
/// a problem, and what import makes of them (the schema and every warning) is
/// checked in under Tests/Golden/import. Re-record with
/// `NAVGEN_RECORD=1 swift test --filter FeatureFileImport`.
@Suite("Import: realistic feature files")
struct FeatureFileImportTests {
  static let features = ["SyncUpDetail", "AppFeature", "Inbox"]

  @Test(arguments: features)
  func theReaderReadsTheWholeFile(_ feature: String) throws {
    let file = DeclarationParser.parse(try ImportFixtures.source("Features/\(feature).swift").contents)
    #expect(file.problems.isEmpty, "\(file.problems)")
  }

  @Test(arguments: features)
  func importMatchesItsGoldenSchemaAndWarnings(_ feature: String) throws {
    let source = try ImportFixtures.source("Features/\(feature).swift")
    let result = SwiftImporter.importSchema([source], schemaFileName: "\(feature).navgen.json")
    try GoldenFile.assertMatches(result.json, golden: "Tests/Golden/import/\(feature).navgen.json")
    let warnings = result.diagnostics.map { "\($0)\n" }.joined()
    try GoldenFile.assertMatches(warnings, golden: "Tests/Golden/import/\(feature).warnings.txt")
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    let reloaded = SchemaLoader.load(contents: Array(result.json.utf8), fileName: "\(feature).navgen.json")
    #expect(reloaded.diagnostics.isEmpty)
    #expect(reloaded.schema?.withoutLocations == result.schema.withoutLocations)
  }
}
