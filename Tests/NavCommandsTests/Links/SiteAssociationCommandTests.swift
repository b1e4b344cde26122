import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen links --format apple-app-site-association`: arguments, where the file goes, what it
/// keeps of a file already there, and every refusal (exit 2, nothing written).
@Suite("Links: writing the apple-app-site-association file")
struct SiteAssociationCommandTests {
  static let recetario = LinksCommandTests.recetario
  static let appID = "ABCDE12345.com.example.recetario"
  /// The modular Recetario's schemas, the app's target first.
  static let modular = ["AppFeature/Recetario", "RecetaFeature/Receta", "ComentariosFeature/Comentarios"].map {
    Repository.url("Tests/ModularConsumer/Sources/\($0).navgen.json").path
  }

  func usageError(_ arguments: [String]) -> String? {
    if case .failure(let error) = ArgumentParser.parse(arguments) { return error.message }
    return nil
  }

  @Test func arguments() throws {
    let parsed = try ArgumentParser.parse([
      "links", "a.json", "--format", "apple-app-site-association", "--app-id", Self.appID, "--app-id", "ABCDE12345.com.example.b",
      "--host", "h.example", "-o", "site.json",
    ]).get()
    #expect(parsed == .links(.init(
      inputs: ["a.json"], writesSiteAssociation: true, appIDs: [Self.appID, "ABCDE12345.com.example.b"], host: "h.example",
      output: "site.json")))
    #expect(try ArgumentParser.parse(["links", "a.json", "--check", "site.json", "--check=h.example=b.json", "--check", "Info.plist"]).get()
      == .links(.init(inputs: ["a.json"], checks: ["site.json", "h.example=b.json", "Info.plist"])))
    let aasa = ["links", "a.json", "--format", "apple-app-site-association"]
    #expect(usageError(aasa) == "the site file names the app: give --app-id <TEAMID.bundle.id>")
    #expect(usageError(aasa + ["--app-id", "abcde12345.com.example.app"])
      == "'abcde12345.com.example.app' is not an app ID: an app ID starts with the team ID, ten upper-case letters and digits, then '.' (ABCDE12345.com.example.app)")
    #expect(usageError(aasa + ["--app-id", "ABCDE12345"])
      == "'ABCDE12345' is not an app ID: the bundle ID after the team ID is missing (ABCDE12345.com.example.app)")
    #expect(usageError(aasa + ["--app-id", "ABCDE12345.com..app"])
      == "'ABCDE12345.com..app' is not an app ID: a bundle ID is letters, digits, '-' and '.' between its parts, as Xcode allows (com.example.app)")
    #expect(usageError(aasa + ["--app-id", Self.appID, "-o", "a", "--output-dir", "b"]) == "give -o <file> or --output-dir <dir>, not both")
    #expect(usageError(aasa + ["--app-id", Self.appID, "--host", "h", "--output-dir", "b"])
      == "--output-dir writes the file of every host; --host picks one for standard output or -o")
    #expect(usageError(aasa + ["--app-id", Self.appID, "--resolve", "x://"])
      == "--format apple-app-site-association writes the site file; --resolve and --check are other runs")
    #expect(usageError(["links", "a.json", "-o", "x"]) == "-o and --output-dir write the site file: give --format apple-app-site-association")
    #expect(usageError(["links", "a.json", "--app-id", Self.appID]) == "--app-id and --host go with --format apple-app-site-association or --check")
    #expect(usageError(["links", "a.json", "--check", "a", "--format", "json"]) == "--check reports at each file's line and column; --format does not apply")
    #expect(usageError(["links", "a.json", "--check", "a", "--resolve", "x://"]) == "--check and --resolve are separate runs")
    #expect(usageError(["links", "a.json", "--check", ""]) == "a path after --check is empty")
    #expect(usageError(["links", "a.json", "--host="]) == "the host after --host is empty")
  }

  @Test func writesToStandardOutputAndToAFile() throws {
    let printed = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID])
    #expect(printed.exitCode == 0)
    #expect(printed.standardError.isEmpty)
    try DiffGraphSupport.Golden.check(printed.output, "links/site/Recetario/recetario.example.json")

    let directory = try TemporaryDirectory()
    let path = directory.path("site/.well-known/apple-app-site-association")
    let written = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID], output: path)
    #expect(written.exitCode == 0)
    #expect(written.output.isEmpty)
    #expect(written.notes == ["wrote \(path)"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.output)
    let again = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID], output: path)
    #expect(again.notes == ["\(path) is unchanged"])
  }

  /// A site file with other sections keeps them byte for byte; its applinks are replaced.
  @Test func anExistingFileKeepsItsOtherSections() throws {
    let directory = try TemporaryDirectory()
    let existing = #"""
      {
        "webcredentials": {"apps": ["ABCDE12345.com.example.recetario"]},
        "applinks": {"details": [{"appIDs": ["X"], "components": [{"/": "*"}]}]},
        "appclips" : { "apps" : [ "ABCDE12345.com.example.recetario.Clip" ] }
      }

      """#
    let path = try directory.write("aasa.json", existing)
    let result = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID], output: path)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let printed = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID]).output
    let applinks = String(printed.dropFirst("{\n  \"applinks\": ".count).dropLast("\n}\n".count))
    #expect(written == existing.replacingOccurrences(
      of: #"{"details": [{"appIDs": ["X"], "components": [{"/": "*"}]}]}"#, with: applinks))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
    #expect(object.keys.sorted() == ["appclips", "applinks", "webcredentials"])
    // Without applinks, they are added first.
    let without = try directory.write("other.json", #"{"webcredentials": {"apps": []}}"#)
    #expect(SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID], output: without).exitCode == 0)
    let added = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: without))) as? [String: Any])
    #expect(added.keys.sorted() == ["applinks", "webcredentials"])
  }

  @Test func aFileThatIsNotASiteFileIsLeftAlone() throws {
    let directory = try TemporaryDirectory()
    for (name, contents, reason) in [
      ("package.json", #"{"name": "web", "version": "1.0.0"}"#, #"it is not an apple-app-site-association file (it holds "name", "version")"#),
      ("notes.txt", "not JSON", "the file is not a JSON object, so navgen cannot keep what it holds"),
    ] {
      let path = try directory.write(name, contents)
      let result = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID], output: path)
      #expect(result.exitCode == 2)
      #expect(result.errors == ["cannot write '\(path)': \(reason)"])
      #expect(try String(contentsOfFile: path, encoding: .utf8) == contents)
    }
  }

  /// One file a host: --host picks one, --output-dir writes each where its site serves it.
  @Test func severalHosts() throws {
    let all = SiteAssociationCommand.run(inputs: Self.modular, appIDs: [Self.appID])
    #expect(all.exitCode == 2)
    #expect(all.errors == [
      "the https prefixes name 3 hosts (recetario.example, www.recetario.example, recetas.example), and each site serves "
        + "its own file: give --host <host>, or --output-dir <dir> for one file a host"
    ])
    let one = SiteAssociationCommand.run(inputs: Self.modular, appIDs: [Self.appID], host: "recetas.example")
    #expect(one.exitCode == 0)
    try DiffGraphSupport.Golden.check(one.output, "links/site/Modular/recetas.example.json")
    let unknown = SiteAssociationCommand.run(inputs: Self.modular, appIDs: [Self.appID], host: "otro.example")
    #expect(unknown.errors == ["no https prefix has the host 'otro.example' (hosts: recetario.example, www.recetario.example, recetas.example)"])
    let directory = try TemporaryDirectory()
    let written = SiteAssociationCommand.run(inputs: Self.modular, appIDs: [Self.appID], outputDirectory: directory.path("sites"))
    #expect(written.exitCode == 0, "\(written.standardError)")
    for host in ["recetario.example", "www.recetario.example", "recetas.example"] {
      let path = directory.path("sites/\(host)/.well-known/apple-app-site-association")
      #expect(written.notes.contains("wrote \(path)"))
      try DiffGraphSupport.Golden.check(try String(contentsOfFile: path, encoding: .utf8), "links/site/Modular/\(host).json")
    }
  }

  @Test func aSchemaWithoutAnHTTPSPrefixSaysSo() throws {
    let directory = try TemporaryDirectory()
    let schema = try directory.write("App.navgen.json", """
      {"version": 1, "links": {"prefixes": ["app://", "https://user@h.example/"]},
       "features": [{"name": "Raiz", "path": {"cases": [{"name": "hoja", "reducer": "Hoja", "link": "hoja"}]}}]}
      """)
    let path = directory.path("out.json")
    let result = SiteAssociationCommand.run(inputs: [schema], appIDs: [Self.appID], output: path)
    #expect(result.exitCode == 2)
    #expect(result.diagnostics.map(\.description) == [
      "\(schema):1:49: warning: no universal link opens the prefix https://user@h.example/: a universal link's host has no "
        + "user or port, and this one has; the site files leave it out",
      "\(schema):1:25: error: the schemas have no https prefix (app://, https://user@h.example/): a universal link is "
        + "https://<host>/…, and its site serves the apple-app-site-association file; add one to \"prefixes\"",
    ])
    #expect(!FileManager.default.fileExists(atPath: path))
    let noLinks = try directory.write("Plain.navgen.json", #"{"version": 1, "features": []}"#)
    #expect(SiteAssociationCommand.run(inputs: [noLinks], appIDs: [Self.appID]).errors == [
      "no schema declares \"links\": the app has no universal links"
    ])
  }

  @Test func anInvalidSchemaOrAnUnwritableFileWritesNothing() throws {
    let directory = try TemporaryDirectory()
    let bad = try directory.write("Bad.navgen.json", #"{"version": 1, "features": [{"name": 3}]}"#)
    let path = directory.path("out.json")
    let invalid = SiteAssociationCommand.run(inputs: [bad], appIDs: [Self.appID], output: path)
    #expect(invalid.exitCode == 2)
    #expect(invalid.standardError.hasPrefix("\(bad):1:"))
    #expect(!FileManager.default.fileExists(atPath: path))
    let folder = directory.path("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let unwritable = SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: [Self.appID], output: folder)
    #expect(unwritable.exitCode == 2)
    #expect(unwritable.errors.first?.hasPrefix("cannot write '\(folder)'") == true, "\(unwritable.errors)")
    #expect(SiteAssociationCommand.run(inputs: [Self.recetario], appIDs: ["nope"]).errors == [
      "'nope' is not an app ID: an app ID starts with the team ID, ten upper-case letters and digits, then '.' (ABCDE12345.com.example.app)"
    ])
  }
}
