/// One `case` declaration of a `@Reducer enum`, read with the macro's rules:
/// a declaration is "ignored" when it says `@ReducerCaseIgnored` or one of
/// its elements does not have exactly one value, "ephemeral" when it says
/// `@ReducerCaseEphemeral` or holds an `AlertState` / `ConfirmationDialogState`;
/// otherwise a single nominal value is a child feature. The macro marks a
/// lone element outside `#if` that it infers as ignored or alert-like; the
/// schema writes exactly those markers, so an element whose written markers
/// differ is imported with a warning.
extension ReducerEnumMapper {
  enum Marker: String {
    case ignored = "ReducerCaseIgnored"
    case ephemeral = "ReducerCaseEphemeral"
  }

  enum MacroCaseKind {
    case ignored, ephemeral
  }

  /// The declarations the schema holds for one written `case` declaration.
  mutating func mapCaseDeclaration(_ caseDeclaration: EnumCaseDeclaration) -> [NavigationCaseDeclaration] {
    let subject = caseDeclaration.elements.first.map { "case \(ImportWording.quoted($0.name))" } ?? "case"
    var markers: [Marker] = []
    var attributes: [String] = []
    var markerBeforeAttribute = false
    for attribute in caseDeclaration.attributes {
      if let marker = Marker(rawValue: attribute.name), attribute.arguments == nil {
        markers.append(marker)
      } else if let text = checkedAttribute(attribute, of: subject) {
        if !markers.isEmpty { markerBeforeAttribute = true }
        attributes.append(text)
      }
    }
    if markerBeforeAttribute {
      warn("the schema writes the attributes of \(subject) before its '@ReducerCase…' markers", at: caseDeclaration.location)
    }
    for modifier in caseDeclaration.modifiers {
      warn("the modifier '\(modifier.name)' of \(subject) cannot be held by the schema and was dropped",
        at: caseDeclaration.location)
    }
    if caseDeclaration.elements.count > 1 {
      let names = caseDeclaration.elements.map(\.name).joined(separator: ", ")
      warn(
        "the schema format cannot hold several cases in one declaration yet (\(ImportWording.quoted("case " + names))); "
          + "each is imported as a declaration of its own", at: caseDeclaration.location)
    }
    let types = caseDeclaration.elements.map { element in (element.parameters ?? []).map { SwiftGrammar.type($0.type) } }
    let kind = Self.macroKind(caseDeclaration.elements, types: types, markers: markers)
    return zip(caseDeclaration.elements, types).compactMap { element, elementTypes in
      mapElement(element, types: elementTypes, kind: kind, markers: markers, isAlone: caseDeclaration.elements.count == 1)
        .map { NavigationCaseDeclaration(attributes: attributes, elements: [$0], location: location(caseDeclaration.location)) }
    }
  }

  func location(_ position: SourcePosition) -> SourceLocation {
    SourceLocation(file: file, line: position.line, column: position.column)
  }

  /// The macro's `isIgnored` / `isEphemeral` of a whole declaration.
  static func macroKind(
    _ elements: [EnumCaseElement], types: [[Result<TypeRef, GrammarError>]], markers: [Marker]
  ) -> MacroCaseKind? {
    if markers.contains(.ignored) || elements.contains(where: { $0.parameters?.count != 1 }) { return .ignored }
    if markers.contains(.ephemeral) { return .ephemeral }
    let alertLike = types.contains { elementTypes in
      guard elementTypes.count == 1, case .success(let type) = elementTypes[0] else { return false }
      return isBuiltInEphemeral(type)
    }
    return alertLike ? .ephemeral : nil
  }

  /// `AlertState<…>` or `ConfirmationDialogState<…>` written as a plain identifier type.
  static func isBuiltInEphemeral(_ type: TypeRef) -> Bool {
    guard case .nominal(let components) = type, components.count == 1 else { return false }
    return components[0].name == "AlertState" || components[0].name == "ConfirmationDialogState"
  }

  private mutating func mapElement(
    _ element: EnumCaseElement, types: [Result<TypeRef, GrammarError>], kind: MacroCaseKind?, markers: [Marker],
    isAlone: Bool
  ) -> NavigationCase? {
    let subject = "case \(ImportWording.quoted(element.name))"
    let position = element.location
    if case .failure(let error) = SwiftGrammar.identifier(element.name, as: .caseName) {
      warn("\(subject) cannot be imported: \(error.message)", at: position)
      return nil
    }
    if let rawValue = element.rawValue {
      warn("the raw value \(ImportWording.quoted(rawValue)) of \(subject) cannot be held by the schema and was dropped",
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
    let defaultValues = (element.parameters ?? []).compactMap(\.defaultValue)
    guard let payload = payload(
      element, parameters: parameters, kind: kind, markers: markers, isAlone: isAlone, subject: subject)
    else { return nil }
    if case .reducer = payload {} else if let value = defaultValues.first {
      warn("the default value \(ImportWording.quoted(value)) of \(subject) cannot be held by the schema and was dropped",
        at: position)
    }
    return NavigationCase(
      name: element.name, payload: payload, location: SourceLocation(file: file, line: position.line, column: position.column))
  }

  /// The payload the schema holds for an element, warning where the
  /// markers it writes differ from the ones written in Swift.
  private mutating func payload(
    _ element: EnumCaseElement, parameters: [NavigationCase.Parameter], kind: MacroCaseKind?, markers: [Marker],
    isAlone: Bool, subject: String
  ) -> NavigationCase.Payload? {
    let position = element.location
    let payload: NavigationCase.Payload
    if element.parameters == nil {
      payload = .none
    } else if parameters.isEmpty {
      warn("\(subject) with an empty '()' cannot be held by the schema and was not imported", at: position)
      return nil
    } else if parameters.count > 1 || kind == .ignored {
      payload = .ignored(parameters: parameters, explicitAction: nil)
    } else {
      let parameter = parameters[0]
      if parameter.label != nil && !(kind == nil && !parameter.type.isNominal) {
        warn(
          "\(subject) cannot be imported: the schema can hold a labelled value only in an ignored case "
            + "(mark it '@ReducerCaseIgnored' if it is one)", at: position)
        return nil
      }
      switch kind {
      case .ephemeral?:
        if Self.isBuiltInEphemeral(parameter.type), case .nominal(let components) = parameter.type,
          components[0].genericArguments.count == 1
        {
          let action = actionType(components[0].genericArguments[0])
          payload = components[0].name == "AlertState" ? .alert(action) : .confirmationDialog(action)
        } else {
          payload = .ephemeral(type: parameter.type)
        }
      case .ignored?:
        payload = .ignored(parameters: parameters, explicitAction: nil)
      case nil:
        if parameter.type.isNominal {
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
        } else {
          payload = .ignored(parameters: parameters, explicitAction: nil)
        }
      }
    }
    // The markers the schema writes by hand for this payload.
    let schemaMarkers = payload.markerItNeeds.flatMap { Marker(rawValue: $0.rawValue) }.map { [$0] } ?? []
    let written = isAlone ? markers : []
    if written != schemaMarkers || (!isAlone && !markers.isEmpty) {
      let writtenText = markers.isEmpty ? "without a '@ReducerCase…' marker" : "with " + markers.map { "'@\($0.rawValue)'" }.joined(separator: " ")
      warn(
        "\(subject) is written \(writtenText); the schema format cannot hold hand-written markers yet, so the "
          + "generated case has the markers NavGen writes for its kind (the macro reads both the same way)",
        at: position)
    }
    return payload
  }

  /// The action type of an alert or dialog case: a generated action enum
  /// when the enum declares it in exactly the form NavGen writes.
  private mutating func actionType(_ type: TypeRef) -> NavigationCase.ActionType {
    guard case .nominal(let components) = type, components.count == 1, components[0].genericArguments.isEmpty,
      let nested = nestedEnums[components[0].name], let actions = generatedActions(of: nested)
    else { return .existing(type) }
    if !generatedActionEnums.contains(nested.name) { generatedActionEnums.append(nested.name) }
    return .generated(GeneratedActionEnum(name: nested.name, actions: actions))
  }
}
