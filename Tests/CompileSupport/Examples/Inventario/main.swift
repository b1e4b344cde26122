import ComposableArchitecture

// Lesson 004 run against the generated `Inventario.Destino`: present, route a child action,
// dismiss, replace one destination by another, and `store.case` for every case.

func describe(_ destino: Inventario.Destino.State?) -> String {
  switch destino {
  case nil: "nil"
  case let .detalle(detalle)?: "detalle \(detalle.articulo) guardado \(detalle.guardado)"
  case let .editar(editor)?: "editar #\(editor.indice) \(editor.nombre)"
  case let .ajustes(ajustes)?: "ajustes alfabetico \(ajustes.ordenAlfabetico)"
  }
}

@MainActor
func destinoStore(_ store: StoreOf<Inventario>) -> StoreOf<Inventario.Destino>? {
  store.scope(state: \.destino, action: \.destino.presented)
}

let store = Store(initialState: Inventario.State(articulos: ["Tornillos", "Tuercas"])) {
  Inventario()
}

// Present the detail; its action reaches Detalle, then the parent.
store.send(.articuloPulsado(1))
expectEqual(describe(store.destino), "detalle Tuercas guardado false", "destination after articuloPulsado")
store.send(.destino(.presented(.detalle(.guardarTocado))))
expectEqual(store.destino?.detalle?.guardado, true, "saved flag after the child's action")
expectEqual(store.guardados, ["Tuercas"], "what the parent saw (the child had run)")
report("detalle: \(describe(store.destino)); saved \(store.guardados)")

guard let detalleDestino = destinoStore(store) else { fail("no destination store for detalle") }
switch detalleDestino.case {
case let .detalle(detalle):
  let hijo: StoreOf<Detalle> = detalle
  expectEqual(hijo.articulo, "Tuercas", "article through the Detalle store")
case .editar, .ajustes:
  fail("store.case should be detalle, state is \(describe(store.destino))")
}

// Replace the detail by the settings: one slot, so the detail is gone.
store.send(.ajustesPulsado)
expectEqual(describe(store.destino), "ajustes alfabetico false", "destination after ajustesPulsado")
let antes = store.state
let avisos = collectingWarnings { store.send(.destino(.presented(.detalle(.guardarTocado)))) }
expectEqual(store.state, antes, "state after an action for the replaced detalle")
expect(avisos.count == 1 && isWrongCaseWarning(avisos[0]), "one wrong-case warning, got \(avisos)")
guard let ajustesDestino = destinoStore(store) else { fail("no destination store for ajustes") }
switch ajustesDestino.case {
case let .ajustes(ajustes):
  let hijo: StoreOf<Ajustes> = ajustes
  hijo.send(.ordenAlternado)
case .detalle, .editar:
  fail("store.case should be ajustes, state is \(describe(store.destino))")
}
expectEqual(describe(store.destino), "ajustes alfabetico true", "settings after the Ajustes store sent")
report("replaced: \(describe(store.destino))")

// Dismiss sets nil; the old destination's store drops its actions.
store.send(.destino(.dismiss))
expectEqual(describe(store.destino), "nil", "destination after dismiss")
let avisosDespues = collectingWarnings { ajustesDestino.send(.ajustes(.ordenAlternado)) }
expectEqual(describe(store.destino), "nil", "destination after sending to a dismissed store")
expect(!avisosDespues.isEmpty, "sending to a dismissed destination is reported")
report("dismissed: \(describe(store.destino))")

// Edit: the Editor's store renames, the parent applies it and dismisses.
store.send(.editarPulsado(0))
guard let editarDestino = destinoStore(store) else { fail("no destination store for editar") }
switch editarDestino.case {
case let .editar(editor):
  let hijo: StoreOf<Editor> = editor
  hijo.send(.nombreCambiado("Clavos"))
  expectEqual(describe(store.destino), "editar #0 Clavos", "destination while editing")
  hijo.send(.listoTocado)
case .detalle, .ajustes:
  fail("store.case should be editar, state is \(describe(store.destino))")
}
expectEqual(store.articulos, ["Clavos", "Tuercas"], "articles after editing")
expectEqual(describe(store.destino), "nil", "the parent dismissed the editor")
report("edited: \(store.articulos), destination \(describe(store.destino))")

// The GENERATED `destinos(_:)` on `Perception.Bindable` (iOS 16): each case in its presentation,
// with the view the schema names for `editar`.
let pantalla = InventarioView(store: store)
expectEqual(presentations(of: pantalla), [], "presentations with nothing presented")
store.send(.editarPulsado(1))
let editor = presented(EditorDeArticuloView.self, by: pantalla)
expectEqual(editor.style, "fullScreenCover", "how editar is presented")
expectEqual(editor.content.store.nombre, "Tuercas", "the article EditorDeArticuloView edits")
editor.dismiss()
expectEqual(describe(store.destino), "nil", "destination after the view dismissed the editor")
store.send(.articuloPulsado(0))
expectEqual(presentations(of: pantalla), ["sheet DetalleView"], "how detalle is presented")
store.send(.ajustesPulsado)
expectEqual(presentations(of: pantalla), ["sheet AjustesView"], "how ajustes is presented")
report("view: editar fullScreenCover EditorDeArticuloView, detalle sheet, ajustes sheet")
