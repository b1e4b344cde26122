// What TCA 1.25.5's @Reducer macro expands MigrationAndConditions.swift into,
// written by hand from the macro's rules: the explicit `Action` stays where it
// was written and gets `@CasePathable`, no `Action` is generated, the ignored
// alert's `CaseScope` case is a `Store` of its state and explicit action (its
// case path without an access modifier); nothing is added to cases in `#if`,
// and a `#if` clause whose lines are all empty is left out.
import ComposableArchitecture

extension Editor {
  enum Destination {
    @ReducerCaseIgnored
    @ReducerCaseEphemeral
    case alert(AlertState<Alert>)
    case settings(Settings)

    @CasePathable
    enum Action {
      case alert(Alert)
      case settings(Settings.Action)
    }

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
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
}

extension Lista {
  enum Destination {
    case detalle(Detalle)
    #if DEBUG
    case depuracion(Depuracion)
    case valores(Int, String)
    #endif
    @ReducerCaseIgnored
    case reunion(syncUp: SyncUp)
    case ajustes(Ajustes)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case detalle(Detalle.State)
      #if DEBUG
      case depuracion(Depuracion.State)
      case valores(Int, String)
      #endif
      case reunion(syncUp: SyncUp)
      case ajustes(Ajustes.State)
    }

    @CasePathable
    enum Action {
      case detalle(Detalle.Action)
      #if DEBUG
      case depuracion(Depuracion.Action)
      case valores(Swift.Never)
      #endif
      case reunion(Swift.Never)
      case ajustes(Ajustes.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.detalle, action: \Self.Action.Cases.detalle) {
          Detalle()
        }
        #if DEBUG
        .ifCaseLet(\Self.State.Cases.depuracion, action: \Self.Action.Cases.depuracion) {
          Depuracion()
        }
        #endif
        .ifCaseLet(\Self.State.Cases.ajustes, action: \Self.Action.Cases.ajustes) {
          Ajustes()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case detalle(ComposableArchitecture.StoreOf<Detalle>)
      #if DEBUG
      case depuracion(ComposableArchitecture.StoreOf<Depuracion>)
      case valores(Int, String)
      #endif
      case reunion(syncUp: SyncUp)
      case ajustes(ComposableArchitecture.StoreOf<Ajustes>)
      struct AllCasePaths {
        var detalle: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detalle>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.detalle,
            extract: { guard case let .detalle(v0) = $0 else { return nil }; return v0 }
          )
        }
        #if DEBUG
        var depuracion: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Depuracion>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.depuracion,
            extract: { guard case let .depuracion(v0) = $0 else { return nil }; return v0 }
          )
        }
        #endif
        var reunion: CasePaths.AnyCasePath<CaseScope, SyncUp> {
          CasePaths.AnyCasePath(
            embed: CaseScope.reunion,
            extract: { guard case let .reunion(v0) = $0 else { return nil }; return v0 }
          )
        }
        var ajustes: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Ajustes>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.ajustes,
            extract: { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .detalle:
        return .detalle(store.scope(state: \.detalle, action: \.detalle)!)
      #if DEBUG
      case .depuracion:
        return .depuracion(store.scope(state: \.depuracion, action: \.depuracion)!)
      case let .valores(v0, v1):
        return .valores(v0, v1)
      #endif
      case let .reunion(v0):
        return .reunion(syncUp: v0)
      case .ajustes:
        return .ajustes(store.scope(state: \.ajustes, action: \.ajustes)!)
      }
    }
  }
}

extension Editor.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Lista.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
