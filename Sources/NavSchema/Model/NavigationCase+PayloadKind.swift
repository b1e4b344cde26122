/// A case payload's kind in words, for diagnostics and reports.
extension NavigationCase.Payload {
  /// `reducer`, `alert`, `confirmationDialog`, `ephemeral`, `ignored`, `none`:
  /// the schema key that selects the kind.
  public var kindName: String {
    switch self {
    case .reducer: return "reducer"
    case .alert: return "alert"
    case .confirmationDialog: return "confirmationDialog"
    case .ephemeral: return "ephemeral"
    case .ignored: return "ignored"
    case .none: return "none"
    }
  }

  /// The kind in a sentence: "a reducer case".
  package var kindPhrase: String {
    switch self {
    case .reducer: return "a reducer case"
    case .alert: return "an alert case"
    case .confirmationDialog: return "a confirmation dialog case"
    case .ephemeral: return "an ephemeral case"
    case .ignored: return "an ignored case"
    case .none: return "a case without payload"
    }
  }
}
