/// A feature's logic: how an action changes state and which effects follow.
///
/// Conform either with `body` (composition) or with `reduce(into:action:)`, as in TCA.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Reducer.swift:6 (1.12.0),
//   :3 (1.14.0), :3 (1.15.0), :3 (1.16.0), :3 (1.22.0), :3 (1.25.0), :3 (1.25.2), :3 (1.25.3),
//   :3 (main)
public protocol Reducer<State, Action> {
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Reducer.swift:8 (1.12.0),
  //   :5 (1.14.0), :5 (1.15.0), :5 (1.16.0), :5 (1.22.0), :5 (1.25.0), :5 (1.25.2), :5 (1.25.3),
  //   :5 (main)
  associatedtype State

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:12 (1.12.0), :9 (1.14.0), :9 (1.15.0),
  //   :9 (1.16.0), :9 (1.22.0), :9 (1.25.0), :9 (1.25.2), :9 (1.25.3), :9 (main)
  associatedtype Action

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:21 (1.12.0), :18 (1.14.0), :18 (1.15.0),
  //   :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :18 (1.25.2), :18 (1.25.3), :18 (main)
  associatedtype Body

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:35 (1.12.0), :32 (1.14.0), :32 (1.15.0),
  //   :32 (1.16.0), :32 (1.22.0), :88 (1.25.0), :88 (1.25.2), :34 (1.25.3), :34 (main)
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// What stores and composing reducers call; defaults to `reduce(into:action:)` or `body`.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:36 (1.25.0), :36 (1.25.2), :36 (1.25.3),
  //   :36 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  func _reduce(into state: inout State, action: Action) -> Effect<Action>

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:65 (1.12.0), :62 (1.14.0), :62 (1.15.0),
  //   :62 (1.16.0), :62 (1.22.0), :66 (1.25.0), :66 (1.25.2), :66 (1.25.3), :66 (main)
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:70 (1.25.0), :70 (1.25.2), :70 (1.25.3),
  //   :70 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(into: &state, action: action)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:35 (1.12.0), :32 (1.14.0), :32 (1.15.0),
  //   :32 (1.16.0), :32 (1.22.0), :88 (1.25.0), :88 (1.25.2), :88 (1.25.3), :88 (main)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _reduce(into: &state, action: action)
  }
}

extension Reducer where Body == Never {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:73 (1.12.0), :70 (1.14.0), :70 (1.15.0),
  //   :70 (1.16.0), :70 (1.22.0), :98 (1.25.0), :98 (1.25.2), :98 (1.25.3), :98 (main)
  public var body: Body {
    fatalError("'\(Self.self)' has no body.")
  }
}

extension Reducer where Body: Reducer<State, Action> {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer.swift:107 (1.25.0), :107 (1.25.2), :107 (1.25.3),
  //   :107 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body._reduce(into: &state, action: action)
  }
}

// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Reducer.swift:112 (1.12.0),
//   :109 (1.14.0), :109 (1.15.0), :109 (1.16.0), :110 (1.22.0), :131 (1.25.0), :131 (1.25.2),
//   :131 (1.25.3), :131 (main)
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
