/// The entries of a navigation enum's `cases`, which become its member
/// tree: cases (a string or an object), declarations of several cases,
/// enums written inside it, and `#if` blocks of those.
extension SchemaDecoder {
  /// What the entries of one enum hold, for the checks across the enum.
  struct CollectedMembers {
    var cases: [CollectedCase] = []
    var nestedEnums: [DecodedNestedEnum] = []
    var placements: [ReducerEnumPlacement] = []
  }

  mutating func decodeMembers(_ entries: JSONElements, collected: inout CollectedMembers) -> [Conditional<EnumMember>] {
    decodeEntries(
      entries, insideConditional: false, collected: &collected,
      EntryDecoding(
        item: { decoder, entry, insideConditional, collected in
          decoder.decodeMember(entry, insideConditional: insideConditional, collected: &collected)
        },
        checkBlock: { decoder, clauses, location in decoder.checkDroppedClauses(clauses, at: location) }))
  }

  private mutating func decodeMember(
    _ entry: JSONValue, insideConditional: Bool, collected: inout CollectedMembers
  ) -> DecodedEntry<EnumMember>? {
    let object = json.object(entry)
    switch object.map({ EntryForm.of($0, in: json) }) {
    case .declaration?:
      guard let object, let decoded = decodeDeclaration(object, insideConditional: insideConditional, cases: &collected.cases)
      else { return nil }
      return DecodedEntry(member: decoded.member, condition: decoded.condition)
    case .nestedEnum?:
      guard let object, let decoded = decodeNestedEnum(object, insideConditional: insideConditional) else { return nil }
      collected.nestedEnums.append(decoded)
      return DecodedEntry(member: .nestedEnum(decoded.model), condition: nil)
    case .reducerEnum?:
      guard let object, let placement = decodeReducerEnumPlacement(object, insideConditional: insideConditional) else {
        return nil
      }
      collected.placements.append(placement)
      return DecodedEntry(member: .reducerEnum(placement), condition: nil)
    case .typeAlias?:
      error("a type alias can only be written inside a nested enum ('enum'), such as an explicit 'State'", at: location(entry))
      return nil
    case .case?, .block?, nil:
      guard let decoded = decodeCase(entry, insideConditional: insideConditional) else { return nil }
      let (facts, condition) = (decoded.facts, decoded.condition)
      checkMacroReading(of: decoded.declaration)
      let member = EnumMember.declaration(decoded.declaration)
      collected.cases.append(CollectedCase(facts: facts, declaration: member, element: 0))
      return DecodedEntry(member: member, condition: condition)
    }
  }

  /// The entries of a declaration's `elements`: at least two, as one case is written on its own.
  /// Shared by navigation enums and the enums written inside them.
  mutating func declarationElements(in object: JSONObject) -> JSONElements? {
    guard let member = required("elements", in: object, context: "case declaration"), let entries = array(member)
    else { return nil }
    guard entries.count >= 2 else {
      error("'elements' must list at least two cases; write a single case on its own", at: location(member.value))
      return nil
    }
    return entries
  }

  /// `{"elements": [...], "attributes": [...], "markers": [...], "if": ...}`:
  /// several cases in one declaration, `case a(A), b(B)`.
  private mutating func decodeDeclaration(
    _ object: JSONObject, insideConditional: Bool, cases: inout [CollectedCase]
  ) -> (member: EnumMember, condition: String?)? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.caseDeclaration, context: "case declaration")
    let condition = member("if", in: object).flatMap { decodeCondition($0) }
    let attributes = member("attributes", in: object).flatMap { decodeAttributes($0) } ?? []
    let markers = member("markers", in: object).flatMap { decodeMarkers($0) }
    guard let entries = declarationElements(in: object) else { return nil }
    let elements = entries.compactMap {
      decodeCase($0, insideConditional: insideConditional || condition != nil, inDeclaration: true)
    }
    // The cases decoded are checked across the enum even when one of their neighbours was invalid.
    let declaration = NavigationCaseDeclaration(
      attributes: attributes, markers: markers, elements: elements.map { $0.model }, location: sourceLocation(location(object)))
    let member = EnumMember.declaration(declaration)
    for index in elements.indices {
      cases.append(CollectedCase(facts: elements[index].facts, declaration: member, element: index))
    }
    guard elements.count == entries.count else { return nil }
    checkMacroReading(of: declaration)
    return (member, condition)
  }

  /// TCA's `@Reducer` decides how to expand a case from its declaration's
  /// markers and values, not from the schema; a case whose kind in the
  /// schema it would not see is refused.
  private mutating func checkMacroReading(of declaration: NavigationCaseDeclaration) {
    let reading = declaration.macroReading
    let elements = declaration.elements
    guard elements.indices.contains(where: { !elements[$0].payload.agrees(with: reading) }) else { return }
    let reason = declaration.macroReadingWithReason.reason
    for element in elements where !element.agrees(with: reading) {
      let seen: String
      switch reading {
      case .reducer: seen = "a child feature"
      case .ephemeral: seen = "ephemeral"
      case .ignored: seen = "ignored"
      }
      error(
        "case \(DisplayText.quoted(element.name)) is declared '\(element.payload.kindName)', but TCA's @Reducer reads it as \(seen) because \(reason); make 'markers' and the kinds of the declaration's cases agree",
        at: element.location.position)
    }
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
  fileprivate mutating func checkDroppedClauses(_ clauses: [ConditionalClause<EnumMember>], at location: SourcePosition) {
    guard release.family.emptyClauses == .pruned else { return }
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
