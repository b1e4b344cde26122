import Perception

/// State a view can observe. `@ObservableState` writes this conformance; for an enum it writes
/// `_$id` and `_$willModify()` by switching over the cases (see TCA's macro tests).
///
/// Refines Perception's `Perceptible` (on visionOS, which the stand-in does not model, TCA
/// refines `Observable`). Stand-in: nothing is actually observed.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:11 (1.12.0), :11 (1.14.0),
//   :10 (1.15.0), :10 (1.16.0), :10 (1.22.0), :10 (1.25.0), :10 (1.25.2), :10 (1.25.3), :10 (main)
public protocol ObservableState: Perceptible {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:12 (1.12.0), :12 (1.14.0),
  //   :11 (1.15.0), :11 (1.16.0), :11 (1.22.0), :11 (1.25.0), :11 (1.25.2), :11 (1.25.3),
  //   :11 (main)
  var _$id: ObservableStateID { get }
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:13 (1.12.0), :13 (1.14.0),
  //   :12 (1.15.0), :12 (1.16.0), :12 (1.22.0), :12 (1.25.0), :12 (1.25.2), :12 (1.25.3),
  //   :12 (main)
  mutating func _$willModify()
}

/// `_$willModify` for any value: only observable state has an identity to refresh.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:192 (1.12.0), :192 (1.14.0),
//   :191 (1.15.0), :191 (1.16.0), :191 (1.22.0), :191 (1.25.0), :191 (1.25.2), :191 (1.25.3),
//   :191 (main)
public func _$willModify<T>(_: inout T) {}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:194 (1.12.0), :194 (1.14.0),
//   :193 (1.15.0), :193 (1.16.0), :193 (1.22.0), :193 (1.25.0), :193 (1.25.2), :193 (1.25.3),
//   :193 (main)
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

/// Whether two values have the same observable identity; used by the `@ObservableState` and
/// `@Presents` expansions to skip notifications. Stand-in: fewer fast paths than TCA.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:107 (1.12.0), :107 (1.14.0),
//   :106 (1.15.0), :106 (1.16.0), :106 (1.22.0), :106 (1.25.0), :106 (1.25.2), :106 (1.25.3),
//   :106 (main)
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:122 (1.12.0), :122 (1.14.0),
//   :121 (1.15.0), :121 (1.16.0), :121 (1.22.0), :121 (1.25.0), :121 (1.25.2), :121 (1.25.3),
//   :121 (main)
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:130 (1.12.0), :130 (1.14.0),
//   :129 (1.15.0), :129 (1.16.0), :129 (1.22.0), :129 (1.25.0), :129 (1.25.2), :129 (1.25.3),
//   :129 (main)
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:153 (1.12.0), :153 (1.14.0),
//   :152 (1.15.0), :152 (1.16.0), :152 (1.22.0), :152 (1.25.0), :152 (1.25.2), :152 (1.25.3),
//   :152 (main)
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  return false
}
