import NavSchema

/// A case the diff found renamed (a removed and an added case with the same payload) is one
/// case to a reviewer, but the two graphs hold it under two keys: `marked(against:)` finds an
/// edge removed and one added between the same nodes, drawn side by side. This puts them back
/// together as one `changed` edge labelled `autor → author (sheet)`; a leaf the case presents
/// (an alert, an ignored value) is the new case's, and the old one's leaf is dropped.
extension NavigationGraph {
  public func mergingRenamedCases(of diff: SchemaDiff) -> NavigationGraph {
    var result = self
    for change in diff.changes where change.kind == .caseRenamed {
      guard let enumName = change.enumName, let oldName = change.oldValue, let newName = change.newValue else {
        continue
      }
      result.mergeRename(enumName: enumName, oldName: oldName, newName: newName)
    }
    return result
  }

  private mutating func mergeRename(enumName: String, oldName: String, newName: String) {
    guard
      let removed = edges.firstIndex(where: {
        $0.enumName == enumName && $0.caseName == oldName && $0.change == .removed
      }),
      let added = edges.firstIndex(where: { $0.enumName == enumName && $0.caseName == newName && $0.change == .added }),
      edges[removed].from == edges[added].from
    else { return }
    let oldTarget = edges[removed].to
    let newTarget = edges[added].to
    if oldTarget != newTarget {
      // Only leaves differ by case: each case has its own.
      guard let oldLeaf = node(oldTarget), let newLeaf = node(newTarget), oldLeaf.isLeaf, newLeaf.isLeaf,
        oldLeaf.label == newLeaf.label
      else { return }
      nodes.removeAll { $0.key == oldTarget }
      if let index = nodes.firstIndex(where: { $0.key == newTarget }) { nodes[index].change = .unchanged }
    }
    edges[added].change = .changed
    edges[added].renamedFrom = oldName
    edges.remove(at: removed)
  }
}

extension GraphNode {
  /// What a non-reducer case presents: one node per case.
  var isLeaf: Bool {
    switch kind {
    case .alert, .dialog, .ephemeral, .ignored, .noPayload: return true
    case .feature, .reducer, .enumeration, .folded: return false
    }
  }
}
