import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen links --resolve` against the code `navgen generate` writes: the generated Recetario
/// links are compiled against the TCA stand-in once, `navigate(to:)` runs on every URL below
/// from a fresh root, and the resolver must give the same answer for each, opens or refuses,
/// and for a link that opens the same screens with the same values. (App types are read by the
/// app's own `init?(_:)`, which the resolver takes as read: every `Unidad` here is a real one.)
@Suite("Links: --resolve agrees with the generated navigate(to:)")
struct LinkResolverAgreementTests {
  static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  static let opening = [
    "recetario://receta/42/comentarios/3",
    "https://recetario.example/app/autor/Mar%C3%ADa%20Jos%C3%A9",
    "recetario://receta/1/autor/ana/receta/-2/foto/\(uuid)",
    "recetario://receta/7/porcion/2.5/tazas",
    "recetario://receta/7/porcion/3/gramos",
    "recetario://buscar?vegano=true&utm_source=correo&q=pan%20dulce",
    "recetario://buscar?q=a&q=b",
    "recetario://buscar?q=%FF&vegano=false",
    "recetario://buscar",
    "recetario://receta/1/buscar?q=sopa",
    "recetario://receta/1/receta/2/comentarios/3?x=1",
    "recetario://receta/42/",
    "recetario://receta/42#comentarios",
    "recetario://autor/...",
    "recetario://",
    "recetario://" + String(repeating: "receta/1/", count: 7) + "comentarios/1",
  ]

  /// Hostile links beyond the example's own (`recetarioHostileLinks`, which the program adds:
  /// bad percent-encoding, empty segments, `.` and `..`, a trailing slash too many, overflow,
  /// unknown prefixes, too deep, 100 KB).
  static let refused = [
    "recetario://buscar?vegano",
    "recetario://receta/1/porcion/2/tazas/x",
    "recetario://receta/1/comentarios/2/buscar",
    "recetario://" + String(repeating: "receta/1/", count: 8) + "comentarios/1",
  ]

  /// Prints, for each of `links` and then of the example's hostile links, `opens <screens>`,
  /// `refuses` (state unchanged) or `not a URL`, a tab and the link.
  static func program(_ links: [String]) -> String {
    let literals = links.map { "  #\"\($0)\"#," }.joined(separator: "\n")
    return """
      import Foundation

      let links: [String] = [
      \(literals)
      ]

      func describe(_ destination: Receta.Destination.State) -> String {
        switch destination {
        case let .comentarios(comentarios): return "comentarios(pagina: \\(comentarios.pagina))"
        case let .porcion(porcion): return "porcion(gramos: \\(porcion.gramos), unidad: \\(porcion.unidad))"
        case let .foto(foto): return "foto(id: \\(foto.id.uuidString))"
        case .borrar: return "borrar"
        }
      }

      func describe(_ state: Recetario.State) -> String {
        var parts: [String] = []
        for screen in state.camino {
          switch screen {
          case let .receta(receta):
            parts.append("receta(id: \\(receta.id))")
            if let destination = receta.destination { parts.append(describe(destination)) }
          case let .autor(autor): parts.append("autor(alias: \\(autor.alias))")
          case .historial: parts.append("historial")
          }
        }
        switch state.destination {
        case let .buscar(busqueda)?:
          parts.append("buscar(texto: \\(busqueda.texto ?? "nil"), vegano: \\(busqueda.vegano.map { String($0) } ?? "nil"))")
        case .ajustes?: parts.append("ajustes")
        case nil: break
        }
        return parts.joined(separator: " > ")
      }

      for text in links + recetarioHostileLinks {
        guard let url = URL(string: text, encodingInvalidCharacters: false) else {
          report("not a URL\\t" + text)
          continue
        }
        var state = Recetario.State()
        let fresh = state
        if state.navigate(to: url) {
          report("opens " + describe(state) + "\\t" + text)
        } else {
          expectEqual(state, fresh, "the state after \\(text.prefix(60))")
          report("refuses\\t" + text)
        }
      }
      """
  }

  /// The resolver's answer in the program's words: each value as the app's type prints it.
  static func answer(_ text: String, _ resolver: LinkResolver) -> String {
    guard let url = URL(string: text, encodingInvalidCharacters: false) else { return "not a URL" }
    let resolution = resolver.resolve(url.absoluteString)
    guard resolution.opens else { return "refuses" }
    return "opens " + resolution.screens.map { screen in
      let values = screen.values.map { value -> String in
        guard let text = value.text else { return "\(value.placeholder.name): nil" }
        let shown: String
        switch value.placeholder.type {
        case .int: shown = Int(text).map { "\($0)" } ?? "?"
        case .double: shown = Double(text).map { "\($0)" } ?? "?"
        case .bool: shown = Bool(text).map { "\($0)" } ?? "?"
        case .uuid: shown = UUID(uuidString: text)?.uuidString ?? "?"
        case .string, .custom: shown = text
        }
        return "\(value.placeholder.name): \(shown)"
      }
      return "\(screen.step.caseName)(\(values.joined(separator: ", ")))"
    }.joined(separator: " > ")
  }

  @Test func everyLinkGetsTheGeneratedAnswer() async throws {
    let links = Self.opening + Self.refused
    let example = try ExampleSources(example: "Recetario")
    let program = try await StandInToolchain.shared(presenting: TCARelease.latest.version).buildAndRun(
      files: [example.generatedFile] + example.supportFiles + ExampleSources.commonFiles(),
      mainSource: Self.program(links))
    #expect(program.exitStatus == 0, "\(program.standardError)")
    let generated = program.standardOutput.split(separator: "\n").map { line in
      let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      return (answer: parts[0], link: parts.count == 2 ? parts[1] : "")
    }
    try #require(generated.count > links.count, "\(program.standardOutput.prefix(2000))")
    #expect(Array(generated.prefix(links.count).map(\.link)) == links)

    let schema = try #require(try ExampleSources.load("Recetario", release: .latest).schema)
    let resolver = LinkResolver(catalog: LinkCatalog(schema: schema))
    var readByTheApp: [String] = []
    for (answer, link) in generated {
      let resolved = Self.answer(link, resolver)
      // An app type's `init?(_:)` runs in the app only: the resolver takes `Unidad("kilos")` as read.
      if answer == "refuses", resolved.hasPrefix("opens"),
        resolver.resolve(link).screens.flatMap(\.values).contains(where: \.readByApp)
      {
        readByTheApp.append(link)
        continue
      }
      #expect(resolved == answer, "\(link.prefix(80))")
    }
    #expect(readByTheApp == ["recetario://receta/1/porcion/2/kilos"])
    // The lists are what they say: the first all open, the rest are refused (or are no URL).
    for (answer, link) in generated.prefix(Self.opening.count) { #expect(answer.hasPrefix("opens"), "\(link)") }
    #expect(generated.dropFirst(Self.opening.count).allSatisfy { !$0.answer.hasPrefix("opens") })
    #expect(generated[0].answer == "opens receta(id: 42) > comentarios(pagina: 3)")
  }
}
