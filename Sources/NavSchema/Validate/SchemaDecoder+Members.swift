/// The entries of an enum's `cases` array, which become its member tree:
/// cases (a string or an object) and `#if` blocks
/// (`{"if": ..., "cases": [...], "elseif": [...], "else": [...]}`), whose
/// clauses hold entries of the same kinds at any depth.
extension SchemaDecoder {
  /// The members of one list of entries; every case decoded is appended to
  /// `cases` for the checks across the enum.
  mutating func decodeMembers(
    _ entries: [JSONValue], insideConditional: Bool, cases: inout [DecodedCase]
  ) -> [Conditional<EnumMember>] {
    // A case's own `if` puts it in a block shared with the adjacent cases
    // that have the same one; block objects are never merged.
    var members: [(condition: String?, member: Conditional<EnumMember>)] = []
    for entry in entries {
      if let block = entry.members.map({ JSONObjectView(members: $0, location: entry.location) }),
        Self.isBlock(block)
      {
        if let decoded = decodeBlock(block, cases: &cases) { members.append((nil, decoded)) }
        continue
      }
      guard let decoded = decodeCase(entry, insideConditional: insideConditional) else { continue }
      cases.append(decoded)
      let declaration = NavigationCaseDeclaration(decoded.model, attributes: decoded.attributes)
      members.append((decoded.condition, .item(.declaration(declaration))))
    }
    var result: [Conditional<EnumMember>] = []
    var index = members.startIndex
    while index < members.endIndex {
      guard let condition = members[index].condition else {
        result.append(members[index].member)
        index += 1
        continue
      }
      var shared: [Conditional<EnumMember>] = []
      while index < members.endIndex, members[index].condition == condition {
        shared.append(members[index].member)
        index += 1
      }
      result.append(.block([ConditionalClause(.if, condition, shared)]))
    }
    return result
  }

  /// An object with a key only blocks have, or one with `if` and nothing a case has.
  private static func isBlock(_ object: JSONObjectView) -> Bool {
    let keys = object.members.map(\.key)
    return keys.contains { ["cases", "elseif", "else"].contains($0) }
      || (keys.contains("if") && keys.allSatisfy(SchemaKeys.conditionalBlock.contains))
  }

  /// `{"if": "os(macOS)", "cases": [...], "elseif": [{"if": "os(iOS)", "cases": [...]}], "else": [...]}`.
  private mutating func decodeBlock(_ object: JSONObjectView, cases: inout [DecodedCase]) -> Conditional<EnumMember>? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.conditionalBlock, context: "'#if' block")
    var clauses: [ConditionalClause<EnumMember>] = []
    let first = decodeClause(object, keyword: .if, context: "'#if' block", cases: &cases)
    if let member = object["elseif"], let entries = array(member) {
      for entry in entries {
        guard let clause = self.object(entry, "in 'elseif'") else { continue }
        rejectUnknownKeys(in: clause, allowed: SchemaKeys.elseifClause, context: "'elseif' clause")
        if let decoded = decodeClause(clause, keyword: .elseif, context: "'elseif' clause", cases: &cases) {
          clauses.append(decoded)
        }
      }
    }
    if let member = object["else"], let entries = array(member) {
      clauses.append(ConditionalClause(.else, nil, decodeMembers(entries, insideConditional: true, cases: &cases)))
    }
    guard let first else { return nil }
    clauses.insert(first, at: 0)
    checkDroppedClauses(clauses, at: object.location)
    return .block(clauses)
  }

  /// The `if` and `cases` of a block or of one of its `elseif` clauses.
  private mutating func decodeClause(
    _ object: JSONObjectView, keyword: ClauseKeyword, context: String, cases: inout [DecodedCase]
  ) -> ConditionalClause<EnumMember>? {
    let condition = required("if", in: object, context: context).flatMap { decodeCondition($0) }
    var members: [Conditional<EnumMember>] = []
    if let member = required("cases", in: object, context: context), let entries = array(member) {
      members = decodeMembers(entries, insideConditional: true, cases: &cases)
    }
    return condition.map { ConditionalClause(keyword, $0, members) }
  }

  mutating func decodeCondition(_ member: JSONMember) -> String? {
    string(member).flatMap { checked(SwiftGrammar.condition($0), at: member.value.location) }
  }

  /// Since TCA 1.25.1, `@Reducer` leaves out of each spot of its expansion
  /// the clauses that have nothing for it. A spot that loses a clause but
  /// keeps a later one changes meaning: without its first clause it opens
  /// the block with `#elseif` or `#else` and does not compile (an error);
  /// without a later one, builds where that clause holds compile the next
  /// kept clause instead, whose cases do not exist there — always wrong for
  /// an `#else` (an error), wrong for an `#elseif` only when both conditions
  /// can hold (a warning: platform checks such as `os(iOS)` and `os(macOS)`
  /// never do).
  private mutating func checkDroppedClauses(_ clauses: [ConditionalClause<EnumMember>], at location: SourceLocation) {
    guard release.reducerMacroDropsEmptyClauses else { return }
    for spot in ExpansionSpot.allCases {
      let writes = clauses.map { clause in
        clause.members.conditionalItems().contains { member in
          member.declaration?.elements.contains(where: spot.writesSomething) == true
        }
      }
      guard let dropped = writes.firstIndex(of: false),
        let kept = writes[(dropped + 1)...].firstIndex(of: true)
      else { continue }
      let leftOut =
        "TCA \(release)'s @Reducer leaves the clause '\(clauses[dropped].directive)' out of \(spot.description) because it has \(spot.missing)"
      let remedy = "give that clause \(spot.needed), or reorder the clauses"
      if dropped == 0 {
        error(
          "\(leftOut), so \(spot.description) would open this block with '\(clauses[kept].directive)' and not compile; \(remedy)",
          at: location)
      } else if clauses.last?.keyword == .else, writes.last == true {
        error(
          "\(leftOut), so where that clause holds, \(spot.description) compiles the '#else' clause, whose cases do not exist there; \(remedy)",
          at: location)
      } else {
        warning(
          "\(leftOut), so where that clause and '\(clauses[kept].directive)' both hold, \(spot.description) compiles the cases of the latter, which do not exist there; keep the two conditions exclusive, or \(remedy)",
          at: location)
      }
      return
    }
  }
}

/// The parts of the `@Reducer` expansion that leave out what a case does not
/// need, as far as the `#if` check above is concerned.
private enum ExpansionSpot: CaseIterable {
  /// `State`, `Action`, `CaseScope` and `scope(_:)`: one line per case.
  case everyCase
  /// `body`: an `ifCaseLet` per child feature.
  case body
  /// `CaseScope.AllCasePaths`: no property for a case with several values.
  case casePaths

  func writesSomething(_ navigationCase: NavigationCase) -> Bool {
    switch self {
    case .everyCase:
      return true
    case .body:
      if case .reducer = navigationCase.payload { return true }
      return false
    case .casePaths:
      if case .ignored(let parameters, _) = navigationCase.payload { return parameters.count == 1 }
      return true
    }
  }

  var description: String {
    switch self {
    case .everyCase: return "'State', 'Action' and 'CaseScope'"
    case .body: return "'body'"
    case .casePaths: return "'CaseScope.AllCasePaths'"
    }
  }

  var missing: String {
    switch self {
    case .everyCase: return "no case"
    case .body: return "no child-feature case"
    case .casePaths: return "only cases with several values"
    }
  }

  var needed: String {
    switch self {
    case .everyCase: return "a case"
    case .body: return "a child-feature case"
    case .casePaths: return "a case with at most one value"
    }
  }
}
