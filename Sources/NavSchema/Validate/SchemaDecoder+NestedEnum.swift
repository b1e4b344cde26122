/// An enum written inside a navigation enum, as an entry of its `cases`:
/// `{"enum": "Alert", "access": ..., "attributes": [...], "conformances": [...], "cases": [...]}`.
/// Its own `cases` hold plain cases — `"cancel"`, `{"name": "confirm",
/// "values": ["id: UUID"]}`, `{"elements": [...]}` — type aliases and `#if`
/// blocks of those.
extension SchemaDecoder {
  /// The macros a nested enum may carry as written; NavGen expands them in the expanded form.
  package static let nestedEnumMacros: Set<String> = ["CasePathable", "ObservableState"]

  mutating func decodeNestedEnum(_ object: JSONObject, insideConditional: Bool) -> DecodedNestedEnum? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.nestedEnum, context: "nested enum")
    var name: String?
    var nameLocation = location(object)
    if let member = required("enum", in: object, context: "nested enum") {
      let location = location(member.value)
      nameLocation = location
      name = string(member).flatMap { checkedNestedEnumName($0, insideConditional: insideConditional, at: location) }
    }
    let access = member("access", in: object).flatMap { decodeAccess($0) }
    let isIndirect = member("indirect", in: object).flatMap { bool($0) } ?? false
    let attributes = member("attributes", in: object).flatMap { decodeAttributes($0, allowing: Self.nestedEnumMacros) } ?? []
    let inheritance = member("conformances", in: object).flatMap { decodeConformances($0) } ?? []
    var cases: [PlainCase] = []
    var members: [Conditional<NestedEnumMember>] = []
    if let member = required("cases", in: object, context: "nested enum"), let entries = array(member) {
      members = decodeEntries(
        entries, insideConditional: false, collected: &cases,
        EntryDecoding(item: { decoder, entry, _, cases in decoder.decodeNestedEntry(entry, cases: &cases) }))
    }
    checkNestedCaseNames(cases, enumName: name)
    guard let name else { return nil }
    return DecodedNestedEnum(
      model: NestedEnumDeclaration(
        name: name, accessModifier: access, isIndirect: isIndirect, attributes: attributes, inheritance: inheritance, members: members,
        location: sourceLocation(location(object))),
      nameLocation: nameLocation)
  }

  /// An identifier; `State` and `Action` only outside `#if` (the macro
  /// looks for them there only, and would write its own besides);
  /// `CaseScope` and `AllCasePaths` not at all.
  private mutating func checkedNestedEnumName(
    _ text: String, insideConditional: Bool, at location: SourcePosition
  ) -> String? {
    guard let name = checked(SwiftGrammar.identifier(text, as: .enumName), at: location) else { return nil }
    if ["CaseScope", "AllCasePaths"].contains(name) {
      error(
        "'\(name)' cannot be written inside the enum: the @Reducer expansion declares its own, which NavGen always writes",
        at: location)
      return nil
    }
    if insideConditional, ["State", "Action"].contains(name) {
      error(
        "an explicit '\(name)' cannot sit inside '#if': TCA's @Reducer looks for it only outside '#if' blocks and would write its own as well",
        at: location)
      return nil
    }
    return name
  }

  private mutating func decodeNestedEntry(
    _ entry: JSONValue, cases: inout [PlainCase]
  ) -> DecodedEntry<NestedEnumMember>? {
    if let text = json.string(entry) {
      guard let element = plainCase(named: text, values: nil, at: location(entry)) else { return nil }
      cases.append(element)
      return DecodedEntry(member: .declaration(PlainCaseDeclaration(elements: [element])))
    }
    guard let object = self.object(entry, "for a case of a nested enum") else { return nil }
    switch EntryForm.of(object, in: json) {
    case .typeAlias:
      return decodeTypeAlias(object).map { DecodedEntry(member: .typeAlias($0)) }
    case .declaration:
      rejectUnknownKeys(in: object, allowed: SchemaKeys.nestedCaseDeclaration, context: "case declaration")
      let condition = member("if", in: object).flatMap { decodeCondition($0) }
      let attributes = member("attributes", in: object).flatMap { decodeAttributes($0) } ?? []
      guard let entries = declarationElements(in: object) else { return nil }
      let elements = entries.compactMap { decodeNestedCase($0, inDeclaration: true) }
      cases += elements
      guard elements.count == entries.count else { return nil }
      return DecodedEntry(
        member: .declaration(PlainCaseDeclaration(attributes: attributes, elements: elements)), condition: condition)
    case .nestedEnum, .reducerEnum:
      error("an enum inside a nested enum is not supported; declare it in an extension of your own", at: location(object))
      return nil
    case .case, .block:
      guard let element = decodeNestedCase(entry, inDeclaration: false) else { return nil }
      cases.append(element)
      let attributes = member("attributes", in: object).flatMap { decodeAttributes($0) } ?? []
      let condition = member("if", in: object).flatMap { decodeCondition($0) }
      return DecodedEntry(
        member: .declaration(PlainCaseDeclaration(attributes: attributes, elements: [element])), condition: condition)
    }
  }

  /// `"cancel"` or `{"name": "confirm", "values": ["id: UUID"]}`.
  private mutating func decodeNestedCase(_ entry: JSONValue, inDeclaration: Bool) -> PlainCase? {
    if let text = json.string(entry) { return plainCase(named: text, values: nil, at: location(entry)) }
    guard let object = self.object(entry, "for a case of a nested enum") else { return nil }
    rejectUnknownKeys(in: object, allowed: SchemaKeys.nestedCase, context: "case of a nested enum")
    if inDeclaration {
      for member in object.members where self.member(member, hasOneOf: ["attributes", "if"]) {
        error(
          "'\(key(member))' belongs to the whole declaration: give it next to 'elements', not on one of its cases",
          at: keyLocation(member))
      }
    }
    var values: [NavigationCase.Parameter]?
    if let member = member("values", in: object), let strings = stringArray(member) {
      if strings.isEmpty, json.elements(member.value)?.isEmpty == true {
        error("'values' must list at least one value; leave it out for a case without values", at: location(member.value))
      }
      values = strings.compactMap { text, location in checked(SwiftGrammar.parameter(text), at: location) }
    }
    guard let nameMember = required("name", in: object, context: "case of a nested enum"), let text = string(nameMember)
    else { return nil }
    return plainCase(named: text, values: values, at: location(nameMember.value))
  }

  private mutating func plainCase(
    named text: String, values: [NavigationCase.Parameter]?, at location: SourcePosition
  ) -> PlainCase? {
    guard let name = checked(SwiftGrammar.identifier(text, as: .caseName), at: location) else { return nil }
    if let clash = ReservedNames.actionNameClash(name) {
      error(clash, at: location)
      return nil
    }
    return PlainCase(name: name, values: values, location: sourceLocation(location))
  }

  /// `{"typealias": "StateReducer", "type": "Destination", "access": "public"}`.
  private mutating func decodeTypeAlias(_ object: JSONObject) -> TypeAliasDeclaration? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.typeAlias, context: "type alias")
    let name = required("typealias", in: object, context: "type alias").flatMap { member in
      string(member).flatMap { checked(SwiftGrammar.identifier($0, as: .typeName), at: location(member.value)) }
    }
    let type = required("type", in: object, context: "type alias").flatMap { member in
      string(member).flatMap { checked(SwiftGrammar.type($0), at: location(member.value)) }
    }
    let access = member("access", in: object).flatMap { decodeAccess($0) }
    guard let name, let type else { return nil }
    return TypeAliasDeclaration(accessModifier: access, name: name, type: type)
  }

  /// A nested enum may not repeat a case name (Swift and `@CasePathable` refuse it).
  private mutating func checkNestedCaseNames(_ cases: [PlainCase], enumName: String?) {
    let place = enumName.map { " in enum \(DisplayText.quoted($0))" } ?? ""
    var seen = FirstLocations(capacity: cases.count)
    for element in cases {
      if let first = seen.recordFirst(element.name, at: element.location.position) {
        error("duplicate case \(DisplayText.quoted(element.name))\(place)\(Self.firstAt(first))", at: element.location.position)
      }
    }
  }
}

/// A nested enum as decoded, with the location of its name for the checks across the enum.
struct DecodedNestedEnum {
  var model: NestedEnumDeclaration
  var nameLocation: SourcePosition
}
