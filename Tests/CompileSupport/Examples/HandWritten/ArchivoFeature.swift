import ComposableArchitecture

// The parent of the generated `Archivo.Destination`, whose explicit `Action` (written in the
// schema) gives its ignored alert a store.
struct Archivo: Reducer {
  struct State: ObservableState {
    @PresentationState var destination: Destination.State?
    var borrados: [Int] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case abrir(Destination.State)
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
      case let .abrir(destination):
        state.destination = destination
        return .none
      case let .destination(.presented(.alert(.borrar(id)))):
        state.borrados.append(id)
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Archivo.Action: CasePathable {}
