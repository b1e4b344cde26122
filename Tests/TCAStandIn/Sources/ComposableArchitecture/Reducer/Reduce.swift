/// A reducer made from a closure, or a type-erased wrapper around another reducer.
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  public init(_ reducer: some Reducer<State, Action>) {
    self.reduce = reducer._reduce
  }

  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing.
public struct EmptyReducer<State, Action>: Reducer {
  public init() {}

  public func _reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}

/// Groups reducers so an operator (`ifLet`, `forEach`, ...) can apply to all of them.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where State == Reducers.State, Action == Reducers.Action {
  let reducers: Reducers

  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func _reduce(
    into state: inout Reducers.State, action: Reducers.Action
  ) -> Effect<Reducers.Action> {
    reducers._reduce(into: &state, action: action)
  }
}
