/// The payload of a case object: at most one of `reducer`, `alert`,
/// `confirmationDialog`, `ephemeral`, `ignored`, plus `initializer` (only
/// with `reducer`) and `action` (only with a one-parameter `ignored`).
extension SchemaDecoder {
  struct DecodedPayload {
    /// Nil when a payload key's value was invalid (already reported).
    var payload: NavigationCase.Payload?
    var actionEnumNameLocation: SourcePosition?
  }

  mutating func decodeCasePayload(
    _ object: JSONObject, caseName: String?, insideConditional: Bool
  ) -> DecodedPayload {
    var chosen: (member: JSONMember, payload: DecodedPayload)?
    for member in object.members where self.member(member, hasOneOf: SchemaKeys.payloadKinds) {
      let decoded = decodePayloadValue(member)
      guard let first = chosen else {
        chosen = (member, decoded)
        continue
      }
      let subject = caseName.map { "case \(DisplayText.quoted($0))" } ?? "a case"
      error(
        "\(subject) has more than one payload kind: '\(key(first.member))' and '\(key(member))'; use only one of \(Self.payloadKindList)",
        at: keyLocation(member))
    }
    var result = chosen?.payload ?? DecodedPayload(payload: NavigationCase.Payload.none)

    // When the partner key is present but lost to another payload kind,
    // the two-payload error above already explains the case.
    if let member = member("initializer", in: object) {
      let expression = string(member).flatMap { checked(SwiftGrammar.expression($0), at: location(member.value)) }
      if self.member("reducer", in: object) == nil {
        error("'initializer' is only valid together with 'reducer'", at: keyLocation(member))
      } else if case .reducer(let type, nil)? = result.payload {
        result.payload = .reducer(type: type, initializer: expression)
      }
    }
    if let member = member("action", in: object) {
      let action = string(member).flatMap { nominalType($0, for: "action", at: location(member.value)) }
      if self.member("ignored", in: object) == nil {
        error("'action' is only valid together with 'ignored'", at: keyLocation(member))
      } else if insideConditional {
        error(
          "'action' cannot be used on a case inside '#if': TCA's @Reducer reads explicit actions only from cases outside '#if' blocks, so the case would not get a store",
          at: keyLocation(member))
      } else if case .ignored(let parameters, nil)? = result.payload {
        if parameters.count == 1 {
          result.payload = .ignored(parameters: parameters, explicitAction: action)
        } else {
          error(
            "'action' needs 'ignored' with exactly one parameter, found \(parameters.count)", at: keyLocation(member))
        }
      }
    }
    return result
  }

  private static let payloadKindList = SchemaKeys.payloadKinds.map { "'\($0)'" }.joined(separator: ", ")

  /// The value of one of `SchemaKeys.payloadKinds`.
  private mutating func decodePayloadValue(_ member: JSONMember) -> DecodedPayload {
    let location = location(member.value)
    if json.member(member, hasKey: "reducer") {
      let type = string(member).flatMap { nominalType($0, for: "reducer", at: location) }
      return DecodedPayload(payload: type.map { .reducer(type: $0, initializer: nil) })
    }
    if json.member(member, hasKey: "ephemeral") {
      let type = string(member).flatMap { nominalType($0, for: "ephemeral", at: location) }
      return DecodedPayload(payload: type.map { .ephemeral(type: $0) })
    }
    let isAlert = json.member(member, hasKey: "alert")
    if isAlert || json.member(member, hasKey: "confirmationDialog") {
      let (actionType, nameLocation) = decodeActionType(member)
      let payload = actionType.map { type -> NavigationCase.Payload in
        isAlert ? .alert(type) : .confirmationDialog(type)
      }
      return DecodedPayload(payload: payload, actionEnumNameLocation: nameLocation)
    }
    return DecodedPayload(payload: decodeIgnoredParameters(member).map { .ignored(parameters: $0, explicitAction: nil) })
  }

  /// A nominal type such as `Autor`, `Articles.Body` or `ToastState<ToastAction>`.
  mutating func nominalType(_ text: String, for key: String, at location: SourcePosition) -> TypeRef? {
    guard let type = checked(SwiftGrammar.type(text), at: location) else { return nil }
    guard case .nominal(let components) = type, components.first?.name != "Any" else {
      error(
        "expected a nominal type for '\(key)' such as 'Autor' or 'Articles.Body', found \(DisplayText.quoted(type.description))",
        at: location)
      return nil
    }
    return type
  }

  /// `"Alerta"` names an existing action type; `{"name": ..., "actions": [...]}`
  /// asks NavGen to generate one. Also returns the generated enum's name location.
  private mutating func decodeActionType(_ member: JSONMember) -> (NavigationCase.ActionType?, SourcePosition?) {
    let key = key(member)
    if let text = json.string(member.value) {
      return (nominalType(text, for: key, at: location(member.value)).map { .existing($0) }, nil)
    }
    guard let object = json.object(member.value) else {
      error(
        "expected a string or an object for '\(key)', found \(json.typeDescription(member.value))",
        at: location(member.value))
      return (nil, nil)
    }
    rejectUnknownKeys(in: object, allowed: SchemaKeys.generatedActions, context: "'\(key)'")
    var name: String?
    var nameLocation: SourcePosition?
    if let nameMember = required("name", in: object, context: "'\(key)'") {
      let location = location(nameMember.value)
      nameLocation = location
      name = string(nameMember).flatMap { checkedActionEnumName($0, at: location) }
    }
    let actions = required("actions", in: object, context: "'\(key)'").flatMap { decodeActions($0) }
    guard let name, let actions else { return (nil, nameLocation) }
    return (.generated(GeneratedActionEnum(name: name, actions: actions)), nameLocation)
  }

  private mutating func checkedActionEnumName(_ text: String, at location: SourcePosition) -> String? {
    guard let name = checked(SwiftGrammar.identifier(text, as: .actionEnumName), at: location) else { return nil }
    if let clash = ReservedNames.typeNameClash(name, as: .actionEnumName) {
      error(clash, at: location)
      return nil
    }
    return name
  }

  /// The cases of a generated action enum: at least one, each once.
  private mutating func decodeActions(_ member: JSONMember) -> [String]? {
    guard let strings = stringArray(member) else { return nil }
    let count = json.elements(member.value)?.count
    if count == 0 {
      error("'actions' must list at least one action", at: location(member.value))
      return nil
    }
    var actions: [String] = []
    var seen = FirstLocations()
    var valid = strings.count == count
    for (text, location) in strings {
      guard let action = checked(SwiftGrammar.identifier(text, as: .actionName), at: location) else {
        valid = false
        continue
      }
      if let clash = ReservedNames.actionNameClash(action) {
        error(clash, at: location)
        valid = false
      } else if let first = seen[action] {
        error("duplicate action \(DisplayText.quoted(action))\(Self.firstAt(first))", at: location)
        valid = false
      } else {
        seen.record(action, at: location)
        actions.append(action)
      }
    }
    return valid ? actions : nil
  }

  /// `"URL"`, `"label: Type"`, or a non-empty array of those.
  private mutating func decodeIgnoredParameters(_ member: JSONMember) -> [NavigationCase.Parameter]? {
    if let text = json.string(member.value) {
      return checked(SwiftGrammar.parameter(text), at: location(member.value)).map { [$0] }
    }
    guard let elements = json.elements(member.value) else {
      error(
        "expected a string or an array for 'ignored', found \(json.typeDescription(member.value))", at: location(member.value))
      return nil
    }
    guard let strings = stringArray(member) else { return nil }
    if elements.isEmpty {
      error("'ignored' must list at least one parameter", at: location(member.value))
      return nil
    }
    let parameters = strings.compactMap { text, location in checked(SwiftGrammar.parameter(text), at: location) }
    return parameters.count == elements.count ? parameters : nil
  }
}
