import ComposableArchitecture

// `@Reducer enum Camino { case producto(Producto); case resena(Resena); case perfil(Perfil) }`
// of lesson 000, written out as TCA's @Reducer macro expands it (ReducerMacroTests: testEnum),
// with @CasePathable and @ObservableState expanded too. `body`, `CaseScope` and `scope(_:)`
// follow the release the stand-in presents (TCA_* conditions, see Package.swift).

extension Tienda {
  enum Camino {
    case producto(Producto)
    case resena(Resena)
    case perfil(Perfil)

    @dynamicMemberLookup
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Camino
      case producto(Producto.State)
      case resena(Resena.State)
      case perfil(Perfil.State)

      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
          if root.is(\.producto) {
            return \.producto
          }
          if root.is(\.resena) {
            return \.resena
          }
          if root.is(\.perfil) {
            return \.perfil
          }
          return \.never
        }
        public var producto: CasePaths.AnyCasePath<State, Producto.State> {
          ._$embed(State.producto) {
            guard case let .producto(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var resena: CasePaths.AnyCasePath<State, Resena.State> {
          ._$embed(State.resena) {
            guard case let .resena(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var perfil: CasePaths.AnyCasePath<State, Perfil.State> {
          ._$embed(State.perfil) {
            guard case let .perfil(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
          var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
          allCasePaths.append(\.producto)
          allCasePaths.append(\.resena)
          allCasePaths.append(\.perfil)
          return allCasePaths.makeIterator()
        }
      }

      public static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }

      public var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
        case let .producto(state):
          return ._$id(for: state)._$tag(0)
        case let .resena(state):
          return ._$id(for: state)._$tag(1)
        case let .perfil(state):
          return ._$id(for: state)._$tag(2)
        }
      }

      public mutating func _$willModify() {
        switch self {
        case var .producto(state):
          ComposableArchitecture._$willModify(&state)
          self = .producto(state)
        case var .resena(state):
          ComposableArchitecture._$willModify(&state)
          self = .resena(state)
        case var .perfil(state):
          ComposableArchitecture._$willModify(&state)
          self = .perfil(state)
        }
      }
    }

    enum Action {
      case producto(Producto.Action)
      case resena(Resena.Action)
      case perfil(Perfil.Action)

      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
          if root.is(\.producto) {
            return \.producto
          }
          if root.is(\.resena) {
            return \.resena
          }
          if root.is(\.perfil) {
            return \.perfil
          }
          return \.never
        }
        public var producto: CasePaths.AnyCasePath<Action, Producto.Action> {
          ._$embed(Action.producto) {
            guard case let .producto(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var resena: CasePaths.AnyCasePath<Action, Resena.Action> {
          ._$embed(Action.resena) {
            guard case let .resena(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var perfil: CasePaths.AnyCasePath<Action, Perfil.Action> {
          ._$embed(Action.perfil) {
            guard case let .perfil(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
          var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
          allCasePaths.append(\.producto)
          allCasePaths.append(\.resena)
          allCasePaths.append(\.perfil)
          return allCasePaths.makeIterator()
        }
      }

      public static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }
    }

    #if TCA_1_25_0
    // TCA 1.25.0+: an `ifCaseLet` per child case, a CasePathable CaseScope.
    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.producto, action: \Self.Action.Cases.producto) {
          Producto()
        }
        .ifCaseLet(\Self.State.Cases.resena, action: \Self.Action.Cases.resena) {
          Resena()
        }
        .ifCaseLet(\Self.State.Cases.perfil, action: \Self.Action.Cases.perfil) {
          Perfil()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case producto(ComposableArchitecture.StoreOf<Producto>)
      case resena(ComposableArchitecture.StoreOf<Resena>)
      case perfil(ComposableArchitecture.StoreOf<Perfil>)
      struct AllCasePaths {
        var producto: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Producto>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.producto,
            extract: {
              guard case let .producto(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
        var resena: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Resena>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.resena,
            extract: {
              guard case let .resena(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
        var perfil: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Perfil>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.perfil,
            extract: {
              guard case let .perfil(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
      }
      static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }
    }
    #else
    // TCA 1.12.0–1.24.1 (ReducerMacroTests.testEnum at 1.12.0): a Scope per child case, the
    // body's type spelled out, a plain CaseScope.
    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Producto>, ComposableArchitecture.Scope<Self.State, Self.Action, Resena>>, ComposableArchitecture.Scope<Self.State, Self.Action, Perfil>> {
      ComposableArchitecture.Scope(state: \Self.State.Cases.producto, action: \Self.Action.Cases.producto) {
        Producto()
      }
      ComposableArchitecture.Scope(state: \Self.State.Cases.resena, action: \Self.Action.Cases.resena) {
        Resena()
      }
      ComposableArchitecture.Scope(state: \Self.State.Cases.perfil, action: \Self.Action.Cases.perfil) {
        Perfil()
      }
    }

    enum CaseScope {
      case producto(ComposableArchitecture.StoreOf<Producto>)
      case resena(ComposableArchitecture.StoreOf<Resena>)
      case perfil(ComposableArchitecture.StoreOf<Perfil>)
    }
    #endif

    // TCA 1.14.0–1.23.2 wrap the attributes in `#if swift(<5.10) @MainActor(unsafe) #else ...
    // #endif`; 1.24.0+ write them alone; 1.12.0–1.13.1 write none.
    #if TCA_1_14_0
    @preconcurrency @MainActor
    #endif
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .producto:
        #if TCA_MAIN
        return .producto(store.scope(\.producto, action: \.producto)!)
        #else
        return .producto(store.scope(state: \.producto, action: \.producto)!)
        #endif
      case .resena:
        #if TCA_MAIN
        return .resena(store.scope(\.resena, action: \.resena)!)
        #else
        return .resena(store.scope(state: \.resena, action: \.resena)!)
        #endif
      case .perfil:
        #if TCA_MAIN
        return .perfil(store.scope(\.perfil, action: \.perfil)!)
        #else
        return .perfil(store.scope(state: \.perfil, action: \.perfil)!)
        #endif
      }
    }
  }
}

extension Tienda.Camino.State: CasePaths.CasePathable, CasePaths.CasePathIterable {
}

extension Tienda.Camino.State: ComposableArchitecture.ObservableState, Observation.Observable {
}

extension Tienda.Camino.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
}

extension Tienda.Camino: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
}

extension Tienda.Camino.State: Equatable {}
