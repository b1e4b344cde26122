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
      let object = entry.members.map { JSONObjectView(members: $0, location: entry.location) }
      switch object.map(EntryForm.of) {
      case .block?:
        if let object, let decoded = decodeBlock(object, cases: &cases) { members.append((nil, decoded)) }
      case .declaration?:
        if let object, let decoded = decodeDeclaration(object, insideConditional: insideConditional, cases: &cases) {
          members.append((decoded.condition, .item(.declaration(decoded.declaration))))
        }
      case .case?, nil:
        guard let decoded = decodeCase(entry, insideConditional: insideConditional) else { continue }
        cases.append(decoded)
        let declaration = NavigationCaseDeclaration(
          attributes: decoded.attributes, markers: decoded.markers, elements: [decoded.model],
          location: decoded.model.location)
        checkMacroReading(of: declaration)
        members.append((decoded.condition, .item(.declaration(declaration))))
      }
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

  /// `{"elements": [...], "attributes": [...], "markers": [...], "if": ...}`:
  /// several cases in one declaration, `case a(A), b(B)`.
  private mutating func decodeDeclaration(
    _ object: JSONObjectView, insideConditional: Bool, cases: inout [DecodedCase]
  ) -> (declaration: NavigationCaseDeclaration, condition: String?)? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.caseDeclaration, context: "case declaration")
    let condition = object["if"].flatMap { decodeCondition($0) }
    let attributes = object["attributes"].flatMap { decodeAttributes($0) } ?? []
    let markers = object["markers"].flatMap { decodeMarkers($0) }
    guard let member = required("elements", in: object, context: "case declaration"), let entries = array(member)
    else { return nil }
    guard entries.count >= 2 else {
      error("'elements' must list at least two cases; write a single case on its own", at: member.value.location)
      return nil
    }
    let elements = entries.compactMap {
      decodeCase($0, insideConditional: insideConditional || condition != nil, inDeclaration: true)
    }
    cases += elements
    guard elements.count == entries.count else { return nil }
    let declaration = NavigationCaseDeclaration(
      attributes: attributes, markers: markers, elements: elements.map(\.model), location: object.location)
    checkMacroReading(of: declaration)
    return (declaration, condition)
  }

  /// TCA's `@Reducer` decides how to expand a case from its declaration's
  /// markers and values, not from the schema; a case whose kind in the
  /// schema it would not see is refused.
  private mutating func checkMacroReading(of declaration: NavigationCaseDeclaration) {
    let (reading, reason) = declaration.macroReadingWithReason
    for element in declaration.elements where !element.agrees(with: reading) {
      let seen: String
      switch reading {
      case .reducer: seen = "a child feature"
      case .ephemeral: seen = "ephemeral"
      case .ignored: seen = "ignored"
      }
      error(
        "case \(DisplayText.quoted(element.name)) is declared '\(element.payload.kindName)', but TCA's @Reducer reads it as \(seen) because \(reason); make 'markers' and the kinds of the declaration's cases agree",
        at: element.location)
    }
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

/// Which kind of entry of `cases` an object is: by the key that names its
/// kind (`name`, `cases`, `elements`), or, when that key is missing, by the
/// keys only that kind has, so the message names what is missing.
private enum EntryForm {
  case `case`, block, declaration

  static func of(_ object: JSONObjectView) -> EntryForm {
    let keys = Set(object.members.map(\.key))
    if keys.contains("name") { return .case }
    if !keys.isDisjoint(with: ["cases", "elseif", "else"]) { return .block }
    if keys.contains("elements") { return .declaration }
    guard !keys.isEmpty else { return .case }
    if keys.isSubset(of: SchemaKeys.caseDeclaration), !keys.isDisjoint(with: ["attributes", "markers"]) {
      return .declaration
    }
    if keys == ["if"] { return .block }
    return .case
  }
}
