import NavSchema

/// Puts the diff's changes on a graph already `marked(against:)` the old one, from the
/// change model alone (a kind added later needs nothing here): a change that names a case
/// marks that case's edges `changed`, one that names only an enum marks the node the enum is
/// drawn from, one that names only a feature that feature's node. What the comparison of the
/// graphs found added or removed stays so, but for renamed cases, which become one changed
/// edge (`mergingRenamedCases(of:)`). File-wide changes (imports, release) mark nothing.
extension NavigationGraph {
  public func marked(with diff: SchemaDiff) -> NavigationGraph {
    var result = mergingRenamedCases(of: diff)
    let featureKeys = Set(nodes.filter { $0.kind == .feature }.map(\.key))
    for change in diff.changes {
      if let enumName = change.enumName, let caseName = change.caseName,
        result.markEdges(enumName: enumName, caseName: caseName)
      {
        continue
      }
      // A change of something inside a case that draws no edge of its own (a nested
      // enum's case) falls back to the enum's node.
      if let enumName = change.enumName, let owner = enumOwners[enumName] {
        result.markNode(owner)
      } else if let feature = change.feature, featureKeys.contains("type:\(feature)") {
        result.markNode("type:\(feature)")
      }
    }
    return result
  }

  /// True when the enum has an edge for the case (marked unless already added or removed).
  private mutating func markEdges(enumName: String, caseName: String) -> Bool {
    var found = false
    for index in edges.indices where edges[index].enumName == enumName && edges[index].caseName == caseName {
      found = true
      if edges[index].change == .unchanged { edges[index].change = .changed }
    }
    return found
  }

  private mutating func markNode(_ key: String) {
    guard let index = nodes.firstIndex(where: { $0.key == key }), nodes[index].change == .unchanged else { return }
    nodes[index].change = .changed
  }
}
