import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The `casePaths` key, `--case-paths` / `--default-case-paths`, and the
/// plugin's defaults (`--plugin-defaults`).
@Suite("Loader diagnostics: swift-case-paths releases")
struct CasePathsDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func file(casePaths: String, tca: String = "1.25.5") -> String {
    """
    {
      "version": 1,
      "tca": "\(tca)",
      "casePaths": "\(casePaths)"
    }
    """
  }

  static func load(_ text: String, _ choice: ReleaseChoice) -> SchemaLoadResult {
    SchemaLoader.load(contents: Array(text.utf8), fileName: L.fileName, casePaths: choice)
  }

  @Test("every supported release loads, with its family", arguments: CasePathsRelease.supported.map(\.version))
  func supportedReleaseLoads(version: String) throws {
    let schema = try L.schema(Self.file(casePaths: version, tca: "1.12.0"))
    #expect(schema.casePathsVersion.version == version)
    #expect(schema.casePathsVersion.family.releaseNames.contains(version))
  }

  @Test func familiesCoverEveryTagFrom153InOrder() {
    #expect(CasePathsFamily.all.map(\.id) == ["1.5.3", "1.6.1"])
    #expect(
      CasePathsRelease.supported.map(\.version) == [
        "1.5.3", "1.5.4", "1.5.5", "1.5.6", "1.6.0", "1.6.1", "1.7.0", "1.7.1", "1.7.2", "1.7.3", "1.8.0", "1.9.0",
        "1.9.1", "main",
      ])
    #expect(CasePathsRelease.latest.version == "1.9.1")
    #expect(CasePathsRelease("1.6.0")!.family.standardLibraryNames == .unqualified)
    #expect(CasePathsRelease("1.6.1")!.family.standardLibraryNames == .swiftQualified)
  }

  @Test func withoutTheKeyTheNewestRelease() throws {
    #expect(try L.schema(#"{"version": 1}"#).casePathsVersion == .latest)
  }

  static let unsupported: [(String, String)] = [
    ("1.5.2", ""),
    ("1.9.2", ""),
    ("2.0.0", ""),
    ("1.7", "; did you mean '1.7.3'?"),
    ("v1.6.0", "; did you mean '1.6.0'?"),
    ("mian", "; did you mean 'main'?"),
  ]

  @Test("unsupported releases name the supported range", arguments: unsupported)
  func unsupportedRelease(text: String, hint: String) {
    #expect(
      L.diagnostics(Self.file(casePaths: text)) == [
        "4:16: error: unsupported swift-case-paths release '\(text)'; supported: 1.5.3 through 1.9.1 (exact major.minor.patch) and main\(hint)"
      ])
  }

  @Test func olderThanTheTCAReleaseAccepts() {
    #expect(
      L.diagnostics(Self.file(casePaths: "1.5.3", tca: "1.14.0")) == [
        "4:16: error: TCA 1.14.0 needs swift-case-paths 1.5.4 or newer (its Package.swift asks for it); 'casePaths' is 1.5.3"
      ])
    #expect(L.diagnostics(Self.file(casePaths: "1.5.3", tca: "1.12.0")).isEmpty)
  }

  @Test func mustBeAString() {
    #expect(
      L.diagnostics(#"{"version": 1, "casePaths": 1.9}"#) == ["1:29: error: expected a string for 'casePaths', found a number"])
  }

  @Test func overrideReplacesTheFilesRelease() throws {
    let result = Self.load(Self.file(casePaths: "1.9.1"), ReleaseChoice(override: CasePathsRelease("1.6.0")))
    #expect(result.diagnostics.isEmpty)
    #expect(result.schema?.casePathsVersion.version == "1.6.0")
  }

  @Test func defaultAppliesOnlyWithoutTheKey() throws {
    let choice = ReleaseChoice(defaultRelease: "1.5.4")
    #expect(Self.load(#"{"version": 1}"#, choice).schema?.casePathsVersion.version == "1.5.4")
    #expect(Self.load(Self.file(casePaths: "1.7.0"), choice).schema?.casePathsVersion.version == "1.7.0")
  }

  @Test func unknownDefaultIsAnErrorOnTheCommandLine() {
    let result = Self.load("{\n  \"version\": 1\n}", ReleaseChoice(defaultRelease: "1.10.0"))
    #expect(result.schema == nil)
    #expect(
      result.diagnostics.map(L.describe) == [
        "1:1: error: this schema sets no 'casePaths' and takes the default from --default-case-paths: "
          + "unsupported swift-case-paths release '1.10.0'; supported: 1.5.3 through 1.9.1 (exact major.minor.patch) "
          + "and main; set 'casePaths' here or resolve a supported release"
      ])
  }

  @Test func pluginDefaultsExpandUnlessTheSchemaSaysOtherwise() throws {
    let choice = ReleaseChoice(defaultRelease: "1.6.0", pluginDefaults: true)
    let expanded = try #require(Self.load(#"{"version": 1}"#, choice).schema)
    #expect(expanded.expandMacros)
    #expect(expanded.casePathsVersion.version == "1.6.0")
    #expect(Self.load(#"{"version": 1, "expandMacros": false}"#, choice).schema?.expandMacros == false)
    #expect(Self.load(#"{"version": 1}"#, ReleaseChoice()).schema?.expandMacros == false)
  }

  @Test func pluginFallsBackToTheAttributeFormForAnUnknownRelease() throws {
    let result = Self.load("{\n  \"version\": 1\n}", ReleaseChoice(defaultRelease: "1.10.0", pluginDefaults: true))
    let schema = try #require(result.schema)
    #expect(!schema.expandMacros)
    #expect(
      result.diagnostics.map(L.describe) == [
        "1:1: warning: swift-case-paths '1.10.0' (the release Package.resolved pins) is one navgen does not know "
          + "(supported: 1.5.3 through 1.9.1 (exact major.minor.patch) and main); this schema is written in the "
          + "attribute form, whose @CasePathable the macro expands; set 'casePaths' here or update navgen for the "
          + "expanded form"
      ])
    // A schema that asks for the attribute form needs no warning; one that names its release keeps the expanded form.
    #expect(
      Self.load(#"{"version": 1, "expandMacros": false}"#, ReleaseChoice(defaultRelease: "1.10.0", pluginDefaults: true))
        .diagnostics.isEmpty)
    let named = Self.load(Self.file(casePaths: "1.9.1"), ReleaseChoice(defaultRelease: "1.10.0", pluginDefaults: true))
    #expect(named.diagnostics.isEmpty)
    #expect(named.schema?.expandMacros == true)
  }

  /// `--release-warned-by-plugin`: NavGenPlugin said it once for the target; the schema falls
  /// back to the same attribute form without a warning of its own.
  @Test func noWarningOnceThePluginHasWarned() throws {
    let text = "{\n  \"version\": 1,\n  \"enums\": [{\"name\": \"Route\", \"cases\": [\"Detalle\"]}]\n}"
    let warned = Self.load(text, ReleaseChoice(defaultRelease: "1.10.0", pluginDefaults: true, releaseWarnedByPlugin: true))
    #expect(warned.diagnostics.isEmpty)
    let schema = try #require(warned.schema)
    #expect(!schema.expandMacros)
    let unwarned = try #require(Self.load(text, ReleaseChoice(defaultRelease: "1.10.0", pluginDefaults: true)).schema)
    #expect(SwiftGenerator.generate(schema) == SwiftGenerator.generate(unwarned))
    #expect(SwiftGenerator.generate(schema).contains("@CasePathable"))
  }
}
