/// A navigation enum object: a feature's `destination` or `path`, or an
/// entry of `enums`.
extension SchemaDecoder {
  mutating func decodeEnum(_ object: JSONObjectView, site: EnumSite, defaultAccess: AccessLevel) -> DecodedEnum? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.enumObject, context: site.context)
    let name = decodeEnumName(object, site: site)
    let qualifiedName = name.qualifiedName
    let access = object["access"].flatMap { decodeAccess($0) } ?? defaultAccess
    let attributes = object["attributes"].flatMap { decodeAttributes($0) } ?? []
    var collected = CollectedMembers()
    var members: [Conditional<EnumMember>] = []
    if let member = required("cases", in: object, context: site.context), let entries = array(member) {
      members = decodeMembers(entries, collected: &collected)
    }
    let cases = collected.cases
    let stateConformances = object["stateConformances"].flatMap { decodeConformances($0) } ?? []
    let actionConformances = object["actionConformances"].flatMap { decodeConformances($0) } ?? []
    let condition = object["if"].flatMap { decodeCondition($0) }
    var reducerArguments = ReducerArguments()
    if let member = object["reducerArguments"] {
      reducerArguments = decodeReducerArguments(member, collected: collected) ?? reducerArguments
    }
    checkCases(cases, enumName: name.name, qualifiedName: qualifiedName)
    checkNestedEnums(collected.nestedEnums, cases: cases, qualifiedName: qualifiedName)
    let glue = decodeGlue(
      object["swiftUI"], site: site, enumName: name.name, enumAccess: access, cases: cases,
      writtenAction: NavigationEnum.explicitAction(in: members))

    let role: NavigationEnum.Role
    switch site {
    case .destination(let feature, _): role = .destination(feature: feature?.joined(separator: ".") ?? "")
    case .path(let feature, _): role = .path(feature: feature?.joined(separator: ".") ?? "")
    case .standalone: role = .standalone
    }
    let model = NavigationEnum(
      scope: name.scope ?? [],
      name: name.name ?? "",
      role: role,
      access: access,
      attributes: attributes,
      members: members,
      stateConformances: stateConformances,
      actionConformances: actionConformances,
      reducerArguments: reducerArguments,
      condition: condition,
      swiftUI: glue?.model,
      location: object.location)
    return DecodedEnum(model: model, qualifiedName: qualifiedName, nameLocation: name.location, glue: glue)
  }

  /// The enum's `swiftUI`, then its cases' `view` and `presentation` against it
  /// (unless `swiftUI` itself was invalid, which is reported already).
  private mutating func decodeGlue(
    _ member: JSONMember?, site: EnumSite, enumName: String?, enumAccess: AccessLevel, cases: [DecodedCase],
    writtenAction: NestedEnumDeclaration?
  ) -> DecodedGlue? {
    guard let member, member.value.kind != .bool(false) else {
      checkCaseGlue(cases, glue: nil, writtenAction: writtenAction)
      return nil
    }
    let glue = decodeSwiftUI(
      member, site: site, enumName: enumName, enumAccess: enumAccess, caseNames: Set(cases.compactMap(\.name)))
    if let glue { checkCaseGlue(cases, glue: glue.model, writtenAction: writtenAction) }
    return glue
  }

  /// The enum's name and the types it is nested in; nil parts were reported.
  private struct EnumName {
    var scope: [String]?
    var name: String?
    var location: SourceLocation

    var qualifiedName: String? {
      guard let scope, let name else { return nil }
      return (scope + [name]).joined(separator: ".")
    }
  }

  private mutating func decodeEnumName(_ object: JSONObjectView, site: EnumSite) -> EnumName {
    switch site {
    case .destination(let feature, let key), .path(let feature, let key):
      let defaultName: String
      if case .destination = site { defaultName = "Destination" } else { defaultName = "Path" }
      guard let member = object["name"] else {
        return EnumName(scope: feature, name: defaultName, location: key.keyLocation)
      }
      return EnumName(scope: feature, name: decodeNestedEnumName(member, site: site), location: member.value.location)
    case .standalone:
      guard let member = required("name", in: object, context: site.context) else {
        return EnumName(scope: nil, name: nil, location: object.location)
      }
      guard let text = string(member),
        let components = checked(SwiftGrammar.dottedName(text, as: .enumName), at: member.value.location)
      else {
        return EnumName(scope: nil, name: nil, location: member.value.location)
      }
      let last = components[components.count - 1]
      if let clash = ReservedNames.typeNameClash(last, as: .enumName) {
        error(clash, at: member.value.location)
        return EnumName(scope: Array(components.dropLast()), name: nil, location: member.value.location)
      }
      return EnumName(scope: Array(components.dropLast()), name: last, location: member.value.location)
    }
  }

  /// A destination's or path's own name: one identifier, since the enum sits
  /// directly in `extension <Feature>`.
  private mutating func decodeNestedEnumName(_ member: JSONMember, site: EnumSite) -> String? {
    guard let text = string(member) else { return nil }
    if text.contains(".") {
      error(
        "\(DisplayText.quoted(text)) is not a valid enum name: the enum of a \(site.context) is nested in its feature and takes a single identifier",
        at: member.value.location)
      return nil
    }
    guard let name = checked(SwiftGrammar.identifier(text, as: .enumName), at: member.value.location) else {
      return nil
    }
    if let clash = ReservedNames.typeNameClash(name, as: .enumName) {
      error(clash, at: member.value.location)
      return nil
    }
    return name
  }

  /// `{"state": ["equatable"], "action": ["sendable"]}`: each a member of
  /// `_SynthesizedConformance`, once; none for a `State` or `Action` the enum writes itself.
  private mutating func decodeReducerArguments(_ member: JSONMember, collected: CollectedMembers) -> ReducerArguments? {
    guard let object = object(member.value, "for 'reducerArguments'") else { return nil }
    rejectUnknownKeys(in: object, allowed: SchemaKeys.reducerArguments, context: "'reducerArguments'")
    var arguments = ReducerArguments()
    for key in SchemaKeys.reducerArguments {
      guard let list = object[key], let strings = stringArray(list) else { continue }
      var values: [String] = []
      for (text, location) in strings {
        guard ReducerArguments.synthesizedConformances.contains(text) else {
          let names = ReducerArguments.synthesizedConformances.joined(separator: ", ")
          let hint = SpellingSuggestion.hint(for: text, among: ReducerArguments.synthesizedConformances)
          error(
            "\(DisplayText.quoted(text)) is not a conformance @Reducer synthesizes (\(names))\(hint)", at: location)
          continue
        }
        if values.contains(text) {
          error("'\(text)' is given twice in '\(key)'", at: location)
          continue
        }
        values.append(text)
      }
      let writtenByHand = collected.nestedEnums.contains { $0.model.name == (key == "state" ? "State" : "Action") }
        || (key == "action" && collected.cases.contains { $0.model.explicitActionType != nil })
      if writtenByHand, !values.isEmpty {
        let type = key == "state" ? "State" : "Action"
        error(
          "'\(key)' has no effect: the enum has its own '\(type)', so @Reducer writes none; give the conformances there",
          at: list.keyLocation)
        continue
      }
      if key == "state" { arguments.state = values } else { arguments.action = values }
    }
    return arguments
  }

  /// Protocol names for `stateConformances` / `actionConformances`; each once.
  mutating func decodeConformances(_ member: JSONMember) -> [TypeRef]? {
    guard let strings = stringArray(member) else { return nil }
    var conformances: [TypeRef] = []
    var seen = FirstLocations()
    for (text, location) in strings {
      guard let components = checked(SwiftGrammar.dottedName(text, as: .typeName), at: location) else { continue }
      let name = components.joined(separator: ".")
      if let first = seen[name] {
        error("duplicate conformance \(DisplayText.quoted(name)) in '\(member.key)'\(Self.firstAt(first))", at: location)
        continue
      }
      seen.record(name, at: location)
      conformances.append(.named(name))
    }
    return conformances
  }

  /// `attributes` of an enum or a case: each checked by the attribute grammar.
  mutating func decodeAttributes(_ member: JSONMember, allowing: Set<String> = []) -> [String]? {
    guard let strings = stringArray(member) else { return nil }
    return strings.compactMap { text, location in checked(SwiftGrammar.attribute(text, allowing: allowing), at: location) }
  }
}
