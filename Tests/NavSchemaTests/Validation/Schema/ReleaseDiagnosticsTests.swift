import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The `tca` key, `--tca`'s override, and the diagnostics that depend on the release.
@Suite("Loader diagnostics: TCA releases")
struct ReleaseDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func file(tca: String) -> String {
    """
    {
      "version": 1,
      "tca": "\(tca)"
    }
    """
  }

  @Test("every supported release loads", arguments: TCARelease.supported.map(\.version))
  func supportedReleaseLoads(version: String) throws {
    let schema = try L.schema(Self.file(tca: version))
    #expect(schema.tcaVersion.version == version)
  }

  static let unsupported: [(String, String)] = [
    ("1.11.2", ""),
    ("1.20.0", ""),  // never tagged
    ("1.25.6", ""),
    ("2.0.0", ""),
    ("1.25", "; did you mean '1.25.5'?"),
    ("1.20", "; did you mean '1.20.2'?"),
    ("v1.20.2", "; did you mean '1.20.2'?"),
    ("mian", "; did you mean 'main'?"),
    ("latest", ""),
  ]

  @Test("unsupported releases name the supported range", arguments: unsupported)
  func unsupportedRelease(text: String, hint: String) {
    #expect(
      L.diagnostics(Self.file(tca: text)) == [
        "3:10: error: unsupported TCA release '\(text)'; supported: 1.12.0 through 1.25.5 (exact major.minor.patch) and main\(hint)"
      ])
  }

  @Test func tcaMustBeAString() {
    #expect(L.diagnostics(#"{"version": 1, "tca": 1.25}"#) == ["1:23: error: expected a string for 'tca', found a number"])
  }

  @Test func overrideReplacesTheFilesRelease() throws {
    let result = SchemaLoader.load(
      contents: Array(Self.file(tca: "1.25.5").utf8), fileName: L.fileName, tcaOverride: TCARelease("1.14.0"))
    #expect(result.diagnostics.isEmpty)
    #expect(result.schema?.tcaVersion.version == "1.14.0")
  }

  @Test func overrideDoesNotHideAnUnsupportedFileRelease() {
    let result = SchemaLoader.load(
      contents: Array(Self.file(tca: "1.11.0").utf8), fileName: L.fileName, tcaOverride: TCARelease("1.14.0"))
    #expect(result.schema == nil)
    #expect(result.diagnostics.map(L.describe).first?.hasPrefix("3:10: error: unsupported TCA release '1.11.0'") == true)
  }

  // MARK: Shapes that depend on the release

  /// A `#if DEBUG` block with no child feature, after a child feature.
  static func blockWithoutChild(tca: String) -> String {
    """
    {
      "version": 1,
      "tca": "\(tca)",
      "enums": [
        {
          "name": "Feature",
          "cases": [
            "Child",
            { "name": "value", "ignored": ["Int", "String"], "if": "DEBUG" },
            { "name": "debug", "if": "DEBUG" }
          ]
        }
      ]
    }
    """
  }

  @Test func anEmptyChainBlockIsAnErrorIn1250() {
    #expect(
      L.diagnostics(Self.blockWithoutChild(tca: "1.25.0")) == [
        "9:9: error: TCA 1.25.0's @Reducer writes an empty '#if DEBUG' into the 'ifCaseLet' chain of 'Feature.body' "
          + "for this block, whose first clause has no child feature, which does not compile; TCA 1.25.1 leaves such "
          + "clauses out: target 1.25.1 or later, or target 1.24.1 or earlier, or add a child feature to the clause"
      ])
  }

  @Test(
    "other releases expand a block without child feature",
    arguments: TCARelease.supported.filter { $0.version != "1.25.0" }.map(\.version))
  func blocksWithoutChildElsewhere(version: String) throws {
    _ = try L.schema(Self.blockWithoutChild(tca: version))
  }

  @Test func aBlockWithAChildIsFineIn1250() throws {
    let json = """
      {
        "version": 1,
        "tca": "1.25.0",
        "enums": [{ "name": "Feature", "cases": [{ "name": "value", "ignored": ["Int", "String"], "if": "DEBUG" }, { "name": "child", "reducer": "Child", "if": "DEBUG" }] }]
      }
      """
    _ = try L.schema(json)
  }

  static func block(_ first: String, else other: String) -> String {
    """
    {
      "version": 1,
      "tca": "1.25.0",
      "enums": [{ "name": "Feature", "cases": [{ "if": "os(iOS)", "cases": [\(first)], "else": [\(other)] }] }]
    }
    """
  }

  static let child = #"{ "name": "child", "reducer": "Child" }"#
  static let web = #"{ "name": "web", "ignored": "URL" }"#

  @Test func in1250OnlyTheFirstClauseOfABlockMustHaveAChild() throws {
    _ = try L.schema(Self.block(Self.child, else: Self.web))
    // 1.25.1 and later refuse this block too (they drop its first clause): no advice to move there.
    #expect(
      L.diagnostics(Self.block(Self.web, else: Self.child)) == [
        "4:73: error: TCA 1.25.0's @Reducer writes an empty '#if os(iOS)' into the 'ifCaseLet' chain of 'Feature.body' "
          + "for this block, whose first clause has no child feature, which does not compile; target 1.24.1 or earlier, "
          + "or add a child feature to the clause"
      ])
  }

  @Test func in1250AChildInANestedBlockCounts() throws {
    let nested = """
      {
        "version": 1,
        "tca": "1.25.0",
        "enums": [{ "name": "Feature", "cases": [{ "if": "DEBUG", "cases": [{ "if": "INNER", "cases": ["Child"] }] }] }]
      }
      """
    _ = try L.schema(nested)
  }
}
