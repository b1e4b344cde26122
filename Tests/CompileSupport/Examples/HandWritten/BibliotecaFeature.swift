import ComposableArchitecture

// The parent of the generated `Biblioteca.Destination`: cases declared together, markers
// written by hand, labelled values.
struct Biblioteca: Reducer {
  struct State: ObservableState {
    @PresentationState var destination: Destination.State?
    var avisos: [String] = []

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
      case .destination(.presented(.confirmacion(.aceptar))):
        state.avisos.append("confirmacion")
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Biblioteca.Action: CasePathable {}
