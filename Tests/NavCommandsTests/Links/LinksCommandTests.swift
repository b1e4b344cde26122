import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen links`: arguments, inputs read together as one app, output and exit codes.
@Suite("Links: the command")
struct LinksCommandTests {
  static let recetario = Repository.url("Schemas/examples/Recetario.navgen.json").path

  func usageError(_ arguments: [String]) -> String? {
    if case .failure(let error) = ArgumentParser.parse(arguments) { return error.message }
    return nil
  }

  @Test func arguments() throws {
    #expect(try ArgumentParser.parse(["links", "a.json", "Features"]).get() == .links(.init(inputs: ["a.json", "Features"])))
    #expect(
      try ArgumentParser.parse(["links", "a.json", "--resolve", "app://x", "--from", "Raiz", "--format=json"]).get()
        == .links(.init(inputs: ["a.json"], resolve: "app://x", root: "Raiz", format: .json)))
    #expect(usageError(["links"]) == "no schema or folder given")
    #expect(usageError(["links", "--resolve", "app://x"]) == "no schema or folder given")
    #expect(usageError(["links", "a.json", "--resolve"]) == "missing value for '--resolve'")
    #expect(usageError(["links", "a.json", "--resolve", "a://", "--resolve", "b://"]) == "give one URL to --resolve")
    #expect(
      usageError(["links", "a.json", "--format", "html"])
        == "unknown format 'html'; choose text, markdown, json or apple-app-site-association")
    #expect(usageError(["links", "a.json", "--from", "Raiz"]) == "--from names where '--resolve <url>' starts; give --resolve")
    #expect(usageError(["links", "a.json", "--resolve", "a://", "--from="]) == "the feature name after --from is empty")
    #expect(usageError(["links", ""]) == "a path is empty")
  }

  @Test func usageErrorsExitTwoWithTheUsageLine() {
    let output = CapturedOutput()
    #expect(output.run(["links", "a.json", "--resolve"]) == 2)
    #expect(output.standardError == """
      navgen: error: missing value for '--resolve'
      \(HelpText.usage(of: .links))

      """)
    #expect(HelpText.usage(of: .links).hasPrefix(
      "usage: navgen links <input>... [--resolve <url> [--from <Feature>]] [--format text|markdown|json]\n"))
  }

  @Test func listsAndResolves() throws {
    let list = LinksCommand.run(inputs: [Self.recetario])
    #expect(list.exitCode == 0)
    #expect(list.output == LinksFormat.text.render(LinkCatalog(schema: try #require(
      try ExampleSources.load("Recetario", release: .latest).schema))))
    let opens = LinksCommand.run(inputs: [Self.recetario], resolve: "recetario://receta/42/comentarios/3")
    #expect(opens.exitCode == 0)
    #expect(opens.output.hasPrefix("recetario://receta/42/comentarios/3 opens from Recetario:\n"))
    let refused = LinksCommand.run(inputs: [Self.recetario], resolve: "recetario://receta/abc", format: .json)
    #expect(refused.exitCode == 1)
    #expect(refused.output.contains(#""opens": false"#))
    #expect(refused.standardError.isEmpty)
  }

  @Test func aLinkThatIsNoURLIsAUsageError() {
    for link in ["recetario://autor/%ZZ", "", "a b://x"] {
      let result = LinksCommand.run(inputs: [Self.recetario], resolve: link)
      #expect(result.exitCode == 2)
      #expect(result.errors == ["'\(link)' is not a URL"])
      #expect(result.output.isEmpty)
    }
  }

  @Test func noInputsAndAnUnknownRoot() {
    #expect(LinksCommand.run(inputs: []).errors == ["no schema or folder given"])
    #expect(LinksCommand.run(inputs: ["-", "-"]).errors == ["standard input can be read once"])
    let result = LinksCommand.run(inputs: [Self.recetario], resolve: "recetario://receta/1", from: "Tienda")
    #expect(result.exitCode == 2)
    #expect(result.errors == ["'Tienda' is not a feature with links (features with links: Recetario, Receta)"])
    let fromReceta = LinksCommand.run(inputs: [Self.recetario], resolve: "recetario://comentarios/2", from: "Receta")
    #expect(fromReceta.exitCode == 0)
    #expect(fromReceta.output.hasPrefix("recetario://comentarios/2 opens from Receta:\n"))
  }

  @Test func anInvalidSchemaExitsTwoWithItsDiagnostics() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("Bad.navgen.json", #"{"version": 1, "features": [{"name": 3}]}"#)
    let result = LinksCommand.run(inputs: [path])
    #expect(result.exitCode == 2)
    #expect(result.output.isEmpty)
    #expect(result.standardError.hasPrefix("\(path):1:"))
    #expect(LinksCommand.run(inputs: [directory.url.appendingPathComponent("missing.json").path]).exitCode == 2)
  }

  /// The example split in two schemas: as a folder, or as two arguments, the same app.
  @Test func aFolderAndSeveralSchemasAreOneApp() throws {
    let url = URL(fileURLWithPath: Self.recetario)
    var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let features = try #require(root["features"] as? [Any])
    root["$schema"] = nil
    let directory = try TemporaryDirectory()
    var paths: [String] = []
    for (index, name) in ["Recetario", "Receta"].enumerated() {
      root["features"] = [features[index]]
      let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
      paths.append(try directory.write("App/\(name).navgen.json", String(decoding: data, as: UTF8.self)))
    }
    let whole = LinksCommand.run(inputs: [Self.recetario])
    let folder = LinksCommand.run(inputs: [directory.url.appendingPathComponent("App").path])
    let separate = LinksCommand.run(inputs: paths)
    #expect(folder.exitCode == 0 && separate.exitCode == 0)
    #expect(folder.output == whole.output)
    #expect(separate.output == whole.output)
    #expect(folder.standardError.isEmpty)
    let nested = LinksCommand.run(inputs: paths, resolve: "recetario://receta/42/comentarios/3")
    #expect(nested.exitCode == 0)
  }

  @Test func helpNamesTheCommand() {
    #expect(HelpText.help(for: nil).contains("  links       List the deep links"))
    #expect(HelpText.help(for: .links).contains(HelpText.usage(of: .links)))
    #expect(HelpText.help(for: .links).contains("1  --resolve: the link opens nothing"))
  }
}
