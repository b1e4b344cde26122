import ComposableArchitecture

// The features of the Recetario example that hold GENERATED enums, written without macros: the
// root with its stack of `Recetario.Camino` screens and its `Recetario.Destination`, and the
// recipe screen with its own `Receta.Destination`. Their links (`navigate(to:)`, `link`) are
// generated too; the scenario opens and prints them.

struct Recetario: Reducer {
  struct State: Equatable, ObservableState {
    var camino = StackState<Camino.State>()
    @PresentationState var destination: Destination.State?

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case camino(StackActionOf<Camino>)
    case destination(PresentationAction<Destination.Action>)

    // What @CasePathable writes for the cases `forEach` and `ifLet` reach.
    struct AllCasePaths: Sendable {
      var camino: AnyCasePath<Action, StackActionOf<Camino>> {
        AnyCasePath(
          embed: { .camino($0) },
          extract: { if case let .camino(action) = $0 { action } else { nil } }
        )
      }
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
    Reduce { _, _ in .none }
      .forEach(\.camino, action: \.camino)
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Recetario.Action: CasePathable {}

struct Receta: Reducer {
  struct State: Equatable, ObservableState {
    var id: Int
    @PresentationState var destination: Destination.State?

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)

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
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Receta.Action: CasePathable {}
