#if TCA_1_25_0
import ComposableArchitecture

// Compile-only: more shapes of TCA 1.25.5's @Reducer enum expansion, written out by hand
// (ReducerMacroTests: testEnum_Empty, testEnum_CaseIgnoredExplicitActions, testEnum_Attributes,
// testEnum_OneAlertCase), used by a parent with `ifLet` and `forEach` without closures.

struct Meeting: Equatable {}
struct SyncUp: Equatable {}
struct Settings: Reducer {
  struct State: Equatable {}
  enum Action { case tap }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

// testEnum_Empty
enum Vacio {
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = Vacio
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
        \.never
      }
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
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        \.never
      }
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
  @dynamicMemberLookup
  enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
    struct AllCasePaths {
    }
    static var allCasePaths: AllCasePaths {
      AllCasePaths()
    }
  }
  @preconcurrency @MainActor
  static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    }
  }
}
extension Vacio.State: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Vacio.State: ComposableArchitecture.ObservableState, Observation.Observable {}
extension Vacio.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Vacio: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}

// testEnum_CaseIgnoredExplicitActions + multi payload + AlertState<Never>
enum Mixto {
  case alert(AlertState<Alert>)
  case settings(Settings)
  case meeting(Meeting, syncUp: SyncUp)
  case aviso(AlertState<Never>)
  enum Alert { case ok
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Alert) -> CasePaths.PartialCaseKeyPath<Alert> {
        if root.is(\.ok) { return \.ok }
        return \.never
      }
      public var ok: CasePaths.AnyCasePath<Alert, Void> {
        ._$embed({ Alert.ok }) { guard case .ok = $0 else { return nil }; return () }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Alert>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Alert>] = []
        allCasePaths.append(\.ok)
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  enum Action {
    case alert(Alert)
    case settings(Settings.Action)
    case meeting(Swift.Never)
    case aviso(Never)
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.alert) { return \.alert }
        if root.is(\.settings) { return \.settings }
        if root.is(\.meeting) { return \.meeting }
        if root.is(\.aviso) { return \.aviso }
        return \.never
      }
      public var alert: CasePaths.AnyCasePath<Action, Alert> {
        ._$embed(Action.alert) { guard case let .alert(v0) = $0 else { return nil }; return v0 }
      }
      public var settings: CasePaths.AnyCasePath<Action, Settings.Action> {
        ._$embed(Action.settings) { guard case let .settings(v0) = $0 else { return nil }; return v0 }
      }
      public var meeting: CasePaths.AnyCasePath<Action, Swift.Never> {
        ._$embed(Action.meeting) { guard case let .meeting(v0) = $0 else { return nil }; return v0 }
      }
      public var aviso: CasePaths.AnyCasePath<Action, Never> {
        ._$embed(Action.aviso) { guard case let .aviso(v0) = $0 else { return nil }; return v0 }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.alert)
        allCasePaths.append(\.settings)
        allCasePaths.append(\.meeting)
        allCasePaths.append(\.aviso)
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @dynamicMemberLookup
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = Mixto
    case alert(AlertState<Alert>)
    case settings(Settings.State)
    case meeting(Meeting, syncUp: SyncUp)
    case aviso(AlertState<Never>)
    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
        if root.is(\.alert) { return \.alert }
        if root.is(\.settings) { return \.settings }
        if root.is(\.meeting) { return \.meeting }
        if root.is(\.aviso) { return \.aviso }
        return \.never
      }
      public var alert: CasePaths.AnyCasePath<State, AlertState<Alert>> {
        ._$embed(State.alert) { guard case let .alert(v0) = $0 else { return nil }; return v0 }
      }
      public var settings: CasePaths.AnyCasePath<State, Settings.State> {
        ._$embed(State.settings) { guard case let .settings(v0) = $0 else { return nil }; return v0 }
      }
      public var meeting: CasePaths.AnyCasePath<State, (Meeting, syncUp: SyncUp)> {
        ._$embed(State.meeting) { guard case let .meeting(v0, v1) = $0 else { return nil }; return (v0, v1) }
      }
      public var aviso: CasePaths.AnyCasePath<State, AlertState<Never>> {
        ._$embed(State.aviso) { guard case let .aviso(v0) = $0 else { return nil }; return v0 }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
        allCasePaths.append(\.alert)
        allCasePaths.append(\.settings)
        allCasePaths.append(\.meeting)
        allCasePaths.append(\.aviso)
        return allCasePaths.makeIterator()
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
    public var _$id: ComposableArchitecture.ObservableStateID {
      switch self {
      case let .alert(state): return ._$id(for: state)._$tag(0)
      case let .settings(state): return ._$id(for: state)._$tag(1)
      case .meeting: return ObservableStateID()._$tag(2)
      case let .aviso(state): return ._$id(for: state)._$tag(3)
      }
    }
    public mutating func _$willModify() {
      switch self {
      case var .alert(state): ComposableArchitecture._$willModify(&state); self = .alert(state)
      case var .settings(state): ComposableArchitecture._$willModify(&state); self = .settings(state)
      case .meeting: break
      case var .aviso(state): ComposableArchitecture._$willModify(&state); self = .aviso(state)
      }
    }
  }
  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  static var body: Reduce<Self.State, Self.Action> {
    ComposableArchitecture.Reduce(
      ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
      .ifCaseLet(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
        Settings()
      }
    )
  }
  @dynamicMemberLookup
  enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
    case alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)
    case settings(ComposableArchitecture.StoreOf<Settings>)
    case meeting(Meeting, syncUp: SyncUp)
    case aviso(AlertState<Never>)
    struct AllCasePaths {
      var alert: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.Store<AlertState<Alert>, Alert>> {
        CasePaths.AnyCasePath(embed: CaseScope.alert, extract: { guard case let .alert(v0) = $0 else { return nil }; return v0 })
      }
      var settings: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Settings>> {
        CasePaths.AnyCasePath(embed: CaseScope.settings, extract: { guard case let .settings(v0) = $0 else { return nil }; return v0 })
      }

      var aviso: CasePaths.AnyCasePath<CaseScope, AlertState<Never>> {
        CasePaths.AnyCasePath(embed: CaseScope.aviso, extract: { guard case let .aviso(v0) = $0 else { return nil }; return v0 })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  @preconcurrency @MainActor
  static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    case .alert:
      return .alert(store.scope(state: \.alert, action: \.alert)!)
    case .settings:
      return .settings(store.scope(state: \.settings, action: \.settings)!)
    case let .meeting(v0, v1):
      return .meeting(v0, syncUp: v1)
    case let .aviso(v0):
      return .aviso(v0)
    }
  }
}
extension Mixto.Alert: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Mixto.State: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Mixto.State: ComposableArchitecture.ObservableState, Observation.Observable {}
extension Mixto.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
extension Mixto: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Mixto.State: Equatable {}

struct Padre: Reducer {
  struct State {
    @PresentationState var mixto: Mixto.State?
    var vacio = StackState<Vacio.State>()
  }
  enum Action: CasePathable {
    case mixto(PresentationAction<Mixto.Action>)
    case vacio(StackActionOf<Vacio>)
    struct AllCasePaths {
      var mixto: AnyCasePath<Action, PresentationAction<Mixto.Action>> { ._$embed(Action.mixto) { guard case let .mixto(v) = $0 else { return nil }; return v } }
      var vacio: AnyCasePath<Action, StackActionOf<Vacio>> { ._$embed(Action.vacio) { guard case let .vacio(v) = $0 else { return nil }; return v } }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$mixto, action: \.mixto)
      .forEach(\.vacio, action: \.vacio)
  }
}
#endif
