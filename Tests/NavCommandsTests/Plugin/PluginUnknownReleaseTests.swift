import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// A TCA or swift-case-paths release navgen does not know, pinned in Package.resolved: the
/// plugin passes it with `--plugin-defaults`, says so in ONE warning for the target naming the
/// release, and passes `--release-warned-by-plugin`, so navgen writes the fallback form (the
/// hand-written form for TCA, the attribute form for swift-case-paths) without a warning per
/// schema, and succeeds, so the build goes on. Runs the plugin's own sources (`PluginProbe`)
/// and then navgen with the arguments the plugin declares, as the build would.
@Suite struct PluginUnknownReleaseTests {
  typealias Pin = ResolvedFileText.Pin

  let folder: TemporaryDirectory
  let probe: PluginProbe

  init() throws {
    folder = try TemporaryDirectory()
    probe = try PluginProbe.shared()
  }

  /// The plugin's warning for TCA 1.26.0 pinned in `resolved`.
  static func tcaWarning(_ resolved: String) -> String {
    "TCA '1.26.0' (the release \(resolved) pins) is one navgen does not know (supported: 1.12.0 through 1.25.5 "
      + "(exact major.minor.patch) and main); this target's schemas that set no \"tca\" are written as a developer "
      + "writes them, each enum's @Reducer left to TCA's macro, and their SwiftUI glue as for the newest release "
      + "navgen knows (main); set \"tca\" in them or update navgen for the macro-free form"
  }

  /// The plugin's warning for swift-case-paths 1.10.0 pinned in `resolved`.
  static func casePathsWarning(_ resolved: String) -> String {
    "swift-case-paths '1.10.0' (the release \(resolved) pins) is one navgen does not know (supported: 1.5.3 "
      + "through 1.9.1 (exact major.minor.patch) and main); this target's schemas that set no \"casePaths\" are "
      + "written in the attribute form, whose @CasePathable the macro expands; set \"casePaths\" in them or update "
      + "navgen for the macro-free form"
  }

  /// Where `plan(pinning:schemas:)` writes Package.resolved.
  var resolved: String { folder.path("App/Package.resolved") }

  static var unknownCasePaths: Pin {
    var pin = Pin.casePaths
    pin.version = "1.10.0"
    return pin
  }

  // MARK: The releases the plugin knows

  /// The plugin cannot import NavSchema, so it keeps navgen's releases as data of its own.
  @Test func thePluginKnowsExactlyNavgensReleases() throws {
    let releases = try probe.releases()
    for (name, plugin, navgen) in [
      ("tca", releases.tca, TCARelease.supported.map(\.version)),
      ("casePaths", releases.casePaths, CasePathsRelease.supported.map(\.version)),
    ] {
      #expect(
        plugin == navgen,
        """
        KnownReleases.\(name) in Plugins/NavGenPlugin/NavGenPlugin.swift is not navgen's list: \
        add \(navgen.filter { !plugin.contains($0) }), remove \(plugin.filter { !navgen.contains($0) }), \
        oldest first, main last
        """)
    }
  }

  /// An older TCA release stays navgen's error at each schema, so the plugin does not warn for it.
  @Test func thePluginTakesTheSameReleasesAsOlderThanSupported() throws {
    let texts = [
      "1.11.0", "v1.9.2", "0.9.9", "1.11.99", "1.12.0", "v1.12.0", "1.26.0", "2.0.0", "1.13.5", "1.11", "1.11.0.1",
      "1.11.0-beta", "v1.x.0", "main", "", "-1.0.0",
    ]
    #expect(try probe.releases(classifying: texts).olderThanTCA == texts.filter(TCARelease.isOlderThanSupported))
  }

  // MARK: One warning for the target

  /// Writes `schemas` (name and text) under App/Sources and Package.resolved pinning `pins`;
  /// returns the plugin's plan for them.
  private func plan(pinning pins: [Pin], schemas: [(String, String)]) throws -> PluginProbe.Report {
    try folder.write("App/Package.resolved", ResolvedFileText.version3(pins))
    let files = try schemas.map { name, text in URL(fileURLWithPath: try folder.write("App/Sources/\(name)", text)) }
    return try probe.run(.rootPackage, in: folder.url.appendingPathComponent("App"), files: files)
  }

  /// Runs navgen with `command`'s arguments, writing into a folder of its own rather than the
  /// probe's work folder; returns the result and the files, in the declared order.
  private func generate(_ command: PluginProbe.Report.Command) throws -> (ProcessResult, [String]) {
    let output = try TemporaryDirectory()
    var arguments = command.arguments
    let index = try #require(arguments.firstIndex(of: "--output-dir"))
    arguments[index + 1] = output.url.path
    let result = try ProcessRunner.run(ProcessRunner.navgen, ["generate"] + arguments)
    let files = try command.outputFiles.map {
      try String(contentsOf: output.url.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent), encoding: .utf8)
    }
    return (result, files)
  }

  private static func warnings(_ result: ProcessResult) -> [Substring] {
    result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
  }

  @Test func anUnknownTCAPinWarnsOnceForTheTargetAndGenerates() throws {
    let tienda = try String(contentsOf: Repository.url("Schemas/examples/Tienda.navgen.json"), encoding: .utf8)
    let schemas = ["Tienda", "Otra", "Tercera"].map { ("\($0).navgen.json", tienda) }
    let report = try plan(pinning: [.tca("1.26.0")], schemas: schemas)
    #expect(report.release == "1.26.0" && report.warning == nil)
    #expect(report.targetWarning == Self.tcaWarning(resolved))
    #expect(report.commands.count == 3)
    let golden = try String(contentsOf: Repository.url("Tests/Golden/handwritten/Tienda.swift"), encoding: .utf8)
    for command in report.commands {
      #expect(
        Array(command.arguments.suffix(4)) == ["--plugin-defaults", "--default-tca", "1.26.0", "--release-warned-by-plugin"])
      let (result, written) = try generate(command)
      #expect(result.status == 0, "\(result.log)")
      #expect(Self.warnings(result).isEmpty && !result.standardError.contains("error:"), "\(result.standardError)")
      // Every file the build expects, in the hand-written form: the golden's, split per enum.
      #expect(!written.isEmpty)
      for text in written {
        #expect(text.contains("@Reducer\n  enum Camino {"))
        #expect(!text.contains("static var body"))
        #expect(golden.hasSuffix(String(text.drop { $0 != "\n" })), "\(text)")
      }
    }

    // By hand, without the plugin's flag, navgen warns at the schema, and writes the same.
    let command = try #require(report.commands.first)
    var byHand = command
    byHand.arguments.removeLast()
    let (result, written) = try generate(byHand)
    #expect(Self.warnings(result).count == 1 && Self.warnings(result).first?.contains(": warning: TCA '1.26.0'") == true)
    #expect(try written == generate(command).1)
  }

  @Test func anUnknownCasePathsPinWarnsOnceForTheTargetAndGivesTheAttributeForm() throws {
    let route = #"{"version": 1, "enums": [{"name": "Route", "cases": ["Detalle"]}]}"#
    let report = try plan(pinning: [.tca("1.25.5"), Self.unknownCasePaths], schemas: [("Route.navgen.json", route)])
    #expect(report.targetWarning == Self.casePathsWarning(resolved))
    let command = try #require(report.commands.first)
    #expect(
      Array(command.arguments.suffix(6)) == [
        "--plugin-defaults", "--default-tca", "1.25.5", "--default-case-paths", "1.10.0", "--release-warned-by-plugin",
      ])
    let (result, written) = try generate(command)
    #expect(result.status == 0 && Self.warnings(result).isEmpty, "\(result.log)")
    #expect(written.count == 1 && written[0].contains("@CasePathable"))
    var byHand = command
    byHand.arguments.removeLast()
    let (warned, same) = try generate(byHand)
    #expect(Self.warnings(warned).count == 1, "\(warned.standardError)")
    #expect(same == written)
  }

  /// Only the schemas that take the default need it said: none, no warning and no flag.
  @Test func schemasThatChooseTheirReleaseOrFormNeedNoWarning() throws {
    let cases: [(pins: [Pin], schema: String)] = [
      ([.tca("1.26.0")], #"{"version": 1, "tca": "1.25.5"}"#),
      ([.tca("1.25.5"), Self.unknownCasePaths], #"{"version": 1, "casePaths": "1.9.1"}"#),
      ([.tca("1.25.5"), Self.unknownCasePaths], #"{"version": 1, "expandMacros": false}"#),
      // Older than any navgen supports: navgen's error at the schema, not a fallback.
      ([.tca("1.11.0")], #"{"version": 1}"#),
      // Known releases.
      ([.tca("main"), Pin.casePaths], #"{"version": 1}"#),
    ]
    for (pins, schema) in cases {
      let report = try plan(pinning: pins, schemas: [("App.navgen.json", schema)])
      #expect(report.targetWarning == nil, "\(pins) \(schema)")
      #expect(report.commands.allSatisfy { !$0.arguments.contains("--release-warned-by-plugin") }, "\(pins) \(schema)")
    }
  }

  /// Both releases unknown, one schema setting `tca`: both said, in the one warning; so is what
  /// the lookup could not find.
  @Test func everythingIsSaidInOneWarning() throws {
    let report = try plan(
      pinning: [.tca("1.26.0"), Self.unknownCasePaths],
      schemas: [("App.navgen.json", #"{"version": 1}"#), ("Set.navgen.json", #"{"version": 1, "tca": "1.25.5"}"#)])
    #expect(report.targetWarning == "\(Self.tcaWarning(resolved)); \(Self.casePathsWarning(resolved))")
    #expect(report.commands.allSatisfy { $0.arguments.last == "--release-warned-by-plugin" })
    // Without a schema that sets `tca`, every schema is hand-written: TCA's macro expands
    // @CasePathable too, whatever its release, so only TCA's is said.
    let handWritten = try plan(pinning: [.tca("1.26.0"), Self.unknownCasePaths], schemas: [("App.navgen.json", "{}")])
    #expect(handWritten.targetWarning == Self.tcaWarning(resolved))

    let noTCA = try plan(pinning: [Self.unknownCasePaths], schemas: [("App.navgen.json", #"{"version": 1}"#)])
    #expect(
      noTCA.targetWarning
        == "\(resolved) pins no swift-composable-architecture; schemas that set no \"tca\" get the newest TCA release "
        + "navgen supports (set \"tca\" in them to choose); \(Self.casePathsWarning(resolved))")

    // A schema the plugin cannot read takes every default (navgen reports its errors).
    let unreadable = try plan(pinning: [.tca("1.26.0")], schemas: [("App.navgen.json", "{")])
    #expect(unreadable.targetWarning == Self.tcaWarning(resolved))
  }
}
