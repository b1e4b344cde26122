import Foundation
import Testing
@testable import NavSchema

/// Every example schema's output is checked in under Tests/Golden; any drift
/// in the generator fails here. Re-record: `NAVGEN_RECORD=1 swift test --filter ExampleGolden`.
@Suite struct ExampleGoldenTests {
  static let examples = Repository.exampleSchemas.map { $0.lastPathComponent }

  static func generated(_ name: String, expandMacros: Bool) throws -> String {
    let url = Repository.url("Schemas/examples/\(name)")
    let result = SchemaLoader.load(contents: try Repository.bytes(url), fileName: "Schemas/examples/\(name)")
    let schema = try #require(result.schema, "\(name): \(result.diagnostics)")
    #expect(result.diagnostics.isEmpty, "\(name) should load without warnings: \(result.diagnostics)")
    return SwiftGenerator.generate(schema, expandMacros: expandMacros)
  }

  @Test("macro form", arguments: examples)
  func macroForm(_ name: String) throws {
    let golden = "Tests/Golden/macro/\(OutputNaming.swiftFileName(forSchemaAt: name))"
    try GoldenFile.assertMatches(try Self.generated(name, expandMacros: false), golden: golden)
  }

  @Test("expanded form", arguments: examples)
  func expandedForm(_ name: String) throws {
    let golden = "Tests/Golden/expanded/\(OutputNaming.swiftFileName(forSchemaAt: name))"
    try GoldenFile.assertMatches(try Self.generated(name, expandMacros: true), golden: golden)
  }

  @Test func thereAreExamples() {
    #expect(Self.examples.count >= 5)
  }

  @Test("no golden without an example", arguments: ["macro", "expanded"])
  func noStaleGoldens(_ form: String) throws {
    let folder = Repository.url("Tests/Golden/\(form)")
    let goldens = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    let expected = Set(Self.examples.map { OutputNaming.swiftFileName(forSchemaAt: $0) })
    #expect(goldens == expected)
  }
}
