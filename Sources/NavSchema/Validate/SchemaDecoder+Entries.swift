/// A list of entries that may hold `#if` blocks — an enum's `cases`, a
/// clause's `cases`, a nested enum's `cases` — becomes a tree of members:
/// each block object (`{"if": ..., "cases": [...], "elseif": [...],
/// "else": [...]}`) a block whose clauses hold entries of the same kinds at
/// any depth; every other entry an item, decoded by the caller, with the
/// `if` of its own that puts it in a block shared with the adjacent entries
/// of the same condition (block objects are never merged).
extension SchemaDecoder {
  /// One decoded entry that is not a block: the member, and its own `if`.
  struct DecodedEntry<Member> {
    var member: Member
    package var condition: String?
  }

  /// How to decode the entries of one kind of list.
  struct EntryDecoding<Member, Collected> {
    /// Decodes an entry that is not a block (nil after reporting what is
    /// wrong); `insideConditional` is true within a block's clause.
    var item: (_ decoder: inout SchemaDecoder, _ entry: JSONValue, _ insideConditional: Bool, _ collected: inout Collected)
      -> DecodedEntry<Member>?
    /// Checks a whole block once its clauses are decoded, at its brace.
    var checkBlock: (_ decoder: inout SchemaDecoder, _ clauses: [ConditionalClause<Member>], _ location: SourcePosition)
      -> Void = { _, _, _ in }
  }

  mutating func decodeEntries<Member, Collected>(
    _ entries: JSONElements, insideConditional: Bool, collected: inout Collected,
    _ decoding: EntryDecoding<Member, Collected>
  ) -> [Conditional<Member>] {
    var result: [Conditional<Member>] = []
    result.reserveCapacity(entries.count)
    // The entries with the same `if` of their own read so far, not yet put in their block.
    var shared: (condition: String, members: [Conditional<Member>])?
    for entry in entries {
      let condition: String?
      let member: Conditional<Member>
      if let object = json.object(entry), EntryForm.of(object, in: json) == .block {
        guard let block = decodeBlock(object, collected: &collected, decoding) else { continue }
        (condition, member) = (nil, block)
      } else {
        guard let item = decoding.item(&self, entry, insideConditional, &collected) else { continue }
        (condition, member) = (item.condition, .item(item.member))
      }
      if let open = shared, open.condition != condition {
        result.append(.block([ConditionalClause(.if, open.condition, open.members)]))
        shared = nil
      }
      guard let condition else {
        result.append(member)
        continue
      }
      if shared == nil { shared = (condition, []) }
      shared?.members.append(member)
    }
    if let open = shared { result.append(.block([ConditionalClause(.if, open.condition, open.members)])) }
    return result
  }

  /// `{"if": "os(macOS)", "cases": [...], "elseif": [{"if": "os(iOS)", "cases": [...]}], "else": [...]}`.
  private mutating func decodeBlock<Member, Collected>(
    _ object: JSONObject, collected: inout Collected, _ decoding: EntryDecoding<Member, Collected>
  ) -> Conditional<Member>? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.conditionalBlock, context: "'#if' block")
    var clauses: [ConditionalClause<Member>] = []
    let first = decodeClause(object, keyword: .if, context: "'#if' block", collected: &collected, decoding)
    if let member = member("elseif", in: object), let entries = array(member) {
      for entry in entries {
        guard let clause = self.object(entry, "in 'elseif'") else { continue }
        rejectUnknownKeys(in: clause, allowed: SchemaKeys.elseifClause, context: "'elseif' clause")
        if let decoded = decodeClause(clause, keyword: .elseif, context: "'elseif' clause", collected: &collected, decoding) {
          clauses.append(decoded)
        }
      }
    }
    if let member = member("else", in: object), let entries = array(member) {
      let members = decodeEntries(entries, insideConditional: true, collected: &collected, decoding)
      clauses.append(ConditionalClause(.else, nil, members))
    }
    guard let first else { return nil }
    clauses.insert(first, at: 0)
    decoding.checkBlock(&self, clauses, location(object))
    return .block(clauses)
  }

  /// The `if` and `cases` of a block or of one of its `elseif` clauses.
  private mutating func decodeClause<Member, Collected>(
    _ object: JSONObject, keyword: ClauseKeyword, context: String, collected: inout Collected,
    _ decoding: EntryDecoding<Member, Collected>
  ) -> ConditionalClause<Member>? {
    let condition = required("if", in: object, context: context).flatMap { decodeCondition($0) }
    var members: [Conditional<Member>] = []
    if let member = required("cases", in: object, context: context), let entries = array(member) {
      members = decodeEntries(entries, insideConditional: true, collected: &collected, decoding)
    }
    return condition.map { ConditionalClause(keyword, $0, members) }
  }

  mutating func decodeCondition(_ member: JSONMember) -> String? {
    string(member).flatMap { checked(SwiftGrammar.condition($0), at: location(member.value)) }
  }
}

/// Which kind of entry of `cases` an object is: by the key that names its
/// kind (`name`, `cases`, `elements`, `enum`, `typealias`, `reducerEnum`), or, when that key
/// is missing, by the keys only that kind has, so the message names what is
/// missing.
enum EntryForm: Equatable {
  case `case`, block, declaration, nestedEnum, typeAlias, reducerEnum

  static func of(_ object: JSONObject, in json: JSONDocument) -> EntryForm {
    // Entries have a few keys: scanning them beats building a set per entry.
    let members = object.members
    func has(_ key: StaticString) -> Bool { members.contains { json.member($0, hasKey: key) } }
    func hasAny(_ keys: [StaticString]) -> Bool { members.contains { member in keys.contains { json.member(member, hasKey: $0) } } }
    func onlyFrom(_ keys: [StaticString]) -> Bool { members.allSatisfy { member in keys.contains { json.member(member, hasKey: $0) } } }
    if has("name") { return .case }
    if has("reducerEnum") { return .reducerEnum }
    if hasAny(["cases", "elseif", "else"]) && !has("enum") { return .block }
    if has("elements") { return .declaration }
    if has("enum") { return .nestedEnum }
    if has("typealias") { return .typeAlias }
    guard !members.isEmpty else { return .case }
    if onlyFrom(SchemaKeys.caseDeclaration), hasAny(["attributes", "markers"]) { return .declaration }
    // Keys are unique, so this is exactly `["if"]`.
    if members.count == 1, has("if") { return .block }
    if has("conformances"), onlyFrom(SchemaKeys.nestedEnum) { return .nestedEnum }
    if hasAny(["type", "access"]), onlyFrom(SchemaKeys.typeAlias) { return .typeAlias }
    return .case
  }
}
