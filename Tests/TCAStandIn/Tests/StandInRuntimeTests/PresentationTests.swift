import ComposableArchitecture
import Testing

@MainActor
@Suite("PresentationState, PresentationAction and ifLet (Articulo, Inventario)")
struct PresentationTests {
  @Test func assigningPresentsAndDismissSetsNil() {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    store.send(.autorTocado)
    #expect(store.destination == .autor(Autor.State(nombre: "Ana")))

    store.send(.destination(.dismiss))
    #expect(store.destination == nil)
  }

  @Test func reassigningReplacesTheDestination() {
    let store = Store(initialState: Articulo.State(texto: "Hola")) { Articulo() }
    store.send(.autorTocado)
    store.send(.editarTocado)
    #expect(store.destination == .edicion(Edicion.State(texto: "Hola")))
  }

  @Test func childActionsReachThePresentedChild() {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    store.send(.autorTocado)
    store.send(.destination(.presented(.autor(.seguirTocado))))
    #expect(store.destination?.autor?.seguidores == 1)

    store.send(.editarTocado)
    store.send(.destination(.presented(.edicion(.textoCambiado("Nuevo")))))
    // Built by the case's default value `Edicion(modo: .completo)`.
    #expect(store.destination?.edicion == Edicion.State(texto: "Nuevo", modo: .completo))
  }

  @Test func alertButtonReachesTheParentAndDismissesTheAlert() throws {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    store.send(.borrarTocado)
    let alert = try #require(store.destination?.confirmarBorrado)
    #expect(alert.title == TextState("¿Seguro que quieres borrarlo?"))

    // What the alert's destructive button does when tapped.
    let borrar = try #require(alert.buttons.first { $0.role == .destructive })
    borrar.withAction { action in
      if let action { store.send(.destination(.presented(.confirmarBorrado(action)))) }
    }

    #expect(store.texto == "")
    #expect(store.destination == nil)
  }

  @Test func alertScopedStoreSendsThroughThePresentationLayer() {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    store.send(.borrarTocado)
    guard
      let alertStore = store.scope(
        state: \.destination?.confirmarBorrado, action: \.destination.presented.confirmarBorrado
      )
    else {
      Issue.record("no alert store")
      return
    }
    let typed: Store<AlertState<Articulo.Destination.Alerta>, Articulo.Destination.Alerta> =
      alertStore
    typed.send(.borrarConfirmado)
    #expect(store.texto == "")
    #expect(store.destination == nil)
    #expect(store.scope(state: \.destination?.autor, action: \.destination.presented.autor) == nil)
  }

  @Test func scopedStoreOutlivesItsDismissedState() {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    store.send(.autorTocado)
    guard let autor = store.scope(state: \.destination?.autor, action: \.destination.presented.autor) else {
      Issue.record("no autor store")
      return
    }
    autor.send(.seguirTocado)
    #expect(autor.seguidores == 1)
    store.send(.destination(.dismiss))

    // Like TCA's IfLetCore: the last state read stays, actions are dropped.
    let warnings = RuntimeWarningLog()
    warnings.record { autor.send(.seguirTocado) }
    #expect(autor.seguidores == 1)
    #expect(store.destination == nil)
    #expect(warnings.all.count == 1)
  }

  @Test func actionWithoutDestinationIsReported() {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    let warnings = RuntimeWarningLog()
    warnings.record {
      store.send(.destination(.presented(.autor(.seguirTocado))))
    }
    #expect(store.destination == nil)
    #expect(warnings.all.count == 1)
  }

  @Test func ifLetWithTrailingClosureRunsChildFirst() {
    let store = Store(initialState: Inventario.State(articulos: ["Lápiz"])) { Inventario() }
    store.send(.articuloPulsado(0))
    #expect(store.detalle == Detalle.State(articulo: "Lápiz"))

    store.send(.detalle(.presented(.guardarTocado)))
    #expect(store.articulos == ["Lápiz", "guardado: Lápiz"])

    store.send(.detalle(.dismiss))
    #expect(store.detalle == nil)
  }
}
