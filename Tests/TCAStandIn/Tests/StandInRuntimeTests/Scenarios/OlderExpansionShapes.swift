#if !TCA_1_25_0
import ComposableArchitecture

// Compile-only: shapes of the @Reducer enum expansion of TCA 1.12.0–1.24.1, written out by
// hand from ReducerMacroTests at 1.12.0 and 1.24.0 (testEnum_Empty, testEnum_OneAlertCase,
// testEnum_IfConfig): an empty body is an EmptyReducer, one child case is a lone Scope, a case
// under `#if` erases the body to `Reduce(CombineReducers { ... })`; CaseScope is a plain enum.
// Used by a parent with `ifLet` and `forEach` without closures.

struct Ajustes: Reducer {
  struct State: Equatable {}
  enum Action { case tap }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

// testEnum_Empty
enum Nada {
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = Nada
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> { \.never }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
        let allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
    public var _$id: ComposableArchitecture.ObservableStateID {
      switch self {
      }
    }
    public mutating func _$willModify() {
      switch self {
      }
    }
  }
  enum Action {
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> { \.never }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        let allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
    ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
  }
  enum CaseScope {
  }
  #if TCA_1_14_0
  @preconcurrency @MainActor
  #endif
  static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    }
  }
}
extension Nada.State: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Nada.State: ComposableArchitecture.ObservableState, Observation.Observable {}
extension Nada.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Nada: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}

// One child case, one alert, and a child case under `#if DEBUG` (testEnum_IfConfig).
enum Condicional {
  case ajustes(Ajustes)
  case alerta(AlertState<Alerta>)
  #if DEBUG
  case depuracion(Ajustes)
  #endif
  enum Alerta {
    case ok
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Alerta) -> CasePaths.PartialCaseKeyPath<Alerta> {
        if root.is(\.ok) { return \.ok }
        return \.never
      }
      public var ok: CasePaths.AnyCasePath<Alerta, Void> {
        ._$embed({ Alerta.ok }) { guard case .ok = $0 else { return nil }; return () }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Alerta>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Alerta>] = []
        allCasePaths.append(\.ok)
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @dynamicMemberLookup
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = Condicional
    case ajustes(Ajustes.State)
    case alerta(AlertState<Alerta>)
    #if DEBUG
    case depuracion(Ajustes.State)
    #endif
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
        if root.is(\.ajustes) { return \.ajustes }
        if root.is(\.alerta) { return \.alerta }
        #if DEBUG
        if root.is(\.depuracion) { return \.depuracion }
        #endif
        return \.never
      }
      public var ajustes: CasePaths.AnyCasePath<State, Ajustes.State> {
        ._$embed(State.ajustes) { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
      }
      public var alerta: CasePaths.AnyCasePath<State, AlertState<Alerta>> {
        ._$embed(State.alerta) { guard case let .alerta(v0) = $0 else { return nil }; return v0 }
      }
      #if DEBUG
      public var depuracion: CasePaths.AnyCasePath<State, Ajustes.State> {
        ._$embed(State.depuracion) { guard case let .depuracion(v0) = $0 else { return nil }; return v0 }
      }
      #endif
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
        allCasePaths.append(\.ajustes)
        allCasePaths.append(\.alerta)
        #if DEBUG
        allCasePaths.append(\.depuracion)
        #endif
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
    public var _$id: ComposableArchitecture.ObservableStateID {
      switch self {
      case let .ajustes(state): return ._$id(for: state)._$tag(0)
      case let .alerta(state): return ._$id(for: state)._$tag(1)
      #if DEBUG
      case let .depuracion(state): return ._$id(for: state)._$tag(2)
      #endif
      }
    }
    public mutating func _$willModify() {
      switch self {
      case var .ajustes(state): ComposableArchitecture._$willModify(&state); self = .ajustes(state)
      case var .alerta(state): ComposableArchitecture._$willModify(&state); self = .alerta(state)
      #if DEBUG
      case var .depuracion(state): ComposableArchitecture._$willModify(&state); self = .depuracion(state)
      #endif
      }
    }
  }
  enum Action {
    case ajustes(Ajustes.Action)
    case alerta(Alerta)
    #if DEBUG
    case depuracion(Ajustes.Action)
    #endif
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.ajustes) { return \.ajustes }
        if root.is(\.alerta) { return \.alerta }
        #if DEBUG
        if root.is(\.depuracion) { return \.depuracion }
        #endif
        return \.never
      }
      public var ajustes: CasePaths.AnyCasePath<Action, Ajustes.Action> {
        ._$embed(Action.ajustes) { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
      }
      public var alerta: CasePaths.AnyCasePath<Action, Alerta> {
        ._$embed(Action.alerta) { guard case let .alerta(v0) = $0 else { return nil }; return v0 }
      }
      #if DEBUG
      public var depuracion: CasePaths.AnyCasePath<Action, Ajustes.Action> {
        ._$embed(Action.depuracion) { guard case let .depuracion(v0) = $0 else { return nil }; return v0 }
      }
      #endif
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.ajustes)
        allCasePaths.append(\.alerta)
        #if DEBUG
        allCasePaths.append(\.depuracion)
        #endif
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  static var body: Reduce<Self.State, Self.Action> {
    ComposableArchitecture.Reduce(
      ComposableArchitecture.CombineReducers {
        ComposableArchitecture.Scope(state: \Self.State.Cases.ajustes, action: \Self.Action.Cases.ajustes) {
          Ajustes()
        }
        #if DEBUG
        ComposableArchitecture.Scope(state: \Self.State.Cases.depuracion, action: \Self.Action.Cases.depuracion) {
          Ajustes()
        }

        #endif

      }
    )
  }
  enum CaseScope {
    case ajustes(ComposableArchitecture.StoreOf<Ajustes>)
    case alerta(AlertState<Alerta>)
    #if DEBUG
    case depuracion(ComposableArchitecture.StoreOf<Ajustes>)
    #endif

  }
  #if TCA_1_14_0
  @preconcurrency @MainActor
  #endif
  static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    case .ajustes:
      return .ajustes(store.scope(state: \.ajustes, action: \.ajustes)!)
    case let .alerta(v0):
      return .alerta(v0)
    #if DEBUG
    case .depuracion:
      return .depuracion(store.scope(state: \.depuracion, action: \.depuracion)!)
    #endif

    }
  }
}
extension Condicional.Alerta: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Condicional.State: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Condicional.State: ComposableArchitecture.ObservableState, Observation.Observable {}
extension Condicional.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Condicional: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Condicional.State: Equatable {}

// One child case: the body's type is that case's Scope.
enum Unico {
  case ajustes(Ajustes)
  @dynamicMemberLookup
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = Unico
    case ajustes(Ajustes.State)
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
        if root.is(\.ajustes) { return \.ajustes }
        return \.never
      }
      public var ajustes: CasePaths.AnyCasePath<State, Ajustes.State> {
        ._$embed(State.ajustes) { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
        allCasePaths.append(\.ajustes)
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
    public var _$id: ComposableArchitecture.ObservableStateID {
      switch self {
      case let .ajustes(state): return ._$id(for: state)._$tag(0)
      }
    }
    public mutating func _$willModify() {
      switch self {
      case var .ajustes(state): ComposableArchitecture._$willModify(&state); self = .ajustes(state)
      }
    }
  }
  enum Action {
    case ajustes(Ajustes.Action)
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.ajustes) { return \.ajustes }
        return \.never
      }
      public var ajustes: CasePaths.AnyCasePath<Action, Ajustes.Action> {
        ._$embed(Action.ajustes) { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.ajustes)
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  static var body: ComposableArchitecture.Scope<Self.State, Self.Action, Ajustes> {
    ComposableArchitecture.Scope(state: \Self.State.Cases.ajustes, action: \Self.Action.Cases.ajustes) {
      Ajustes()
    }
  }
  enum CaseScope {
    case ajustes(ComposableArchitecture.StoreOf<Ajustes>)
  }
  #if TCA_1_14_0
  @preconcurrency @MainActor
  #endif
  static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    case .ajustes:
      return .ajustes(store.scope(state: \.ajustes, action: \.ajustes)!)
    }
  }
}
extension Unico.State: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Unico.State: ComposableArchitecture.ObservableState, Observation.Observable {}
extension Unico.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Unico: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Unico.State: Equatable {}

struct PadreAntiguo: Reducer {
  struct State {
    @PresentationState var condicional: Condicional.State?
    var unicos = StackState<Unico.State>()
    var nadas = StackState<Nada.State>()
  }
  enum Action: CasePathable {
    case condicional(PresentationAction<Condicional.Action>)
    case unicos(StackActionOf<Unico>)
    case nadas(StackActionOf<Nada>)
    struct AllCasePaths {
      var condicional: AnyCasePath<Action, PresentationAction<Condicional.Action>> {
        ._$embed(Action.condicional) { guard case let .condicional(v) = $0 else { return nil }; return v }
      }
      var unicos: AnyCasePath<Action, StackActionOf<Unico>> {
        ._$embed(Action.unicos) { guard case let .unicos(v) = $0 else { return nil }; return v }
      }
      var nadas: AnyCasePath<Action, StackActionOf<Nada>> {
        ._$embed(Action.nadas) { guard case let .nadas(v) = $0 else { return nil }; return v }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$condicional, action: \.condicional)
      .forEach(\.unicos, action: \.unicos)
      .forEach(\.nadas, action: \.nadas)
  }
}
#endif
