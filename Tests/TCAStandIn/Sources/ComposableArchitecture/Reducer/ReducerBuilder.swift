/// Builds one reducer from the reducers listed in a `body`; they run top to bottom.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:9 (1.12.0), :9 (1.14.0),
//   :9 (1.15.0), :9 (1.16.0), :9 (1.22.0), :9 (1.25.0), :9 (1.25.2), :9 (1.25.3), :9 (main)
@resultBuilder
public enum ReducerBuilder<State, Action> {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:11 (1.12.0), :11 (1.14.0),
  //   :11 (1.15.0), :11 (1.16.0), :11 (1.22.0), :11 (1.25.0), :11 (1.25.2), :11 (1.25.3),
  //   :11 (main)
  public static func buildArray(
    _ reducers: [some Reducer<State, Action>]
  ) -> some Reducer<State, Action> {
    _SequenceMany(reducers: reducers)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:18 (1.12.0), :18 (1.14.0),
  //   :18 (1.15.0), :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :18 (1.25.2), :18 (1.25.3),
  //   :18 (main)
  public static func buildBlock() -> some Reducer<State, Action> {
    EmptyReducer()
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:23 (1.12.0), :23 (1.14.0),
  //   :23 (1.15.0), :23 (1.16.0), :23 (1.22.0), :23 (1.25.0), :23 (1.25.2), :23 (1.25.3),
  //   :23 (main)
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:28 (1.12.0), :28 (1.14.0),
  //   :28 (1.15.0), :28 (1.16.0), :28 (1.22.0), :28 (1.25.0), :28 (1.25.2), :28 (1.25.3),
  //   :28 (main)
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:35 (1.12.0), :35 (1.14.0),
  //   :35 (1.15.0), :35 (1.16.0), :35 (1.22.0), :35 (1.25.0), :35 (1.25.2), :35 (1.25.3),
  //   :35 (main)
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:42 (1.12.0), :42 (1.14.0),
  //   :42 (1.15.0), :42 (1.16.0), :42 (1.22.0), :42 (1.25.0), :42 (1.25.2), :42 (1.25.3),
  //   :42 (main)
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:48 (1.12.0), :48 (1.14.0),
  //   :48 (1.15.0), :48 (1.16.0), :48 (1.22.0), :48 (1.25.0), :48 (1.25.2), :48 (1.25.3),
  //   :48 (main)
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:55 (1.12.0), :55 (1.14.0),
  //   :55 (1.15.0), :55 (1.16.0), :55 (1.22.0), :55 (1.25.0), :55 (1.25.2), :55 (1.25.3),
  //   :55 (main)
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:60 (1.12.0), :60 (1.14.0),
  //   :60 (1.15.0), :60 (1.16.0), :60 (1.22.0), :60 (1.25.0), :60 (1.25.2), :60 (1.25.3),
  //   :60 (main)
  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:67 (1.12.0), :67 (1.14.0),
  //   :67 (1.15.0), :67 (1.16.0), :67 (1.22.0), :67 (1.25.0), :67 (1.25.2), :67 (1.25.3),
  //   :67 (main)
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:72 (1.12.0), :72 (1.14.0),
  //   :72 (1.15.0), :72 (1.16.0), :72 (1.22.0), :72 (1.25.0), :72 (1.25.2), :72 (1.25.3),
  //   :72 (main)
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:77 (1.12.0), :77 (1.14.0),
  //   :77 (1.15.0), :77 (1.16.0), :77 (1.22.0), :77 (1.25.0), :77 (1.25.2), :77 (1.25.3),
  //   :77 (main)
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:83 (1.12.0), :83 (1.14.0),
  //   :83 (1.15.0), :83 (1.16.0), :83 (1.22.0), :83 (1.25.0), :83 (1.25.2), :83 (1.25.3),
  //   :83 (main)
  public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    case first(First)
    case second(Second)

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:88 (1.25.0), :88 (1.25.2),
    //   :88 (1.25.3), :88 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
    public func _reduce(
      into state: inout First.State, action: First.Action
    ) -> Effect<First.Action> {
      switch self {
      case .first(let first): first._reduce(into: &state, action: action)
      case .second(let second): second._reduce(into: &state, action: action)
      }
    }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:101 (1.12.0), :101 (1.14.0),
  //   :101 (1.15.0), :101 (1.16.0), :101 (1.22.0), :101 (1.25.0), :101 (1.25.2), :101 (1.25.3),
  //   :101 (main)
  public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    let r0: R0
    let r1: R1

    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:115 (1.25.0), :115 (1.25.2),
    //   :115 (1.25.3), :115 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
    public func _reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let first = r0._reduce(into: &state, action: action)
      return first.merge(with: r1._reduce(into: &state, action: action))
    }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:121 (1.12.0), :121 (1.14.0),
  //   :121 (1.15.0), :121 (1.16.0), :121 (1.22.0), :121 (1.25.0), :121 (1.25.2), :121 (1.25.3),
  //   :121 (main)
  public struct _SequenceMany<Element: Reducer>: Reducer {
    let reducers: [Element]

    init(reducers: [Element]) {
      self.reducers = reducers
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/ReducerBuilder.swift:131 (1.25.0), :131 (1.25.2),
    //   :131 (1.25.3), :131 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
    public func _reduce(
      into state: inout Element.State, action: Element.Action
    ) -> Effect<Element.Action> {
      reducers.reduce(.none) { $0.merge(with: $1._reduce(into: &state, action: action)) }
    }
  }
}

/// `if` without `else` in a reducer builder produces an optional reducer.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/Optional.swift:1 (1.12.0), :1 (1.14.0),
//   :1 (1.15.0), :1 (1.16.0), :1 (1.22.0), :1 (1.25.0), :1 (1.25.2), :1 (1.25.3), :1 (main)
extension Optional: Reducer where Wrapped: Reducer {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Optional.swift:3 (1.25.0), :3 (1.25.2),
  //   :3 (1.25.3), :3 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    self?._reduce(into: &state, action: action) ?? .none
  }
}
