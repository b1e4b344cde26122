/// A `case` declaration in the form a developer writes inside `@Reducer enum`,
/// before the macro runs: its attributes, the markers written by hand, and
/// its cases with their associated values (a reducer's default value
/// included). `ReducerCaseExpansion` derives everything else from this form
/// with the macro's own rules, so odd shapes come out exactly as the macro
/// would treat the equivalent hand-written declaration.
struct HandWrittenDeclaration: Hashable, Sendable {
  var attributes: [String]
  var writtenMarkers: [CaseMarker]
  var elements: [HandWrittenCase]
  /// Inside an `#if` block: the macro's member-attribute pass does not visit it.
  var isInsideConditional: Bool

  init(_ declaration: NavigationCaseDeclaration, isInsideConditional: Bool) {
    attributes = declaration.attributes
    writtenMarkers = declaration.writtenMarkers
    elements = declaration.elements.map(HandWrittenCase.init)
    self.isInsideConditional = isInsideConditional
  }

  /// How the macro reads every case of the declaration: ignored when marked
  /// so or when any case has no single value; else ephemeral when marked so
  /// or when any case's single value is an `AlertState` or
  /// `ConfirmationDialogState`; else a child feature.
  var kind: ReducerCaseExpansion.Kind {
    if writtenMarkers.contains(.ignored) || elements.contains(where: { $0.singleParameter == nil }) {
      return .ignored
    }
    if writtenMarkers.contains(.ephemeral)
      || elements.contains(where: { $0.singleParameter.map { ReducerCaseExpansion.isBuiltInEphemeral($0.type) } == true })
    {
      return .ephemeral
    }
    return .reducer
  }

  /// Markers the macro's member-attribute pass adds after the written ones.
  /// It looks only at declarations of one case outside `#if` blocks.
  var addedMarkers: [CaseMarker] {
    guard !isInsideConditional, elements.count == 1 else { return [] }
    guard let parameter = elements[0].singleParameter else { return [.ignored] }
    return ReducerCaseExpansion.isBuiltInEphemeral(parameter.type) ? [.ephemeral] : []
  }

  /// `autor(Autor)`, `a(A), b(B)`: the declaration without `case`.
  var declarationText: String {
    elements.map(\.declarationText).joined(separator: ", ")
  }
}

/// One case of a hand-written declaration.
struct HandWrittenCase: Hashable, Sendable {
  struct Parameter: Hashable, Sendable {
    var label: String?
    var type: TypeRef
    /// `= Edicion(modo: .completo)`: only reducer cases have one.
    var defaultValue: String?

    var declarationText: String {
      let typed = label.map { "\($0): \(type)" } ?? type.description
      return defaultValue.map { "\(typed) = \($0)" } ?? typed
    }
  }

  var name: String
  /// `nil` for `case cerrado` (no parameter clause at all).
  var parameters: [Parameter]?
  /// The explicit `Action` case type for the 1.25 migration pattern.
  var explicitActionType: TypeRef?

  init(_ navigationCase: NavigationCase) {
    name = navigationCase.name
    explicitActionType = navigationCase.explicitActionType
    switch navigationCase.payload {
    case .reducer(let type, let initializer):
      parameters = [Parameter(type: type, defaultValue: initializer)]
    case .alert(let action):
      parameters = [Parameter(type: .nominal([.init(name: "AlertState", genericArguments: [action.type])]))]
    case .confirmationDialog(let action):
      parameters = [
        Parameter(type: .nominal([.init(name: "ConfirmationDialogState", genericArguments: [action.type])]))
      ]
    case .ephemeral(let type):
      parameters = [Parameter(type: type)]
    case .ignored(let values, _):
      parameters = values.map { Parameter(label: $0.label, type: $0.type) }
    case .none:
      parameters = nil
    }
  }

  /// `autor(Autor)`, `edicion(Edicion = Edicion(modo: .completo))`, `cerrado`.
  var declarationText: String {
    guard let parameters else { return name }
    return "\(name)(\(parameters.map(\.declarationText).joined(separator: ", ")))"
  }

  /// The single associated value, when there is exactly one.
  var singleParameter: Parameter? {
    guard let parameters, parameters.count == 1 else { return nil }
    return parameters[0]
  }
}
