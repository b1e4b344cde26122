import ComposableArchitecture

// Parents of the generated Showcase enums, written without macros: `@PresentationState` and
// `ifLet` without a closure for destinations, `StackState` and `forEach` without a closure for
// stacks. `presentar` / `apilar` let the scenario assign any state. Each parent writes down
// the presented actions that reach it.

struct Articulo: Reducer {
  // Not Equatable: the schema asks no conformance of `Articulo.Path.State`.
  struct State: ObservableState {
    @PresentationState var destination: Destination.State?
    var path = StackState<Path.State>()
    var visto: [String] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case presentar(Destination.State)
    case apilar(Path.State)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)

    struct AllCasePaths: Sendable {
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(
          embed: { .destination($0) },
          extract: { if case let .destination(action) = $0 { action } else { nil } }
        )
      }
      var path: AnyCasePath<Action, StackActionOf<Path>> {
        AnyCasePath(
          embed: { .path($0) },
          extract: { if case let .path(action) = $0 { action } else { nil } }
        )
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .presentar(destination):
        state.destination = destination
      case let .apilar(pantalla):
        state.path.append(pantalla)
      case let .destination(.presented(.confirmarBorrado(accion))):
        state.visto.append("confirmarBorrado.\(accion)")
      case let .destination(.presented(.compartir(accion))):
        state.visto.append("compartir.\(accion)")
      case let .destination(.presented(.toast(accion))):
        state.visto.append("toast.\(accion)")
      case .destination, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Articulo.Action: CasePathable {}

extension App {
  struct Settings: Reducer {
    struct State: Equatable, ObservableState {
      @PresentationState var sheet: Sheet.State?

      var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
      var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
      mutating func _$willModify() { _$observationRegistrar._$willModify() }
    }

    enum Action {
      case presentar(Sheet.State)
      case sheet(PresentationAction<Sheet.Action>)

      struct AllCasePaths: Sendable {
        var sheet: AnyCasePath<Action, PresentationAction<Sheet.Action>> {
          AnyCasePath(
            embed: { .sheet($0) },
            extract: { if case let .sheet(action) = $0 { action } else { nil } }
          )
        }
      }

      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .presentar(sheet) = action { state.sheet = sheet }
        return .none
      }
      .ifLet(\.$sheet, action: \.sheet)
    }
  }
}

extension App.Settings.Action: CasePathable {}

struct Contacts: Reducer {
  struct State: ObservableState {
    @PresentationState var destination: Destination.State?
    var borrados = 0

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case presentar(Destination.State)
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
    Reduce { state, action in
      switch action {
      case let .presentar(destination):
        state.destination = destination
      case .destination(.presented(.alert(.confirmarBorrado))):
        state.borrados += 1
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Contacts.Action: CasePathable {}

/// Hosts `Articles.DetailColumn`, `Migrated` and a stack of `Path.Settings`.
struct Biblioteca: Reducer {
  struct State: ObservableState {
    @PresentationState var columna: Articles.DetailColumn.State?
    @PresentationState var migrado: Migrated.State?
    var ajustes = StackState<Path.Settings.State>()
    var visto: [String] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case mostrarColumna(Articles.DetailColumn.State)
    case mostrarMigrado(Migrated.State)
    case apilarAjustes(Path.Settings.State)
    case columna(PresentationAction<Articles.DetailColumn.Action>)
    case migrado(PresentationAction<Migrated.Action>)
    case ajustes(StackActionOf<Path.Settings>)

    struct AllCasePaths: Sendable {
      var columna: AnyCasePath<Action, PresentationAction<Articles.DetailColumn.Action>> {
        AnyCasePath(
          embed: { .columna($0) },
          extract: { if case let .columna(action) = $0 { action } else { nil } }
        )
      }
      var migrado: AnyCasePath<Action, PresentationAction<Migrated.Action>> {
        AnyCasePath(
          embed: { .migrado($0) },
          extract: { if case let .migrado(action) = $0 { action } else { nil } }
        )
      }
      var ajustes: AnyCasePath<Action, StackActionOf<Path.Settings>> {
        AnyCasePath(
          embed: { .ajustes($0) },
          extract: { if case let .ajustes(action) = $0 { action } else { nil } }
        )
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .mostrarColumna(columna):
        state.columna = columna
      case let .mostrarMigrado(migrado):
        state.migrado = migrado
      case let .apilarAjustes(ajustes):
        state.ajustes.append(ajustes)
      case let .migrado(.presented(.alert(accion))):
        state.visto.append("migrado.alert.\(accion)")
      case .columna, .migrado, .ajustes:
        break
      }
      return .none
    }
    .ifLet(\.$columna, action: \.columna)
    .ifLet(\.$migrado, action: \.migrado)
    .forEach(\.ajustes, action: \.ajustes)
  }
}

extension Biblioteca.Action: CasePathable {}

// `store.case` over the enums no parent above holds: a store of the right type per case.

@MainActor
func casos(_ store: StoreOf<Present>) -> String {
  switch store.case {
  case let .counter(counter):
    let hijo: StoreOf<Counter> = counter
    return "counter \(hijo.cuenta)"
  }
}

@available(macOS 14, iOS 17, *)
@MainActor
func casos(_ store: StoreOf<PopupState>) -> String {
  switch store.case {
  case let .counter(counter):
    let hijo: StoreOf<Counter> = counter
    return "counter \(hijo.cuenta)"
  }
}

@MainActor
func casos(_ store: StoreOf<AppRoute>) -> String {
  switch store.case {}
}
