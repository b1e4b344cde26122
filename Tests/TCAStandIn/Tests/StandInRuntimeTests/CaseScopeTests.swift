import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite("Store.case and the generated CaseScope")
struct CaseScopeTests {
  @Test func destinationCaseGivesAStoreOfTheChildType() {
    let store = Store(initialState: Articulo.State()) { Articulo() }
    store.send(.autorTocado)
    // As with TCA, the optional-state overload is picked where an optional is expected.
    guard let destination = store.scope(state: \.destination, action: \.destination.presented)
    else {
      Issue.record("no destination store")
      return
    }

    guard case let .autor(autorStore) = destination.case else {
      Issue.record("expected .autor, got \(destination.case)")
      return
    }
    let typed: StoreOf<Autor> = autorStore
    typed.send(.seguirTocado)
    #expect(typed.seguidores == 1)
    #expect(store.destination?.autor?.seguidores == 1)
  }

  @Test func ephemeralAndIgnoredCasesCarryTheirValues() throws {
    let alert = Store(initialState: Articulo.Destination.State.confirmarBorrado(
      AlertState { TextState("¿Borrar?") }
    )) { Articulo.Destination.body }
    guard case let .confirmarBorrado(alertState) = alert.case else {
      Issue.record("expected .confirmarBorrado, got \(alert.case)")
      return
    }
    #expect(alertState.title == TextState("¿Borrar?"))

    let web = Store(initialState: .web(URL(string: "https://example.com")!)) {
      Articulo.Destination.body
    }
    guard case let .web(url) = web.case else {
      Issue.record("expected .web, got \(web.case)")
      return
    }
    #expect(url.host == "example.com")

    let cerrado = Store(initialState: Articulo.Destination.State.cerrado) {
      Articulo.Destination.body
    }
    guard case .cerrado = cerrado.case else {
      Issue.record("expected .cerrado, got \(cerrado.case)")
      return
    }
  }

  #if TCA_1_25_0
  /// From TCA 1.25.0 the expansion's CaseScope is CasePathable and `@dynamicMemberLookup`.
  @Test func caseScopeReadsCasesByName() {
    let alert = Store(initialState: Articulo.Destination.State.confirmarBorrado(
      AlertState { TextState("¿Borrar?") }
    )) { Articulo.Destination.body }
    #expect(alert.case.confirmarBorrado?.title == TextState("¿Borrar?"))
    #expect(alert.case.autor == nil)
    #expect(alert.case.is(\.confirmarBorrado))
  }
  #endif

  @Test func pathElementCaseGivesTheScreensStore() {
    let store = Store(initialState: Tienda.Camino.State.resena(Resena.State())) {
      Tienda.Camino.body
    }
    switch store.case {
    case let .resena(resenaStore):
      resenaStore.send(.escribir("Excelente"))
      #expect(store.state == .resena(Resena.State(texto: "Excelente")))
    case .producto, .perfil:
      Issue.record("expected .resena")
    }
  }
}
