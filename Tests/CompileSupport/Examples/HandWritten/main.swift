import ComposableArchitecture

// The generated `Lector.Destination` built on Linux: `#else` holds `otra` and `nada`, and with
// `-D DEBUG` the `#if DEBUG` block adds `depuracion` and `registro`.

@MainActor
func destinationStore(_ store: StoreOf<Lector>) -> StoreOf<Lector.Destination>? {
  store.scope(state: \.destination, action: \.destination.presented)
}

@MainActor
func caseName(_ store: StoreOf<Lector>) -> String {
  guard let destination = destinationStore(store) else { return "nil" }
  switch destination.case {
  case let .ajustes(pantalla): return "ajustes \(pantalla.titulo) \(pantalla.toques)"
  #if os(macOS)
  case let .ventana(pantalla): return "ventana \(pantalla.titulo)"
  case .avisoMac: return "avisoMac"
  #elseif os(iOS)
  case let .hoja(pantalla): return "hoja \(pantalla.titulo)"
  #else
  case let .otra(pantalla): return "otra \(pantalla.titulo) \(pantalla.toques)"
  case .nada: return "nada"
  #endif
  #if DEBUG
  case let .depuracion(pantalla): return "depuracion \(pantalla.titulo) \(pantalla.toques)"
  #if NAVGEN_INTERNO
  case let .interna(pantalla): return "interna \(pantalla.titulo)"
  case .menu: return "menu"
  #endif
  #endif
  #if DEBUG
  case let .registro(texto, nivel): return "registro \(texto) \(nivel)"
  #endif
  }
}

let store = Store(initialState: Lector.State()) { Lector() }

// A child feature in the `#else` clause runs through the generated body.
store.send(.abrir(.otra(Pantalla.State(titulo: "Otra"))))
store.send(.destination(.presented(.otra(.tocado))))
expectEqual(store.destination?.otra?.toques, 1, "taps of otra after its action")
report("else: \(caseName(store))")

store.send(.abrir(.nada))
report("no payload: \(caseName(store))")

#if DEBUG
  store.send(.abrir(.depuracion(Pantalla.State(titulo: "Depuración"))))
  store.send(.destination(.presented(.depuracion(.tocado))))
  expectEqual(store.destination?.depuracion?.toques, 1, "taps of depuracion after its action")
  report("debug: \(caseName(store))")

  store.send(.abrir(.registro("arranque", nivel: 2)))
  report("several values: \(caseName(store))")
#endif

// `Biblioteca.Destination`: `ficha(pantalla:)` is a child feature declared with `perfil`.
@MainActor
func bibliotecaCase(_ store: StoreOf<Biblioteca>) -> String {
  guard let destination = store.scope(state: \.destination, action: \.destination.presented) else { return "nil" }
  switch destination.case {
  case let .perfil(pantalla): return "perfil \(pantalla.titulo) \(pantalla.toques)"
  case let .ficha(pantalla): return "ficha \(pantalla.titulo) \(pantalla.toques)"
  case .cerrado: return "cerrado"
  case let .aviso(alerta): return "aviso \(alerta.title == TextState("Aviso"))"
  case let .ids(ids): return "ids \(ids)"
  case let .toast(toast): return "toast \(toast.mensaje)"
  case let .confirmacion(alerta): return "confirmacion \(alerta.title == TextState("¿Seguro?"))"
  case let .web(url): return "web \(url.absoluteString)"
  case .vacio: return "vacio"
  }
}

let biblioteca = Store(initialState: Biblioteca.State()) { Biblioteca() }
biblioteca.send(.abrir(.ficha(pantalla: Pantalla.State(titulo: "Ficha"))))
biblioteca.send(.destination(.presented(.ficha(pantalla: .tocado))))
report("declared together, labelled: \(bibliotecaCase(biblioteca))")
biblioteca.send(.abrir(.ids([3, 5])))
report("passed through unmarked: \(bibliotecaCase(biblioteca))")
biblioteca.send(.abrir(.confirmacion(estado: AlertState { TextState("¿Seguro?") })))
biblioteca.send(.destination(.presented(.confirmacion(.aceptar))))
report("labelled alert: \(bibliotecaCase(biblioteca)); parent saw \(biblioteca.avisos)")

// `Archivo.Destination`: the explicit `Action` carries the alert's actions, so from TCA 1.25.5
// on `store.case` gives the ignored alert a store; before, the alert itself. The overload the
// compiler picks says which (the test expects the one of the family).
let archivo = Store(initialState: Archivo.State()) { Archivo() }
archivo.send(.abrir(.alert(AlertState { TextState("¿Borrar?") })))
guard let archivoDestino = archivo.scope(state: \.destination, action: \.destination.presented) else {
  fail("no destination store while the alert is presented")
}
let alertaRecibida: String
switch archivoDestino.case {
case let .alert(alerta):
  alertaRecibida = borrarTres(desde: alerta, en: archivo)
case .ajustes:
  fail("ajustes while the alert is presented")
}
report("explicit Action (\(alertaRecibida)): parent saw \(archivo.borrados)")

// `Hoja`'s State is written by hand; the macro still writes its Action, body and scope.
let hoja = Store(initialState: Hoja.State.pantalla(Pantalla.State(titulo: "Hoja"))) { Hoja.body }
hoja.send(.pantalla(.tocado))
switch hoja.case {
case let .pantalla(pantalla): report("explicit State: pantalla \(pantalla.toques)")
}

// `Ventana` sits in `#if canImport(Foundation)` with its extensions, and asks `@Reducer` for
// `Equatable` State and Action through its arguments.
#if canImport(Foundation)
  let ventana = Store(initialState: Ventana.State.pantalla(Pantalla.State(titulo: "Ventana"))) { Ventana.body }
  ventana.send(.pantalla(.tocado))
  expect(Ventana.Action.pantalla(.tocado) == .pantalla(.tocado), "Ventana.Action is Equatable")
  switch ventana.case {
  case let .pantalla(pantalla): report("conditional enum: pantalla \(pantalla.toques)")
  case .cerrada: report("conditional enum: cerrada")
  }
  expect(Ventana.State.cerrada == .cerrada, "Ventana.State is Equatable")
#endif

// The GENERATED modifier follows the blocks: on Linux `#else` holds, so `otra` is a popover.
let vista = LectorView(store: store)
store.send(.abrir(.otra(Pantalla.State(titulo: "Otra"))))
expectEqual(presentations(of: vista), ["popover PantallaView"], "otra, the #else case")
presented(PantallaView.self, by: vista).dismiss()
expectEqual(caseName(store), "nil", "destination after the view dismissed otra")
store.send(.abrir(.nada))
expectEqual(presentations(of: vista), [], "nada, which has nothing to present")
#if DEBUG
  store.send(.abrir(.depuracion(Pantalla.State(titulo: "Depuración"))))
  expectEqual(presentations(of: vista), ["sheet PantallaView"], "depuracion, under #if DEBUG")
#endif
report("view: otra popover, nada nothing")

/// Confirms the alert through the store `store.case` gave it.
@MainActor
func borrarTres(
  desde tienda: Store<AlertState<Archivo.Destination.Alerta>, Archivo.Destination.Alerta>,
  en archivo: StoreOf<Archivo>
) -> String {
  tienda.send(.borrar(id: 3))
  return "store"
}

/// Confirms the alert `store.case` gave as a value, through its parent.
@MainActor
func borrarTres(desde alerta: AlertState<Archivo.Destination.Alerta>, en archivo: StoreOf<Archivo>) -> String {
  archivo.send(.destination(.presented(.alert(.borrar(id: 3)))))
  return "value"
}
