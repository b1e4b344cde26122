/// A reducer made from a closure, or a type-erased wrapper around another reducer.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/Reduce.swift:5 (1.12.0), :5 (1.14.0),
//   :5 (1.15.0), :5 (1.16.0), :5 (1.22.0), :5 (1.25.0), :5 (1.25.2), :5 (1.25.3), :5 (main)
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Reduce.swift:20 (1.12.0), :20 (1.14.0),
  //   :20 (1.15.0), :20 (1.16.0), :20 (1.22.0), :20 (1.25.0), :20 (1.25.2), :20 (1.25.3),
  //   :20 (main)
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Reduce.swift:28 (1.12.0), :28 (1.14.0),
  //   :28 (1.15.0), :28 (1.16.0), :28 (1.22.0), :28 (1.25.0), :28 (1.25.2), :28 (1.25.3),
  //   :28 (main)
  public init(_ reducer: some Reducer<State, Action>) {
    self.reduce = reducer._reduce
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Reduce.swift:33 (1.25.0), :33 (1.25.2),
  //   :33 (1.25.3), :33 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/EmptyReducer.swift:5 (1.12.0), :5 (1.14.0),
//   :5 (1.15.0), :5 (1.16.0), :5 (1.22.0), :5 (1.25.0), :5 (1.25.2), :5 (1.25.3), :5 (main)
public struct EmptyReducer<State, Action>: Reducer {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/EmptyReducer.swift:8 (1.12.0), :8 (1.14.0),
  //   :8 (1.15.0), :8 (1.16.0), :8 (1.22.0), :8 (1.25.0), :8 (1.25.2), :8 (1.25.3), :8 (main)
  public init() {}

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/EmptyReducer.swift:16 (1.25.0), :16 (1.25.2),
  //   :16 (1.25.3), :16 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}

/// Groups reducers so an operator (`ifLet`, `forEach`, ...) can apply to all of them.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/CombineReducers.swift:18 (1.12.0),
//   :18 (1.14.0), :18 (1.15.0), :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :18 (1.25.2),
//   :18 (1.25.3), :18 (main)
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where State == Reducers.State, Action == Reducers.Action {
  let reducers: Reducers

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/CombineReducers.swift:27 (1.12.0),
  //   :27 (1.14.0), :27 (1.15.0), :27 (1.16.0), :27 (1.22.0), :27 (1.25.0), :27 (1.25.2),
  //   :27 (1.25.3), :27 (main)
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/CombineReducers.swift:39 (1.25.0),
  //   :39 (1.25.2), :39 (1.25.3), :39 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(
    into state: inout Reducers.State, action: Reducers.Action
  ) -> Effect<Reducers.Action> {
    reducers._reduce(into: &state, action: action)
  }
}
