/// What happens to a stack: an element's action, a pop (back button), a push (navigation link).
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:280 (1.12.0), :251 (1.14.0),
//   :251 (1.15.0), :251 (1.16.0), :251 (1.22.0), :227 (1.25.0), :227 (1.25.2), :227 (1.25.3),
//   :227 (main)
public enum StackAction<State, Action>: CasePathable {
  indirect case element(id: StackElementID, action: Action)

  case popFrom(id: StackElementID)

  case push(id: StackElementID, state: State)

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:291 (1.12.0),
  //   :262 (1.14.0), :262 (1.15.0), :262 (1.16.0), :262 (1.22.0), :238 (1.25.0), :238 (1.25.2),
  //   :238 (1.25.3), :238 (main)
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:295 (1.12.0),
  //   :266 (1.14.0), :266 (1.15.0), :266 (1.16.0), :266 (1.22.0), :242 (1.25.0), :242 (1.25.2),
  //   :242 (1.25.3), :242 (main)
  public struct AllCasePaths {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:296 (1.12.0),
    //   :267 (1.14.0), :267 (1.15.0), :267 (1.16.0), :267 (1.22.0), :243 (1.25.0), :243 (1.25.2),
    //   :243 (1.25.3), :243 (main)
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0, action: $1) },
        extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } }
      )
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:306 (1.12.0),
    //   :277 (1.14.0), :277 (1.15.0), :277 (1.16.0), :277 (1.22.0), :253 (1.25.0), :253 (1.25.2),
    //   :253 (1.25.3), :253 (main)
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case .popFrom(let id) = $0 { id } else { nil } }
      )
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:316 (1.12.0),
    //   :287 (1.14.0), :287 (1.15.0), :287 (1.16.0), :287 (1.22.0), :263 (1.25.0), :263 (1.25.2),
    //   :263 (1.25.3), :263 (main)
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0, state: $1) },
        extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } }
      )
    }

    /// The actions of the element with this ID.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:326 (1.12.0),
    //   :297 (1.14.0), :297 (1.15.0), :297 (1.16.0), :297 (1.22.0), :273 (1.25.0), :273 (1.25.2),
    //   :273 (1.25.3), :273 (main)
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { if case .element(id, let action) = $0 { action } else { nil } }
      )
    }
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:338 (1.12.0), :309 (1.14.0),
//   :309 (1.15.0), :309 (1.16.0), :309 (1.22.0), :285 (1.25.0), :285 (1.25.2), :285 (1.25.3),
//   :285 (main)
extension StackAction: Equatable where State: Equatable, Action: Equatable {}
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:339 (1.12.0), :310 (1.14.0),
//   :310 (1.15.0), :310 (1.16.0), :310 (1.22.0), :286 (1.25.0), :286 (1.25.2), :286 (1.25.3),
//   :286 (main)
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:340 (1.12.0), :311 (1.14.0),
//   :311 (1.15.0), :311 (1.16.0), :311 (1.22.0), :287 (1.25.0), :287 (1.25.2), :287 (1.25.3),
//   :287 (main)
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:490 (1.12.0), :461 (1.14.0),
//   :461 (1.15.0), :461 (1.16.0), :465 (1.22.0), :392 (1.25.0), :392 (1.25.2), :392 (1.25.3),
//   :392 (main)
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
