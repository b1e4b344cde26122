import ComposableArchitecture

// The parent of lesson 000, holding the GENERATED `Tienda.Camino` in a stack and composing it
// with `forEach` without a closure. It records what it sees so the scenario can check that an
// element's reducer runs before the parent and that `popFrom` arrives before the removal.
struct Tienda: Reducer {
  struct State: Equatable, ObservableState {
    var camino = StackState<Camino.State>()
    /// The likes a product had when this reducer saw its `meGusta`.
    var likesVistos: [Int] = []
    /// The screens the user left, as this reducer read them on `popFrom`.
    var abandonados: [Camino.State] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case productoElegido(String)
    case resenaPedida
    case perfilPedido(String)
    case camino(StackActionOf<Camino>)

    // What @CasePathable writes for the cases `forEach` and `scope` reach.
    struct AllCasePaths: Sendable {
      var camino: AnyCasePath<Action, StackActionOf<Camino>> {
        AnyCasePath(
          embed: { .camino($0) },
          extract: { if case let .camino(action) = $0 { action } else { nil } }
        )
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .productoElegido(nombre):
        state.camino.append(.producto(Producto.State(nombre: nombre)))
        return .none
      case .resenaPedida:
        state.camino.append(.resena(Resena.State()))
        return .none
      case let .perfilPedido(alias):
        state.camino.append(.perfil(Perfil.State(alias: alias)))
        return .none
      case let .camino(.element(id: id, action: .producto(.meGusta))):
        if let likes = state.camino[id: id]?.producto?.likes {
          state.likesVistos.append(likes)
        }
        return .none
      case let .camino(.popFrom(id: id)):
        if let inicio = state.camino.ids.firstIndex(of: id) {
          state.abandonados += state.camino[inicio...]
        }
        return .none
      case .camino:
        return .none
      }
    }
    .forEach(\.camino, action: \.camino)
  }
}

extension Tienda.Action: CasePathable {}
