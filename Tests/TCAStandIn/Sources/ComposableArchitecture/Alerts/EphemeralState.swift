/// State with no reducer that goes away once one of its actions was sent (alerts, dialogs).
public protocol _EphemeralState<Action> {
  associatedtype Action
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  public static var actionType: Any.Type { Action.self }
}

extension AlertState: _EphemeralState {}

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
