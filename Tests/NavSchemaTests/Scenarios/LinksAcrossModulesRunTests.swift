import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The modular Recetario (Tests/ModularConsumer) generated one target at a time, each in the
/// context of the targets it depends on, and compiled as three modules of three different
/// packages (only `public` declarations cross): a link opens three modules deep and prints
/// back. When a schema of the chain declares no `links`, the link stops at its feature and
/// `link` is nil while that feature is shown, never a shorter URL; a feature whose schema has
/// links but no linked case still says what it shows.
@Suite("Links across modules run")
struct LinksAcrossModulesRunTests {
  /// ComentariosFeature, RecetaFeature, AppFeature: each one's name, schema and the targets it depends on.
  static let targets = [
    ("ComentariosFeature", "Comentarios", [String]()), ("RecetaFeature", "Receta", ["ComentariosFeature"]),
    ("AppFeature", "Recetario", ["RecetaFeature", "ComentariosFeature"]),
  ]

  /// Prints, for each link, what `navigate(to:)` opened and the link printed back, and the link
  /// of what the states below show.
  static let main = """
    import AppFeature
    import ComentariosFeature
    import ComposableArchitecture
    import Foundation
    import RecetaFeature

    for text in ["recetario://receta/42/comentarios/3/respuesta/7", "recetario://receta/42/comentarios/3", "recetario://receta/42"] {
      var state = Recetario.State()
      let opened = state.navigate(to: URL(string: text)!)
      print("\\(text): \\(opened ? "opens" : "refuses"), \\(state.camino.count) pushed, link \\(state.link?.absoluteString ?? "nil")")
    }
    let shown: [(String, Receta.State)] = [
      ("nothing", Receta.State(id: 1)),
      ("comentarios", Receta.State(id: 1, destination: .comentarios(Comentarios.State(pagina: 2)))),
      ("editor", Receta.State(id: 1, destination: .comentarios(Comentarios.State(pagina: 2, destination: .editor(Editor.State()))))),
    ]
    for (what, receta) in shown {
      print("receta showing \\(what): link \\(Recetario.State(camino: StackState([.receta(receta)])).link?.absoluteString ?? "nil")")
    }
    """

  /// A target's schema, with `edit` applied to its text.
  static func schema(_ target: String, _ name: String, edit: (String) -> String = { $0 }) throws -> NavigationSchema {
    let url = Repository.url("Tests/ModularConsumer/Sources/\(target)/\(name).navgen.json")
    let text = edit(try String(contentsOf: url, encoding: .utf8))
    let loaded = SchemaLoader.load(contents: Array(text.utf8), fileName: "Sources/\(target)/\(name).navgen.json")
    return try #require(loaded.schema, "\(loaded.diagnostics)").inModule(target)
  }

  /// Generates each target in its context, compiles the three modules and runs `main`.
  private func run(editing target: String? = nil, _ edit: @escaping (String) -> String = { $0 }) async throws -> ProgramResult {
    var schemas: [String: NavigationSchema] = [:]
    for (name, file, _) in Self.targets {
      schemas[name] = try Self.schema(name, file, edit: name == target ? edit : { $0 })
    }
    let directory = try TemporaryDirectory()
    var modules: [StandInToolchain.ModuleSources] = []
    for (name, _, dependencies) in Self.targets {
      let schema = try #require(schemas[name])
      let context = GenerationContext(module: name, visible: dependencies.compactMap { schemas[$0] })
      let generated = URL(fileURLWithPath: try directory.write("\(name).generated.swift", SwiftGenerator.generate(
        schema, expandMacros: true, context: context)))
      let folder = Repository.url("Tests/ModularConsumer/Sources/\(name)")
      let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        .map { folder.appendingPathComponent($0) }
      modules.append(StandInToolchain.ModuleSources(name: name, files: sources + [generated]))
    }
    return try await StandInToolchain.shared(presenting: TCARelease.latest.version).buildAndRun(
      modules: modules, mainSource: Self.main)
  }

  @Test func aLinkOpensThreeModulesDeepAndPrintsBack() async throws {
    let program = try await run()
    #expect(program.exitStatus == 0, "\(program.standardError)")
    #expect(program.standardOutput == """
      recetario://receta/42/comentarios/3/respuesta/7: opens, 1 pushed, link recetario://receta/42/comentarios/3/respuesta/7
      recetario://receta/42/comentarios/3: opens, 1 pushed, link recetario://receta/42/comentarios/3
      recetario://receta/42: opens, 1 pushed, link recetario://receta/42
      receta showing nothing: link recetario://receta/1
      receta showing comentarios: link recetario://receta/1/comentarios/2
      receta showing editor: link nil

      """)
  }

  /// The `links` member of each of the modular Recetario's schemas, as written.
  static let linksMember = #"""
      "links": {
        "prefixes": ["recetario://", "https://recetario.example/app/", "https://www.recetario.example/app/", "https://recetas.example/"],
        "maxDepth": 8
      },

    """#

  /// RecetaFeature's schema without `links`: Receta is pushed and goes no further, and while it
  /// is shown the app's `link` is nil, whatever it shows.
  @Test func aFeatureWithoutLinksStopsTheLinkAndPrintsNothingShorter() async throws {
    let program = try await run(editing: "RecetaFeature") { text in
      let withoutLinks = text.replacingOccurrences(of: Self.linksMember, with: "")
      #expect(withoutLinks != text, "the schema's \"links\" are not written as this test removes them")
      return withoutLinks.replacingOccurrences(of: #", "link": "comentarios/{pagina: Int}""#, with: "")
    }
    #expect(program.exitStatus == 0, "\(program.standardError)")
    #expect(program.standardOutput == """
      recetario://receta/42/comentarios/3/respuesta/7: refuses, 0 pushed, link recetario://
      recetario://receta/42/comentarios/3: refuses, 0 pushed, link recetario://
      recetario://receta/42: opens, 1 pushed, link nil
      receta showing nothing: link nil
      receta showing comentarios: link nil
      receta showing editor: link nil

      """)
  }

  /// ComentariosFeature's schema with `links` and no linked case: a link goes on into
  /// Comentarios, which opens nothing more and says whether it shows something.
  @Test func aFeatureWithLinksButNoLinkedCaseStillSaysWhatItShows() async throws {
    let program = try await run(editing: "ComentariosFeature") { text in
      text.replacingOccurrences(of: #", "link": "respuesta/{id: Int}""#, with: "")
    }
    #expect(program.exitStatus == 0, "\(program.standardError)")
    #expect(program.standardOutput == """
      recetario://receta/42/comentarios/3/respuesta/7: refuses, 0 pushed, link recetario://
      recetario://receta/42/comentarios/3: opens, 1 pushed, link recetario://receta/42/comentarios/3
      recetario://receta/42: opens, 1 pushed, link recetario://receta/42
      receta showing nothing: link recetario://receta/1
      receta showing comentarios: link recetario://receta/1/comentarios/2
      receta showing editor: link nil

      """)
  }
}
