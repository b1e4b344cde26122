/// Runs a feature: holds its state, sends actions through its reducer, feeds effects back.
///
/// Stand-in: a scoped store reads its state from its parent and sends its actions through it;
/// there is no observation, caching of child stores or effect cancellation.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:135 (1.12.0),
//   :140 (1.14.0), :140 (1.15.0), :140 (1.16.0), :101 (1.22.0), :98 (1.25.0), :98 (1.25.2),
//   :98 (1.25.3), :117 (main)
@dynamicMemberLookup
#if TCA_1_14_0
  // TCA 1.14.0+: Sources/ComposableArchitecture/Store.swift (before: no isolation).
  @preconcurrency @MainActor
#endif
public final class Store<State, Action> {
  private let readState: () -> State
  private let sendAction: (Action) -> Void

  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:168 (1.12.0),
  //   :173 (1.14.0), :165 (1.15.0), :165 (1.16.0), :129 (1.22.0), :126 (1.25.0), :126 (1.25.2),
  //   :126 (1.25.3), :145 (main)
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) {
    let root = RootCore(initialState: initialState(), reducer: reducer())
    self.init(read: { root.state }, send: { root.send($0) })
  }

  init(read: @escaping () -> State, send: @escaping (Action) -> Void) {
    self.readState = read
    self.sendAction = send
  }

  /// Sends `action` to the reducer; actions returned as effects are processed before returning.
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:233 (1.12.0),
  //   :241 (1.14.0), :229 (1.15.0), :229 (1.16.0), :193 (1.22.0), :169 (1.25.0), :169 (1.25.2),
  //   :169 (1.25.3), :188 (main)
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
    return StoreTask()
  }

  #if TCA_MAIN
    // TCA main: Sources/ComposableArchitecture/Store.swift.
    /// A store of a part of this feature: state by key path, actions by case key path.
    // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:312 (main)
    public func scope<ChildState, ChildAction>(
      _ state: KeyPath<State, ChildState>,
      action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
      scoped(state, action)
    }
  #endif

  /// A store of a part of this feature: state by key path, actions by case key path.
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:303 (1.12.0),
  //   :311 (1.14.0), :299 (1.15.0), :299 (1.16.0), :263 (1.22.0), :239 (1.25.0), :239 (1.25.2),
  //   :293 (1.25.3), :330 (main); attributes by trait: ComposableArchitecture2Deprecations
  #if TCA_MAIN
    // TCA main: renamed `scope(_:action:)`; soft-deprecated (`deprecated: 9999`, never a
    // warning) or, with ComposableArchitecture2Deprecations, deprecated.
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
    #endif
  #endif
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scoped(state, action)
  }

  /// What both `scope` spellings do; the stand-in's own code calls it, whatever is deprecated.
  func scoped<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>, _ action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let toParentAction = AnyCasePath(action)
    return Store<ChildState, ChildAction>(
      read: { [readState] in readState()[keyPath: state] },
      send: { [sendAction] in sendAction(toParentAction.embed($0)) }
    )
  }

  var currentState: State {
    readState()
  }
}

extension Store where State: ObservableState {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:19 (1.12.0), :19 (1.14.0),
  //   :18 (1.15.0), :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :29 (1.25.2), :29 (1.25.3),
  //   :29 (main)
  public var state: State {
    currentState
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:23 (1.12.0), :23 (1.14.0),
  //   :22 (1.15.0), :22 (1.16.0), :22 (1.22.0), :22 (1.25.0), :33 (1.25.2), :33 (1.25.3),
  //   :33 (main)
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  #if TCA_MAIN
    // TCA main: Sources/ComposableArchitecture/Observation/Store+Observation.swift.
    /// A store of optional child state, or `nil` while that state is `nil`.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:94 (main)
    public func scope<ChildState, ChildAction>(
      _ stateKeyPath: KeyPath<State, ChildState?>,
      action actionKeyPath: CaseKeyPath<Action, ChildAction>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Store<ChildState, ChildAction>? {
      scopedWhileNotNil(stateKeyPath, actionKeyPath)
    }
  #endif

  /// A store of optional child state, or `nil` while that state is `nil`.
  ///
  /// Once the child state is gone the store keeps showing its last state and drops actions.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:80 (1.12.0), :80 (1.14.0),
  //   :79 (1.15.0), :79 (1.16.0), :83 (1.22.0), :83 (1.25.0), :94 (1.25.2), :94 (1.25.3),
  //   :136 (main); attributes by trait: ComposableArchitecture2Deprecations
  #if TCA_MAIN
    // TCA main: renamed `scope(_:action:fileID:filePath:line:column:)`, like the one above.
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #endif
  #endif
  public func scope<ChildState, ChildAction>(
    state stateKeyPath: KeyPath<State, ChildState?>,
    action actionKeyPath: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    scopedWhileNotNil(stateKeyPath, actionKeyPath)
  }

  /// What both optional `scope` spellings do; the stand-in's own code calls it.
  func scopedWhileNotNil<ChildState, ChildAction>(
    _ stateKeyPath: KeyPath<State, ChildState?>, _ actionKeyPath: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = state[keyPath: stateKeyPath] else { return nil }
    let lastState = LastState(childState)
    let toParentAction = AnyCasePath(actionKeyPath)
    return Store<ChildState, ChildAction>(
      read: {
        if let current = self.currentState[keyPath: stateKeyPath] { lastState.value = current }
        return lastState.value
      },
      send: { childAction in
        guard self.currentState[keyPath: stateKeyPath] != nil else {
          reportIssue("An action was sent to a scoped store whose state is gone: \(childAction)")
          return
        }
        self.send(toParentAction.embed(childAction))
      }
    )
  }
}

/// The child state an optional scope saw last; isolated like `Store`.
#if TCA_1_14_0
  @MainActor
#endif
private final class LastState<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension Store {
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:205 (1.12.0),
  //   :213 (1.14.0), :205 (1.15.0), :205 (1.16.0), :169 (1.22.0),
  //   Sources/ComposableArchitecture/Internal/Deprecations.swift:262 (1.25.0), :262 (1.25.2),
  //   :262 (1.25.3), :262 (main)
  #if TCA_1_25_0
    // TCA 1.25.0+: Sources/ComposableArchitecture/Internal/Deprecations.swift (before: Store.swift).
    @available(*, deprecated, message: "Use '@ObservableState', instead.")
  #endif
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(currentState)
  }
}

// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:483 (1.12.0),
//   :488 (1.14.0), :474 (1.15.0), :474 (1.16.0), :416 (1.22.0), :384 (1.25.0), :405 (1.25.2),
//   :459 (1.25.3), :496 (main)
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The result of `Store.send`. Stand-in: effects run synchronously, so there is nothing to await.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:534 (1.12.0),
//   :539 (1.14.0), :525 (1.15.0), :525 (1.16.0), :467 (1.22.0), :442 (1.25.0), :484 (1.25.2),
//   :538 (1.25.3), :575 (main)
public struct StoreTask: Hashable, Sendable {
  init() {}

  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:542 (1.12.0),
  //   :547 (1.14.0), :533 (1.15.0), :533 (1.16.0), :475 (1.22.0), :450 (1.25.0), :492 (1.25.2),
  //   :546 (1.25.3), :583 (main)
  public func cancel() {}

  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:547 (1.12.0),
  //   :552 (1.14.0), :538 (1.15.0), :538 (1.16.0), :480 (1.22.0), :455 (1.25.0), :497 (1.25.2),
  //   :551 (1.25.3), :588 (main)
  public func finish() async {}

  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:555 (1.12.0),
  //   :560 (1.14.0), :546 (1.15.0), :546 (1.16.0), :488 (1.22.0), :463 (1.25.0), :505 (1.25.2),
  //   :559 (1.25.3), :596 (main)
  public var isCancelled: Bool { true }
}

/// The root of a store tree: owns the state and processes actions one at a time; isolated like
/// `Store`.
#if TCA_1_14_0
  @MainActor
#endif
final class RootCore<R: Reducer> {
  private(set) var state: R.State
  private let reducer: R
  private var pendingActions: [R.Action] = []
  private var isSending = false

  init(initialState: R.State, reducer: R) {
    self.state = initialState
    self.reducer = reducer
  }

  func send(_ action: R.Action) {
    pendingActions.append(action)
    // An action sent while another is processed (from an effect) waits for its turn.
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !pendingActions.isEmpty {
      let next = pendingActions.removeFirst()
      let effect = reducer._reduce(into: &state, action: next)
      pendingActions.append(contentsOf: effect.actions)
    }
  }
}
