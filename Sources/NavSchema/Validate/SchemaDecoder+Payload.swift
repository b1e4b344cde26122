/// The payload of a case object: at most one of `reducer`, `alert`,
/// `confirmationDialog`, `ephemeral`, `ignored`, plus `initializer` (only
/// with `reducer`) and `action` (only with a one-parameter `ignored`).
extension SchemaDecoder {
  struct DecodedPayload {
    /// Nil when a payload key's value was invalid (already reported).
    var payload: NavigationCase.Payload?
    var actionEnumNameLocation: SourceLocation?
  }

  mutating func decodeCasePayload(
    _ object: JSONObjectView, caseName: String?, insideConditional: Bool
  ) -> DecodedPayload {
    var chosen: (key: String, payload: DecodedPayload)?
    for member in object.members where SchemaKeys.payloadKinds.contains(where: { $0.isKey(member.key) }) {
      let decoded = decodePayloadValue(member)
      guard let first = chosen else {
        chosen = (member.key, decoded)
        continue
      }
      let subject = caseName.map { "case \(DisplayText.quoted($0))" } ?? "a case"
      error(
        "\(subject) has more than one payload kind: '\(first.key)' and '\(member.key)'; use only one of \(Self.payloadKindList)",
        at: member.keyLocation)
    }
    var result = chosen?.payload ?? DecodedPayload(payload: NavigationCase.Payload.none)

    // When the partner key is present but lost to another payload kind,
    // the two-payload error above already explains the case.
    if let member = object["initializer"] {
      let expression = string(member).flatMap { checked(SwiftGrammar.expression($0), at: member.value.location) }
      if object["reducer"] == nil {
        error("'initializer' is only valid together with 'reducer'", at: member.keyLocation)
      } else if case .reducer(let type, nil)? = result.payload {
        result.payload = .reducer(type: type, initializer: expression)
      }
    }
    if let member = object["action"] {
      let action = string(member).flatMap { nominalType($0, for: "action", at: member.value.location) }
      if object["ignored"] == nil {
        error("'action' is only valid together with 'ignored'", at: member.keyLocation)
      } else if insideConditional {
        error(
          "'action' cannot be used on a case inside '#if': TCA's @Reducer reads explicit actions only from cases outside '#if' blocks, so the case would not get a store",
          at: member.keyLocation)
      } else if case .ignored(let parameters, nil)? = result.payload {
        if parameters.count == 1 {
          result.payload = .ignored(parameters: parameters, explicitAction: action)
        } else {
          error(
            "'action' needs 'ignored' with exactly one parameter, found \(parameters.count)", at: member.keyLocation)
        }
      }
    }
    return result
  }

  private static let payloadKindList = SchemaKeys.payloadKinds.map { "'\($0)'" }.joined(separator: ", ")

  private mutating func decodePayloadValue(_ member: JSONMember) -> DecodedPayload {
    let location = member.value.location
    switch member.key {
    case "reducer":
      let type = string(member).flatMap { nominalType($0, for: "reducer", at: location) }
      return DecodedPayload(payload: type.map { .reducer(type: $0, initializer: nil) })
    case "ephemeral":
      let type = string(member).flatMap { nominalType($0, for: "ephemeral", at: location) }
      return DecodedPayload(payload: type.map { .ephemeral(type: $0) })
    case "alert", "confirmationDialog":
      let (actionType, nameLocation) = decodeActionType(member)
      let payload = actionType.map { type -> NavigationCase.Payload in
        member.key == "alert" ? .alert(type) : .confirmationDialog(type)
      }
      return DecodedPayload(payload: payload, actionEnumNameLocation: nameLocation)
    default:
      return DecodedPayload(payload: decodeIgnoredParameters(member).map { .ignored(parameters: $0, explicitAction: nil) })
    }
  }

  /// A nominal type such as `Autor`, `Articles.Body` or `ToastState<ToastAction>`.
  mutating func nominalType(_ text: String, for key: String, at location: SourceLocation) -> TypeRef? {
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
  private mutating func decodeActionType(_ member: JSONMember) -> (NavigationCase.ActionType?, SourceLocation?) {
    switch member.value.kind {
    case .string(let text):
      return (nominalType(text, for: member.key, at: member.value.location).map { .existing($0) }, nil)
    case .object(let members):
      let object = JSONObjectView(members: members, location: member.value.location)
      rejectUnknownKeys(in: object, allowed: SchemaKeys.generatedActions, context: "'\(member.key)'")
      var name: String?
      var nameLocation: SourceLocation?
      if let nameMember = required("name", in: object, context: "'\(member.key)'") {
        nameLocation = nameMember.value.location
        name = string(nameMember).flatMap { checkedActionEnumName($0, at: nameMember.value.location) }
      }
      let actions = required("actions", in: object, context: "'\(member.key)'").flatMap { decodeActions($0) }
      guard let name, let actions else { return (nil, nameLocation) }
      return (.generated(GeneratedActionEnum(name: name, actions: actions)), nameLocation)
    default:
      error(
        "expected a string or an object for '\(member.key)', found \(member.value.typeDescription)",
        at: member.value.location)
      return (nil, nil)
    }
  }

  private mutating func checkedActionEnumName(_ text: String, at location: SourceLocation) -> String? {
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
    if member.value.elements?.isEmpty == true {
      error("'actions' must list at least one action", at: member.value.location)
      return nil
    }
    var actions: [String] = []
    var seen = FirstLocations()
    var valid = strings.count == member.value.elements?.count
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
    switch member.value.kind {
    case .string(let text):
      return checked(SwiftGrammar.parameter(text), at: member.value.location).map { [$0] }
    case .array(let elements):
      guard let strings = stringArray(member) else { return nil }
      if elements.isEmpty {
        error("'ignored' must list at least one parameter", at: member.value.location)
        return nil
      }
      let parameters = strings.compactMap { text, location in checked(SwiftGrammar.parameter(text), at: location) }
      return parameters.count == elements.count ? parameters : nil
    default:
      error(
        "expected a string or an array for 'ignored', found \(member.value.typeDescription)", at: member.value.location)
      return nil
    }
  }
}
