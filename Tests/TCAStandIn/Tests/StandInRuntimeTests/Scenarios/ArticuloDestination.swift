import ComposableArchitecture
import Foundation

// `@Reducer enum Destination` of lesson 002, written out as TCA's @Reducer macro expands it
// (ReducerMacroTests: testEnum, testEnum_DefaultInitializer, testEnum_CaseIgnored,
// testEnum_IfConfig for the case without payload), with the nested macros expanded as well:
// @CasePathable as in swift-case-paths' CasePathableMacroTests, @ObservableState as in
// ObservableStateMacroTests (testObservableState_Enum). @ReducerCaseEphemeral and
// @ReducerCaseIgnored expand to nothing. `body`, `CaseScope` and `scope(_:)` follow the
// release the stand-in presents (TCA_* conditions, see Package.swift).
//
// Source:
//   @Reducer
//   enum Destination {
//     case autor(Autor)
//     case edicion(Edicion = Edicion(modo: .completo))
//     case confirmarBorrado(AlertState<Alerta>)
//     @ReducerCaseIgnored case web(URL)
//     case cerrado
//     @CasePathable enum Alerta { case borrarConfirmado }
//   }

extension Articulo {
  enum Destination {
    case autor(Autor)
    case edicion(Edicion = Edicion(modo: .completo))
    case confirmarBorrado(AlertState<Alerta>)
    case web(URL)
    case cerrado

    enum Alerta {
      case borrarConfirmado

      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        public subscript(root: Alerta) -> CasePaths.PartialCaseKeyPath<Alerta> {
          if root.is(\.borrarConfirmado) {
            return \.borrarConfirmado
          }
          return \.never
        }
        public var borrarConfirmado: CasePaths.AnyCasePath<Alerta, Void> {
          ._$embed({
              Alerta.borrarConfirmado
            }) {
            guard case .borrarConfirmado = $0 else {
              return nil
            }
            return ()
          }
        }
        public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Alerta>]> {
          var allCasePaths: [CasePaths.PartialCaseKeyPath<Alerta>] = []
          allCasePaths.append(\.borrarConfirmado)
          return allCasePaths.makeIterator()
        }
      }

      public static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }
    }

    @dynamicMemberLookup
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case autor(Autor.State)
      case edicion(Edicion.State)
      case confirmarBorrado(AlertState<Alerta>)
      case web(URL)
      case cerrado

      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
          if root.is(\.autor) {
            return \.autor
          }
          if root.is(\.edicion) {
            return \.edicion
          }
          if root.is(\.confirmarBorrado) {
            return \.confirmarBorrado
          }
          if root.is(\.web) {
            return \.web
          }
          if root.is(\.cerrado) {
            return \.cerrado
          }
          return \.never
        }
        public var autor: CasePaths.AnyCasePath<State, Autor.State> {
          ._$embed(State.autor) {
            guard case let .autor(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var edicion: CasePaths.AnyCasePath<State, Edicion.State> {
          ._$embed(State.edicion) {
            guard case let .edicion(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var confirmarBorrado: CasePaths.AnyCasePath<State, AlertState<Alerta>> {
          ._$embed(State.confirmarBorrado) {
            guard case let .confirmarBorrado(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var web: CasePaths.AnyCasePath<State, URL> {
          ._$embed(State.web) {
            guard case let .web(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var cerrado: CasePaths.AnyCasePath<State, Void> {
          ._$embed({
              State.cerrado
            }) {
            guard case .cerrado = $0 else {
              return nil
            }
            return ()
          }
        }
        public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
          var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
          allCasePaths.append(\.autor)
          allCasePaths.append(\.edicion)
          allCasePaths.append(\.confirmarBorrado)
          allCasePaths.append(\.web)
          allCasePaths.append(\.cerrado)
          return allCasePaths.makeIterator()
        }
      }

      public static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }

      public var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
        case let .autor(state):
          return ._$id(for: state)._$tag(0)
        case let .edicion(state):
          return ._$id(for: state)._$tag(1)
        case let .confirmarBorrado(state):
          return ._$id(for: state)._$tag(2)
        case let .web(state):
          return ._$id(for: state)._$tag(3)
        case .cerrado:
          return ObservableStateID()._$tag(4)
        }
      }

      public mutating func _$willModify() {
        switch self {
        case var .autor(state):
          ComposableArchitecture._$willModify(&state)
          self = .autor(state)
        case var .edicion(state):
          ComposableArchitecture._$willModify(&state)
          self = .edicion(state)
        case var .confirmarBorrado(state):
          ComposableArchitecture._$willModify(&state)
          self = .confirmarBorrado(state)
        case var .web(state):
          ComposableArchitecture._$willModify(&state)
          self = .web(state)
        case .cerrado:
          break
        }
      }
    }

    enum Action {
      case autor(Autor.Action)
      case edicion(Edicion.Action)
      case confirmarBorrado(Alerta)
      case web(Swift.Never)
      case cerrado(Swift.Never)

      public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
          if root.is(\.autor) {
            return \.autor
          }
          if root.is(\.edicion) {
            return \.edicion
          }
          if root.is(\.confirmarBorrado) {
            return \.confirmarBorrado
          }
          if root.is(\.web) {
            return \.web
          }
          if root.is(\.cerrado) {
            return \.cerrado
          }
          return \.never
        }
        public var autor: CasePaths.AnyCasePath<Action, Autor.Action> {
          ._$embed(Action.autor) {
            guard case let .autor(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var edicion: CasePaths.AnyCasePath<Action, Edicion.Action> {
          ._$embed(Action.edicion) {
            guard case let .edicion(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var confirmarBorrado: CasePaths.AnyCasePath<Action, Alerta> {
          ._$embed(Action.confirmarBorrado) {
            guard case let .confirmarBorrado(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var web: CasePaths.AnyCasePath<Action, Swift.Never> {
          ._$embed(Action.web) {
            guard case let .web(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public var cerrado: CasePaths.AnyCasePath<Action, Swift.Never> {
          ._$embed(Action.cerrado) {
            guard case let .cerrado(v0) = $0 else {
              return nil
            }
            return v0
          }
        }
        public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
          var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
          allCasePaths.append(\.autor)
          allCasePaths.append(\.edicion)
          allCasePaths.append(\.confirmarBorrado)
          allCasePaths.append(\.web)
          allCasePaths.append(\.cerrado)
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
        .ifCaseLet(\Self.State.Cases.autor, action: \Self.Action.Cases.autor) {
          Autor()
        }
        .ifCaseLet(\Self.State.Cases.edicion, action: \Self.Action.Cases.edicion) {
          Edicion(modo: .completo)
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case autor(ComposableArchitecture.StoreOf<Autor>)
      case edicion(ComposableArchitecture.StoreOf<Edicion>)
      case confirmarBorrado(AlertState<Alerta>)
      case web(URL)
      case cerrado
      struct AllCasePaths {
        var autor: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Autor>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.autor,
            extract: {
              guard case let .autor(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
        var edicion: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Edicion>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.edicion,
            extract: {
              guard case let .edicion(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
        var confirmarBorrado: CasePaths.AnyCasePath<CaseScope, AlertState<Alerta>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.confirmarBorrado,
            extract: {
              guard case let .confirmarBorrado(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
        var web: CasePaths.AnyCasePath<CaseScope, URL> {
          CasePaths.AnyCasePath(
            embed: CaseScope.web,
            extract: {
              guard case let .web(v0) = $0 else {
                return nil
              };
              return v0
            }
          )
        }
        var cerrado: CasePaths.AnyCasePath<CaseScope, Void> {
          CasePaths.AnyCasePath(
            embed: {
              CaseScope.cerrado
            },
            extract: {
              guard case .cerrado = $0 else {
                return nil
              };
              return ()
            }
          )
        }
      }
      static var allCasePaths: AllCasePaths {
        AllCasePaths()
      }
    }
    #else
    // TCA 1.12.0–1.24.1 (ReducerMacroTests.testEnum_DefaultInitializer at 1.12.0): a Scope per
    // child case, the body's type spelled out, a plain CaseScope.
    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Autor>, ComposableArchitecture.Scope<Self.State, Self.Action, Edicion>> {
      ComposableArchitecture.Scope(state: \Self.State.Cases.autor, action: \Self.Action.Cases.autor) {
        Autor()
      }
      ComposableArchitecture.Scope(state: \Self.State.Cases.edicion, action: \Self.Action.Cases.edicion) {
        Edicion(modo: .completo)
      }
    }

    enum CaseScope {
      case autor(ComposableArchitecture.StoreOf<Autor>)
      case edicion(ComposableArchitecture.StoreOf<Edicion>)
      case confirmarBorrado(AlertState<Alerta>)
      case web(URL)
      case cerrado
    }
    #endif

    // None before TCA 1.14.0; see TiendaCamino.swift.
    #if TCA_1_14_0
    @preconcurrency @MainActor
    #endif
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .autor:
        #if TCA_MAIN
        return .autor(store.scope(\.autor, action: \.autor)!)
        #else
        return .autor(store.scope(state: \.autor, action: \.autor)!)
        #endif
      case .edicion:
        #if TCA_MAIN
        return .edicion(store.scope(\.edicion, action: \.edicion)!)
        #else
        return .edicion(store.scope(state: \.edicion, action: \.edicion)!)
        #endif
      case let .confirmarBorrado(v0):
        return .confirmarBorrado(v0)
      case let .web(v0):
        return .web(v0)
      case .cerrado:
        return .cerrado
      }
    }
  }
}

extension Articulo.Destination.Alerta: CasePaths.CasePathable, CasePaths.CasePathIterable {
}

extension Articulo.Destination.State: CasePaths.CasePathable, CasePaths.CasePathIterable {
}

extension Articulo.Destination.State: ComposableArchitecture.ObservableState, Observation.Observable {
}

extension Articulo.Destination.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
}

extension Articulo.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
}

extension Articulo.Destination.State: Equatable {}
