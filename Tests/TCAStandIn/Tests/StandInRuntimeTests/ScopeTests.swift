import ComposableArchitecture
import Testing

/// A parent whose state holds one Resena screen as a property.
private struct ConResena: Reducer {
  struct State: Equatable, ObservableState {
    var resena = Resena.State()

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: CasePathable {
    case resena(Resena.Action)

    struct AllCasePaths {
      var resena: AnyCasePath<Action, Resena.Action> {
        ._$embed(Action.resena) { guard case let .resena(v) = $0 else { return nil }; return v }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.resena, action: \.resena) {
      Resena()
    }
  }
}

@MainActor
@Suite("Scope")
struct ScopeTests {
  @Test func keyPathScopeRunsTheChildOnItsProperty() {
    let store = Store(initialState: ConResena.State()) { ConResena() }
    store.send(.resena(.escribir("Bien")))
    #expect(store.resena.texto == "Bien")
  }

  #if TCA_MAIN
  /// TCA main adds `Scope(_:action:_:)` beside `Scope(state:action:child:)`.
  @Test func unlabeledScopeRunsTheChildOnItsProperty() {
    let store = Store<ConResena.State, ConResena.Action>(initialState: ConResena.State()) {
      Scope(\.resena, action: \.resena) { Resena() }
    }
    store.send(.resena(.escribir("Bien")))
    #expect(store.resena.texto == "Bien")
  }
  #endif

  #if !TCA_1_25_0
  /// Before TCA 1.25.0 the @Reducer enum's body is a `Scope` per case, by case key path.
  @Test func caseKeyPathScopeRunsTheChildOnlyInItsCase() {
    let log = RuntimeWarningLog()
    let store = Store<Tienda.Camino.State, Tienda.Camino.Action>(
      initialState: .resena(Resena.State())
    ) {
      Scope(state: \.resena, action: \.resena) { Resena() }
    }
    log.record {
      store.send(.resena(.escribir("Excelente")))
    }
    #expect(store.state == .resena(Resena.State(texto: "Excelente")))
    #expect(log.all.isEmpty)

    let otherCase = Store<Tienda.Camino.State, Tienda.Camino.Action>(
      initialState: .perfil(Perfil.State(alias: "ana"))
    ) {
      Scope(state: \.resena, action: \.resena) { Resena() }
    }
    log.record {
      otherCase.send(.resena(.escribir("Tarde")))
    }
    #expect(otherCase.state == .perfil(Perfil.State(alias: "ana")))
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains(#"A "Scope" at"#) == true)
    #expect(
      log.all.first?.contains("received a child action when child state was set to a different case")
        == true)
  }
  #endif
}
