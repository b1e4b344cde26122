import Foundation
import Testing
@testable import NavGenerate
@testable import NavSchema
@testable import NavTestSupport

/// Every example schema's expanded form for every swift-case-paths family, at
/// the default TCA release, is checked in under `Tests/Golden/casepaths/<family>`;
/// the default family's are the default release's expanded goldens
/// (`Tests/Golden/tca/<family>/expanded`), which it writes.
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
    guard family != CasePathsFamily.latest.id else {
      return ExampleGoldenTests.golden(example, family: ExpansionFamily.latest.id, form: "expanded")
    }
    return "Tests/Golden/casepaths/\(family)/\(OutputNaming.swiftFileName(forSchemaAt: example))"
  }

  static func expanded(_ example: String, casePaths: CasePathsRelease) throws -> String {
    let result = SchemaLoader.load(
      contents: try Repository.bytes(Repository.url("Schemas/examples/\(example)")),
      fileName: "Schemas/examples/\(example)", tcaOverride: .latest, casePaths: ReleaseChoice(override: casePaths))
    let schema = try #require(result.schema, "\(example): \(result.diagnostics)")
    #expect(schema.casePathsVersion == casePaths)
    return SwiftGenerator.generate(schema, expandMacros: true)
  }

  @Test("expanded form", arguments: familyIDs, examples)
  func expandedForm(family: String, example: String) throws {
    let output = try Self.expanded(example, casePaths: try Self.release(ofFamily: family))
    try GoldenFile.assertMatches(output, golden: Self.golden(example, family: family))
  }

  /// A schema without `casePaths` gets the newest family, what it got before `casePaths` existed.
  @Test("a schema without casePaths gets the newest family", arguments: examples)
  func defaultFamilyIsTheNewest(example: String) throws {
    let result = SchemaLoader.load(
      contents: try Repository.bytes(Repository.url("Schemas/examples/\(example)")),
      fileName: "Schemas/examples/\(example)", tcaOverride: .latest)
    let schema = try #require(result.schema)
    #expect(schema.casePathsVersion == .latest)
    let output = SwiftGenerator.generate(schema, expandMacros: true)
    try GoldenFile.assertMatches(output, golden: Self.golden(example, family: CasePathsFamily.latest.id))
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
    let older = Self.familyIDs.filter { $0 != CasePathsFamily.latest.id }
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root)) == Set(older))
    for family in older {
      let found = Set(try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(family)"))
      #expect(found == Set(Self.examples.map(OutputNaming.swiftFileName(forSchemaAt:))))
    }
  }
}
