// What TCA 1.25.5's @Reducer macro expands NestedReducerEnums.swift into, written
// from the macro's rules: an enum written inside a @Reducer enum is neither a case
// nor an explicit State or Action, so the outer expansion is unchanged and the
// member attribute macro adds nothing to it (it does only for State and Action);
// the inner @Reducer expands the inner enum where it is written, and its
// extension names the qualified type, at file scope under the same `#if`.
import ComposableArchitecture

extension Biblioteca {
  #if os(iOS)
  enum Path {
    case ajustes(Ajustes.Body = Ajustes.body)
    case libro(Libro)

    enum Ajustes {
      case general(General)
      case cuenta(Cuenta.Body = Cuenta.body)

      enum Cuenta {
        case perfil(Perfil)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Cuenta
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

      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      enum State: ComposableArchitecture.CaseReducerState {
        typealias StateReducer = Ajustes
        case general(General.State)
        case cuenta(Cuenta.Body.State)
      }

      @CasePathable
      enum Action {
        case general(General.Action)
        case cuenta(Cuenta.Body.Action)
      }

      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      static var body: Reduce<Self.State, Self.Action> {
        ComposableArchitecture.Reduce(
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.general, action: \Self.Action.Cases.general) {
            General()
          }
          .ifCaseLet(\Self.State.Cases.cuenta, action: \Self.Action.Cases.cuenta) {
            Cuenta.body
          }
        )
      }

      @dynamicMemberLookup
      enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
        case general(ComposableArchitecture.StoreOf<General>)
        case cuenta(ComposableArchitecture.StoreOf<Cuenta.Body>)
        struct AllCasePaths {
          var general: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<General>> {
            CasePaths.AnyCasePath(
              embed: CaseScope.general,
              extract: { guard case let .general(v0) = $0 else { return nil }; return v0 }
            )
          }
          var cuenta: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Cuenta.Body>> {
            CasePaths.AnyCasePath(
              embed: CaseScope.cuenta,
              extract: { guard case let .cuenta(v0) = $0 else { return nil }; return v0 }
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
        case .general:
          return .general(store.scope(state: \.general, action: \.general)!)
        case .cuenta:
          return .cuenta(store.scope(state: \.cuenta, action: \.cuenta)!)
        }
      }
    }

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Path
      case ajustes(Ajustes.Body.State)
      case libro(Libro.State)
    }

    @CasePathable
    enum Action {
      case ajustes(Ajustes.Body.Action)
      case libro(Libro.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.ajustes, action: \Self.Action.Cases.ajustes) {
          Ajustes.body
        }
        .ifCaseLet(\Self.State.Cases.libro, action: \Self.Action.Cases.libro) {
          Libro()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case ajustes(ComposableArchitecture.StoreOf<Ajustes.Body>)
      case libro(ComposableArchitecture.StoreOf<Libro>)
      struct AllCasePaths {
        var ajustes: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Ajustes.Body>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.ajustes,
            extract: { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
          )
        }
        var libro: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Libro>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.libro,
            extract: { guard case let .libro(v0) = $0 else { return nil }; return v0 }
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
      case .ajustes:
        return .ajustes(store.scope(state: \.ajustes, action: \.ajustes)!)
      case .libro:
        return .libro(store.scope(state: \.libro, action: \.libro)!)
      }
    }
  }
  #endif
}

#if os(iOS)
extension Biblioteca.Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Biblioteca.Path.Ajustes: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Biblioteca.Path.Ajustes.State: Equatable {}
extension Biblioteca.Path.Ajustes.Cuenta: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
#endif
