/// One case: the string shorthand `"Producto"` or an object.
extension SchemaDecoder {
  /// `insideConditional`: the case sits in an `#if` block (its own `if`
  /// key aside), where the macro reads no explicit action. `inDeclaration`:
  /// the case is one of the `elements` of a declaration, which holds the
  /// attributes, markers and condition.
  mutating func decodeCase(_ value: JSONValue, insideConditional: Bool, inDeclaration: Bool = false) -> DecodedCase? {
    if let text = json.string(value) {
      return decodeShorthandCase(text, at: location(value))
    }
    if let object = json.object(value) {
      return decodeCaseObject(object, insideConditional: insideConditional, inDeclaration: inDeclaration)
    }
    error("expected a string or an object for a case, found \(json.typeDescription(value))", at: location(value))
    return nil
  }

  /// `"Articles.Body"` is `{"name": "body", "reducer": "Articles.Body"}`.
  private mutating func decodeShorthandCase(_ text: String, at location: SourcePosition) -> DecodedCase? {
    guard let type = checked(SwiftGrammar.type(text), at: location) else { return nil }
    guard case .nominal(let components) = type, components.allSatisfy({ $0.genericArguments.isEmpty }),
      components.first?.name != "Any"
    else {
      error(
        "a shorthand case must be a plain type name such as 'Producto' or 'Articles.Body'; write \(DisplayText.quoted(text)) as an object with 'name' and 'reducer'",
        at: location)
      return nil
    }
    let derived = ShorthandCaseName.derive(fromTypeName: components[components.count - 1].name)
    let name = checkedCaseName(derived, shownAs: "\(DisplayText.quoted(derived)) (derived from \(DisplayText.quoted(text)))", at: location)
    let source = sourceLocation(location)
    return DecodedCase(
      declaration: NavigationCaseDeclaration(
        elements: [NavigationCase(name: name ?? "", payload: .reducer(type: type, initializer: nil), location: source)],
        location: source),
      facts: CaseFacts(name: name, nameLocation: location))
  }

  private mutating func decodeCaseObject(
    _ object: JSONObject, insideConditional: Bool, inDeclaration: Bool
  ) -> DecodedCase? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.caseObject, context: "case")
    if inDeclaration {
      for member in object.members where self.member(member, hasOneOf: SchemaKeys.declarationLevel) {
        error(
          "'\(key(member))' belongs to the whole declaration: give it next to 'elements', not on one of its cases",
          at: keyLocation(member))
      }
    }
    var name: String?
    var nameLocation = location(object)
    if let member = required("name", in: object, context: "case") {
      nameLocation = location(member.value)
      if let text = string(member) {
        name = checkedCaseName(text, shownAs: nil, at: nameLocation)
      }
    }
    let condition = member("if", in: object)
    let payload = decodeCasePayload(object, caseName: name, insideConditional: insideConditional || condition != nil)
    let label = member("label", in: object).flatMap { decodeLabel($0, payload: payload.payload) }
    let decodedCondition = inDeclaration ? nil : condition.flatMap { decodeCondition($0) }
    let attributes = inDeclaration ? [] : member("attributes", in: object).flatMap { decodeAttributes($0) } ?? []
    let markers = inDeclaration ? nil : member("markers", in: object).flatMap { decodeMarkers($0) }
    let glue = decodeCaseGlue(object)
    let link = decodeCaseLink(object, payload: payload.payload)
    if link != nil { linkedCases += 1 }
    let source = sourceLocation(location(object))
    return DecodedCase(
      declaration: NavigationCaseDeclaration(
        attributes: attributes, markers: markers,
        elements: [
          NavigationCase(name: name ?? "", payload: payload.payload ?? .none, label: label, glue: glue.glue, link: link,
            location: source)
        ],
        location: source),
      facts: CaseFacts(
        name: name, nameLocation: nameLocation, actionEnumNameLocation: payload.actionEnumNameLocation, glueKeys: glue.keys),
      condition: decodedCondition)
  }

  /// The label of a single value: `feature` in `case detail(feature: Detail)`.
  private mutating func decodeLabel(_ member: JSONMember, payload: NavigationCase.Payload?) -> String? {
    let label = string(member).flatMap { checked(SwiftGrammar.identifier($0, as: .parameterLabel), at: location(member.value)) }
    switch payload {
    case .reducer?, .alert?, .confirmationDialog?, .ephemeral?:
      return label
    case nil:
      return nil
    default:
      error(
        "'label' is only valid together with 'reducer', 'alert', 'confirmationDialog' or 'ephemeral'; an ignored value carries its label itself (\"feature: Detail\")",
        at: keyLocation(member))
      return nil
    }
  }

  /// `["@ReducerCaseIgnored"]`: the markers written by hand, each once.
  mutating func decodeMarkers(_ member: JSONMember) -> [CaseMarker]? {
    guard let strings = stringArray(member) else { return nil }
    var markers: [CaseMarker] = []
    var valid = strings.count == json.elements(member.value)?.count
    for (text, location) in strings {
      guard let marker = CaseMarker.allCases.first(where: { $0.attribute == text }) else {
        let names = CaseMarker.allCases.map { "'\($0.attribute)'" }.joined(separator: " and ")
        error(
          "\(DisplayText.quoted(text)) is not a case marker; the markers are \(names) (other attributes go in 'attributes')",
          at: location)
        valid = false
        continue
      }
      if markers.contains(marker) {
        error("'\(marker.attribute)' is written twice in 'markers'", at: location)
        valid = false
      }
      markers.append(marker)
    }
    return valid ? markers : nil
  }

  /// A case name: an identifier that is not a member the macros add.
  /// `shown` is how messages name it, when not as itself (built only for a message).
  private mutating func checkedCaseName(
    _ text: String, shownAs shown: @autoclosure () -> String?, at location: SourcePosition
  ) -> String? {
    guard let name = checked(SwiftIdentifier.check(text, as: .caseName, shownAs: shown()), at: location) else {
      return nil
    }
    if let clash = ReservedNames.caseNameClash(name, shownAs: shown()) {
      error(clash, at: location)
      return nil
    }
    return name
  }
}
