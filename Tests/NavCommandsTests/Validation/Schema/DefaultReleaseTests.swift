import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `--default-tca` (what NavGenPlugin passes from Package.resolved): the release of a schema
/// that sets no `tca`; a schema's own `tca` always wins, and an unsupported default is an
/// error only for a schema that would use it.
@Suite struct DefaultReleaseTests {
  typealias L = LoaderTestSupport

  static let withoutRelease = """
    {
      "version": 1,
      "enums": [{ "name": "Route", "cases": ["Detalle"] }]
    }
    """

  static func withRelease(_ release: String) -> String {
    """
    {
      "version": 1,
      "tca": "\(release)",
      "enums": [{ "name": "Route", "cases": ["Detalle"] }]
    }
    """
  }

  static func load(_ json: String, defaultTCA: String?) -> SchemaLoadResult {
    SchemaLoader.load(contents: Array(json.utf8), fileName: L.fileName, defaultTCA: defaultTCA)
  }

  @Test func aSchemaWithoutReleaseTakesTheDefault() throws {
    // The oldest supported release, so the default is seen to differ from the newest
    // whenever more than one release is supported.
    let oldest = try #require(TCARelease.supported.first)
    let result = Self.load(Self.withoutRelease, defaultTCA: oldest.version)
    #expect(result.diagnostics.map(L.describe) == [])
    #expect(result.schema?.tcaVersion == oldest)
  }

  @Test func withoutDefaultTheNewestReleaseApplies() throws {
    #expect(Self.load(Self.withoutRelease, defaultTCA: nil).schema?.tcaVersion == .latest)
  }

  @Test func aSchemasOwnReleaseWinsOverTheDefault() throws {
    let newest = TCARelease.latest
    let oldest = try #require(TCARelease.supported.first)
    #expect(Self.load(Self.withRelease(newest.version), defaultTCA: oldest.version).schema?.tcaVersion == newest)
    // Even an unsupported default is no concern of a schema that sets its own release.
    let result = Self.load(Self.withRelease(newest.version), defaultTCA: "1.11.0")
    #expect(result.diagnostics.map(L.describe) == [])
    #expect(result.schema?.tcaVersion == newest)
  }

  @Test func theOverrideWinsOverTheDefault() throws {
    let oldest = try #require(TCARelease.supported.first)
    let result = SchemaLoader.load(
      contents: Array(Self.withoutRelease.utf8), fileName: L.fileName, tcaOverride: oldest, defaultTCA: "1.11.0")
    #expect(result.diagnostics.map(L.describe) == [])
    #expect(result.schema?.tcaVersion == oldest)
  }

  @Test func anUnsupportedDefaultIsAnErrorAtTheSchemasTopLevel() {
    let result = Self.load(Self.withoutRelease, defaultTCA: "1.11.0")
    #expect(result.schema == nil)
    #expect(
      result.diagnostics.map(L.describe) == [
        "1:1: error: this schema sets no 'tca' and takes the default from --default-tca "
          + "(with NavGenPlugin, the TCA release Package.resolved pins): unsupported TCA release '1.11.0'; "
          + "supported: \(TCARelease.supportedRange); set 'tca' here or resolve a supported release"
      ])
  }

  @Test func everySchemaWithoutReleaseIsReportedInOneRun() {
    let output = CapturedOutput()
    let code = output.run(
      ["generate", "A.navgen.json", "B.navgen.json", "C.navgen.json", "--default-tca", "2.0.0", "--output-dir", "Out"],
      files: [
        "A.navgen.json": Self.withoutRelease,
        "B.navgen.json": Self.withRelease(TCARelease.latest.version),
        "C.navgen.json": Self.withoutRelease,
      ])
    #expect(code == 1)
    let lines = output.standardError.split(separator: "\n").map(String.init)
    #expect(lines.map { $0.prefix(while: { $0 != " " }) } == ["A.navgen.json:1:1:", "C.navgen.json:1:1:"], "\(lines)")
    #expect(lines.allSatisfy { $0.contains("error: this schema sets no 'tca'") && $0.contains("release '2.0.0'") })
  }
}
