/// A feature's logic: how an action changes state and which effects follow.
///
/// Conform either with `body` (composition) or with `reduce(into:action:)`, as in TCA.
public protocol Reducer<State, Action> {
  associatedtype State

  associatedtype Action

  associatedtype Body

  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// What stores and composing reducers call; defaults to `reduce(into:action:)` or `body`.
  func _reduce(into state: inout State, action: Action) -> Effect<Action>

  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer {
  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(into: &state, action: action)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _reduce(into: &state, action: action)
  }
}

extension Reducer where Body == Never {
  public var body: Body {
    fatalError("'\(Self.self)' has no body.")
  }
}

extension Reducer where Body: Reducer<State, Action> {
  public func _reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body._reduce(into: &state, action: action)
  }
}

public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
