/// One spot of the expansion (`State`'s cases, `body`'s child features,
/// `AllCasePaths`' properties, `scope(_:)`'s branches, ...): what `item`
/// gives for each case, in the cases' `#if` blocks, pruned as the family
/// prunes them. It is read in place from the enum's members, each item made
/// as it is written: the spot's own tree is built only where the expanded
/// form's nested macros need one (`tree`).
struct SpotItems<Item> {
  let members: [Conditional<HandWrittenMember>]
  let emptyClauses: ExpansionFamily.EmptyClauses
  /// What the macro writes here for a case; nil for nothing.
  let item: (ReducerCaseExpansion) -> Item?

  func write(into writer: inout SwiftWriter, _ render: (Item, inout SwiftWriter) -> Void) {
    writer.writeConditionals(members, keepingClauses: { $0.isWritten(emptyClauses, writes: writesSomething) }) {
      member, writer in
      forEachItem(of: member) { render($0, &writer) }
    }
  }

  /// The same spot with each item transformed.
  func map<T>(_ transform: @escaping (Item) -> T) -> SpotItems<T> {
    let item = item
    return SpotItems<T>(members: members, emptyClauses: emptyClauses) { item($0).map(transform) }
  }

  /// The spot as a tree, for what reads it whole.
  var tree: [Conditional<Item>] {
    let tree = members.flatMapConditionalItems { member -> [Item] in
      var items: [Item] = []
      forEachItem(of: member) { items.append($0) }
      return items
    }
    switch emptyClauses {
    case .kept: return tree
    case .pruned: return tree.droppingEmptyClauses()
    }
  }

  /// Whether the spot writes nothing at all.
  var isEmpty: Bool {
    !members.contains(where: isWritten)
  }

  /// Whether the spot writes some `#if` block.
  var hasBlock: Bool {
    members.contains { $0.isBlock && isWritten($0) }
  }

  /// The items in order, through every clause.
  var items: [Item] {
    var items: [Item] = []
    members.forEachConditionalItem { member in forEachItem(of: member) { items.append($0) } }
    return items
  }

  private func forEachItem(of member: HandWrittenMember, _ body: (Item) -> Void) {
    guard case .declaration(let declaration) = member else { return }
    // By index: each expansion copied out would be retained and released.
    for index in declaration.expansions.indices {
      if let written = item(declaration.expansions[index]) { body(written) }
    }
  }

  private func writesSomething(_ member: HandWrittenMember) -> Bool {
    guard case .declaration(let declaration) = member else { return false }
    return declaration.expansions.contains { item($0) != nil }
  }

  /// Whether `node` writes anything here: a declaration with a case that
  /// gives something, or a block with a clause written.
  private func isWritten(_ node: Conditional<HandWrittenMember>) -> Bool {
    switch node {
    case .item(let member): return writesSomething(member)
    case .block(let clauses): return clauses.contains { $0.isWritten(emptyClauses, writes: writesSomething) }
    }
  }
}
