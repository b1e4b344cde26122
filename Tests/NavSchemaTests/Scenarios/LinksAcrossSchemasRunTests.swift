import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The Recetario example split in two schemas generated together (as one `navgen generate` run
/// or the plugin's schemas of one target give them their `GenerationContext`): `Recetario`'s links push a
/// `Receta` that its own schema's links go on inside. Each generated file has its own
/// file-private link helper; single files and per-enum files both compile and run, and
/// without the context the first schema's links stop at the pushed screen.
@Suite("Links across schemas run")
struct LinksAcrossSchemasRunTests {
  /// The example with only the feature at `index`.
  static func part(_ index: Int, named name: String) throws -> NavigationSchema {
    let url = Repository.url("Schemas/examples/Recetario.navgen.json")
    var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let features = try #require(root["features"] as? [Any])
    root["features"] = [features[index]]
    let text = String(decoding: try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
    let loaded = SchemaLoader.load(contents: Array(text.utf8), fileName: name)
    return try #require(loaded.schema, "\(loaded.diagnostics)")
  }

  static let main = """
    import Foundation

    var state = Recetario.State()
    guard let url = URL(string: "recetario://receta/42/comentarios/3") else { fail("no URL") }
    let opened = state.navigate(to: url)
    report("opened \\(opened), pushed \\(state.camino.count), link \\(state.link?.absoluteString ?? "nil")")
    """

  private func run(_ sources: [(name: String, text: String)]) async throws -> ProgramResult {
    let directory = try TemporaryDirectory()
    let generated = try sources.map { URL(fileURLWithPath: try directory.write($0.name, $0.text)) }
    let example = try ExampleSources(example: "Recetario")
    return try await StandInToolchain.shared(presenting: TCARelease.latest.version).buildAndRun(
      files: generated + example.supportFiles + ExampleSources.commonFiles(), mainSource: Self.main)
  }

  @Test(arguments: [true, false])
  func singleFiles(withContext: Bool) async throws {
    let schemas = [try Self.part(0, named: "Recetario.navgen.json"), try Self.part(1, named: "Receta.navgen.json")]
    let context = withContext ? GenerationContext(visible: schemas) : .none
    let program = try await run(schemas.map {
      (name: "\($0.fileName).swift", text: SwiftGenerator.generate($0, expandMacros: true, context: context))
    })
    #expect(program.exitStatus == 0, "\(program.standardError)")
    #expect(program.standardOutput == (withContext
      ? "opened true, pushed 1, link recetario://receta/42/comentarios/3\n"
      : "opened false, pushed 0, link recetario://\n"))
  }

  @Test func perEnumFiles() async throws {
    let schemas = [try Self.part(0, named: "Recetario.navgen.json"), try Self.part(1, named: "Receta.navgen.json")]
    let context = GenerationContext(visible: schemas)
    var sources: [(name: String, text: String)] = []
    for schema in schemas {
      let files = PerEnumFiles.generate(
        schema, prefix: String(schema.fileName.dropLast(".navgen.json".count)), expandMacros: true, context: context)
      // All of a schema's link code is in the file of its first linked enum.
      #expect(files.filter { $0.source.text.contains("fileprivate enum _NavGenLink") }.count == 1)
      sources += files.map { (name: $0.fileName, text: $0.source.text) }
    }
    let program = try await run(sources)
    #expect(program.exitStatus == 0, "\(program.standardError)")
    #expect(program.standardOutput == "opened true, pushed 1, link recetario://receta/42/comentarios/3\n")
  }
}
