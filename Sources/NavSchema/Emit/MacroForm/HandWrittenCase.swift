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
  /// How the macro reads every case of the declaration.
  var kind: MacroCaseReading

  init(_ declaration: NavigationCaseDeclaration, isInsideConditional: Bool) {
    attributes = declaration.attributes
    writtenMarkers = declaration.writtenMarkers
    elements = declaration.elements.map(HandWrittenCase.init)
    self.isInsideConditional = isInsideConditional
    kind = declaration.macroReading
  }

  /// Markers the macro's member-attribute pass adds after the written ones.
  /// It looks only at declarations of one case outside `#if` blocks.
  var addedMarkers: [CaseMarker] {
    guard !isInsideConditional, elements.count == 1 else { return [] }
    guard let parameter = elements[0].singleParameter else { return [.ignored] }
    return parameter.type.isMacroEphemeralState ? [.ephemeral] : []
  }

  /// Appends `autor(Autor)`, `a(A), b(B)`: the declaration without `case`.
  func write<Text: TextOutputStream>(to text: inout Text) {
    for (index, element) in elements.enumerated() {
      if index > 0 { text.write(", ") }
      element.write(to: &text)
    }
  }
}

/// One case of a hand-written declaration.
struct HandWrittenCase: Hashable, Sendable {
  struct Parameter: Hashable, Sendable {
    var label: String?
    var type: TypeRef
    /// `= Edicion(modo: .completo)`: only reducer cases have one.
    var defaultValue: String?

    /// `Autor`, `autor: Autor`, `Edicion = Edicion(modo: .completo)`.
    func write<Text: TextOutputStream>(to text: inout Text) {
      if let label {
        text.write(label)
        text.write(": ")
      }
      type.write(to: &text)
      if let defaultValue {
        text.write(" = ")
        text.write(defaultValue)
      }
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
    var initializer: String?
    if case .reducer(_, let value) = navigationCase.payload { initializer = value }
    parameters = navigationCase.writtenValues.map { values in
      values.map { Parameter(label: $0.label, type: $0.type, defaultValue: initializer) }
    }
  }

  /// `autor(Autor)`, `edicion(Edicion = Edicion(modo: .completo))`, `cerrado`.
  var declarationText: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Appends `declarationText` to `text`.
  func write<Text: TextOutputStream>(to text: inout Text) {
    text.write(name)
    guard let parameters else { return }
    text.write("(")
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text.write(", ") }
      parameter.write(to: &text)
    }
    text.write(")")
  }

  /// The single associated value, when there is exactly one.
  var singleParameter: Parameter? {
    guard let parameters, parameters.count == 1 else { return nil }
    return parameters[0]
  }
}
