/// Work a reducer asks the store to do after it ran.
///
/// Stand-in: only synchronous effects exist. An effect is the list of actions the store feeds
/// back, in order, after the current action (`.none`, `.send`, `merge`, `concatenate`, `map`).
/// TCA's asynchronous `.run` and cancellation are not provided.
public struct Effect<Action>: @unchecked Sendable {
  // Unchecked like TCA's publisher-backed effects: actions are handed to the store's main actor.
  let actions: [Action]

  init(actions: [Action]) {
    self.actions = actions
  }
}

public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  public static var none: Self {
    Self(actions: [])
  }

  /// Feeds `action` back into the store right after the current action.
  public static func send(_ action: Action) -> Self {
    Self(actions: [action])
  }

  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  public func merge(with other: Self) -> Self {
    Self(actions: actions + other.actions)
  }

  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  @_disfavoredOverload
  public func concatenate(with other: Self) -> Self {
    Self(actions: actions + other.actions)
  }

  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    Effect<T>(actions: actions.map(transform))
  }
}
