/// Work a reducer asks the store to do after it ran.
///
/// Stand-in: only synchronous effects exist. An effect is the list of actions the store feeds
/// back, in order, after the current action (`.none`, `.send`, `merge`, `concatenate`, `map`).
/// TCA's asynchronous `.run` and cancellation are not provided.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Effect.swift:5 (1.12.0),
//   :5 (1.14.0), :5 (1.15.0), :5 (1.16.0), :5 (1.22.0), :10 (1.25.0), :31 (1.25.2), :5 (1.25.3),
//   :5 (main)
public struct Effect<Action>: @unchecked Sendable {
  // Unchecked like TCA's publisher-backed effects: actions are handed to the store's main actor.
  let actions: [Action]

  init(actions: [Action]) {
    self.actions = actions
  }
}

// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Effect.swift:35 (1.12.0),
//   :35 (1.14.0), :35 (1.15.0), :35 (1.16.0), :35 (1.22.0), :44 (1.25.0), :65 (1.25.2),
//   :39 (1.25.3), :39 (main)
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Effect.swift:43 (1.12.0),
  //   :43 (1.14.0), :43 (1.15.0), :43 (1.16.0), :43 (1.22.0), :52 (1.25.0), :73 (1.25.2),
  //   :47 (1.25.3), :47 (main)
  public static var none: Self {
    Self(actions: [])
  }

  /// Feeds `action` back into the store right after the current action.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:135 (1.12.0), :135 (1.14.0), :135 (1.15.0),
  //   :135 (1.16.0), :139 (1.22.0), :152 (1.25.0), :173 (1.25.2), :147 (1.25.3), :147 (main)
  public static func send(_ action: Action) -> Self {
    Self(actions: [action])
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:230 (1.12.0), :230 (1.14.0), :230 (1.15.0),
  //   :230 (1.16.0), :234 (1.22.0), :239 (1.25.0), :281 (1.25.2), :229 (1.25.3), :229 (main)
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:240 (1.12.0), :240 (1.14.0), :240 (1.15.0),
  //   :240 (1.16.0), :244 (1.22.0), :249 (1.25.0), :291 (1.25.2), :239 (1.25.3), :239 (main)
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:249 (1.12.0), :249 (1.14.0), :249 (1.15.0),
  //   :249 (1.16.0), :253 (1.22.0), :258 (1.25.0), :300 (1.25.2), :248 (1.25.3), :248 (main)
  public func merge(with other: Self) -> Self {
    Self(actions: actions + other.actions)
  }

  // concatenate and map: deprecated by ComposableArchitecture2Deprecations from 1.25.0, and
  // soft-deprecated without it from 1.25.2 (Sources/ComposableArchitecture/Effect.swift).
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:287 (1.12.0), :287 (1.14.0), :287 (1.15.0),
  //   :287 (1.16.0), :291 (1.22.0), :302 (1.25.0), :365 (1.25.2), :313 (1.25.3), :313 (main);
  //   attributes by trait: ComposableArchitecture2Deprecations
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

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:297 (1.12.0), :297 (1.14.0), :297 (1.15.0),
  //   :297 (1.16.0), :301 (1.22.0), :315 (1.25.0), :399 (1.25.2), :347 (1.25.3), :347 (main);
  //   attributes by trait: ComposableArchitecture2Deprecations
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

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:309 (1.12.0), :309 (1.14.0), :309 (1.15.0),
  //   :309 (1.16.0), :313 (1.22.0), :330 (1.25.0), :435 (1.25.2), :383 (1.25.3), :383 (main);
  //   attributes by trait: ComposableArchitecture2Deprecations
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

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Effect.swift:349 (1.12.0), :349 (1.14.0), :349 (1.15.0),
  //   :349 (1.16.0), :353 (1.22.0), :382 (1.25.0), :508 (1.25.2), :456 (1.25.3), :456 (main);
  //   attributes by trait: ComposableArchitecture2Deprecations
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
