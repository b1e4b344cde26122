import ComposableArchitecture

// Lesson 002 run against the generated `Articulo.Destination`: presenting is assigning,
// `dismiss` sets nil, reassigning replaces, the alert's action reaches the parent, and
// `store.case` gives a store of each child feature.

func describe(_ destination: Articulo.Destination.State?) -> String {
  switch destination {
  case nil: "nil"
  case let .autor(autor)?: "autor \(autor.nombre) seguidores \(autor.seguidores)"
  case let .edicion(edicion)?: "edicion \(edicion.texto)"
  case let .confirmarBorrado(alerta)?: "alerta \(alerta.title)"
  }
}

@MainActor
func destinationStore(_ store: StoreOf<Articulo>) -> StoreOf<Articulo.Destination>? {
  store.scope(state: \.destination, action: \.destination.presented)
}

let store = Store(initialState: Articulo.State()) { Articulo() }

// Assigning presents; the child's action reaches its reducer before the parent's.
store.send(.autorTocado)
expectEqual(describe(store.destination), "autor Ana seguidores 0", "destination after autorTocado")
store.send(.destination(.presented(.autor(.seguirTocado))))
expectEqual(store.destination?.autor?.seguidores, 1, "followers after the child's action")
expectEqual(store.visto, ["seguidores 1"], "what the parent saw (the child had run)")
report("presented: \(describe(store.destination))")

// `store.case` gives a store of the presented child's type.
guard let autorDestino = destinationStore(store) else { fail("no destination store while presenting") }
switch autorDestino.case {
case let .autor(autor):
  let hijo: StoreOf<Autor> = autor
  expectEqual(hijo.nombre, "Ana", "name through the Autor store")
  hijo.send(.seguirTocado)
case .edicion, .confirmarBorrado:
  fail("store.case should be autor, state is \(describe(store.destination))")
}
expectEqual(store.destination?.autor?.seguidores, 2, "followers after sending through the Autor store")

// `dismiss` reaches the parent while the destination is still there, then sets it to nil.
store.send(.destination(.dismiss))
expectEqual(describe(store.destination), "nil", "destination after dismiss")
expectEqual(store.visto.last, "dismiss con destino presente", "what the parent saw on dismiss")
report("dismissed: \(describe(store.destination))")

// Reassigning to another case replaces the first; the old case's actions change nothing.
store.send(.editarTocado)
expectEqual(describe(store.destination), "edicion Borrador", "destination after editarTocado")
guard let edicionDestino = destinationStore(store) else { fail("no destination store while editing") }
switch edicionDestino.case {
case let .edicion(edicion):
  let hijo: StoreOf<Edicion> = edicion
  hijo.send(.textoCambiado("Versión 2"))
case .autor, .confirmarBorrado:
  fail("store.case should be edicion, state is \(describe(store.destination))")
}
expectEqual(describe(store.destination), "edicion Versión 2", "destination after the Edicion store wrote")
store.send(.autorTocado)
expectEqual(describe(store.destination), "autor Ana seguidores 0", "destination after reassigning")
let antes = store.state
let avisos = collectingWarnings {
  store.send(.destination(.presented(.edicion(.textoCambiado("tarde")))))
}
expectEqual(store.state, antes, "state after an action for the replaced edicion")
expect(avisos.count == 1 && isWrongCaseWarning(avisos[0]), "one wrong-case warning, got \(avisos)")
report("replaced: \(describe(store.destination)), late edicion action ignored")

// The alert's button sends `.destination(.presented(.confirmarBorrado(.borrarConfirmado)))`,
// which reaches the parent; then the alert is dismissed.
store.send(.borrarTocado)
guard let alertaDestino = destinationStore(store) else { fail("no destination store for the alert") }
switch alertaDestino.case {
case let .confirmarBorrado(alerta):
  let estado: AlertState<Articulo.Destination.Alerta> = alerta
  expectEqual(estado.buttons.count, 2, "buttons of the alert")
  estado.buttons[0].withAction { accion in
    guard let accion else { fail("the destructive button has an action") }
    store.send(.destination(.presented(.confirmarBorrado(accion))))
  }
case .autor, .edicion:
  fail("store.case should be confirmarBorrado, state is \(describe(store.destination))")
}
expectEqual(store.texto, "", "text after borrarConfirmado")
expectEqual(store.visto.last, "borrarConfirmado", "the parent matched the full action path")
expectEqual(describe(store.destination), "nil", "the alert is dismissed after its action")
let accion = Articulo.Action.destination(.presented(.confirmarBorrado(.borrarConfirmado)))
expectEqual(accion[case: \.destination.confirmarBorrado], .borrarConfirmado, "case key path into the alert")
report("alert: texto '\(store.texto)', destination \(describe(store.destination))")
report("parent saw: \(store.visto)")

// The GENERATED `destination(_:)` modifier, as `ArticuloView` uses it: each case shows its view
// in its presentation, and dismissing through the binding sends `dismiss`.
let pantalla = ArticuloView(store: store)
expectEqual(presentations(of: pantalla), [], "presentations with nothing presented")
store.send(.autorTocado)
let autor = presented(AutorView.self, by: pantalla)
expectEqual(autor.style, "navigationDestination", "how autor is presented")
expectEqual(autor.content.store.nombre, "Ana", "the store AutorView gets")
autor.content.store.send(.seguirTocado)
expectEqual(store.destination?.autor?.seguidores, 1, "followers after AutorView's store sent")
autor.dismiss()
expectEqual(describe(store.destination), "nil", "destination after the view dismissed autor")
expectEqual(store.visto.last, "dismiss con destino presente", "what the parent saw on the view's dismiss")
store.send(.editarTocado)
let edicion = presented(EdicionView.self, by: pantalla)
expectEqual(edicion.style, "sheet", "how edicion is presented")
expectEqual(edicion.content.store.texto, "", "the text EdicionView shows")
store.send(.borrarTocado)
let alerta = presented(Store<AlertState<Articulo.Destination.Alerta>, Articulo.Destination.Alerta>.self, by: pantalla)
expectEqual(alerta.style, "alert", "how confirmarBorrado is presented")
alerta.content.send(.borrarConfirmado)
expectEqual(store.visto.last, "borrarConfirmado", "the alert store's action reached the parent")
expectEqual(presentations(of: pantalla), [], "presentations once the alert's action dismissed it")
report("view: autor navigationDestination, edicion sheet, confirmarBorrado alert")
