import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen links --check`: site files, Info.plist and entitlements in both forms against the
/// schemas; exit 0 in step, 4 on a finding, 2 for what cannot be read (all of it in one run).
@Suite("Links: checking what the app and its site declare")
struct LinksCheckCommandTests {
  static let recetario = LinksCommandTests.recetario
  static let appID = SiteAssociationCommandTests.appID

  static func fixture(_ name: String) -> String { Repository.url("Tests/UniversalLinkFixtures/\(name)").path }

  /// The Recetario's own files, generated and as the fixtures hold them with the old domain removed.
  static func inStepFiles(_ directory: TemporaryDirectory) throws -> [String] {
    let site = directory.path("recetario.example/.well-known/apple-app-site-association")
    #expect(SiteAssociationCommand.run(inputs: [recetario], appIDs: [appID], output: site).exitCode == 0)
    let entitlements = try String(contentsOfFile: fixture("Recetario.entitlements"), encoding: .utf8)
      .replacingOccurrences(of: "\t\t<string>applinks:viejo.example</string>\n", with: "")
    return [site, fixture("Info.plist"), fixture("Info-binary.plist"), try directory.write("App.entitlements", entitlements)]
  }

  @Test func inStepExitsZero() throws {
    let directory = try TemporaryDirectory()
    let files = try Self.inStepFiles(directory)
    let result = LinksCheckCommand.run(inputs: [Self.recetario], files: files, appIDs: [Self.appID])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.output == """
      \(files[0]) (recetario.example): in step with the schemas
      \(files[1]): in step with the schemas
      \(files[2]): in step with the schemas
      \(files[3]): in step with the schemas

      """)
  }

  /// A finding in each file: all of them in one run, exit 4.
  @Test func findingsExitFour() throws {
    let directory = try TemporaryDirectory()
    let site = try directory.write("site.json", #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/app/receta/*"}]}]}}"#)
    let schema = try directory.write("Recetario.navgen.json", try String(contentsOfFile: Self.recetario, encoding: .utf8)
      .replacingOccurrences(of: #"["recetario://", "#, with: #"["recetario://", "cocina://", "#))
    let result = LinksCheckCommand.run(
      inputs: [schema], files: [site, Self.fixture("Info.plist"), Self.fixture("Recetario-binary.entitlements")])
    #expect(result.exitCode == LinksCheckCommand.findingsExitCode)
    #expect(result.output == """
      \(site) (recetario.example): 2 findings
      \(Self.fixture("Info.plist")): 1 finding
      \(Self.fixture("Recetario-binary.entitlements")): 1 finding

      """)
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("no component opens https://recetario.example/app/autor/{alias}") })
    #expect(messages.contains { $0.hasPrefix("CFBundleURLTypes does not list the scheme 'cocina'") })
    #expect(messages.contains { $0.hasPrefix("applinks:viejo.example (at com.apple.developer.associated-domains[3]) is a domain") })
    // Each finding at its file and at the schema.
    #expect(result.diagnostics.count == 8)
    #expect(result.diagnostics.filter { $0.location.file == schema }.count == 4)
  }

  @Test func aFileThatCannotBeReadExitsTwoWithTheOthersChecked() throws {
    let directory = try TemporaryDirectory()
    let broken = try directory.write("Info.plist", "<plist><dict><key>a</key></dict></plist>")
    let notJSON = try directory.write("apple-app-site-association", "{\"applinks\": [}")
    let unknown = try directory.write("notes.txt", "hello")
    let result = LinksCheckCommand.run(
      inputs: [Self.recetario],
      files: [broken, notJSON, unknown, directory.path("missing.entitlements"), Self.fixture("Recetario.entitlements")])
    #expect(result.exitCode == 2)
    // The unreadable files' errors, whichever way their paths sort against the fixtures'.
    let unreadable = result.diagnostics.filter { [broken, notJSON].contains($0.location.file) }
    #expect(unreadable.map(\.description) == [
      "\(broken):1:26: error: the key 'a' has no value before </dict>",
      "\(notJSON):1:15: error: expected a JSON value, found '}'",
    ])
    #expect(result.errors.count == 2)
    #expect(result.errors[0] == "cannot tell what '\(unknown)' is: --check reads apple-app-site-association files (JSON), "
      + "Info.plist and .entitlements files (XML or binary property lists)")
    #expect(result.errors[1].hasPrefix("cannot read '\(directory.path("missing.entitlements"))'"))
    #expect(result.output.contains("\(Self.fixture("Recetario.entitlements")): 1 finding"))
  }

  /// Which host a site file is for: `<host>=`, `--host`, its folder, or the only host.
  @Test func theHostOfASiteFile() throws {
    let hosts = ["recetario.example", "recetas.example"]
    #expect(SiteFilePaths.host(of: "recetas.example=site.json", explicit: nil, hosts: hosts) == ("site.json", "recetas.example"))
    #expect(SiteFilePaths.host(of: "web/recetas.example/.well-known/apple-app-site-association", explicit: nil, hosts: hosts).host == "recetas.example")
    #expect(SiteFilePaths.host(of: "web/recetas.example/apple-app-site-association", explicit: nil, hosts: hosts).host == "recetas.example")
    #expect(SiteFilePaths.host(of: "site.json", explicit: "Recetas.example", hosts: hosts).host == "recetas.example")
    #expect(SiteFilePaths.host(of: "site.json", explicit: nil, hosts: hosts).host == nil)
    #expect(SiteFilePaths.host(of: "site.json", explicit: nil, hosts: ["recetario.example"]).host == "recetario.example")
    #expect(SiteFilePaths.host(of: "a=b/site.json", explicit: nil, hosts: hosts) == ("a=b/site.json", nil))
    let modular = SiteAssociationCommandTests.modular
    let directory = try TemporaryDirectory()
    let site = try directory.write("site.json", "{}")
    let result = LinksCheckCommand.run(inputs: modular, files: [site])
    #expect(result.exitCode == 2)
    #expect(result.errors == [
      "which host serves '\(site)'? The https prefixes name recetario.example, www.recetario.example, recetas.example: "
        + "give --check <host>=\(site), or --host"
    ])
  }

  @Test func throughTheCommandLine() throws {
    let directory = try TemporaryDirectory()
    let files = try Self.inStepFiles(directory)
    let output = CapturedOutput()
    #expect(output.run(["links", Self.recetario] + files.flatMap { ["--check", $0] } + ["--app-id", Self.appID]) == 0)
    #expect(output.standardOutput.hasSuffix("in step with the schemas\n"))
    let failing = CapturedOutput()
    #expect(failing.run(["links", Self.recetario, "--check", Self.fixture("Recetario.entitlements")]) == 4)
    #expect(failing.standardError.contains("Recetario.entitlements:12:3: error: applinks:viejo.example is a domain no https prefix"))
  }
}
