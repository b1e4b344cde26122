/// State with no reducer that goes away once one of its actions was sent (alerts, dialogs).
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Internal/EphemeralState.swift:8 (1.12.0), :8 (1.14.0),
//   :8 (1.15.0), :8 (1.16.0), :8 (1.22.0), :8 (1.25.0), :8 (1.25.2), :8 (1.25.3), :8 (main)
public protocol _EphemeralState<Action> {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Internal/EphemeralState.swift:9 (1.12.0), :9 (1.14.0),
  //   :9 (1.15.0), :9 (1.16.0), :9 (1.22.0), :9 (1.25.0), :9 (1.25.2), :9 (1.25.3), :9 (main)
  associatedtype Action
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Internal/EphemeralState.swift:10 (1.12.0), :10 (1.14.0),
  //   :10 (1.15.0), :10 (1.16.0), :10 (1.22.0), :10 (1.25.0), :10 (1.25.2), :10 (1.25.3),
  //   :10 (main)
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Internal/EphemeralState.swift:14 (1.12.0), :14 (1.14.0),
  //   :14 (1.15.0), :14 (1.16.0), :14 (1.22.0), :14 (1.25.0), :14 (1.25.2), :14 (1.25.3),
  //   :14 (main)
  public static var actionType: Any.Type { Action.self }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Internal/EphemeralState.swift:18 (1.12.0), :18 (1.14.0),
//   :18 (1.15.0), :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :18 (1.25.2), :18 (1.25.3), :18 (main)
extension AlertState: _EphemeralState {}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Internal/EphemeralState.swift:22 (1.12.0), :22 (1.14.0),
//   :22 (1.15.0), :22 (1.16.0), :22 (1.22.0), :21 (1.25.0), :21 (1.25.2), :21 (1.25.3), :21 (main)
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: _EphemeralState {}

/// The ephemeral type of `state`, or of the payload of the enum case `state` is.
func ephemeralType<State>(of state: State) -> (any _EphemeralState.Type)? {
  if let type = State.self as? any _EphemeralState.Type { return type }
  guard let payload = casePayload(of: state) else { return nil }
  return type(of: payload) as? any _EphemeralState.Type
}

extension _EphemeralState {
  /// Whether `action` is one of this state's actions, or an enum case carrying one.
  static func canSend<SentAction>(_ action: SentAction) -> Bool {
    if SentAction.self == actionType { return true }
    guard let payload = casePayload(of: action) else { return false }
    return type(of: payload) == actionType
  }
}
