import ComposableArchitecture

// The parent of lesson 000: a stack of Camino screens, `forEach` without a trailing closure.
// It records what it sees so tests can check the order child-then-parent and popFrom.
struct Tienda: Reducer {
  struct State: Equatable, ObservableState {
    var camino = StackState<Camino.State>()
    /// The likes a product had when this reducer saw its `meGusta` (after the child ran).
    var likesVistos: [Int] = []
    /// Screens the user left, read by this reducer before they were removed.
    var abandonados: [Camino.State] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case productoElegido(String)
    case camino(StackActionOf<Camino>)

    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.productoElegido) {
          return \.productoElegido
        }
        if root.is(\.camino) {
          return \.camino
        }
        return \.never
      }
      public var productoElegido: CasePaths.AnyCasePath<Action, String> {
        ._$embed(Action.productoElegido) {
          guard case let .productoElegido(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public var camino: CasePaths.AnyCasePath<Action, StackActionOf<Camino>> {
        ._$embed(Action.camino) {
          guard case let .camino(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.productoElegido)
        allCasePaths.append(\.camino)
        return allCasePaths.makeIterator()
      }
    }

    public static var allCasePaths: AllCasePaths {
      AllCasePaths()
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .productoElegido(nombre):
        state.camino.append(.producto(Producto.State(nombre: nombre)))
        return .none
      case let .camino(.element(id: id, action: .producto(.meGusta))):
        if let likes = state.camino[id: id]?.producto?.likes {
          state.likesVistos.append(likes)
        }
        return .none
      case let .camino(.popFrom(id: id)):
        if let pantalla = state.camino[id: id] {
          state.abandonados.append(pantalla)
        }
        return .none
      case .camino:
        return .none
      }
    }
    .forEach(\.camino, action: \.camino)
  }
}

extension Tienda.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
}
