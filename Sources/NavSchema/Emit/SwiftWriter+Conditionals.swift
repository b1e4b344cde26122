extension SwiftWriter {
  /// Writes a tree of items: each item through `render`, each block as its
  /// clauses' directives (`#if`, `#elseif`, `#else`) with their members at
  /// the current depth, then `#endif`. It writes the tree as given, empty
  /// clauses included; a spot of the expansion that leaves them out (as
  /// `@Reducer` does) prunes the tree first (`droppingEmptyClauses`).
  mutating func writeConditionals<Item>(
    _ nodes: [Conditional<Item>], _ render: (Item, inout SwiftWriter) -> Void
  ) {
    for node in nodes {
      switch node {
      case .item(let item):
        render(item, &self)
      case .block(let clauses):
        for clause in clauses {
          line(clause.directive)
          writeConditionals(clause.members, render)
        }
        line("#endif")
      }
    }
  }
}
