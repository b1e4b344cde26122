import NavSchema

/// The members of a `@Reducer enum`, in source order: case declarations,
/// `#if` blocks as written (clauses and nesting included), enums written
/// inside it, and warnings for what the schema cannot hold.
extension ReducerEnumMapper {
  mutating func mapMembers(_ members: [SwiftDeclaration], insideConditional: Bool) -> [Conditional<EnumMember>] {
    var result: [Conditional<EnumMember>] = []
    for member in members {
      switch member {
      case .enumCase(let caseDeclaration):
        if let mapped = mapCaseDeclaration(caseDeclaration) { result.append(.item(.declaration(mapped))) }
      case .conditional(let block):
        if let mapped = mapConditionalBlock(block) { result.append(mapped) }
      case .type(let type) where ReducerEnumFinder.isReducerEnum(type):
        // Imported on its own (the finder finds it); here is only where it is written.
        if insideConditional {
          warn(
            "the nested @Reducer enum \(DisplayText.quoted(type.name)) is imported on its own, but the schema "
              + "places one inside \(shownName) only outside '#if'; \(ImportWording.moveIntoExtension(of: qualifiedName))",
            at: type.location)
        } else {
          result.append(.item(.reducerEnum(ReducerEnumPlacement(name: type.name, location: location(type.location)))))
        }
      case .type(let type) where type.kind == .enum:
        if let nested = mapNestedEnum(type) { result.append(.item(.nestedEnum(nested))) }
      default:
        warn(
          "\(ImportWording.describe(member)) inside \(shownName) cannot be held by the schema; "
            + ImportWording.moveIntoExtension(of: qualifiedName), at: member.location)
      }
    }
    return result
  }

  /// A block as written: every clause, its condition and members. A block
  /// with a condition the schema cannot hold is left out whole, since its
  /// later clauses mean something only after the earlier ones.
  private mutating func mapConditionalBlock(_ block: ConditionalBlock) -> Conditional<EnumMember>? {
    var clauses: [ConditionalClause<EnumMember>] = []
    for clause in block.clauses {
      guard let (keyword, condition) = checkedClause(clause) else { return nil }
      clauses.append(ConditionalClause(keyword, condition, mapMembers(clause.members, insideConditional: true)))
    }
    return .block(clauses)
  }

  /// The clause's keyword and condition in the schema's spelling, or nil with a warning.
  mutating func checkedClause(_ clause: ConditionalBlock.Clause) -> (ClauseKeyword, String?)? {
    guard clause.keyword != .else else { return (.else, nil) }
    switch SwiftGrammar.condition(clause.condition ?? "") {
    case .success(let checked):
      return (clause.keyword, checked)
    case .failure(let error):
      warn(
        "the condition of this '\(clause.keyword.rawValue)' cannot be held by the schema (\(error.message)); "
          + "its block was not imported", at: clause.location)
      return nil
    }
  }
}

extension ReducerEnumFinder {
  static func isReducerEnum(_ type: TypeDeclaration) -> Bool {
    type.kind == .enum && type.attributes.contains(where: isReducerAttribute)
  }
}
