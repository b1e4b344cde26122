/// A `case` declaration in the form a developer writes inside `@Reducer enum`,
/// before the macro runs: its attributes, the markers written by hand, and
/// its cases with their associated values (a reducer's default value
/// included). `ReducerCaseExpansion` derives everything else from each case
/// with the macro's own rules, so odd shapes come out exactly as the macro
/// would treat the equivalent hand-written declaration.
struct HandWrittenDeclaration: Sendable {
  var attributes: [String]
  var writtenMarkers: [CaseMarker]
  /// Its cases, each with what the macro derives from it.
  var expansions: [ReducerCaseExpansion]
  /// Inside an `#if` block: the macro's member-attribute pass does not visit it.
  var isInsideConditional: Bool
  /// How the macro reads every case of the declaration.
  var kind: MacroCaseReading

  /// - Parameter explicitActionTypes: see `ReducerCaseExpansion.init`.
  init(
    _ declaration: NavigationCaseDeclaration, isInsideConditional: Bool, explicitActionTypes: [String: TypeRef] = [:]
  ) {
    attributes = declaration.attributes
    writtenMarkers = declaration.writtenMarkers
    let kind = declaration.macroReading
    // By index, each case read in place rather than copied out (every case
    // of every enum comes through here).
    expansions = declaration.elements.indices.map { index in
      ReducerCaseExpansion(HandWrittenCase(declaration.elements[index]), kind: kind, explicitActionTypes: explicitActionTypes)
    }
    self.isInsideConditional = isInsideConditional
    self.kind = kind
  }

  /// The marker the macro's member-attribute pass adds after the written ones,
  /// if any. It looks only at declarations of one case outside `#if` blocks.
  var addedMarker: CaseMarker? {
    guard !isInsideConditional, expansions.count == 1 else { return nil }
    guard let parameter = expansions[0].handWritten.singleParameter else { return .ignored }
    return parameter.type.isMacroEphemeralState ? .ephemeral : nil
  }

  /// Appends `autor(Autor)`, `a(A), b(B)`: the declaration without `case`.
  func write<Text: SwiftText & ~Copyable>(to text: inout Text) {
    for index in expansions.indices {
      if index > 0 { text.write(", ") }
      expansions[index].handWritten.write(to: &text)
    }
  }
}

/// One case of a hand-written declaration.
struct HandWrittenCase: Hashable, Sendable {
  var name: String
  /// `nil` for `case cerrado` (no parameter clause at all).
  var parameters: [NavigationCase.Parameter]?
  /// `Edicion(modo: .completo)` in `edicion(Edicion = Edicion(modo: .completo))`:
  /// only reducer cases, which have one value, have one.
  var defaultValue: String?
  /// The explicit `Action` case type for the 1.25 migration pattern.
  var explicitActionType: TypeRef?

  init(_ navigationCase: borrowing NavigationCase) {
    name = navigationCase.name
    explicitActionType = navigationCase.explicitActionType
    if case .reducer(_, let initializer) = navigationCase.payload { defaultValue = initializer }
    parameters = navigationCase.writtenValues
  }

  /// `autor(Autor)`, `edicion(Edicion = Edicion(modo: .completo))`, `cerrado`.
  var declarationText: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Appends `declarationText` to `text`.
  func write<Text: SwiftText & ~Copyable>(to text: inout Text) {
    text.write(name)
    guard let parameters else { return }
    text.write("(")
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text.write(", ") }
      text.writeLabel(parameter.label)
      text.write(parameter.type)
      if let defaultValue {
        text.write(" = ")
        text.write(defaultValue)
      }
    }
    text.write(")")
  }

  /// The single associated value, when there is exactly one.
  var singleParameter: NavigationCase.Parameter? {
    guard let parameters, parameters.count == 1 else { return nil }
    return parameters[0]
  }
}
