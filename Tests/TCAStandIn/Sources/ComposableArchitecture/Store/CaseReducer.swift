/// A reducer represented by an enum: the `@Reducer` macro adds this conformance to enums.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body
  #if TCA_1_25_0
    // TCA 1.25.0+: Sources/ComposableArchitecture/CaseReducer.swift.
    associatedtype CaseScope: _CaseScopeProtocol
  #else
    // TCA 1.12.0–1.24.1: Sources/ComposableArchitecture/CaseReducer.swift.
    associatedtype CaseScope
  #endif

  @ReducerBuilder<State, Action>
  static var body: Body { get }

  #if TCA_1_14_0
    // TCA 1.14.0+: Sources/ComposableArchitecture/CaseReducer.swift (1.14.0–1.23.2 spell it
    // `#if swift(<5.10) @MainActor(unsafe) #else @preconcurrency @MainActor #endif`).
    @preconcurrency @MainActor
  #endif
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  public var body: Body {
    Self.body
  }
}

#if TCA_1_25_0
  // TCA 1.25.0+: Sources/ComposableArchitecture/CaseReducer.swift.
  /// The `CaseScope` enum of a `CaseReducer`: one case per store or ephemeral value.
  public protocol _CaseScopeProtocol {}
#endif

/// The `State` of a `CaseReducer`, pointing back at its reducer.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// `ifLet` for an enum reducer's state: the destination's own `body` is the child reducer.
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> some ReducerOf<Self> where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(state, action: action) {
      ChildState.StateReducer.body
    }
  }

  /// `forEach` for an enum reducer's stack: the path's own `body` is the element reducer.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, StackState<DestinationState>>,
    action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>
  ) -> some ReducerOf<Self> where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(state, action: action) {
      DestinationState.StateReducer.body
    }
  }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// A store per case, to `switch` over: `switch store.case { case let .autor(store): ... }`.
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

#if TCA_1_25_2
  // TCA 1.25.2+: Sources/ComposableArchitecture/CaseReducer.swift. What SwiftUI bindings use to
  // reach one case of an optional enum store (`$store.destination.autor`).

  /// A store whose `case` is a `CasePathable` `CaseScope`.
  public protocol _StoreWithCaseScope {
    associatedtype _CaseScope: CasePathable
    var _caseScope: _CaseScope { get }
  }

  extension Store: @preconcurrency _StoreWithCaseScope
  where
    State: CaseReducerState & ObservableState,
    State.StateReducer.Action == Action,
    State.StateReducer.CaseScope: CasePathable
  {
    public var _caseScope: State.StateReducer.CaseScope {
      self.case
    }
  }

  /// An optional store whose case can be read by case key path; assigning `nil` clears it.
  public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
    associatedtype _CaseScope: CasePathable
    var _optionalCaseScope: _CaseScope? { get }
  }

  extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
    public var _optionalCaseScope: Wrapped._CaseScope? {
      self?._caseScope
    }
  }

  extension _OptionalStoreWithCaseScope {
    public subscript<Case>(
      _caseScope keyPath: KeyPath<_CaseScope.AllCasePaths, AnyCasePath<_CaseScope, Case>>
    ) -> Case? {
      get {
        guard let scope = _optionalCaseScope else { return nil }
        return _CaseScope.allCasePaths[keyPath: keyPath].extract(from: scope)
      }
      set {
        guard newValue == nil else { return }
        self = nil
      }
    }
  }
#endif
