import ComposableArchitecture

// Lesson 001 run against the generated `Lista.Destination`: present, route the child's
// action, replace the presented item, dismiss, and `store.case`.

func describe(_ destination: Lista.Destination.State?) -> String {
  switch destination {
  case nil: "nil"
  case let .detalle(detalle)?: "detalle \(detalle.item.titulo) favorito \(detalle.favorito)"
  }
}

@MainActor
func destinationStore(_ store: StoreOf<Lista>) -> StoreOf<Lista.Destination>? {
  store.scope(state: \.destination, action: \.destination.presented)
}

let store = Store(
  initialState: Lista.State(items: [Item(id: 7, titulo: "Pan"), Item(id: 9, titulo: "Leche")])
) {
  Lista()
}

// Presenting is assigning.
expectEqual(describe(store.destination), "nil", "nothing presented at first")
store.send(.filaTocada(7))
expectEqual(describe(store.destination), "detalle Pan favorito false", "destination after filaTocada(7)")
report("presented: \(describe(store.destination))")

// The child's action goes through the generated body to Detalle, then to the parent.
store.send(.destination(.presented(.detalle(.favoritoTocado))))
expectEqual(store.destination?.detalle?.favorito, true, "favourite after the child's action")
expectEqual(store.favoritos, [7], "what the parent saw (the child had run)")

// `store.case` gives a Detalle store.
guard let detalleDestino = destinationStore(store) else { fail("no destination store while presenting") }
switch detalleDestino.case {
case let .detalle(detalle):
  let hijo: StoreOf<Detalle> = detalle
  expectEqual(hijo.item.titulo, "Pan", "title through the Detalle store")
  hijo.send(.favoritoTocado)
}
expectEqual(store.destination?.detalle?.favorito, false, "favourite after sending through the store")
report("routed: \(describe(store.destination)); parent saw \(store.favoritos)")

// Presenting another item replaces the first.
store.send(.filaTocada(9))
expectEqual(describe(store.destination), "detalle Leche favorito false", "destination after filaTocada(9)")
report("replaced: \(describe(store.destination))")

// Dismissing is setting nil; an action afterwards changes nothing and is reported.
store.send(.destination(.dismiss))
expectEqual(describe(store.destination), "nil", "destination after dismiss")
let antes = store.state
let avisos = collectingWarnings { store.send(.destination(.presented(.detalle(.favoritoTocado)))) }
expectEqual(store.state, antes, "state after an action with nothing presented")
expect(avisos.count == 1 && avisos[0].contains("ifLet"), "one ifLet warning, got \(avisos)")
report("dismissed: \(describe(store.destination))")
