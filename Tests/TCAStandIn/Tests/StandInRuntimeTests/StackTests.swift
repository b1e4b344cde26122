import ComposableArchitecture
import Testing

@MainActor
@Suite("StackState, StackAction and forEach (Tienda)")
struct StackTests {
  private func tiendaConTresPantallas() -> StoreOf<Tienda> {
    let store = Store(initialState: Tienda.State()) { Tienda() }
    store.send(.productoElegido("Lápiz"))
    store.send(.productoElegido("Goma"))
    store.send(.productoElegido("Regla"))
    return store
  }

  @Test func pushesGetIDsFromZero() {
    let store = tiendaConTresPantallas()
    #expect(store.camino.ids == [0, 1, 2])
    #expect(store.camino.count == 3)
  }

  @Test func elementActionReachesOnlyThatScreenChildBeforeParent() {
    let store = tiendaConTresPantallas()
    store.send(.camino(.element(id: 1, action: .producto(.meGusta))))
    store.send(.camino(.element(id: 1, action: .producto(.meGusta))))

    let camino = store.camino
    #expect(camino[id: 0]?.producto?.likes == 0)
    #expect(camino[id: 1]?.producto?.likes == 2)
    #expect(camino[id: 2]?.producto?.likes == 0)
    // The parent saw 1 then 2: the screen's reducer had already run each time.
    #expect(store.likesVistos == [1, 2])
  }

  @Test func popFromLetsTheParentReadTheScreensBeforeRemoval() {
    let store = tiendaConTresPantallas()
    store.send(.camino(.popFrom(id: 1)))

    #expect(store.camino.ids == [0])
    #expect(
      store.abandonados == [.producto(Producto.State(nombre: "Goma"))]
    )
  }

  @Test func lateActionForPoppedIDMutatesNothingAndIsReported() {
    let store = tiendaConTresPantallas()
    store.send(.camino(.popFrom(id: 2)))
    let before = store.state

    let warnings = RuntimeWarningLog()
    warnings.record {
      store.send(.camino(.element(id: 2, action: .producto(.meGusta))))
    }

    #expect(store.state == before)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("missing element #2") == true)
  }

  @Test func idsAreNeverReused() {
    let store = tiendaConTresPantallas()
    store.send(.camino(.popFrom(id: 2)))
    store.send(.productoElegido("Compás"))
    #expect(store.camino.ids == [0, 1, 3])
  }

  @Test func pushActionInsertsUnderItsIDAndLaterIDsStayFresh() {
    let store = Store(initialState: Tienda.State()) { Tienda() }
    store.send(.camino(.push(id: 5, state: .perfil(Perfil.State(alias: "ana")))))
    store.send(.productoElegido("Lápiz"))
    #expect(store.camino.ids == [5, 6])

    store.send(.camino(.element(id: 5, action: .perfil(.seguir))))
    #expect(store.camino[id: 5]?.perfil?.siguiendo == true)
  }

  @Test func stackIsACollection() {
    var camino = StackState<Tienda.Camino.State>()
    camino.append(.resena(Resena.State()))
    camino.append(contentsOf: [.perfil(Perfil.State(alias: "a")), .perfil(Perfil.State(alias: "b"))])
    #expect(camino.ids == [0, 1, 2])
    #expect(camino.popLast() == .perfil(Perfil.State(alias: "b")))
    camino.removeLast()
    #expect(camino.ids == [0])
    camino.append(.resena(Resena.State(texto: "bien")))
    #expect(camino.ids == [0, 3])
    #expect(camino.last == .resena(Resena.State(texto: "bien")))
    camino[id: 3, case: \.resena]?.texto = "muy bien"
    #expect(camino[id: 3]?.resena?.texto == "muy bien")
    camino[id: 0] = nil
    #expect(camino.ids == [3])
  }
}
