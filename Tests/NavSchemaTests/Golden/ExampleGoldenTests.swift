import Foundation
import Testing
@testable import NavSchema

/// Every example schema's output, in every release family and both forms, is
/// checked in under `Tests/Golden/tca/<family>/{macro,expanded}`; any drift
/// in the generator fails here. Re-record: `NAVGEN_RECORD=1 swift test --filter ExampleGolden`.
@Suite struct ExampleGoldenTests {
  static let examples = Repository.exampleSchemas.map { $0.lastPathComponent }
  static let familyIDs = ExpansionFamily.all.map(\.id)
  static let forms = ["macro", "expanded"]

  /// The example generated for the family's first release (every release
  /// of a family writes the same), whatever `tca` the file pins.
  static func generated(_ name: String, family id: String, expandMacros: Bool) throws -> String {
    let family = try #require(ExpansionFamily.all.first { $0.id == id })
    let url = Repository.url("Schemas/examples/\(name)")
    let result = SchemaLoader.load(
      contents: try Repository.bytes(url), fileName: "Schemas/examples/\(name)", tcaOverride: family.releases[0])
    let schema = try #require(result.schema, "\(name): \(result.diagnostics)")
    #expect(result.diagnostics.isEmpty, "\(name) should load without warnings for \(id): \(result.diagnostics)")
    return SwiftGenerator.generate(schema, expandMacros: expandMacros)
  }

  static func goldenFolder(family id: String, form: String) -> String {
    "Tests/Golden/tca/\(id)/\(form)"
  }

  @Test("macro form", arguments: familyIDs, examples)
  func macroForm(family: String, example: String) throws {
    let golden = "\(Self.goldenFolder(family: family, form: "macro"))/\(OutputNaming.swiftFileName(forSchemaAt: example))"
    try GoldenFile.assertMatches(try Self.generated(example, family: family, expandMacros: false), golden: golden)
  }

  @Test("expanded form", arguments: familyIDs, examples)
  func expandedForm(family: String, example: String) throws {
    let golden = "\(Self.goldenFolder(family: family, form: "expanded"))/\(OutputNaming.swiftFileName(forSchemaAt: example))"
    try GoldenFile.assertMatches(try Self.generated(example, family: family, expandMacros: true), golden: golden)
  }

  @Test func thereAreExamplesAndFamilies() {
    #expect(Self.examples.count >= 5)
    #expect(Self.familyIDs.count == 8)
  }

  @Test("no golden without an example", arguments: familyIDs, forms)
  func noStaleGoldens(family: String, form: String) throws {
    let folder = Repository.url(Self.goldenFolder(family: family, form: form))
    let goldens = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    let expected = Set(Self.examples.map { OutputNaming.swiftFileName(forSchemaAt: $0) })
    #expect(goldens == expected)
  }

  @Test func noGoldenFolderWithoutAFamily() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Golden/tca").path)
    #expect(Set(folders) == Set(Self.familyIDs))
  }

  /// The default release's goldens are what a schema without `tca` gets.
  @Test("a schema without tca gets the newest release", arguments: examples)
  func defaultIsTheNewestRelease(example: String) throws {
    var text = try String(contentsOf: Repository.url("Schemas/examples/\(example)"), encoding: .utf8)
    text = text.replacingOccurrences(of: "\"tca\": \"1.25.5\",", with: "")
    let result = SchemaLoader.load(contents: Array(text.utf8), fileName: "Schemas/examples/\(example)")
    let schema = try #require(result.schema)
    #expect(schema.tcaVersion == .latest)
    let golden = "\(Self.goldenFolder(family: TCARelease.latest.family.id, form: "macro"))/\(OutputNaming.swiftFileName(forSchemaAt: example))"
    try GoldenFile.assertMatches(SwiftGenerator.generate(schema), golden: golden)
  }
}
