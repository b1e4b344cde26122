/// The members of a `@Reducer enum`: cases and `#if` blocks (kept as
/// written, clauses and nesting included), the explicit `Action`, alert and
/// dialog action enums, and what the schema cannot hold.
extension ReducerEnumMapper {
  mutating func collectNestedEnums() {
    for member in declaration.members ?? [] {
      guard case .type(let type) = member, type.kind == .enum, !ReducerEnumFinder.isReducerEnum(type) else { continue }
      if type.name == "Action" {
        explicitActionEnum = type
      } else if nestedEnums[type.name] == nil {
        nestedEnums[type.name] = type
      }
    }
  }

  mutating func mapMembers(_ members: [SwiftDeclaration], insideConditional: Bool) -> [Conditional<EnumMember>] {
    var result: [Conditional<EnumMember>] = []
    for member in members {
      switch member {
      case .enumCase(let caseDeclaration):
        if !insideConditional { noteCases() }
        result += mapCaseDeclaration(caseDeclaration).map { .item(.declaration($0)) }
      case .conditional(let block):
        if !insideConditional { noteCases() }
        if let mapped = mapConditionalBlock(block) { result.append(mapped) }
      case .type(let type) where type.kind == .enum && !insideConditional
        && (type.name == "Action" || nestedEnums[type.name] == type):
        // Explicit `Action` and action enums are resolved once every case is known.
        memberOrder.append(type.name == "Action" ? .explicitAction : .actionEnum(type.name))
      case .type(let type) where ReducerEnumFinder.isReducerEnum(type):
        warn(
          "the nested @Reducer enum \(ImportWording.quoted(type.name)) is imported on its own, but the schema "
            + "cannot hold it inside \(shownName); \(ImportWording.moveIntoExtension(of: qualifiedName))",
          at: type.location)
      default:
        warn(
          "\(ImportWording.describe(member)) inside \(shownName) cannot be held by the schema; "
            + ImportWording.moveIntoExtension(of: qualifiedName), at: member.location)
      }
    }
    return result
  }

  private mutating func noteCases() {
    if memberOrder.last != .cases { memberOrder.append(.cases) }
  }

  /// A block as written: every clause, its condition and members. A block
  /// with a condition the schema cannot hold is left out whole, since its
  /// later clauses mean something only after the earlier ones.
  private mutating func mapConditionalBlock(_ block: ConditionalBlock) -> Conditional<EnumMember>? {
    var clauses: [ConditionalClause<EnumMember>] = []
    for clause in block.clauses {
      let keyword = ClauseKeyword(rawValue: clause.keyword.rawValue) ?? .if
      var condition: String?
      if keyword != .else {
        switch SwiftGrammar.condition(clause.condition ?? "") {
        case .success(let checked):
          condition = checked
        case .failure(let error):
          warn(
            "the condition of this '\(clause.keyword.rawValue)' cannot be held by the schema (\(error.message)); "
              + "its block was not imported", at: clause.location)
          return nil
        }
      }
      clauses.append(ConditionalClause(keyword, condition, mapMembers(clause.members, insideConditional: true)))
    }
    return .block(clauses)
  }
}

extension ReducerEnumFinder {
  static func isReducerEnum(_ type: TypeDeclaration) -> Bool {
    type.kind == .enum && type.attributes.contains(where: isReducerAttribute)
  }
}
