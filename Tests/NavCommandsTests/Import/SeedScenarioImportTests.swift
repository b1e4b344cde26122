import Foundation
import Testing
@testable import NavCommands
@testable import NavImport
@testable import NavImportTestSupport
@testable import NavSchema
@testable import NavTestSupport

/// The seeds' four scenarios written as app code (a reducer file and a view
/// file each, under Tests/ImportFixtures/Seeds): importing a scenario's folder
/// gives exactly its example schema but the SwiftUI glue (import reads no
/// views), without a warning, and generating from it with the example's glue
/// gives the example's golden output byte for byte.
@Suite("Import: the seeds' scenarios")
struct SeedScenarioImportTests {
  @Test(arguments: ["Tienda", "Articulo", "Inventario", "Lista"])
  func importingTheScenarioGivesItsExampleSchema(_ scenario: String) throws {
    let folder = ImportFixtures.url("Seeds/\(scenario)").path
    let sources = try SchemaSourceReader().swiftSources(.file(path: folder)).get()
    #expect(sources.map { $0.fileName.split(separator: "/").last.map(String.init) ?? "" }
      == ["\(scenario).swift", "\(scenario)View.swift"])
    let result = SwiftImporter.importSchema(sources, schemaFileName: "\(scenario).navgen.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")

    let exampleURL = Repository.url("Schemas/examples/\(scenario).navgen.json")
    let example = try #require(SchemaLoader.load(contents: try Repository.bytes(exampleURL), fileName: "x").schema)
    #expect(result.schema.withoutLocations == example.withoutGlue.withoutLocations)

    let reloaded = try #require(SchemaLoader.load(contents: Array(result.json.utf8), fileName: "\(scenario).navgen.json").schema)
    let golden = try String(contentsOf: Repository.url("Tests/Golden/tca/\(TCARelease.latest.family.id)/macro/\(scenario).swift"), encoding: .utf8)
    #expect(SwiftGenerator.generate(reloaded.withGlue(of: example)) == golden)
  }
}
