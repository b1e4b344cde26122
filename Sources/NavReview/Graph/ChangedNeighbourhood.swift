import NavSchema

/// The part of a graph a change touches, for a pull-request comment: every node and edge
/// marked added, removed or changed, with the nodes at both ends of such an edge (the
/// "changed" nodes), and for context their direct parents and children with the edges that
/// reach them. When changed nodes and context together pass `nodeLimit`, the context is
/// left out whole and counted in `leftOut`; changed nodes are never dropped.
///
/// Nodes and edges keep the graph's order (and its roots), so the picture is deterministic.
public struct ChangedNeighbourhood: Hashable, Sendable {
  /// About what a comment shows legibly at GitHub's width.
  public static let defaultNodeLimit = 40

  public var graph: NavigationGraph
  /// Context nodes not drawn because of the limit.
  public var leftOut: Int

  /// - Parameter graph: the new graph `marked(against:)` the old one and `marked(with:)` the diff.
  public init(_ graph: NavigationGraph, nodeLimit: Int = defaultNodeLimit) {
    let changedEdges = graph.edges.filter { $0.change != .unchanged }
    var changed = Set(graph.nodes.filter { $0.change != .unchanged }.map(\.key))
    for edge in changedEdges {
      changed.insert(edge.from)
      changed.insert(edge.to)
    }
    var context: Set<String> = []
    for edge in graph.edges where changed.contains(edge.from) != changed.contains(edge.to) {
      context.insert(changed.contains(edge.from) ? edge.to : edge.from)
    }
    let drawsContext = changed.count + context.count <= nodeLimit
    let kept = drawsContext ? changed.union(context) : changed
    leftOut = drawsContext ? 0 : context.count
    self.graph = NavigationGraph(
      nodes: graph.nodes.filter { kept.contains($0.key) },
      // Context's own edges among themselves are not about the change.
      edges: graph.edges.filter {
        kept.contains($0.from) && kept.contains($0.to) && (changed.contains($0.from) || changed.contains($0.to))
      },
      enumOwners: graph.enumOwners.filter { kept.contains($0.value) })
  }

  /// The neighbourhood of `diff` between two graphs drawn from its two schemas.
  public init(old: NavigationGraph, new: NavigationGraph, diff: SchemaDiff, nodeLimit: Int = defaultNodeLimit) {
    self.init(new.marked(against: old).marked(with: diff), nodeLimit: nodeLimit)
  }

  /// No change that shows in the graph (none at all, or only file-wide settings).
  public var isEmpty: Bool { graph.nodes.isEmpty }
}
