/// An enum written by hand inside a navigation enum, as `@Reducer` leaves
/// it: its own attributes, then those the macro's member-attribute pass
/// adds — `@CasePathable` to `Action` and `State`, `@dynamicMemberLookup` to
/// `State` — unless written already (by bare name) or, for `@CasePathable`,
/// inherited. Other nested enums get nothing.
enum HandWrittenNestedEnum {
  static func emitter(
    for declaration: NestedEnumDeclaration, in navigationEnum: NavigationEnum
  ) -> NestedEnumEmitter<WrittenMembers> {
    let written = declaration.attributes.map(NestedEnumAttribute.init)
    let added = addedAttributes(declaration).map { NestedEnumAttribute.addedByReducer(NestedEnumAttribute("@\($0)")) }
    return NestedEnumEmitter(
      name: declaration.name,
      enclosingName: navigationEnum.qualifiedName,
      modifier: declaration.accessModifier.map { "\($0.rawValue) " } ?? "",
      isIndirect: declaration.isIndirect,
      attributes: written + added,
      inheritance: declaration.inheritance.map(\.description),
      content: WrittenMembers(declaration.members.mapConditionalItems(member)),
      availability: navigationEnum.availabilityAttributes
        + declaration.attributes.filter(NavigationEnum.isAvailability))
  }

  /// The names of the attributes the macro adds, in its order.
  static func addedAttributes(_ declaration: NestedEnumDeclaration) -> [String] {
    var names: [String]
    switch declaration.name {
    case "State": names = ["CasePathable", "dynamicMemberLookup"]
    case "Action": names = ["CasePathable"]
    default: return []
    }
    if declaration.inheritance.contains(where: { ["CasePathable", "CasePaths.CasePathable"].contains($0.description) }) {
      names.removeAll { $0 == "CasePathable" }
    }
    let writtenNames = declaration.attributes.map { attribute in
      String(attribute.dropFirst().prefix { $0 != "(" })
    }
    return names.filter { !writtenNames.contains($0) }
  }

  private static func member(_ member: NestedEnumMember) -> WrittenMembers.Member {
    switch member {
    case .declaration(let declaration):
      return .cases(
        attributes: declaration.attributes,
        declaration.elements.map { element in
          CaseDeclaration(
            name: element.name,
            associatedValues: (element.values ?? []).map { .init(label: $0.label, type: $0.type) })
        })
    case .typeAlias(let alias):
      let modifier = alias.accessModifier.map { "\($0.rawValue) " } ?? ""
      return .line("\(modifier)typealias \(alias.name) = \(alias.type)")
    }
  }
}
