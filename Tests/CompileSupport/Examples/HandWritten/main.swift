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
