import NavSchema

/// The navigation graph of one schema: nodes and edges in a fixed order
/// (features in schema order, then other nodes as the enums' cases reach
/// them; edges in enum and case order), so renderings are deterministic.
public struct NavigationGraph: Hashable, Sendable {
  public var nodes: [GraphNode]
  public var edges: [GraphEdge]
  /// The key of the node each enum is drawn from, by the enum's qualified name
  /// (an enum without cases has no edge that would say it).
  public var enumOwners: [String: String]

  public init(nodes: [GraphNode], edges: [GraphEdge], enumOwners: [String: String] = [:]) {
    self.nodes = nodes
    self.edges = edges
    self.enumOwners = enumOwners
  }

  public func node(_ key: String) -> GraphNode? {
    nodes.first { $0.key == key }
  }

  /// Marks the features and owner enums no other node reaches (a feature
  /// that presents itself, like a recursive stack, can still be a root).
  mutating func markRoots() {
    let reached = Set(edges.filter { $0.from != $0.to && $0.change != .removed }.map(\.to))
    for index in nodes.indices {
      let node = nodes[index]
      nodes[index].isRoot =
        (node.kind == .feature || node.kind == .enumeration) && node.change != .removed
        && !reached.contains(node.key)
    }
  }
}
