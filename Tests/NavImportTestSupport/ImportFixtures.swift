import Foundation
import Testing
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// The Swift inputs and hand-written macro expansions under `Tests/ImportFixtures`.
enum ImportFixtures {
  static func url(_ relativePath: String) -> URL {
    Repository.url("Tests/ImportFixtures/" + relativePath)
  }

  static func text(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  static func source(_ relativePath: String) throws -> SwiftSource {
    SwiftSource(fileName: relativePath, contents: Array(try Data(contentsOf: url(relativePath))))
  }

  /// Imports Swift sources, writes the schema, loads it back as `navgen
  /// generate` would and returns what generate writes, with the import's warnings.
  static func roundTrip(_ sources: [SwiftSource], tca: TCARelease? = nil) throws -> (swift: String, result: SwiftImportResult) {
    let result = SwiftImporter.importSchema(sources, schemaFileName: "Imported.navgen.json", tca: tca)
    let loaded = SchemaLoader.load(contents: Array(result.json.utf8), fileName: "Imported.navgen.json")
    #expect(loaded.diagnostics.isEmpty, "the imported schema does not load cleanly: \(loaded.diagnostics)")
    let schema = try #require(loaded.schema)
    return (SwiftGenerator.generate(schema), result)
  }
}
