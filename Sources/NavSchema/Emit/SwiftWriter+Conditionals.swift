extension SwiftWriter {
  /// Writes a tree of items: each item through `render`, each block as its
  /// clauses' directives (`#if`, `#elseif`, `#else`) with their members at
  /// the current depth, then `#endif`. It writes the tree as given, empty
  /// clauses included.
  mutating func writeConditionals<Item>(
    _ nodes: [Conditional<Item>], _ render: (Item, inout SwiftWriter) -> Void
  ) {
    writeConditionals(nodes, keepingClauses: { _ in true }, render)
  }

  /// `writeConditionals` leaving out the clauses `keepingClauses` refuses,
  /// and a block left with no clause.
  mutating func writeConditionals<Item>(
    _ nodes: [Conditional<Item>], keepingClauses: (ConditionalClause<Item>) -> Bool,
    _ render: (Item, inout SwiftWriter) -> Void
  ) {
    // By index: `for node in nodes` would copy every item out of the tree.
    for index in nodes.indices {
      switch nodes[index] {
      case .item(let item):
        render(item, &self)
      case .block(let clauses):
        var wroteClause = false
        for clause in clauses where keepingClauses(clause) {
          line { clause.writeDirective(to: &$0) }
          writeConditionals(clause.members, keepingClauses: keepingClauses, render)
          wroteClause = true
        }
        if wroteClause { line("#endif") }
      }
    }
  }
}

extension SwiftWriter {
  /// Writes `body` inside `#if condition` ... `#endif`, or as it is without a condition.
  mutating func conditioned(_ condition: String?, _ body: (inout SwiftWriter) -> Void) {
    guard let condition else { return body(&self) }
    line { $0.write("#if ", condition) }
    body(&self)
    line("#endif")
  }
}

extension ConditionalClause {
  /// Whether a spot of the expansion writes this clause: always where empty
  /// clauses are kept; where they are pruned (`droppingEmptyClauses`, as
  /// `@Reducer` does since 1.25.1), only when it holds an item that `writes`
  /// something there, at any depth.
  func isWritten(_ emptyClauses: ExpansionFamily.EmptyClauses, writes: (Item) -> Bool) -> Bool {
    emptyClauses == .kept || members.containsConditionalItem(where: writes)
  }
}
