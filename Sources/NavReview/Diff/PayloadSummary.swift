import NavSchema

/// How the diff names a case's payload in reports: its kind in words and the
/// type as the developer would write it in the hand-written case.
extension NavigationCase.Payload {
  /// The payload as written in the case: `Autor`, `AlertState<Alerta>`,
  /// `Meeting, syncUp: SyncUp`, or `no payload`. Initializers and explicit
  /// actions are reported separately and left out.
  public var typeSummary: String {
    switch self {
    case .reducer(let type, _): return type.description
    case .alert(let action): return "AlertState<\(action.summary)>"
    case .confirmationDialog(let action): return "ConfirmationDialogState<\(action.summary)>"
    case .ephemeral(let type): return type.description
    case .ignored(let parameters, _): return parameters.map(\.description).joined(separator: ", ")
    case .none: return "no payload"
    }
  }

  /// The payload with the parts a rename keeps: everything but the initializer.
  var renameSignature: NavigationCase.Payload {
    if case .reducer(let type, _) = self { return .reducer(type: type, initializer: nil) }
    return self
  }

  /// Same kind and same written type (actions of generated enums are compared on their own).
  func hasSameType(as other: NavigationCase.Payload) -> Bool {
    switch (self, other) {
    case (.alert(let lhs), .alert(let rhs)), (.confirmationDialog(let lhs), .confirmationDialog(let rhs)):
      return lhs.summary == rhs.summary
    case (.ignored(let lhs, _), .ignored(let rhs, _)):
      return lhs == rhs
    default:
      return typeSummary == other.typeSummary && kindName == other.kindName
    }
  }
}

extension NavigationCase {
  /// The case as the developer writes it: `autor(Autor)`, `detail(feature: Detail)`, `web(URL)`, `cerrado`.
  var declarationSummary: String {
    guard let values = writtenValues else { return name }
    return "\(name)(\(values.map(\.description).joined(separator: ", ")))"
  }

  /// The payload as `typeSummary` says it, after the label of its one value: `feature: Detail`.
  var valueSummary: String {
    (label.map { "\($0): " } ?? "") + payload.typeSummary
  }

  /// Same kind, same written type and same label.
  func hasSameValue(as other: NavigationCase) -> Bool {
    label == other.label && payload.hasSameType(as: other.payload)
  }
}

extension PlacedCase {
  var declarationSummary: String { navigationCase.declarationSummary }
}

extension NavigationCase.ActionType {
  /// `Alerta`, or `Alerta (generated)` for an enum NavGen writes.
  var summary: String {
    switch self {
    case .existing(let type): return type.description
    case .generated(let generated): return "\(generated.name) (generated)"
    }
  }
}
