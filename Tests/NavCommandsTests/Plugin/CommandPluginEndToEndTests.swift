import Foundation
import Testing
@testable import NavImportTestSupport
@testable import NavTestSupport

/// NavGenCommand for real: `swift package navgen ...` in a copy of the consumer fixture
/// (Tests/PluginConsumer), run from outside the package, with paths relative to the package.
@Suite struct CommandPluginEndToEndTests {
  @Test(.timeLimit(.minutes(30)))
  func generateImportDiffAndCheckThroughSwiftPackage() async throws {
    let sandbox = try ConsumerSandbox()
    let package = sandbox.package

    // Without the permission on the command line (and no terminal to ask on), SwiftPM refuses
    // to run the plugin and names the reason the manifest gives.
    let refused = try await sandbox.navgenCommand(["--version"], allowWriting: false)
    #expect(refused.status != 0)
    #expect(refused.log.contains("wants permission to write to the package directory"), "\(refused.log)")
    #expect(refused.log.contains("navgen generate, import and adopt write"), "\(refused.log)")

    // generate --output-dir: the file lands in the package, byte for byte what the CLI writes.
    let generated = try await sandbox.navgenCommand(["generate", "Sources/Navigation/App.navgen.json", "--output-dir", "Generated"])
    try #require(generated.status == 0, "\(generated.log)")
    let output = package.appendingPathComponent("Generated/App.swift")
    let expected = try await ProcessRunner.run(ProcessRunner.navgen, ["generate", "App.navgen.json"], in: sandbox.schema.deletingLastPathComponent())
    try #require(expected.status == 0, "\(expected.log)")
    #expect(try String(contentsOf: output, encoding: .utf8) == expected.standardOutput)
    #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/Generated/App.swift"))

    // import: hand-written enums in the package become a schema in the package.
    try Self.write(Self.legacySettings, to: package.appendingPathComponent("Legacy/Settings.swift"))
    let imported = try await sandbox.navgenCommand(["import", "Legacy", "-o", "Legacy/Settings.navgen.json"])
    #expect(imported.status == 0, "\(imported.log)")
    let schema = try String(contentsOf: package.appendingPathComponent("Legacy/Settings.navgen.json"), encoding: .utf8)
    #expect(schema.contains(#""name": "Settings""#), "\(schema)")
    #expect(schema.contains(#""Profile""#) && schema.contains(#""About""#), "\(schema)")

    // diff: the Swift and the schema it was imported to say the same; a removed case is
    // breaking, and navgen's exit code 1 fails the plugin.
    let same = try await sandbox.navgenCommand(["diff", "Legacy", "Legacy/Settings.navgen.json"])
    #expect(same.status == 0, "\(same.log)")
    #expect(same.standardOutput.contains("No navigation changes."), "\(same.log)")
    try Self.write(
      Self.legacySettings.replacingOccurrences(of: "    case profile(Profile)\n", with: ""),
      to: package.appendingPathComponent("Changed/Settings.swift"))
    let breaking = try await sandbox.navgenCommand(["diff", "Legacy/Settings.navgen.json", "Changed", "--format", "markdown"])
    #expect(breaking.status != 0)
    #expect(breaking.standardOutput.contains("**1 breaking**"), "\(breaking.log)")
    #expect(breaking.standardOutput.contains("```mermaid\n---\n"), "the picture: \(breaking.log)")
    #expect(breaking.standardOutput.contains("\nflowchart "), "the picture: \(breaking.log)")
    #expect(breaking.log.contains("Plugin ended with exit code 1"), "\(breaking.log)")

    // The apple-app-site-association file: the one command that regenerates it writes what the
    // CLI prints, and the check a CI runs finds it in step (exit 0), then a link it does not
    // open (exit 4, which fails the plugin).
    try Self.write(Self.linkedSchema, to: package.appendingPathComponent("Site/App.navgen.json"))
    let site = try await sandbox.navgenCommand([
      "links", "Site/App.navgen.json", "--format", "apple-app-site-association", "--app-id", "ABCDE12345.com.example.app",
      "-o", "Site/.well-known/apple-app-site-association",
    ])
    try #require(site.status == 0, "\(site.log)")
    let printed = try await ProcessRunner.run(
      ProcessRunner.navgen, ["links", "App.navgen.json", "--format", "apple-app-site-association", "--app-id", "ABCDE12345.com.example.app"],
      in: package.appendingPathComponent("Site"))
    #expect(try String(contentsOf: package.appendingPathComponent("Site/.well-known/apple-app-site-association"), encoding: .utf8)
      == printed.standardOutput)
    let inStep = try await sandbox.navgenCommand(["links", "Site/App.navgen.json", "--check", "Site/.well-known/apple-app-site-association"])
    #expect(inStep.status == 0, "\(inStep.log)")
    try Self.write(
      Self.linkedSchema.replacingOccurrences(of: "ajustes", with: "preferencias"), to: package.appendingPathComponent("Site/App.navgen.json"))
    let outOfStep = try await sandbox.navgenCommand(["links", "Site/App.navgen.json", "--check", "Site/.well-known/apple-app-site-association"])
    #expect(outOfStep.log.contains("Plugin ended with exit code 4"), "\(outOfStep.log)")
    #expect(outOfStep.log.contains("preferencias"), "\(outOfStep.log)")

    // A broken schema: navgen's diagnostic, at the path as given and the value's line and
    // column, as the CLI prints it; nothing written.
    let broken = package.appendingPathComponent("Broken.navgen.json")
    let brokenText = #"{ "version": 1, "features": [{ "name": "Shop", "path": { "cases": ["class"] } }] }"# + "\n"
    try Self.write(brokenText, to: broken)
    let column = try #require(PluginEndToEndTests.position(of: #""class""#, in: brokenText)).column
    let failed = try await sandbox.navgenCommand(["generate", "Broken.navgen.json", "-o", "Broken.swift"])
    #expect(failed.status != 0)
    #expect(failed.log.contains("Broken.navgen.json:1:\(column): error: "), "\(failed.log)")
    #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Broken.swift").path))
  }

  private static func write(_ text: String, to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// A schema with deep links under an https prefix, for the site file.
  static let linkedSchema = """
    {"version": 1, "links": {"prefixes": ["app://", "https://app.example/"]},
     "features": [{"name": "Raiz", "path": {"cases": [{"name": "ajustes", "reducer": "Ajustes", "link": "ajustes/{tab}"}]}}]}

    """

  /// A feature's navigation written by hand, as an app has it before adopting NavGen.
  static let legacySettings = """
    import ComposableArchitecture

    struct Settings {
      @Reducer
      enum Destination {
        case profile(Profile)
        case about(About)
      }
    }

    """
}
