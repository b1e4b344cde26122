// What TCA 1.25.5's @Reducer macro expands WrittenShapes.swift into, written
// by hand from the macro's rules: it adds its marker to a lone case whatever is
// written (so a written one it adds anyway comes twice) and none to a
// declaration of several cases; it keeps a value's label in `State` and
// `Action` but not in `CaseScope`; it passes an unmarked value of a type that
// is not a plain name through as written, with a `Never` action; it adds
// `@CasePathable` (and `@dynamicMemberLookup` to `State`) after the attributes
// of an explicit `Action` or `State` and writes no `Action` or `State` of its
// own next to them; `@Reducer(state:action:)` arguments go capitalized into the
// inheritance clauses of the `State` and `Action` it writes; an enum inside
// `#if` is expanded there, its extension with it.
import ComposableArchitecture
import Foundation

extension Correo {
  enum Destination {
    @ReducerCaseEphemeral
    @ReducerCaseEphemeral
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored
    @ReducerCaseIgnored
    case closed
    case compose(Compose), search(Search)
    case detail(feature: Detail)
    case web(URL?)

    @CasePathable
    enum Alert: Equatable {
      case confirm
      case cancel(reason: String)
    }

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState, Equatable {
      typealias StateReducer = Destination
      case alert(AlertState<Alert>)
      case closed
      case compose(Compose.State)
      case search(Search.State)
      case detail(feature: Detail.State)
      case web(URL?)
    }

    @CasePathable
    enum Action: Sendable {
      case alert(Alert)
      case closed(Swift.Never)
      case compose(Compose.Action)
      case search(Search.Action)
      case detail(feature: Detail.Action)
      case web(Swift.Never)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.compose, action: \Self.Action.Cases.compose) {
          Compose()
        }
        .ifCaseLet(\Self.State.Cases.search, action: \Self.Action.Cases.search) {
          Search()
        }
        .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
          Detail()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case alert(AlertState<Alert>)
      case closed
      case compose(ComposableArchitecture.StoreOf<Compose>)
      case search(ComposableArchitecture.StoreOf<Search>)
      case detail(ComposableArchitecture.StoreOf<Detail>)
      case web(URL?)
      struct AllCasePaths {
        var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.alert,
            extract: { guard case let .alert(v0) = $0 else { return nil }; return v0 }
          )
        }
        var closed: CasePaths.AnyCasePath<CaseScope, Void> {
          CasePaths.AnyCasePath(
            embed: { CaseScope.closed },
            extract: { guard case .closed = $0 else { return nil }; return () }
          )
        }
        var compose: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Compose>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.compose,
            extract: { guard case let .compose(v0) = $0 else { return nil }; return v0 }
          )
        }
        var search: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Search>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.search,
            extract: { guard case let .search(v0) = $0 else { return nil }; return v0 }
          )
        }
        var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.detail,
            extract: { guard case let .detail(v0) = $0 else { return nil }; return v0 }
          )
        }
        var web: CasePaths.AnyCasePath<CaseScope, URL?> {
          CasePaths.AnyCasePath(
            embed: CaseScope.web,
            extract: { guard case let .web(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case let .alert(v0):
        return .alert(v0)
      case .closed:
        return .closed
      case .compose:
        return .compose(store.scope(state: \.compose, action: \.compose)!)
      case .search:
        return .search(store.scope(state: \.search, action: \.search)!)
      case .detail:
        return .detail(store.scope(state: \.detail, action: \.detail)!)
      case let .web(v0):
        return .web(v0)
      }
    }
  }

  enum Migrated {
    @ReducerCaseIgnored
    @ReducerCaseEphemeral
    case alert(AlertState<Alert>)
    case settings(Settings)

    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case settings(Settings.Action)
    }

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Migrated
      case alert(AlertState<Alert>)
      case settings(Settings.State)
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
      struct AllCasePaths {
        var alert: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.Store<AlertState<Alert>, Alert>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.alert,
            extract: { guard case let .alert(v0) = $0 else { return nil }; return v0 }
          )
        }
        var settings: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Settings>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.settings,
            extract: { guard case let .settings(v0) = $0 else { return nil }; return v0 }
          )
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
      }
    }
  }

  enum Modal {
    case signIn(SignIn)

    @ObservableState
    @CasePathable
    @dynamicMemberLookup
    enum State: Equatable {
      case signIn(SignIn.State)
    }

    @CasePathable
    enum Action {
      case signIn(SignIn.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.signIn, action: \Self.Action.Cases.signIn) {
          SignIn()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case signIn(ComposableArchitecture.StoreOf<SignIn>)
      struct AllCasePaths {
        var signIn: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<SignIn>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.signIn,
            extract: { guard case let .signIn(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .signIn:
        return .signIn(store.scope(state: \.signIn, action: \.signIn)!)
      }
    }
  }
}

extension Correo.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Correo.Migrated: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Correo.Modal: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}

#if os(iOS)
extension Camara {
  enum Destination {
    case foto(Foto)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case foto(Foto.State)
    }

    @CasePathable
    enum Action {
      case foto(Foto.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.foto, action: \Self.Action.Cases.foto) {
          Foto()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case foto(ComposableArchitecture.StoreOf<Foto>)
      struct AllCasePaths {
        var foto: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Foto>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.foto,
            extract: { guard case let .foto(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .foto:
        return .foto(store.scope(state: \.foto, action: \.foto)!)
      }
    }
  }
}

extension Camara.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Camara.Destination.State: Equatable {}
#endif
