/// A reducer represented by an enum: the `@Reducer` macro adds this conformance to enums.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body
  associatedtype CaseScope: _CaseScopeProtocol

  @ReducerBuilder<State, Action>
  static var body: Body { get }

  @preconcurrency @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  public var body: Body {
    Self.body
  }
}

/// The `CaseScope` enum of a `CaseReducer`: one case per store or ephemeral value.
public protocol _CaseScopeProtocol {}

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
