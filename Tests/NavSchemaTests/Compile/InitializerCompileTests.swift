import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Every form of initializer expression the grammar accepts is emitted into
/// code that compiles: a destination with one case per form, in the expanded
/// form, type-checked against the TCA stand-in together with
/// `Tests/CompileSupport/Initializers` (Swift 6 mode, no error, no warning).
@Suite("Initializer expressions compile")
struct InitializerCompileTests {
  static let initializers = [
    #"Lista(filtro: { $0.activo })"#,
    #"Lista(orden: { a, b in a.precio < b.precio })"#,
    #"Lista(filtro: { (articulo) in articulo.precio > 10 })"#,
    #"Lista(filtro: { _ in true })"#,
    #"Lista(clave: \.nombre)"#,
    #"Lista(claveOpcional: \Articulo.autor?.nombre)"#,
    #"Lista { $0.activo && !$0.nombre.isEmpty || $0.precio >= 100 }"#,
    #"Lista { $0.activo } orden: { $0.precio < $1.precio }"#,
    #"Lista(titulo: "Hola \(Config.usuario), \("hoy")\n\t\"\u{1F600}\" } ; {")"#,
    #"Lista(limite: Config.limite ?? 20 * 2 - 1, rango: 0..<10)"#,
    #"Lista(modo: Config.depurar ? .completo : .rapido)"#,
    #"Lista(titulo: Config.actual?.nombre ?? Config.actual!.nombre)"#,
    #"Lista(items: [Articulo.ejemplo], pesos: ["a": 1, "b": -2], centro: (1.5, -2))"#,
    #"Lista(items: [], pesos: [:], centro: (x: 0, y: (1 + 2) * 3))"#,
  ]

  static var schema: String {
    let cases = initializers.enumerated().map { index, initializer in
      let escaped = initializer.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      return #"{"name": "forma\#(index)", "reducer": "Lista", "initializer": "\#(escaped)"}"#
    }
    return #"{"version": 1, "features": [{"name": "Catalogo", "destination": {"cases": [\#(cases.joined(separator: ", "))]}}]}"#
  }

  @Test func everyAcceptedFormCompiles() async throws {
    let loaded = SchemaLoader.load(contents: Array(Self.schema.utf8), fileName: "Catalogo.navgen.json")
    let schema = try #require(loaded.schema, "\(loaded.diagnostics)")
    let generated = SwiftGenerator.generate(schema, expandMacros: true)
    for initializer in Self.initializers {
      let canonical = try SwiftGrammar.expression(initializer).get()
      #expect(generated.contains("= \(canonical))"), "no case has the default value \(canonical)")
    }
    let folder = try TemporaryDirectory()
    let file = URL(fileURLWithPath: try folder.write("Catalogo.generated.swift", generated))
    let support = Repository.url("Tests/CompileSupport/Initializers/Lista.swift")
    let result = try await StandInToolchain.shared().typecheck(files: [file, support])
    #expect(result.succeeded, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains("warning:"), "\(result.diagnostics)")
  }
}
