import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// A TCA release newer than navgen knows, pinned in Package.resolved: the plugin passes it as
/// `--default-tca` with `--plugin-defaults`, and navgen writes the hand-written form, warns once
/// naming the release, and succeeds, so the build goes on. Runs the plugin's own sources
/// (`PluginProbe`) and then navgen with the arguments the plugin declares, as the build would.
@Suite struct PluginUnknownReleaseTests {
  @Test func anUnknownTCAPinWarnsAndGenerates() throws {
    let folder = try TemporaryDirectory()
    try folder.write("Package.resolved", ResolvedFileText.version3([.tca("1.26.0")]))
    let schema = try folder.write(
      "Tienda.navgen.json", String(contentsOf: Repository.url("Schemas/examples/Tienda.navgen.json"), encoding: .utf8))
    let report = try PluginProbe.shared().run(.rootPackage, in: folder.url, files: [URL(fileURLWithPath: schema)])
    #expect(report.release == "1.26.0" && report.warning == nil)
    let command = try #require(report.commands.first)
    #expect(Array(command.arguments.suffix(3)) == ["--plugin-defaults", "--default-tca", "1.26.0"])

    let result = try ProcessRunner.run(ProcessRunner.navgen, ["generate"] + command.arguments)
    #expect(result.status == 0, "\(result.log)")
    let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1, "\(result.standardError)")
    #expect(warnings.first?.contains("Tienda.navgen.json:1:1: warning: TCA '1.26.0'") == true)
    #expect(!result.standardError.contains("error:"))
    // Every file the build expects, in the hand-written form: the golden's, split per enum.
    let written = try command.outputFiles.map { try String(contentsOfFile: $0, encoding: .utf8) }
    #expect(!written.isEmpty)
    let golden = try String(contentsOf: Repository.url("Tests/Golden/handwritten/Tienda.swift"), encoding: .utf8)
    for text in written {
      #expect(text.contains("@Reducer\n  enum Camino {"))
      #expect(!text.contains("static var body"))
      #expect(golden.hasSuffix(String(text.drop { $0 != "\n" })), "\(text)")
    }
  }
}
