// What TCA 1.25.5's @Reducer macro expands OwnConformances.swift into, written
// from the macro's rules: the enum keeps the inheritance clause as written; its
// ExtensionMacro adds `extension E: CaseReducer, Reducer {}` unless that clause
// names `Reducer` or `ComposableArchitecture.Reducer`, when it adds nothing.
import ComposableArchitecture

extension Ajustes {
  enum Destination: Sendable {
    case perfil(Perfil)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case perfil(Perfil.State)
    }

    @CasePathable
    enum Action {
      case perfil(Perfil.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.perfil, action: \Self.Action.Cases.perfil) {
          Perfil()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case perfil(ComposableArchitecture.StoreOf<Perfil>)
      struct AllCasePaths {
        var perfil: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Perfil>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.perfil,
            extract: { guard case let .perfil(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .perfil:
        return .perfil(store.scope(state: \.perfil, action: \.perfil)!)
      }
    }
  }

  enum Path: CaseReducer, ComposableArchitecture.Reducer {
    case detalle(Detalle)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Path
      case detalle(Detalle.State)
    }

    @CasePathable
    enum Action {
      case detalle(Detalle.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.detalle, action: \Self.Action.Cases.detalle) {
          Detalle()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case detalle(ComposableArchitecture.StoreOf<Detalle>)
      struct AllCasePaths {
        var detalle: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detalle>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.detalle,
            extract: { guard case let .detalle(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .detalle:
        return .detalle(store.scope(state: \.detalle, action: \.detalle)!)
      }
    }
  }
}

extension Ajustes.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}

enum Hoja: Reducer {
  @CasePathable
  @dynamicMemberLookup
  @ObservableState
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = Hoja
  }

  @CasePathable
  enum Action {}

  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
    ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
  }

  @dynamicMemberLookup
  enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
    struct AllCasePaths {}
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
