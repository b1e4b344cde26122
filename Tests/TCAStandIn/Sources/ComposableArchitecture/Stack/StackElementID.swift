/// The identity of one screen in a `StackState`: not its position.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:736 (1.12.0), :707 (1.14.0),
//   :707 (1.15.0), :708 (1.16.0), :710 (1.22.0), :637 (1.25.0), :637 (1.25.2), :637 (1.25.3),
//   :637 (main)
public struct StackElementID: Hashable, Sendable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:737 (1.12.0),
  //   :708 (1.14.0), :708 (1.15.0), :709 (1.16.0), :711 (1.22.0), :638 (1.25.0), :638 (1.25.2),
  //   :638 (1.25.3), :638 (main)
  @_spi(Internals) public var generation: Int

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:739 (1.12.0),
  //   :710 (1.14.0), :710 (1.15.0), :711 (1.16.0), :713 (1.22.0), :640 (1.25.0), :640 (1.25.2),
  //   :640 (1.25.3), :640 (main)
  @_spi(Internals) public init(generation: Int) {
    self.generation = generation
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:744 (1.12.0), :715 (1.14.0),
//   :715 (1.15.0), :716 (1.16.0), :718 (1.22.0), :645 (1.25.0), :645 (1.25.2), :645 (1.25.3),
//   :645 (main)
extension StackElementID: CustomDebugStringConvertible {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:745 (1.12.0),
  //   :716 (1.14.0), :716 (1.15.0), :717 (1.16.0), :719 (1.22.0), :646 (1.25.0), :646 (1.25.2),
  //   :646 (1.25.3), :646 (main)
  public var debugDescription: String {
    "#\(generation)"
  }
}

/// `0`, `1`, ... name the IDs a stack hands out. TCA allows literals in tests only; the
/// stand-in allows them everywhere.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:756 (1.12.0), :727 (1.14.0),
//   :727 (1.15.0), :728 (1.16.0), :730 (1.22.0), :657 (1.25.0), :657 (1.25.2), :657 (1.25.3),
//   :657 (main)
extension StackElementID: ExpressibleByIntegerLiteral {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:757 (1.12.0),
  //   :728 (1.14.0), :728 (1.15.0), :729 (1.16.0), :731 (1.22.0), :658 (1.25.0), :658 (1.25.2),
  //   :658 (1.25.3), :658 (main)
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}
