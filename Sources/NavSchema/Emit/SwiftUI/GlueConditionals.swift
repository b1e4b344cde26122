extension Array {
  /// The tree the glue writes `#if` blocks from: clauses the glue has nothing for are left out
  /// where that keeps each case under the condition it is compiled under, and kept (empty)
  /// where a later clause depends on them.
  ///
  /// - A block with nothing in any clause goes.
  /// - Empty clauses at the end of a block go (no later clause reads their condition).
  /// - An empty clause before a kept one stays: dropping `#elseif B` before `#else` would show
  ///   the `#else` content where `B` holds.
  /// - A block whose first clause is empty while a later one is not becomes one `#if` block per
  ///   kept clause, on the condition that clause is compiled under (`!A && B`): an empty first
  ///   clause is refused at the head of a chain of postfix `#if`s, the modifier's chain.
  func glueBlocks<Item>() -> [Conditional<Item>] where Element == Conditional<Item> {
    flatMap { node -> [Conditional<Item>] in
      guard case .block(let clauses) = node else { return [node] }
      var earlier: [String] = []
      var positioned: [(position: ClausePosition, members: [Conditional<Item>])] = []
      for clause in clauses {
        positioned.append(
          (ClausePosition(keyword: clause.keyword, condition: clause.condition, earlierConditions: earlier),
           clause.members.glueBlocks()))
        if let condition = clause.condition { earlier.append(condition) }
      }
      while positioned.last?.members.isEmpty == true { positioned.removeLast() }
      guard let first = positioned.first else { return [] }
      guard first.members.isEmpty else {
        return [.block(positioned.map { ConditionalClause($0.position.keyword, $0.position.condition, $0.members) })]
      }
      return positioned.filter { !$0.members.isEmpty }.map { kept in
        .block([ConditionalClause(.if, [kept.position].effectiveCondition, kept.members)])
      }
    }
  }
}
