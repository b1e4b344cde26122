/// The estimate of a picture in parts, as Mermaid lays it out: each part that no edge joins to
/// the others on its own, side by side (top to bottom) or one under the other (left to right),
/// and within a part each module's box beside the others', so neither shares a rank's room
/// with another. The ranks are the whole graph's; an edge passing a rank takes Mermaid's room.
extension PictureEstimate {
  init(parts graph: NavigationGraph, edgeLengths: [Int], direction: LayoutPlan.Direction) {
    let ranks = Self.ranks(graph, edgeLengths: edgeLengths)
    var depth = 0.0
    var breadth = 0.0
    for part in Self.parts(of: graph) {
      let partEstimate = PictureEstimate(part, ranks: ranks, direction: direction, lineWidth: Self.mermaidLineWidth)
      depth = max(depth, direction == .topToBottom ? partEstimate.height : partEstimate.width)
      for (module, nodes) in Self.blocks(of: part) {
        let keys = Set(nodes.map(\.key))
        let block = NavigationGraph(nodes: nodes, edges: part.edges.filter { keys.contains($0.from) })
        let estimate = PictureEstimate(block, ranks: ranks, direction: direction, lineWidth: Self.mermaidLineWidth)
        let padding = module == nil ? 0 : 2 * Self.nodeSeparation
        breadth += (direction == .topToBottom ? estimate.width : estimate.height) + padding + Self.nodeSeparation
      }
    }
    switch direction {
    case .topToBottom: self.init(width: breadth, height: depth)
    case .leftToRight: self.init(width: depth, height: breadth)
    }
  }

  /// A part's nodes by module, the nodes in none together, in the order of each one's first node.
  private static func blocks(of part: NavigationGraph) -> [(module: String?, nodes: [GraphNode])] {
    let groups = ModuleGroups(part.nodes)
    let modules: [(module: String?, nodes: [GraphNode])] = groups.modules.map { ($0.name, $0.nodes) }
    return modules + (groups.ungrouped.isEmpty ? [] : [(nil, groups.ungrouped)])
  }

  /// The graph's connected parts, in the order of each part's first node.
  static func parts(of graph: NavigationGraph) -> [NavigationGraph] {
    var representative: [String: String] = [:]
    func find(_ key: String) -> String {
      var current = key
      while let next = representative[current], next != current { current = next }
      return current
    }
    for edge in graph.edges {
      let (from, to) = (find(edge.from), find(edge.to))
      if from != to { representative[to] = from }
    }
    var order: [String] = []
    var parts: [String: NavigationGraph] = [:]
    for node in graph.nodes {
      let root = find(node.key)
      if parts[root] == nil { order.append(root) }
      parts[root, default: NavigationGraph(nodes: [], edges: [])].nodes.append(node)
    }
    for edge in graph.edges {
      parts[find(edge.from)]?.edges.append(edge)
    }
    return order.compactMap { parts[$0] }
  }
}
