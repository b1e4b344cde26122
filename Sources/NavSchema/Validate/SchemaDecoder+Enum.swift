/// A navigation enum object: a feature's `destination` or `path`, or an
/// entry of `enums`.
extension SchemaDecoder {
  mutating func decodeEnum(_ object: JSONObject, site: EnumSite, defaultAccess: AccessLevel) -> DecodedEnum? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.enumObject, context: site.context)
    let name = decodeEnumName(object, site: site)
    let qualifiedName = name.qualifiedName
    let access = member("access", in: object).flatMap { decodeAccess($0) } ?? defaultAccess
    let attributes = member("attributes", in: object).flatMap { decodeAttributes($0) } ?? []
    var collected = CollectedMembers()
    var members: [Conditional<EnumMember>] = []
    if let member = required("cases", in: object, context: site.context), let entries = array(member) {
      collected.cases.reserveCapacity(entries.count)
      members = decodeMembers(entries, collected: &collected)
    }
    let cases = collected.cases
    let conformances = member("conformances", in: object).flatMap { decodeConformances($0) } ?? []
    let stateConformances = member("stateConformances", in: object).flatMap { decodeConformances($0) } ?? []
    let actionConformances = member("actionConformances", in: object).flatMap { decodeConformances($0) } ?? []
    let condition = member("if", in: object).flatMap { decodeCondition($0) }
    var reducerArguments = ReducerArguments()
    if let member = member("reducerArguments", in: object) {
      reducerArguments = decodeReducerArguments(member, collected: collected) ?? reducerArguments
    }
    let indirection = member("indirect", in: object).map { decodeIndirection($0, collected: collected) } ?? .none
    checkCases(cases, enumName: name.name, qualifiedName: qualifiedName)
    checkNestedEnums(collected.nestedEnums, cases: cases, qualifiedName: qualifiedName)
    let glue = decodeGlue(
      member("swiftUI", in: object), site: site, enumName: name.name, enumAccess: access, cases: cases,
      writtenAction: NavigationEnum.explicitAction(in: members))

    let role: NavigationEnum.Role
    switch site {
    case .destination(let feature, _): role = .destination(feature: feature?.joined(separator: ".") ?? "")
    case .path(let feature, _): role = .path(feature: feature?.joined(separator: ".") ?? "")
    case .standalone: role = .standalone
    }
    var model = NavigationEnum(
      scope: name.scope ?? [],
      name: name.name ?? "",
      role: role,
      access: access,
      attributes: attributes,
      members: members,
      stateConformances: stateConformances,
      actionConformances: actionConformances,
      reducerArguments: reducerArguments,
      indirection: indirection,
      condition: condition,
      swiftUI: glue?.model,
      location: sourceLocation(location(object)))
    model.conformances = conformances
    report(ReleaseSupport.diagnostics(for: model, release: release, api: swiftUIAPI))
    return DecodedEnum(model: model, qualifiedName: qualifiedName, nameLocation: name.location, glue: glue)
  }

  /// The enum's `swiftUI`, then its cases' `view` and `presentation` against it
  /// (unless `swiftUI` itself was invalid, which is reported already).
  private mutating func decodeGlue(
    _ member: JSONMember?, site: EnumSite, enumName: String?, enumAccess: AccessLevel, cases: [CollectedCase],
    writtenAction: NestedEnumDeclaration?
  ) -> DecodedGlue? {
    guard let member, json.kind(member.value) != .false else {
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
    var location: SourcePosition

    var qualifiedName: String? {
      guard let scope, let name else { return nil }
      var qualified = ""
      for component in scope {
        qualified += component
        qualified += "."
      }
      return qualified + name
    }
  }

  private mutating func decodeEnumName(_ object: JSONObject, site: EnumSite) -> EnumName {
    switch site {
    case .destination(let feature, let key), .path(let feature, let key):
      let defaultName: String
      if case .destination = site { defaultName = "Destination" } else { defaultName = "Path" }
      guard let member = member("name", in: object) else {
        return EnumName(scope: feature, name: defaultName, location: keyLocation(key))
      }
      return EnumName(scope: feature, name: decodeNestedEnumName(member, site: site), location: location(member.value))
    case .standalone:
      guard let member = required("name", in: object, context: site.context) else {
        return EnumName(scope: nil, name: nil, location: location(object))
      }
      let nameLocation = location(member.value)
      guard let text = string(member),
        let components = checked(SwiftGrammar.dottedName(text, as: .enumName), at: nameLocation)
      else {
        return EnumName(scope: nil, name: nil, location: nameLocation)
      }
      let last = components[components.count - 1]
      if let clash = ReservedNames.typeNameClash(last, as: .enumName) {
        error(clash, at: nameLocation)
        return EnumName(scope: Array(components.dropLast()), name: nil, location: nameLocation)
      }
      return EnumName(scope: Array(components.dropLast()), name: last, location: nameLocation)
    }
  }

  /// A destination's or path's own name: one identifier, since the enum sits
  /// directly in `extension <Feature>`.
  private mutating func decodeNestedEnumName(_ member: JSONMember, site: EnumSite) -> String? {
    guard let text = string(member) else { return nil }
    if text.contains(".") {
      error(
        "\(DisplayText.quoted(text)) is not a valid enum name: the enum of a \(site.context) is nested in its feature and takes a single identifier",
        at: location(member.value))
      return nil
    }
    guard let name = checked(SwiftGrammar.identifier(text, as: .enumName), at: location(member.value)) else {
      return nil
    }
    if let clash = ReservedNames.typeNameClash(name, as: .enumName) {
      error(clash, at: location(member.value))
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
    for staticKey in SchemaKeys.reducerArguments {
      guard let list = self.member(staticKey, in: object), let strings = stringArray(list) else { continue }
      let key = staticKey.description
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
          at: keyLocation(list))
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
      // A valid dotted name is its components joined as written.
      if let first = seen.recordFirst(text, at: location) {
        error("duplicate conformance \(DisplayText.quoted(text)) in '\(key(member))'\(Self.firstAt(first))", at: location)
        continue
      }
      conformances.append(.nominal(components.map { TypeRef.TypeComponent(name: $0) }))
    }
    return conformances
  }

  /// `attributes` of an enum or a case: each checked by the attribute grammar.
  mutating func decodeAttributes(_ member: JSONMember, allowing: Set<String> = []) -> [String]? {
    guard let strings = stringArray(member) else { return nil }
    return strings.compactMap { text, location in checked(SwiftGrammar.attribute(text, allowing: allowing), at: location) }
  }
}
