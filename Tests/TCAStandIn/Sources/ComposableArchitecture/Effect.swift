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

  // concatenate and map: deprecated by ComposableArchitecture2Deprecations from 1.25.0, and
  // soft-deprecated without it from 1.25.2 (Sources/ComposableArchitecture/Effect.swift).
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #elseif TCA_1_25_2
    @available(iOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(tvOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(watchOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  public static func concatenate(_ effects: Self...) -> Self {
    Self(actions: effects.flatMap(\.actions))
  }

  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #elseif TCA_1_25_2
    @available(iOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(tvOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(watchOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    Self(actions: effects.flatMap(\.actions))
  }

  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #elseif TCA_1_25_2
    @available(iOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(tvOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
    @available(watchOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  @_disfavoredOverload
  public func concatenate(with other: Self) -> Self {
    Self(actions: actions + other.actions)
  }

  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Avoid transforming effects; construct them directly in a feature instead")
  #elseif TCA_1_25_2
    @available(iOS, deprecated: 9999, message: "Avoid transforming effects; construct them directly in a feature instead")
    @available(macOS, deprecated: 9999, message: "Avoid transforming effects; construct them directly in a feature instead")
    @available(tvOS, deprecated: 9999, message: "Avoid transforming effects; construct them directly in a feature instead")
    @available(watchOS, deprecated: 9999, message: "Avoid transforming effects; construct them directly in a feature instead")
  #endif
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    embedded(by: transform)
  }

  /// What `map` does; the stand-in's reducers call it, whatever the traits deprecate.
  func embedded<T>(by transform: (Action) -> T) -> Effect<T> {
    Effect<T>(actions: actions.map(transform))
  }
}
