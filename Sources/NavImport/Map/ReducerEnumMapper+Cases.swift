import NavSchema

/// One `case` declaration of a `@Reducer enum`, read with the macro's rules
/// (the model's `MacroCaseReading`): a declaration is ignored when it says
/// `@ReducerCaseIgnored` or one of its cases does not have exactly one value,
/// ephemeral when it says `@ReducerCaseEphemeral` or holds an `AlertState` /
/// `ConfirmationDialogState`; otherwise a single nominal value is a child
/// feature. Markers are kept as written, the cases and their labels too.
extension ReducerEnumMapper {
  enum MacroCaseKind {
    case ignored, ephemeral
  }

  /// The declaration the schema holds, or nil when none of its cases can be held.
  mutating func mapCaseDeclaration(_ caseDeclaration: EnumCaseDeclaration) -> NavigationCaseDeclaration? {
    let subject = caseDeclaration.elements.first.map { "case \(DisplayText.quoted($0.name))" } ?? "case"
    var markers: [CaseMarker] = []
    var attributes: [String] = []
    var warnedOrder = false
    for attribute in caseDeclaration.attributes {
      if let marker = CaseMarker(rawValue: attribute.name), attribute.arguments == nil {
        if markers.contains(marker) {
          warn("\(subject) repeats '\(marker.attribute)', which the schema holds once", at: attribute.location)
        } else {
          markers.append(marker)
        }
        continue
      }
      if !markers.isEmpty && !warnedOrder {
        warn("the schema writes the attributes of \(subject) before its '@ReducerCase…' markers", at: attribute.location)
        warnedOrder = true
      }
      if let text = checkedAttribute(attribute, of: subject) { attributes.append(text) }
    }
    for modifier in caseDeclaration.modifiers {
      warn("the modifier '\(modifier.name)' of \(subject) cannot be held by the schema and was dropped",
        at: caseDeclaration.location)
    }
    let types = caseDeclaration.elements.map { element in (element.parameters ?? []).map { SwiftGrammar.type($0.type) } }
    let kind = Self.macroKind(caseDeclaration.elements, types: types, markers: markers)
    let elements = zip(caseDeclaration.elements, types).compactMap { element, elementTypes in
      mapElement(element, types: elementTypes, kind: kind)
    }
    guard !elements.isEmpty else { return nil }
    var declaration = NavigationCaseDeclaration(
      attributes: attributes, markers: markers, elements: elements, location: location(caseDeclaration.location))
    // Markers as the kinds need them are the schema's default: leave them implicit.
    declaration.markers = nil
    if declaration.writtenMarkers != markers { declaration.markers = markers }
    return declaration
  }

  /// The macro's `isIgnored` / `isEphemeral` of a whole declaration.
  static func macroKind(
    _ elements: [EnumCaseElement], types: [[Result<TypeRef, GrammarError>]], markers: [CaseMarker]
  ) -> MacroCaseKind? {
    if markers.contains(.ignored) || elements.contains(where: { $0.parameters?.count != 1 }) { return .ignored }
    if markers.contains(.ephemeral) { return .ephemeral }
    let alertLike = types.contains { elementTypes in
      guard elementTypes.count == 1, case .success(let type) = elementTypes[0] else { return false }
      return type.isMacroEphemeralState
    }
    return alertLike ? .ephemeral : nil
  }

  private mutating func mapElement(
    _ element: EnumCaseElement, types: [Result<TypeRef, GrammarError>], kind: MacroCaseKind?
  ) -> NavigationCase? {
    let subject = "case \(DisplayText.quoted(element.name))"
    let position = element.location
    if case .failure(let error) = SwiftGrammar.identifier(element.name, as: .caseName) {
      warn("\(subject) cannot be imported: \(error.message)", at: position)
      return nil
    }
    if let rawValue = element.rawValue {
      warn("the raw value \(DisplayText.quoted(rawValue)) of \(subject) cannot be held by the schema and was dropped",
        at: position)
    }
    var parameters: [NavigationCase.Parameter] = []
    for (parameter, type) in zip(element.parameters ?? [], types) {
      switch type {
      case .failure(let error):
        warn("\(subject) cannot be imported: the schema cannot hold its value type (\(error.message))", at: parameter.location)
        return nil
      case .success(let type):
        if parameter.secondName != nil || parameter.firstName == "_" {
          warn("\(subject) cannot be imported: the schema cannot hold the parameter name of its value", at: parameter.location)
          return nil
        }
        parameters.append(NavigationCase.Parameter(label: parameter.firstName, type: type))
      }
    }
    let payload: NavigationCase.Payload
    var label: String?
    if element.parameters == nil {
      payload = .none
    } else if parameters.isEmpty {
      warn("\(subject) with an empty '()' cannot be held by the schema and was not imported", at: position)
      return nil
    } else if parameters.count > 1 || kind == .ignored {
      payload = .ignored(parameters: parameters, explicitAction: nil)
    } else {
      let parameter = parameters[0]
      label = parameter.label
      switch kind {
      case .ephemeral?:
        if parameter.type.isMacroEphemeralState, case .nominal(let components) = parameter.type,
          components[0].genericArguments.count == 1
        {
          let action = NavigationCase.ActionType.existing(components[0].genericArguments[0])
          payload = components[0].name == "AlertState" ? .alert(action) : .confirmationDialog(action)
        } else {
          payload = .ephemeral(type: parameter.type)
        }
      case .ignored?:
        payload = .ignored(parameters: parameters, explicitAction: nil)
      case nil where parameter.type.isNominal:
        var initializer: String?
        if let defaultValue = element.parameters?.first?.defaultValue {
          switch SwiftGrammar.expression(defaultValue) {
          case .success(let expression):
            initializer = expression
          case .failure(let error):
            warn("\(subject) cannot be imported: the schema cannot hold its default value (\(error.message))", at: position)
            return nil
          }
        }
        payload = .reducer(type: parameter.type, initializer: initializer)
      case nil:
        // A single value of a type that is not a plain name: passed through as if ignored.
        payload = .ignored(parameters: parameters, explicitAction: nil)
        label = nil
      }
    }
    if case .ignored = payload { label = nil }
    if case .reducer = payload {} else if let value = element.parameters?.compactMap(\.defaultValue).first {
      warn("the default value \(DisplayText.quoted(value)) of \(subject) cannot be held by the schema and was dropped",
        at: position)
    }
    return NavigationCase(name: element.name, payload: payload, label: label, location: location(position))
  }
}
