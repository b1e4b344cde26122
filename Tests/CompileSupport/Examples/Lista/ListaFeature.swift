import ComposableArchitecture

// The parent of lesson 001 ("presentar es asignar, descartar es borrar"), with its optional
// child as the GENERATED one-case `Lista.Destination`, composed with `ifLet` without a closure.
struct Lista: Reducer {
  struct State: Equatable, ObservableState {
    var items: [Item]
    @PresentationState var destination: Destination.State?
    /// Items the user marked as favourite, as this reducer saw them.
    var favoritos: [Int] = []

    init(items: [Item]) {
      self.items = items
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case filaTocada(Int)
    case destination(PresentationAction<Destination.Action>)

    // What @CasePathable writes for the case `ifLet` and `scope` reach.
    struct AllCasePaths: Sendable {
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(
          embed: { .destination($0) },
          extract: { if case let .destination(action) = $0 { action } else { nil } }
        )
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .filaTocada(id):
        guard let item = state.items.first(where: { $0.id == id }) else { return .none }
        state.destination = .detalle(Detalle.State(item: item))
        return .none
      case .destination(.presented(.detalle(.favoritoTocado))):
        if let detalle = state.destination?.detalle, detalle.favorito {
          state.favoritos.append(detalle.item.id)
        }
        return .none
      case .destination(.dismiss):
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Lista.Action: CasePathable {}
