import Foundation
import Testing
@testable import NavGenerate
@testable import NavSchema
@testable import NavTestSupport

/// The hand-written form: what NavGenPlugin writes when Package.resolved pins a TCA release
/// navgen does not know (`--plugin-defaults --default-tca <release>`). Every example's output is
/// checked in under `Tests/Golden/handwritten` (it does not depend on the release); the schema
/// says so once, as a warning at its start. Re-record:
/// `NAVGEN_RECORD=1 swift test --filter HandWrittenGolden`.
@Suite struct HandWrittenGoldenTests {
  static let examples = ExampleGoldenTests.examples
  /// A release newer than any navgen knows.
  static let unknownRelease = "1.26.0"

  static func golden(_ example: String) -> String {
    "Tests/Golden/handwritten/\(OutputNaming.swiftFileName(forSchemaAt: example))"
  }

  /// `contents` loaded as NavGenPlugin loads a schema when Package.resolved pins `release`.
  /// `releaseWarnedByPlugin`: as NavGenPlugin loads it once it has warned for the target.
  static func loadWithPluginDefaults(
    _ contents: String, fileName: String = "Schemas/App.navgen.json", release: String, casePaths: String? = nil,
    releaseWarnedByPlugin: Bool = false
  ) -> SchemaLoadResult {
    SchemaLoader.load(
      contents: Array(contents.utf8), fileName: fileName, defaultTCA: release,
      casePaths: ReleaseChoice(
        defaultRelease: casePaths, pluginDefaults: true, releaseWarnedByPlugin: releaseWarnedByPlugin))
  }

  /// The example as if it pinned no `tca` (Showcase pins one), with an unknown default.
  static func handWritten(
    _ example: String, releaseWarnedByPlugin: Bool = false
  ) throws -> (output: String, diagnostics: [Diagnostic]) {
    let text = try String(contentsOf: Repository.url("Schemas/examples/\(example)"), encoding: .utf8)
    let unpinned = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("\"tca\":") }.joined(separator: "\n")
    let result = loadWithPluginDefaults(
      unpinned, fileName: "Schemas/examples/\(example)", release: unknownRelease,
      releaseWarnedByPlugin: releaseWarnedByPlugin)
    let schema = try #require(result.schema, "\(example): \(result.diagnostics)")
    #expect(schema.unknownTCARelease == unknownRelease)
    return (SwiftGenerator.generate(schema), result.diagnostics)
  }

  @Test("hand-written form", arguments: examples)
  func handWrittenForm(example: String) throws {
    let (output, diagnostics) = try Self.handWritten(example)
    #expect(diagnostics.count == 1 && diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics)")
    // Nothing the macro adds is written (a `State` written by hand is the developer's): it is
    // left to TCA's @Reducer.
    for added in ["static var body", "enum CaseScope", "func scope(", "ComposableArchitecture.CaseReducer, "] {
      #expect(!output.contains(added), "\(example) writes \(added)")
    }
    #expect(output.contains("@Reducer"))
    try GoldenFile.assertMatches(output, golden: Self.golden(example))
  }

  /// `--release-warned-by-plugin`: NavGenPlugin has warned once for the target, so the schema
  /// adds no warning, and writes exactly the same.
  @Test("no warning once the plugin has warned", arguments: examples)
  func noWarningOnceThePluginHasWarned(example: String) throws {
    let warned = try Self.handWritten(example, releaseWarnedByPlugin: true)
    #expect(warned.diagnostics.isEmpty, "\(warned.diagnostics)")
    #expect(warned.output == (try Self.handWritten(example).output))
  }

  /// The form does not depend on which unknown release it is, nor on `expandMacros`.
  @Test func anyUnknownReleaseWritesTheSame() throws {
    let schema = #"{"version": 1, "expandMacros": true, "features": [{"name": "A", "path": {"cases": ["B"]}}]}"#
    let outputs = try ["1.26.0", "2.0.0", "1.25.6"].map { release in
      try SwiftGenerator.generate(#require(Self.loadWithPluginDefaults(schema, release: release).schema))
    }
    #expect(Set(outputs).count == 1)
    #expect(outputs[0].contains("@Reducer\n  enum Path {\n    case b(B)\n  }"))
  }

  @Test func theWarningNamesTheReleaseAndTheSupportedRangeAtTheSchemasStart() {
    let result = Self.loadWithPluginDefaults("\n  {\"version\": 1, \"enums\": []}", release: "1.26.0", casePaths: "9.9.9")
    #expect(result.schema != nil)
    // One warning: an unknown swift-case-paths release adds none, as the macros expand everything.
    #expect(
      result.diagnostics.map(\.description) == [
        "Schemas/App.navgen.json:2:3: warning: TCA '1.26.0' (the release Package.resolved pins) is one navgen "
          + "does not know (supported: \(TCARelease.supportedRange)); this schema is written as a developer "
          + "writes it, each enum's @Reducer left to TCA's macro, and its SwiftUI glue as for the newest release "
          + "navgen knows (main); set 'tca' here or update navgen for the macro-free form"
      ])
  }

  @Test func aSchemaThatSetsTCAKeepsItsForm() throws {
    let result = Self.loadWithPluginDefaults(#"{"version": 1, "tca": "1.25.5", "enums": []}"#, release: "1.26.0")
    #expect(result.diagnostics.isEmpty)
    #expect(try #require(result.schema).unknownTCARelease == nil)
  }

  /// Without `--plugin-defaults` (the CLI), and for a release older than any navgen supports,
  /// an unknown default stays an error, whether or not the plugin has warned.
  @Test(arguments: [("1.26.0", false), ("1.11.0", true), ("v1.9.2", true)])
  func anUnknownDefaultIsAnErrorOtherwise(release: String, pluginDefaults: Bool) {
    for warned in pluginDefaults ? [false, true] : [false] {
      let result = SchemaLoader.load(
        contents: Array(#"{"version": 1, "enums": []}"#.utf8), fileName: "App.navgen.json", defaultTCA: release,
        casePaths: ReleaseChoice(pluginDefaults: pluginDefaults, releaseWarnedByPlugin: warned))
      #expect(result.schema == nil)
      #expect(result.diagnostics.map(\.severity) == [.error])
      #expect(result.diagnostics.first?.message.contains("--default-tca") == true)
    }
  }

  @Test func noGoldenWithoutAnExample() throws {
    let found = Set(try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Golden/handwritten").path))
    #expect(found == Set(Self.examples.map(OutputNaming.swiftFileName(forSchemaAt:))))
  }
}
