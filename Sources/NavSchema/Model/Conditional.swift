/// An item, or an `#if` … `#elseif` … `#else` … `#endif` block of items, in
/// source order. The members of a navigation enum form such a tree (cases in
/// clauses nested at any depth), and every spot of the expansion is written
/// from it through `SwiftWriter.writeConditionals`, so the spots agree on
/// which cases exist in which build.
public enum Conditional<Item> {
  /// One item outside any block of its own.
  case item(Item)
  /// One block: at least one clause, the first an `#if`, an `#else` only last.
  case block([ConditionalClause<Item>])
}

/// One clause of an `#if` block: its directive and the members it holds.
public struct ConditionalClause<Item> {
  /// The clause's directive: `#if`, `#elseif` or `#else`.
  public typealias Keyword = ClauseKeyword

  /// Whether the clause is the block's `#if`, an `#elseif` or its `#else`.
  public var keyword: Keyword
  /// The compilation condition, e.g. `os(iOS)`; nil only for `#else`.
  public var condition: String?
  /// The items and nested blocks the clause holds, in source order.
  public var members: [Conditional<Item>]

  /// A clause with its directive, its condition (nil for `#else`) and its members.
  public init(_ keyword: Keyword, _ condition: String?, _ members: [Conditional<Item>]) {
    self.keyword = keyword
    self.condition = condition
    self.members = members
  }

  /// `#if DEBUG`, `#elseif os(iOS)`, `#else`.
  public var directive: String {
    var text = ""
    writeDirective(to: &text)
    return text
  }

  /// Appends `directive` to `text`.
  func writeDirective<Text: SwiftText & ~Copyable>(to text: inout Text) {
    text.write(keyword.rawValue)
    guard let condition else { return }
    text.write(" ")
    text.write(condition)
  }
}

/// The directive that opens a clause.
public enum ClauseKeyword: String, Hashable, Sendable {
  /// `#if`, which opens a block.
  case `if` = "#if"
  /// `#elseif`, a further clause with its own condition.
  case elseif = "#elseif"
  /// `#else`, the last clause, without a condition.
  case `else` = "#else"
}

extension Conditional {
  package var isBlock: Bool {
    if case .block = self { return true }
    return false
  }
}

extension Conditional: Equatable where Item: Equatable {}
extension Conditional: Hashable where Item: Hashable {}
extension Conditional: Sendable where Item: Sendable {}
extension ConditionalClause: Equatable where Item: Equatable {}
extension ConditionalClause: Hashable where Item: Hashable {}
extension ConditionalClause: Sendable where Item: Sendable {}

extension Array {
  /// Every item, depth first, in source order, through every clause.
  public func conditionalItems<Item>() -> [Item] where Element == Conditional<Item> {
    var result: [Item] = []
    forEachConditionalItem { result.append($0) }
    return result
  }

  /// Calls `body` for every item in source order, through every clause
  /// (without the enclosing clauses, which the two-argument form builds).
  public func forEachConditionalItem<Item>(_ body: (Item) -> Void) where Element == Conditional<Item> {
    // By index: `for node in self` would copy every item out of the tree.
    for index in indices {
      switch self[index] {
      case .item(let item): body(item)
      case .block(let clauses): for clause in clauses { clause.members.forEachConditionalItem(body) }
      }
    }
  }

  /// Calls `body` for every item with the clauses enclosing it, outermost first.
  public func forEachConditionalItem<Item>(
    _ body: (Item, [ClausePosition]) -> Void
  ) where Element == Conditional<Item> {
    _ = flatMapConditionalItems { (item: Item, clauses: [ClausePosition]) -> [Never] in
      body(item, clauses)
      return []
    }
  }

  /// The same tree with each item replaced by zero or more items; clauses
  /// and blocks stay, even when they end up empty (see `droppingEmptyClauses`).
  public func flatMapConditionalItems<Item, T>(
    _ transform: (Item) -> [T]
  ) -> [Conditional<T>] where Element == Conditional<Item> {
    flatMapConditionalItems { item, _ in transform(item) }
  }

  /// `flatMapConditionalItems`, also given the clauses enclosing each item.
  public func flatMapConditionalItems<Item, T>(
    _ transform: (Item, [ClausePosition]) -> [T]
  ) -> [Conditional<T>] where Element == Conditional<Item> {
    transformed(enclosing: [], transform)
  }

  private func transformed<Item, T>(
    enclosing: [ClausePosition], _ transform: (Item, [ClausePosition]) -> [T]
  ) -> [Conditional<T>] where Element == Conditional<Item> {
    var result: [Conditional<T>] = []
    result.reserveCapacity(count)
    for node in self {
      switch node {
      case .item(let item):
        for transformed in transform(item, enclosing) { result.append(.item(transformed)) }
      case .block(let clauses):
        var earlier: [String] = []
        let mapped = clauses.map { clause in
          let position = ClausePosition(keyword: clause.keyword, condition: clause.condition, earlierConditions: earlier)
          if let condition = clause.condition { earlier.append(condition) }
          return ConditionalClause(
            clause.keyword, clause.condition, clause.members.transformed(enclosing: enclosing + [position], transform))
        }
        result.append(.block(mapped))
      }
    }
    return result
  }

  /// The same tree with each item transformed, the blocks and their conditions kept.
  public func mapConditionalItems<Item, T>(
    _ transform: (Item) -> T
  ) -> [Conditional<T>] where Element == Conditional<Item> {
    compactMapConditionalItems { transform($0) }
  }

  /// The same tree with each item transformed, or left out where `transform`
  /// gives nil. (Every spot of the expansion calls this for every enum, so
  /// it builds the tree directly instead of going through `flatMapConditionalItems`.)
  public func compactMapConditionalItems<Item, T>(
    _ transform: (Item) -> T?
  ) -> [Conditional<T>] where Element == Conditional<Item> {
    compactMapConditionalItems(isInsideBlock: false) { item, _ in transform(item) }
  }

  /// `compactMapConditionalItems`, also telling `transform` whether the item
  /// sits inside a block (`isInsideBlock` is where this tree sits).
  func compactMapConditionalItems<Item, T>(
    isInsideBlock: Bool, _ transform: (_ item: Item, _ isInsideBlock: Bool) -> T?
  ) -> [Conditional<T>] where Element == Conditional<Item> {
    var result: [Conditional<T>] = []
    result.reserveCapacity(count)
    for node in self {
      switch node {
      case .item(let item):
        if let transformed = transform(item, isInsideBlock) { result.append(.item(transformed)) }
      case .block(let clauses):
        result.append(.block(clauses.map {
          ConditionalClause($0.keyword, $0.condition, $0.members.compactMapConditionalItems(isInsideBlock: true, transform))
        }))
      }
    }
    return result
  }

  /// Whether some item, in any clause, satisfies `predicate`.
  public func containsConditionalItem<Item>(where predicate: (Item) -> Bool) -> Bool where Element == Conditional<Item> {
    contains { node in
      switch node {
      case .item(let item): return predicate(item)
      case .block(let clauses): return clauses.contains { $0.members.containsConditionalItem(where: predicate) }
      }
    }
  }

  /// The tree without clauses that hold nothing (after the same pruning of
  /// the blocks inside them), and without blocks left with no clause: what
  /// `@Reducer` (since TCA 1.25.1) writes for each spot of its expansion. A
  /// block whose first clause goes while a later one stays starts with
  /// `#elseif` or `#else`; `firstClauseDropped` finds those.
  public func droppingEmptyClauses<Item>() -> [Conditional<Item>] where Element == Conditional<Item> {
    // Most enums have no `#if` at all: nothing to drop, nothing to copy.
    guard contains(where: { $0.isBlock }) else { return self }
    return compactMap { node -> Conditional<Item>? in
      guard case .block(let clauses) = node else { return node }
      let kept = clauses.compactMap { clause -> ConditionalClause<Item>? in
        let members = clause.members.droppingEmptyClauses()
        return members.isEmpty ? nil : ConditionalClause(clause.keyword, clause.condition, members)
      }
      return kept.isEmpty ? nil : .block(kept)
    }
  }

  /// The directive of the first block (depth first) that keeps a clause
  /// after its first one is dropped by `droppingEmptyClauses`, or nil.
  public func firstClauseDropped<Item>() -> (dropped: String, kept: String)? where Element == Conditional<Item> {
    for node in self {
      guard case .block(let clauses) = node else { continue }
      let pruned = [node].droppingEmptyClauses()
      if case .block(let kept)? = pruned.first, let first = kept.first, first.keyword != .if {
        return (clauses[0].directive, first.directive)
      }
      for clause in clauses {
        if let found = clause.members.firstClauseDropped() { return found }
      }
    }
    return nil
  }
}

/// Where an item sits in one `#if` block: its clause, and the conditions of
/// the clauses before it (which must all be false for it to be compiled).
public struct ClausePosition: Hashable, Sendable {
  /// The directive of the item's clause.
  public var keyword: ClauseKeyword
  /// The condition of the item's clause; nil for `#else`.
  public var condition: String?
  /// The conditions of the clauses before it in the block, in order.
  public var earlierConditions: [String]

  /// The position in a clause with `keyword` and `condition`, after clauses with `earlierConditions`.
  public init(keyword: ClauseKeyword, condition: String?, earlierConditions: [String] = []) {
    self.keyword = keyword
    self.condition = condition
    self.earlierConditions = earlierConditions
  }

  /// `#if DEBUG`, `#elseif os(iOS)`, `#else`.
  public var directive: String {
    condition.map { "\(keyword.rawValue) \($0)" } ?? keyword.rawValue
  }
}

extension [ClausePosition] {
  /// The condition under which an item with these enclosing clauses is
  /// compiled, as one Swift compilation condition: `DEBUG`,
  /// `!os(macOS) && os(iOS)`, `DEBUG && INNER`; nil outside any block.
  public var effectiveCondition: String? {
    let terms = flatMap { position -> [String] in
      position.earlierConditions.map(CompilationCondition.negated) + (position.condition.map { [$0] } ?? [])
    }
    guard !terms.isEmpty else { return nil }
    if terms.count == 1 { return terms[0] }
    return terms.map(CompilationCondition.conjunct).joined(separator: " && ")
  }

  /// `#if DEBUG, #elseif os(iOS)`: the directives, outermost first.
  public var directives: [String] { map(\.directive) }
}

/// Spelling of compilation conditions combined for messages and labels.
enum CompilationCondition {
  /// `!DEBUG`, `!os(iOS)`, `!(A || B)`, `!(!DEBUG)`.
  static func negated(_ condition: String) -> String {
    isAtom(condition) ? "!\(condition)" : "!(\(condition))"
  }

  /// A condition as an operand of `&&`: parenthesised when it has a top-level `||`.
  static func conjunct(_ condition: String) -> String {
    topLevelOperators(condition).contains("||") ? "(\(condition))" : condition
  }

  /// An identifier, a call such as `os(iOS)`, or a parenthesised condition.
  private static func isAtom(_ condition: String) -> Bool {
    guard let first = condition.first, first.isLetter || first == "_" || first == "(" else { return false }
    var depth = 0
    for (index, character) in zip(condition.indices, condition) {
      switch character {
      case "(": depth += 1
      case ")":
        depth -= 1
        // `(A) || (B)` closes its first parenthesis before the end.
        if depth == 0, first == "(", condition.index(after: index) != condition.endIndex { return false }
      case " ", "!", "&", "|", "<", ">", "=": if depth == 0 { return false }
      default: break
      }
    }
    return true
  }

  private static func topLevelOperators(_ condition: String) -> Set<String> {
    var operators: Set<String> = []
    var depth = 0
    var previous: Character?
    for character in condition {
      switch character {
      case "(": depth += 1
      case ")": depth -= 1
      case "|" where depth == 0 && previous == "|": operators.insert("||")
      case "&" where depth == 0 && previous == "&": operators.insert("&&")
      default: break
      }
      previous = character
    }
    return operators
  }
}
