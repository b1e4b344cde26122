import NavSchema

/// Enums written inside a `@Reducer enum` — alert and dialog action enums,
/// an explicit `Action` or `State` — held as written, where they are written.
/// An action enum written exactly as NavGen generates one, at the end of the
/// enum, is held in the shorter form (`"alert": {"name", "actions"}`).
extension ReducerEnumMapper {
  mutating func mapNestedEnum(_ type: TypeDeclaration) -> NestedEnumDeclaration? {
    let subject = "enum \(DisplayText.quoted(type.name)) inside \(shownName)"
    let nestedName = "\(qualifiedName).\(type.name)"
    if type.genericClause != nil || type.whereClause != nil {
      warn(
        "\(subject) has generic parameters or a 'where' clause, which the schema cannot hold; "
          + ImportWording.moveIntoExtension(of: qualifiedName), at: type.location)
      return nil
    }
    var accessModifier: AccessLevel?
    var isIndirect = false
    for modifier in type.modifiers {
      if let level = AccessLevel(rawValue: modifier.name) {
        accessModifier = level
      } else if modifier.name == "indirect", modifier.detail == nil {
        isIndirect = true
      } else {
        warn("the modifier '\(modifier.name)' of \(subject) cannot be held by the schema and was dropped",
          at: type.location)
      }
    }
    let attributes = type.attributes.compactMap {
      checkedAttribute($0, of: subject, allowing: SchemaDecoder.nestedEnumMacros)
    }
    let inheritance = type.inheritance.compactMap { warnings.checkedConformance($0, of: subject, file: file) }
    let members = mapNestedMembers(type.members ?? [], enumName: nestedName)
    return NestedEnumDeclaration(
      name: type.name, accessModifier: accessModifier, isIndirect: isIndirect, attributes: attributes, inheritance: inheritance,
      members: members, location: location(type.location))
  }

  private mutating func mapNestedMembers(_ members: [SwiftDeclaration], enumName: String) -> [Conditional<NestedEnumMember>] {
    var result: [Conditional<NestedEnumMember>] = []
    for member in members {
      switch member {
      case .enumCase(let caseDeclaration):
        if let mapped = mapPlainCases(caseDeclaration) { result.append(.item(.declaration(mapped))) }
      case .conditional(let block):
        var clauses: [ConditionalClause<NestedEnumMember>] = []
        for clause in block.clauses {
          guard let (keyword, condition) = checkedClause(clause) else {
            clauses = []
            break
          }
          clauses.append(ConditionalClause(keyword, condition, mapNestedMembers(clause.members, enumName: enumName)))
        }
        if !clauses.isEmpty { result.append(.block(clauses)) }
      case .other(let other) where other.kind == "typealias" && other.name != nil:
        if let alias = mapTypeAlias(other) { result.append(.item(.typeAlias(alias))) }
      default:
        warn(
          "\(ImportWording.describe(member)) inside \(DisplayText.quoted(enumName)) cannot be held by the schema; "
            + ImportWording.moveIntoExtension(of: enumName), at: member.location)
      }
    }
    return result
  }

  /// `case cancel, confirm(id: UUID)` in a nested enum: names and values as written.
  private mutating func mapPlainCases(_ caseDeclaration: EnumCaseDeclaration) -> PlainCaseDeclaration? {
    let subject = caseDeclaration.elements.first.map { "case \(DisplayText.quoted($0.name))" } ?? "case"
    let attributes = caseDeclaration.attributes.compactMap { checkedAttribute($0, of: subject) }
    for modifier in caseDeclaration.modifiers {
      warn("the modifier '\(modifier.name)' of \(subject) cannot be held by the schema and was dropped",
        at: caseDeclaration.location)
    }
    let elements = caseDeclaration.elements.compactMap { element -> PlainCase? in
      let subject = "case \(DisplayText.quoted(element.name))"
      if case .failure(let error) = SwiftGrammar.identifier(element.name, as: .caseName) {
        warn("\(subject) cannot be imported: \(error.message)", at: element.location)
        return nil
      }
      if let rawValue = element.rawValue {
        warn("the raw value \(DisplayText.quoted(rawValue)) of \(subject) cannot be held by the schema and was dropped",
          at: element.location)
      }
      var values: [NavigationCase.Parameter]?
      if let parameters = element.parameters {
        var mapped: [NavigationCase.Parameter] = []
        for parameter in parameters {
          if parameter.secondName != nil || parameter.firstName == "_" {
            warn("\(subject) cannot be imported: the schema cannot hold the parameter name of its value", at: parameter.location)
            return nil
          }
          if let value = parameter.defaultValue {
            warn("the default value \(DisplayText.quoted(value)) of \(subject) cannot be held by the schema and was dropped",
              at: parameter.location)
          }
          switch SwiftGrammar.type(parameter.type) {
          case .success(let type):
            mapped.append(NavigationCase.Parameter(label: parameter.firstName, type: type))
          case .failure(let error):
            warn("\(subject) cannot be imported: the schema cannot hold its value type (\(error.message))", at: parameter.location)
            return nil
          }
        }
        guard !mapped.isEmpty else {
          warn("\(subject) with an empty '()' cannot be held by the schema and was not imported", at: element.location)
          return nil
        }
        values = mapped
      }
      return PlainCase(name: element.name, values: values, location: location(element.location))
    }
    guard !elements.isEmpty else { return nil }
    return PlainCaseDeclaration(attributes: attributes, elements: elements)
  }

  private mutating func mapTypeAlias(_ alias: OtherDeclaration) -> TypeAliasDeclaration? {
    let name = alias.name ?? ""
    var accessModifier: AccessLevel?
    for modifier in alias.modifiers { accessModifier = AccessLevel(rawValue: modifier.name) ?? accessModifier }
    guard case .success = SwiftGrammar.identifier(name, as: .typeName),
      case .success(let type) = SwiftGrammar.type(alias.aliasedType ?? ""),
      alias.attributes.isEmpty, alias.modifiers.allSatisfy({ AccessLevel(rawValue: $0.name) != nil })
    else {
      warn("the type alias \(DisplayText.quoted(name)) cannot be held by the schema and was dropped", at: alias.location)
      return nil
    }
    return TypeAliasDeclaration(accessModifier: accessModifier, name: name, type: type)
  }

  // MARK: The generated form

  /// Nested action enums at the end of the enum that are written exactly as
  /// NavGen generates them (`@CasePathable enum A: Equatable, Hashable,
  /// Sendable { case x … }` with the enum's access), in the order the cases
  /// first use them, become generated ones: NavGen writes them there.
  func withGeneratedActionEnums(_ members: [Conditional<EnumMember>]) -> [Conditional<EnumMember>] {
    var tail: [NestedEnumDeclaration] = []
    for node in members.reversed() {
      guard case .item(.nestedEnum(let nested)) = node, generatedActions(of: nested) != nil else { break }
      tail.insert(nested, at: 0)
    }
    let firstUse = members.conditionalItems().flatMap { $0.declaration?.elements ?? [] }.reduce(into: [String]()) {
      used, navigationCase in
      switch navigationCase.payload {
      case .alert(.existing(let type)), .confirmationDialog(.existing(let type)):
        if let nested = tail.first(where: { TypeRef.named($0.name) == type }), !used.contains(nested.name) {
          used.append(nested.name)
        }
      default:
        break
      }
    }
    // The longest run at the end whose enums are all used, in the order they are first used.
    guard let length = (1...max(tail.count, 1)).reversed().first(where: { length in
      let names = tail.suffix(length).map(\.name)
      return length <= tail.count && firstUse.filter(names.contains) == names
    }), !tail.isEmpty
    else { return members }
    let run = Array(tail.suffix(length))
    let generated = Dictionary(uniqueKeysWithValues: run.map { nested in
      (nested.name, GeneratedActionEnum(name: nested.name, actions: generatedActions(of: nested) ?? []))
    })
    let kept = Array(members.dropLast(run.count))
    return kept.mapConditionalItems { member -> EnumMember in
      guard case .declaration(var declaration) = member else { return member }
      for index in declaration.elements.indices {
        switch declaration.elements[index].payload {
        case .alert(.existing(let type)):
          if let match = generated.values.first(where: { TypeRef.named($0.name) == type }) {
            declaration.elements[index].payload = .alert(.generated(match))
          }
        case .confirmationDialog(.existing(let type)):
          if let match = generated.values.first(where: { TypeRef.named($0.name) == type }) {
            declaration.elements[index].payload = .confirmationDialog(.generated(match))
          }
        default:
          break
        }
      }
      return .declaration(declaration)
    }
  }

  /// The actions of a nested enum in the form NavGen generates, or nil.
  private func generatedActions(of nested: NestedEnumDeclaration) -> [String]? {
    guard nested.attributes == ["@CasePathable"],
      nested.accessModifier == (access == .internal ? nil : access),
      nested.inheritance == [.named("Equatable"), .named("Hashable"), .named("Sendable")],
      !nested.members.isEmpty
    else { return nil }
    var actions: [String] = []
    for node in nested.members {
      guard case .item(.declaration(let declaration)) = node, declaration.attributes.isEmpty,
        declaration.elements.count == 1, declaration.elements[0].values == nil
      else { return nil }
      actions.append(declaration.elements[0].name)
    }
    return actions
  }
}
