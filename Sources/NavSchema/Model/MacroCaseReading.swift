/// How TCA's `@Reducer` reads every case of one `case` declaration (its
/// `ReducerCase.Attribute`): from the markers written on the declaration and
/// the shapes of its cases' values, never from what the schema calls them.
/// The emitter expands cases by this reading, and the validator refuses a
/// case whose kind in the schema the reading contradicts.
public enum MacroCaseReading: Hashable, Sendable {
  /// No attribute: a case with one value of a plain type is a child feature.
  case reducer
  /// `@ReducerCaseEphemeral`, or a single `AlertState` / `ConfirmationDialogState` value: state
  /// without a reducer (alerts, dialogs, custom ephemeral state).
  case ephemeral
  /// `@ReducerCaseIgnored`, or not exactly one value: no reducer, and `Never` as its action.
  case ignored
}

extension NavigationCaseDeclaration {
  /// Ignored when marked so or when any case has no single value; else
  /// ephemeral when marked so or when any case's single value is an
  /// `AlertState` or `ConfirmationDialogState`; else no attribute.
  public var macroReading: MacroCaseReading {
    macroReadingCause.reading
  }

  /// The reading, and why, for messages: "it is marked @ReducerCaseIgnored",
  /// "case 'b' has no single value".
  public var macroReadingWithReason: (reading: MacroCaseReading, reason: String) {
    let cause = macroReadingCause
    return (cause.reading, cause.reason)
  }

  /// The reading's cause; its wording is only built for messages (the
  /// emitter asks for the reading of every declaration).
  private var macroReadingCause: MacroReadingCause {
    let markers = writtenMarkers
    if markers.contains(.ignored) { return .markedIgnored }
    // By payload: iterating the cases would copy each whole (every declaration is read this way).
    if let valueless = elements.indices.first(where: { elements[$0].payload.writtenValueCount != 1 }) {
      return .noSingleValue(elements[valueless].name)
    }
    if markers.contains(.ephemeral) { return .markedEphemeral }
    if let prompt = elements.indices.first(where: { elements[$0].payload.firstWrittenValueIsPresentationState }) {
      return .presentationState(elements[prompt].name)
    }
    return .unmarkedSingleValues
  }
}

private enum MacroReadingCause {
  case markedIgnored
  case noSingleValue(String)
  case markedEphemeral
  case presentationState(String)
  case unmarkedSingleValues

  var reading: MacroCaseReading {
    switch self {
    case .markedIgnored, .noSingleValue: return .ignored
    case .markedEphemeral, .presentationState: return .ephemeral
    case .unmarkedSingleValues: return .reducer
    }
  }

  var reason: String {
    switch self {
    case .markedIgnored: return "the declaration is marked @ReducerCaseIgnored"
    case .noSingleValue(let name): return "case '\(name)' of the declaration has no single value"
    case .markedEphemeral: return "the declaration is marked @ReducerCaseEphemeral"
    case .presentationState(let name):
      return "case '\(name)' of the declaration holds an AlertState or ConfirmationDialogState"
    case .unmarkedSingleValues: return "the declaration has no marker and every case has one value"
    }
  }
}

extension NavigationCase {
  /// The associated values as written in the hand-written case (default
  /// values aside); nil for a case without a parameter clause.
  public var writtenValues: [Parameter]? {
    switch payload {
    case .reducer(let type, _), .ephemeral(let type):
      return [Parameter(label: label, type: type)]
    case .alert(let action):
      return [Parameter(label: label, type: .generic("AlertState", action.type))]
    case .confirmationDialog(let action):
      return [Parameter(label: label, type: .generic("ConfirmationDialogState", action.type))]
    case .ignored(let parameters, _):
      return parameters
    case .none:
      return nil
    }
  }

  /// Whether the macro, reading the declaration as `reading`, expands this
  /// case as the kind the schema gives it.
  public func agrees(with reading: MacroCaseReading) -> Bool {
    payload.agrees(with: reading)
  }
}

extension TypeRef {
  /// `AlertState<…>` or `ConfirmationDialogState<…>` written as a bare name:
  /// the macro recognises them by that spelling only (`IdentifierTypeSyntax`).
  public var isMacroEphemeralState: Bool {
    guard case .nominal(let components) = self, components.count == 1 else { return false }
    // Lengths first: nearly every type is neither, and most differ in length from both.
    let name = components[0].name
    switch name.utf8.count {
    case 10: return name == "AlertState"
    case 23: return name == "ConfirmationDialogState"
    default: return false
    }
  }
}

extension NavigationCase.Payload {
  /// The number of values the hand-written case has (nil: no parameter
  /// clause): `writtenValues?.count`, without building the values.
  var writtenValueCount: Int? {
    switch self {
    case .reducer, .ephemeral, .alert, .confirmationDialog: return 1
    case .ignored(let parameters, _): return parameters.count
    case .none: return nil
    }
  }

  /// Whether the first written value is an `AlertState` or
  /// `ConfirmationDialogState` as the macro recognises them (`isMacroEphemeralState`).
  var firstWrittenValueIsPresentationState: Bool {
    switch self {
    case .alert, .confirmationDialog: return true
    case .reducer(let type, _), .ephemeral(let type): return type.isMacroEphemeralState
    case .ignored(let parameters, _): return parameters.first?.type.isMacroEphemeralState == true
    case .none: return false
    }
  }
}

extension NavigationCase.Payload {
  /// `NavigationCase.agrees(with:)`, which depends on the payload alone.
  func agrees(with reading: MacroCaseReading) -> Bool {
    switch self {
    case .reducer:
      return reading == .reducer
    case .alert, .confirmationDialog, .ephemeral:
      return reading == .ephemeral
    case .ignored(let parameters, let explicitAction):
      // A single value of a type that is not a plain name is passed
      // through unmarked just as if it were ignored, but never gets an
      // explicit action.
      return reading == .ignored
        || (reading == .reducer && parameters.count == 1 && !parameters[0].type.isNominal && explicitAction == nil)
    case .none:
      return true
    }
  }
}
