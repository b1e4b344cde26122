import NavSchema

/// `navgen graph --diff <old>`: the new graph with what it adds marked
/// `added` and what the old graph had and the new one lacks appended and
/// marked `removed`, matched by node and edge keys.
extension NavigationGraph {
  public func marked(against old: NavigationGraph) -> NavigationGraph {
    let oldNodeKeys = Set(old.nodes.map(\.key))
    let oldEdgeKeys = Set(old.edges.map(\.key))
    let newNodeKeys = Set(nodes.map(\.key))
    let newEdgeKeys = Set(edges.map(\.key))
    var result = self
    for index in result.nodes.indices where !oldNodeKeys.contains(result.nodes[index].key) {
      result.nodes[index].change = .added
    }
    for index in result.edges.indices where !oldEdgeKeys.contains(result.edges[index].key) {
      result.edges[index].change = .added
    }
    for var node in old.nodes where !newNodeKeys.contains(node.key) {
      node.change = .removed
      result.nodes.append(node)
    }
    for var edge in old.edges where !newEdgeKeys.contains(edge.key) {
      edge.change = .removed
      result.edges.append(edge)
    }
    result.enumOwners.merge(old.enumOwners) { new, _ in new }
    result.markRoots()
    return result
  }
}
