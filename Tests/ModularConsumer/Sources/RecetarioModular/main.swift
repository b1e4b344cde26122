import AppFeature
import ComentariosFeature
import ComposableArchitecture
import Foundation
import RecetaFeature

// The modular Recetario's links across its three modules: AppFeature's `navigate(to:)` pushes a
// recipe of RecetaFeature, whose own links present the comments of ComentariosFeature, whose
// own links present an answer; `link` prints all of it back, and nothing shorter when something
// shown has no link. `RecetarioModular --answer` instead reads links from standard input and
// prints each one's answer (`answer(_:)`), for the test that compares them with `navgen links --resolve`.

if CommandLine.arguments.dropFirst().first == "--answer" {
  while let line = readLine(strippingNewline: true) {
    print(answer(line) + "\t" + line)
  }
  exit(0)
}

/// The state after opening `text` from a fresh root, or a failed check.
func opened(_ text: String, line: UInt = #line) -> Recetario.State {
  var state = Recetario.State()
  guard let url = URL(string: text) else { fail("not a URL: \(text)", line: line) }
  expect(state.navigate(to: url), "\(text) does not open", line: line)
  return state
}

// Three modules deep, and back.
let deep = opened("recetario://receta/42/comentarios/3/respuesta/7")
expectEqual(
  deep.camino.first,
  .receta(Receta.State(id: 42, destination: .comentarios(Comentarios.State(pagina: 3, destination: .respuesta(Respuesta.State(id: 7)))))),
  "the recipe the link pushed")
expectEqual(deep.link?.absoluteString, "recetario://receta/42/comentarios/3/respuesta/7", "the link printed back")
report("three modules: \(describe(deep)); link \(deep.link?.absoluteString ?? "nil")")

for text in [
  "https://recetario.example/app/receta/1/autor/ana/receta/2/comentarios/5",
  "recetario://autor/Mar%C3%ADa%20Jos%C3%A9",
  "recetario://buscar?q=pan%20dulce",
  "recetario://receta/9/buscar",
  "recetario://receta/42/comentarios/3/",
  "recetario://",
] {
  let state = opened(text)
  report("\(text): \(describe(state)); link \(state.link?.absoluteString ?? "nil")")
}

// What cannot be printed in full prints no link: an unlinked screen or sheet, or an alert, in any module.
var shown = opened("recetario://receta/5/comentarios/1")
@MainActor func withComentarios(_ destination: Comentarios.Destination.State?) -> Recetario.State {
  var state = shown
  state.camino[id: state.camino.ids[0]] = .receta(
    Receta.State(id: 5, destination: .comentarios(Comentarios.State(pagina: 1, destination: destination))))
  return state
}
expectEqual(withComentarios(.editor(Editor.State())).link, nil, "an unlinked sheet over the comments (ComentariosFeature)")
expectEqual(
  withComentarios(.denunciar(AlertState { TextState("¿Denunciar?") })).link, nil, "an alert over the comments (ComentariosFeature)")
shown.camino[id: shown.camino.ids[0]] = .receta(Receta.State(id: 5, destination: .compartir(Compartir.State())))
expectEqual(shown.link, nil, "an unlinked sheet over the recipe (RecetaFeature)")
shown.camino[id: shown.camino.ids[0]] = .receta(
  Receta.State(id: 5, destination: .borrar(AlertState { TextState("¿Borrar?") })))
expectEqual(shown.link, nil, "an alert over the recipe (RecetaFeature)")
shown = opened("recetario://receta/5")
shown.camino.append(.historial(Historial.State()))
expectEqual(shown.link, nil, "an unlinked screen on the stack (AppFeature)")
shown = opened("recetario://receta/5")
shown.destination = .ajustes(Ajustes.State())
expectEqual(shown.link, nil, "an unlinked sheet over the root (AppFeature)")
report("not linked: nil in each of the three modules")

// Hostile links: false, the state unchanged.
let hostile = [
  "recetario://receta/99999999999999999999",
  "recetario://receta/1/comentarios/99999999999999999999",
  "recetario://receta/1/comentarios/2/respuesta/x",
  "recetario://receta/1/comentarios/2/respuesta/3/respuesta/4",
  "recetario://receta/1/comentarios/2/editor",
  "recetario://receta/1/compartir",
  "recetario://receta/1/borrar",
  "recetario://comentarios/2",
  "recetario://respuesta/2",
  "recetario://receta/1/comentarios/2/denunciar",
  "recetario://receta/1/comentarios//respuesta/3",
  "recetario://receta/1/comentarios/%ZZ",
  "recetario://receta/./1",
  "recetario://receta/../1",
  "otra://receta/1",
  "recetario://" + String(repeating: "receta/1/", count: 7) + "comentarios/1/respuesta/1",
  "recetario://" + String(repeating: "receta/1/", count: 5_000),
  "recetario://receta/" + String(repeating: "9", count: 100_000),
]
let before = opened("recetario://receta/8/comentarios/2")
var refusedByURL = 0
for text in hostile {
  guard let url = URL(string: text, encodingInvalidCharacters: false) else {
    refusedByURL += 1
    continue
  }
  var state = before
  expect(!state.navigate(to: url), "\(text.prefix(80)) opened: \(describe(state))")
  expectEqual(state, before, "the state after \(text.prefix(80))")
}
report("hostile: \(hostile.count) links, \(refusedByURL) refused by URL, the others not opened, state unchanged")

// The depth limit (8: pushes and presentations) counts the screens of every module.
let deepest = opened("recetario://" + String(repeating: "receta/1/", count: 6) + "comentarios/1/respuesta/1")
expectEqual(deepest.camino.count, 6, "six pushes, two presentations")
report("depth: 8 screens across the modules open, 9 do not")

// The round trip over generated states: every linkable state's link opens the same state.
var seed: UInt64 = 0x5EED_2037
@MainActor func next(_ bound: Int) -> Int {
  seed = seed &* 6364136223846793005 &+ 1442695040888963407
  return Int((seed >> 33) % UInt64(bound))
}
let aliases = ["ana", "María José", "a/b", "50%", "¿qué?", "x&y=z", ".", "..", "日本"]
let numbers = [0, 1, -1, 42, Int.max, Int.min]
@MainActor func randomComentarios() -> Comentarios.State {
  var comentarios = Comentarios.State(pagina: numbers[next(numbers.count)])
  switch next(4) {
  case 0: comentarios.destination = .respuesta(Respuesta.State(id: numbers[next(numbers.count)]))
  case 1: comentarios.destination = .editor(Editor.State())  // no link: the state prints none
  default: break
  }
  return comentarios
}
@MainActor func randomReceta() -> Receta.State {
  var receta = Receta.State(id: numbers[next(numbers.count)])
  switch next(4) {
  case 0, 1: receta.destination = .comentarios(randomComentarios())
  case 2: receta.destination = .compartir(Compartir.State())  // no link
  default: break
  }
  return receta
}
var linkable = 0
let total = 500
for _ in 0..<total {
  var screens: [Recetario.Camino.State] = []
  for _ in 0..<next(5) {
    switch next(9) {
    case 0...3: screens.append(.receta(Receta.State(id: numbers[next(numbers.count)])))
    case 4...7: screens.append(.autor(Autor.State(alias: aliases[next(aliases.count)])))
    default: screens.append(.historial(Historial.State()))  // no link
    }
  }
  if let last = screens.last, case .receta = last { screens[screens.count - 1] = .receta(randomReceta()) }
  var state = Recetario.State(camino: StackState(screens))
  if next(5) == 0, state.camino.last.map({ if case .receta = $0 { false } else { true } }) ?? true {
    state.destination = .buscar(Busqueda.State(texto: [nil, "pan", "100%"][next(3)]))
  }
  guard let link = state.link else { continue }
  linkable += 1
  var fresh = Recetario.State()
  expect(fresh.navigate(to: link), "\(link) does not open")
  expectEqual(fresh, state, "the state \(link) opens")
  expectEqual(fresh.link, link, "the link printed again")
}
expect(linkable > 100 && linkable < total, "\(linkable) of \(total) states linkable")
report("round trip: \(linkable) of \(total) generated states linkable, each reopened equal")
