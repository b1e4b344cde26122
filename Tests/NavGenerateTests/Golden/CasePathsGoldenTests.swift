import Foundation
import Testing
@testable import NavGenerate
@testable import NavSchema
@testable import NavTestSupport

/// Every example schema's expanded form for every swift-case-paths family, at
/// the default TCA release, is checked in under `Tests/Golden/casepaths/<family>`.
/// The macro form leaves `@CasePathable` to the macro and does not depend on the
/// family. Re-record: `NAVGEN_RECORD=1 swift test --filter CasePathsGolden`.
@Suite struct CasePathsGoldenTests {
  static let examples = ExampleGoldenTests.examples
  static let familyIDs = CasePathsFamily.all.map(\.id)

  /// The family's newest release that the default TCA release accepts.
  static func release(ofFamily id: String) throws -> CasePathsRelease {
    let family = try #require(CasePathsFamily.all.first { $0.id == id })
    let oldest = CasePathsRelease.oldestAccepted(by: .latest)
    return try #require(family.releaseNames.compactMap(CasePathsRelease.init).last { $0 >= oldest })
  }

  static func golden(_ example: String, family: String) -> String {
    "Tests/Golden/casepaths/\(family)/\(OutputNaming.swiftFileName(forSchemaAt: example))"
  }

  static func expanded(_ example: String, casePaths: CasePathsRelease) throws -> String {
    let result = SchemaLoader.load(
      contents: try Repository.bytes(Repository.url("Schemas/examples/\(example)")),
      fileName: "Schemas/examples/\(example)", tcaOverride: .latest, casePaths: CasePathsChoice(override: casePaths))
    let schema = try #require(result.schema, "\(example): \(result.diagnostics)")
    #expect(schema.casePathsVersion == casePaths)
    return SwiftGenerator.generate(schema, expandMacros: true)
  }

  @Test("expanded form", arguments: familyIDs, examples)
  func expandedForm(family: String, example: String) throws {
    let output = try Self.expanded(example, casePaths: try Self.release(ofFamily: family))
    try GoldenFile.assertMatches(output, golden: Self.golden(example, family: family))
  }

  /// The newest family writes what the default wrote before `casePaths` existed.
  @Test("the default family's goldens are the default release's", arguments: examples)
  func defaultFamilyIsTheDefault(example: String) throws {
    let output = try Self.expanded(example, casePaths: .latest)
    try GoldenFile.assertMatches(output, golden: Self.golden(example, family: CasePathsFamily.latest.id))
    try GoldenFile.assertMatches(
      output, golden: ExampleGoldenTests.golden(example, family: ExpansionFamily.latest.id, form: "expanded"))
  }

  /// The families differ exactly where the data says: `AllCasePaths`' standard library names.
  @Test("families differ only in the standard library names", arguments: examples)
  func familiesDifferOnlyThere(example: String) throws {
    let old = try Self.expanded(example, casePaths: try Self.release(ofFamily: "1.5.3"))
    let new = try Self.expanded(example, casePaths: .latest)
    #expect(old != new)
    let unqualified = new.replacingOccurrences(of: "Swift.Sendable, Swift.Sequence", with: "Sendable, Sequence")
      .replacingOccurrences(of: "-> Swift.IndexingIterator<", with: "-> IndexingIterator<")
    #expect(old == unqualified)
  }

  @Test func noGoldenFolderWithoutAFamily() throws {
    let root = Repository.url("Tests/Golden/casepaths").path
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root)) == Set(Self.familyIDs))
    for family in Self.familyIDs {
      let found = Set(try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(family)"))
      #expect(found == Set(Self.examples.map(OutputNaming.swiftFileName(forSchemaAt:))))
    }
  }
}
