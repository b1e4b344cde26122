import Foundation
import Testing
@testable import NavGenerate
@testable import NavSchema
@testable import NavTestSupport

/// Every example schema's output, in every release family and both forms, is
/// checked in under `Tests/Golden/tca/<family>/{macro,expanded}`; an example
/// a family cannot expand (its macro would write code that does not compile)
/// has its diagnostics checked in under `Tests/Golden/tca/<family>/refused`
/// instead. Any drift fails here. Re-record: `NAVGEN_RECORD=1 swift test --filter ExampleGolden`.
@Suite struct ExampleGoldenTests {
  static let examples = Repository.exampleSchemas.map { $0.lastPathComponent }
  static let familyIDs = ExpansionFamily.all.map(\.id)
  static let forms = ["macro", "expanded"]

  /// The example loaded for the family's first release (every release of a
  /// family writes the same), whatever `tca` the file pins.
  static func load(_ name: String, family id: String) throws -> SchemaLoadResult {
    let family = try #require(ExpansionFamily.all.first { $0.id == id })
    let url = Repository.url("Schemas/examples/\(name)")
    return SchemaLoader.load(
      contents: try Repository.bytes(url), fileName: "Schemas/examples/\(name)", tcaOverride: family.releases[0])
  }

  static func golden(_ example: String, family: String, form: String) -> String {
    "Tests/Golden/tca/\(family)/\(form)/\(OutputNaming.swiftFileName(forSchemaAt: example))"
  }

  static func refusal(_ example: String, family: String) -> String {
    "Tests/Golden/tca/\(family)/refused/\(example.replacingOccurrences(of: ".navgen.json", with: ".txt"))"
  }

  /// The output of a form, or the diagnostics of a refused example.
  static func check(_ example: String, family: String, form: String) throws {
    let result = try load(example, family: family)
    guard let schema = result.schema else {
      #expect(!FileManager.default.fileExists(atPath: Repository.url(golden(example, family: family, form: form)).path))
      let diagnostics = result.diagnostics.map { "\($0)\n" }.joined()
      try GoldenFile.assertMatches(diagnostics, golden: refusal(example, family: family))
      return
    }
    #expect(result.diagnostics.isEmpty, "\(example) should load without warnings for \(family): \(result.diagnostics)")
    let output = SwiftGenerator.generate(schema, expandMacros: form == "expanded")
    try GoldenFile.assertMatches(output, golden: golden(example, family: family, form: form))
  }

  @Test("macro form", arguments: familyIDs, examples)
  func macroForm(family: String, example: String) throws {
    try Self.check(example, family: family, form: "macro")
  }

  @Test("expanded form", arguments: familyIDs, examples)
  func expandedForm(family: String, example: String) throws {
    try Self.check(example, family: family, form: "expanded")
  }

  @Test func thereAreExamplesAndFamilies() {
    #expect(Self.examples.count >= 5)
    #expect(Self.familyIDs.count == 8)
  }

  /// Each family's folders hold exactly one golden per example: its output in
  /// both forms, or its refusal.
  @Test("no golden without an example", arguments: familyIDs)
  func noStaleGoldens(family: String) throws {
    var expected: [String: Set<String>] = ["macro": [], "expanded": [], "refused": []]
    for example in Self.examples {
      if try Self.load(example, family: family).schema == nil {
        expected["refused", default: []].insert(URL(fileURLWithPath: Self.refusal(example, family: family)).lastPathComponent)
      } else {
        for form in Self.forms {
          expected[form, default: []].insert(OutputNaming.swiftFileName(forSchemaAt: example))
        }
      }
    }
    for (folder, names) in expected {
      let path = Repository.url("Tests/Golden/tca/\(family)/\(folder)").path
      let found = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
      #expect(found == names, "Tests/Golden/tca/\(family)/\(folder)")
    }
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
    let golden = Self.golden(example, family: TCARelease.latest.family.id, form: "macro")
    try GoldenFile.assertMatches(SwiftGenerator.generate(schema), golden: golden)
  }
}
