import ComposableArchitecture
import Foundation

// The Recetario links (issue 27): the GENERATED `navigate(to:)` opens what a URL names across
// the stack, the presented destinations and the recipe feature; `link` prints it back; hostile
// links return false and leave the state as it was; and every linkable state generated below
// round-trips through its link from a fresh root.

/// The state after opening `text` from a fresh root, or a failed check.
func opened(_ text: String, file: StaticString = #fileID, line: UInt = #line) -> Recetario.State {
  var state = Recetario.State()
  guard let url = URL(string: text) else { fail("not a URL: \(text)", file: file, line: line) }
  expect(state.navigate(to: url), "\(text) does not open", file: file, line: line)
  return state
}

func describe(_ state: Recetario.State) -> String {
  var parts = state.camino.map { screen -> String in
    switch screen {
    case let .receta(receta): return "receta \(receta.id)" + describe(receta.destination)
    case let .autor(autor): return "autor \(autor.alias)"
    case .historial: return "historial"
    }
  }
  switch state.destination {
  case let .buscar(busqueda)?: parts.append("buscar \(busqueda.texto ?? "-") \(busqueda.vegano.map(String.init) ?? "-")")
  case .ajustes?: parts.append("ajustes")
  case nil: break
  }
  return parts.isEmpty ? "raiz" : parts.joined(separator: ", ")
}

func describe(_ destination: Receta.Destination.State?) -> String {
  switch destination {
  case let .comentarios(comentarios)?: return " > comentarios \(comentarios.pagina)"
  case let .porcion(porcion)?: return " > porcion \(porcion.gramos) \(porcion.unidad)"
  case let .foto(foto)?: return " > foto \(foto.id.uuidString.prefix(8)) ampliada \(foto.values.ampliada)"
  case .borrar?: return " > borrar"
  case nil: return ""
  }
}

// The issue's example: one push, whose destination is presented.
let ejemplo = opened("recetario://receta/42/comentarios/3")
expectEqual(ejemplo.camino.count, 1, "pushed screens")
expectEqual(ejemplo.camino.first, .receta(Receta.State(id: 42, destination: .comentarios(Comentarios.State(pagina: 3)))), "top")
expectEqual(ejemplo.destination, nil, "root destination")
report("opened: \(describe(ejemplo)); link \(ejemplo.link?.absoluteString ?? "nil")")

// The second prefix, percent-encoded UTF-8, several pushes and every placeholder type.
let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
for text in [
  "https://recetario.example/app/autor/Mar%C3%ADa%20Jos%C3%A9",
  "recetario://receta/1/autor/ana/receta/-2/foto/\(uuid)",
  "recetario://receta/7/porcion/2.5/tazas",
  "recetario://buscar?vegano=true&utm_source=correo&q=pan%20dulce",
  "recetario://buscar",
  // An empty query value reads as "" and prints back (a finding of Fuzz/run --entry links).
  "recetario://buscar?q=",
  "recetario://buscar?q&vegano=false",
  "recetario://receta/42/",
  "recetario://receta/42#comentarios",
  "recetario://",
] {
  let state = opened(text)
  report("\(text): \(describe(state)); link \(state.link?.absoluteString ?? "nil")")
}

// What is not linked prints no link.
var noLink = opened("recetario://receta/5")
noLink.camino.append(.historial(Historial.State()))
expectEqual(noLink.link, nil, "a stack whose top has no link")
noLink = opened("recetario://receta/5")
noLink.destination = .ajustes(Ajustes.State())
expectEqual(noLink.link, nil, "an unlinked destination")
noLink = opened("recetario://receta/5")
noLink.camino[id: noLink.camino.ids[0]] = .receta(
  Receta.State(id: 5, destination: .borrar(AlertState { TextState("¿Borrar?") })))
expectEqual(noLink.link, nil, "an alert on the top screen")
report("not linked: nil, nil, nil")

// Hostile links: false, state unchanged. Foundation refuses some strings as URLs (then they
// cannot reach the app at all); asked not to, it never repairs one (`%ZZ` into `%25ZZ`).
let hostile = recetarioHostileLinks
var before = opened("recetario://receta/8/comentarios/2")
var refusedByURL = 0
for text in hostile {
  guard let url = URL(string: text, encodingInvalidCharacters: false) else {
    refusedByURL += 1
    continue
  }
  var state = before
  expect(!state.navigate(to: url), "\(text.prefix(80)) opened: \(describe(state))")
  expectEqual(state, before, "state after \(text.prefix(80))")
}
report("hostile: \(hostile.count) links, \(refusedByURL) refused by URL, the others not opened, state unchanged")

// The depth limit (8 in this schema: pushes and presentations) is reached exactly.
let deepest = opened("recetario://" + String(repeating: "receta/1/", count: 7) + "comentarios/1")
expectEqual(deepest.camino.count, 7, "seven pushes and a presentation")
before = deepest
if let nine = URL(string: "recetario://" + String(repeating: "receta/1/", count: 8) + "comentarios/1") {
  expect(!before.navigate(to: nine), "nine screens")
  expectEqual(before, deepest, "state after nine screens")
}
report("depth: 8 screens open, 9 do not")

// The round trip over generated states: every linkable state's link opens the same state from a
// fresh root.
var seed: UInt64 = 0x5EED_2027
@MainActor func next(_ bound: Int) -> Int {
  seed = seed &* 6364136223846793005 &+ 1442695040888963407
  return Int((seed >> 33) % UInt64(bound))
}
let aliases = ["ana", "María José", "a/b", "50%", "¿qué?", "x&y=z", ".", "..", "~tilde", "日本", "a+b", "#1"]
let numbers = [0, 1, -1, 42, Int.max, Int.min, 999_999]
let doubles = [0.1, 2.5, -3.0, 1e-9, 123456.789, 0]
let uuids = [UUID(uuidString: uuid), UUID(uuidString: "00000000-0000-0000-0000-000000000000")].compactMap { $0 }
@MainActor func randomReceta() -> Receta.State {
  var receta = Receta.State(id: numbers[next(numbers.count)])
  switch next(4) {
  case 0: receta.destination = .comentarios(Comentarios.State(pagina: numbers[next(numbers.count)]))
  case 1: receta.destination = .porcion(Porcion.State(gramos: doubles[next(doubles.count)], unidad: [.gramos, .tazas, .cucharadas][next(3)]))
  case 2: receta.destination = .foto(Foto.State(id: uuids[next(uuids.count)], ampliada: true))
  default: break
  }
  return receta
}
var linkable = 0
let total = 500
for _ in 0..<total {
  var screens: [Recetario.Camino.State] = []
  for position in 0..<next(5) {
    let isTop = position == 3
    switch next(9) {
    case 0...3: screens.append(.receta(isTop ? randomReceta() : Receta.State(id: numbers[next(numbers.count)])))
    case 4...7: screens.append(.autor(Autor.State(alias: aliases[next(aliases.count)])))
    default: screens.append(.historial(Historial.State()))  // no link: the state prints none
    }
  }
  if let last = screens.last, case .receta = last {
    screens[screens.count - 1] = .receta(randomReceta())
  }
  var state = Recetario.State(camino: StackState(screens))
  if next(4) == 0 {
    let texto = [nil, "pan", "tarta de queso", "100%"][next(4)]
    state.destination = .buscar(Busqueda.State(texto: texto, vegano: [nil, true, false][next(3)]))
    // Under a presented sheet the top screen shows nothing of its own.
    if case var .receta(receta)? = state.camino.last {
      receta.destination = nil
      state.camino[id: state.camino.ids[state.camino.count - 1]] = .receta(receta)
    }
  }
  guard let link = state.link else { continue }
  linkable += 1
  var fresh = Recetario.State()
  expect(fresh.navigate(to: link), "\(link) does not open")
  expectEqual(fresh, state, "the state \(link) opens")
  expectEqual(fresh.link, link, "the link printed again")
}
report("round trip: \(linkable) of \(total) generated states linkable, each reopened equal")
