/// The members of a `@Reducer enum`: cases (in `#if` clauses too), the
/// explicit `Action`, alert and dialog action enums, and what the schema
/// cannot hold.
extension ReducerEnumMapper {
  /// The compilation condition the cases of a member list sit under.
  struct CaseCondition {
    /// The condition in the schema's spelling; nil outside any `#if`.
    var text: String?
    /// False when the text stands for `#elseif`, `#else` or nested blocks.
    var isExact: Bool
    /// Which `#if` block the cases are in, to notice adjacent blocks with one condition.
    var block: SourcePosition?

    static let none = CaseCondition(text: nil, isExact: true, block: nil)
  }

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

  mutating func mapMembers(_ members: [SwiftDeclaration], condition: CaseCondition) {
    for member in members {
      switch member {
      case .enumCase(let caseDeclaration):
        noteMember(.cases, nestedIn: condition)
        mapCaseDeclaration(caseDeclaration, condition: condition)
      case .conditional(let block):
        noteMember(.cases, nestedIn: condition)
        mapConditionalBlock(block, outer: condition)
      case .type(let type) where type.kind == .enum && condition.text == nil
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
  }

  private mutating func noteMember(_ tag: MemberTag, nestedIn condition: CaseCondition) {
    if condition.text == nil && memberOrder.last != tag { memberOrder.append(tag) }
  }

  /// Each clause's cases get one condition. A single `#if` at the top is held
  /// as written; `#elseif`, `#else` and nested blocks are held as the
  /// equivalent condition of each clause, with a warning.
  private mutating func mapConditionalBlock(_ block: ConditionalBlock, outer: CaseCondition) {
    let isPlain = block.clauses.count == 1 && outer.text == nil
    if !isPlain {
      warn(
        "the schema format cannot hold '#elseif', '#else' or nested '#if' blocks yet; each case in this block "
          + "is imported under one equivalent condition", at: block.location)
    }
    var earlier: [String] = []
    for clause in block.clauses {
      let own = clause.condition.map(Self.operand)
      var parts = outer.text.map { [Self.operand($0)] } ?? []
      parts += earlier.map { "!" + $0 }
      if let own { parts.append(own) }
      if let own { earlier.append(own) }
      let text = isPlain ? clause.condition ?? "" : parts.joined(separator: " && ")
      guard !text.isEmpty else {
        // `#else` of a top-level block with no other clause cannot happen; nothing to hold.
        mapMembers(clause.members, condition: outer)
        continue
      }
      switch SwiftGrammar.condition(text) {
      case .success(let checked):
        if clause.members.isEmpty {
          warn("an empty '\(clause.keyword.rawValue)' clause cannot be held by the schema and was dropped",
            at: clause.location)
        }
        mapMembers(clause.members, condition: CaseCondition(text: checked, isExact: isPlain, block: block.location))
      case .failure(let error):
        warn(
          "the condition of this '\(clause.keyword.rawValue)' cannot be held by the schema (\(error.message)); "
            + "its cases were not imported", at: clause.location)
      }
    }
  }

  /// A condition ready to be combined with `&&` or negated with `!`.
  private static func operand(_ condition: String) -> String {
    let isSimple = condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "(" || $0 == ")" }
      && condition.filter { $0 == "(" }.count <= 1
    return isSimple ? condition : "(\(condition))"
  }
}

extension ReducerEnumFinder {
  static func isReducerEnum(_ type: TypeDeclaration) -> Bool {
    type.kind == .enum && type.attributes.contains(where: isReducerAttribute)
  }
}
