import ComposableArchitecture
import SwiftUI

// Lesson 000 run against the generated `Tienda.Camino`: identities, routing by identity,
// child before parent, `popFrom` before the removal, late actions, `store.case`.

func describe(_ pantalla: Tienda.Camino.State) -> String {
  switch pantalla {
  case let .producto(producto): "producto \(producto.nombre) likes \(producto.likes)"
  case let .resena(resena): "resena \(resena.texto)"
  case let .perfil(perfil): "perfil \(perfil.alias) siguiendo \(perfil.siguiendo)"
  }
}

func describe(_ camino: StackState<Tienda.Camino.State>) -> String {
  zip(camino.ids, camino).map { "\($0.debugDescription)=\(describe($1))" }.joined(separator: ", ")
}

let store = Store(initialState: Tienda.State()) { Tienda() }

// Pushing three screens gives them the ids 0, 1 and 2.
store.send(.productoElegido("Lápiz"))
store.send(.resenaPedida)
store.send(.productoElegido("Goma"))
expectEqual(store.camino.ids, [0, 1, 2], "ids after three pushes")
report("pushed: \(describe(store.camino))")

// An element action reaches exactly the screen with that id, and before the parent.
store.send(.camino(.element(id: 2, action: .producto(.meGusta))))
expectEqual(store.camino[id: 2]?.producto?.likes, 1, "likes of screen #2, the one addressed")
expectEqual(store.camino[id: 0]?.producto?.likes, 0, "likes of screen #0, another producto")
expectEqual(store.likesVistos, [1], "likes the parent saw (the child had already counted)")
store.send(.camino(.element(id: 1, action: .resena(.escribir("Muy buena")))))
expectEqual(store.camino[id: 1]?.resena?.texto, "Muy buena", "text of screen #1")
report("routed: \(describe(store.camino)); parent saw likes \(store.likesVistos)")

// An action of another case than the screen's changes nothing and is reported.
let antesDelError = store.state
let avisosDeCaso = collectingWarnings {
  store.send(.camino(.element(id: 0, action: .resena(.escribir("no soy una reseña")))))
}
expectEqual(store.state, antesDelError, "state after an action for the wrong case")
expect(
  avisosDeCaso.count == 1 && isWrongCaseWarning(avisosDeCaso[0]),
  "one wrong-case warning, got \(avisosDeCaso)")
report("wrong case: unchanged, \(avisosDeCaso.count) warning")

// `store.case` on an element's store gives a store of that screen's feature.
guard let pantalla0 = store.scope(state: \.camino[id: 0], action: \.camino[id: 0]) else {
  fail("no store for screen #0")
}
switch pantalla0.case {
case let .producto(producto):
  let tienda: StoreOf<Producto> = producto
  expectEqual(tienda.nombre, "Lápiz", "name through the producto store")
  tienda.send(.meGusta)
case .resena, .perfil:
  fail("screen #0 is a producto, store.case said \(pantalla0.state)")
}
guard let pantalla1 = store.scope(state: \.camino[id: 1], action: \.camino[id: 1]) else {
  fail("no store for screen #1")
}
switch pantalla1.case {
case let .resena(resena):
  let tienda: StoreOf<Resena> = resena
  tienda.send(.escribir("Excelente"))
case .producto, .perfil:
  fail("screen #1 is a resena, store.case said \(pantalla1.state)")
}
expectEqual(store.camino[id: 0]?.producto?.likes, 1, "likes of screen #0 after its store sent meGusta")
expectEqual(store.camino[id: 1]?.resena?.texto, "Excelente", "text of screen #1 after its store wrote")
expectEqual(store.likesVistos, [1, 1], "likes the parent saw")
report("store.case: \(describe(store.camino))")

// `popFrom` reaches the parent while the screens are still in the stack.
store.send(.camino(.popFrom(id: 1)))
expectEqual(store.camino.ids, [0], "ids after popFrom #1")
expectEqual(
  store.abandonados.map(describe), ["resena Excelente", "producto Goma likes 1"],
  "screens the parent read on popFrom")
report("popped: \(describe(store.camino)); parent read \(store.abandonados.map(describe))")

// A late action for a popped screen mutates nothing and is reported.
let antesDeLaTardia = store.state
let avisosTardios = collectingWarnings {
  store.send(.camino(.element(id: 2, action: .producto(.meGusta))))
}
expectEqual(store.state, antesDeLaTardia, "state after a late action for popped #2")
expect(
  avisosTardios.count == 1 && avisosTardios[0].contains("missing element #2"),
  "one warning about the missing element #2, got \(avisosTardios)")
report("late action: unchanged, \(avisosTardios.count) warning")

// Ids are never reused: the next screen gets #3; a push from the view keeps its own id.
store.send(.perfilPedido("ana"))
store.send(.camino(.push(id: 4, state: .perfil(Perfil.State(alias: "luis")))))
store.send(.camino(.element(id: 4, action: .perfil(.seguir))))
expectEqual(store.camino.ids, [0, 3, 4], "ids after popping and pushing again")
expectEqual(store.camino[id: 3]?.perfil?.siguiendo, false, "screen #3 was not addressed")
report("pushed again: \(describe(store.camino))")

// The GENERATED `Tienda.Camino.view(_:)` as `TiendaView`'s `destination:`, and the GENERATED
// `navigationStack(_:root:)`: the top screen shows its view with its store; going back pops it.
let pantallas: [any View] = [TiendaView(store: store), TiendaConPilaGenerada(store: store)]
for pantalla in pantallas {
  let cima = presented(PerfilView.self, by: pantalla)
  expectEqual(cima.style, "navigationDestination", "how the top screen is shown")
  expectEqual(cima.content.store.alias, "luis", "the store PerfilView gets")
}
let cima = presented(PerfilView.self, by: TiendaView(store: store))
cima.content.store.send(.seguir)
cima.dismiss()
expectEqual(store.camino.ids, [0, 3], "ids after going back from the top screen")
let nuevaCima = presented(PerfilView.self, by: TiendaView(store: store))
expectEqual(nuevaCima.content.store.alias, "ana", "the screen under the popped one")
store.send(.productoElegido("Regla"))
expectEqual(presentations(of: TiendaView(store: store)), ["navigationDestination ProductoView"], "after a push")
report("view: top perfil luis, back to [0, 3], then producto")
