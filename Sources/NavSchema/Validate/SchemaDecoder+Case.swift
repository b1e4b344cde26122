/// One case: the string shorthand `"Producto"` or an object.
extension SchemaDecoder {
  /// `insideConditional`: the case sits in an `#if` block (its own `if`
  /// key aside), where the macro reads no explicit action.
  mutating func decodeCase(_ value: JSONValue, insideConditional: Bool) -> DecodedCase? {
    switch value.kind {
    case .string(let text):
      return decodeShorthandCase(text, at: value.location)
    case .object(let members):
      return decodeCaseObject(
        JSONObjectView(members: members, location: value.location), insideConditional: insideConditional)
    default:
      error("expected a string or an object for a case, found \(value.typeDescription)", at: value.location)
      return nil
    }
  }

  /// `"Articles.Body"` is `{"name": "body", "reducer": "Articles.Body"}`.
  private mutating func decodeShorthandCase(_ text: String, at location: SourceLocation) -> DecodedCase? {
    guard let type = checked(SwiftGrammar.type(text), at: location) else { return nil }
    guard case .nominal(let components) = type, components.allSatisfy(\.genericArguments.isEmpty),
      components.first?.name != "Any"
    else {
      error(
        "a shorthand case must be a plain type name such as 'Producto' or 'Articles.Body'; write \(DisplayText.quoted(text)) as an object with 'name' and 'reducer'",
        at: location)
      return nil
    }
    let derived = ShorthandCaseName.derive(fromTypeName: type.description)
    let name = checkedCaseName(derived, shownAs: "\(DisplayText.quoted(derived)) (derived from \(DisplayText.quoted(text)))", at: location)
    return DecodedCase(
      model: NavigationCase(name: name ?? "", payload: .reducer(type: type, initializer: nil), location: location),
      name: name,
      nameLocation: location)
  }

  private mutating func decodeCaseObject(_ object: JSONObjectView, insideConditional: Bool) -> DecodedCase? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.caseObject, context: "case")
    var name: String?
    var nameLocation = object.location
    if let member = required("name", in: object, context: "case") {
      nameLocation = member.value.location
      if let text = string(member) {
        name = checkedCaseName(text, shownAs: nil, at: member.value.location)
      }
    }
    let payload = decodeCasePayload(
      object, caseName: name, insideConditional: insideConditional || object["if"] != nil)
    let condition = object["if"].flatMap { decodeCondition($0) }
    let attributes = object["attributes"].flatMap { decodeAttributes($0) } ?? []
    let glue = decodeCaseGlue(object)
    return DecodedCase(
      model: NavigationCase(
        name: name ?? "", payload: payload.payload ?? .none, glue: glue.glue, location: object.location),
      name: name,
      nameLocation: nameLocation,
      actionEnumNameLocation: payload.actionEnumNameLocation,
      attributes: attributes,
      condition: condition,
      glueKeys: glue.keys)
  }

  /// A case name: an identifier that is not a member the macros add.
  private mutating func checkedCaseName(_ text: String, shownAs shown: String?, at location: SourceLocation) -> String? {
    guard let name = checked(SwiftIdentifier.check(text, as: .caseName, shownAs: shown), at: location) else {
      return nil
    }
    if let clash = ReservedNames.caseNameClash(name, shownAs: shown) {
      error(clash, at: location)
      return nil
    }
    return name
  }
}
