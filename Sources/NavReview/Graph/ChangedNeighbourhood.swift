import NavSchema

/// The part of a graph a change touches, for a pull-request comment: every node and edge
/// marked added, removed or changed, with the nodes at both ends of such an edge (the
/// "changed" nodes), and for context their direct parents and children with the edges that
/// reach them. A changed node with more than three unchanged context children (or parents)
/// gets them as one `folded` node, "+21 unchanged", so a case renamed in a root with 22
/// children draws the root, the renamed case's screen and one folded node, not 23 nodes; when
/// the picture would still not fit a comment, two are folded too (`foldLimits`). When what is
/// left passes `nodeLimit`, the context is left out whole and counted in `leftOut`; changed
/// nodes are never dropped.
///
/// Nodes and edges keep the graph's order (and its roots), a folded node taking the place of
/// the first node it stands for, so the picture is deterministic.
public struct ChangedNeighbourhood: Hashable, Sendable {
  /// About what a comment shows legibly at GitHub's width.
  public static let defaultNodeLimit = 40
  /// Up to the first many unchanged neighbours on one side of a changed node are drawn as they
  /// are; when that picture would not fit a comment (`LayoutPlan.commentBox`), up to the second.
  public static let foldLimits = [3, 1]

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
    // Context's own edges among themselves are not about the change.
    let contextEdges = graph.edges.filter { changed.contains($0.from) != changed.contains($0.to) }
    var folding = Folding(graph, changed: changed, contextEdges: contextEdges, limit: Self.foldLimits[0])
    for limit in Self.foldLimits.dropFirst()
    where LayoutPlan.commentOverflow(folding.drawn(graph, changed: changed)) > 1 {
      folding = Folding(graph, changed: changed, contextEdges: contextEdges, limit: limit)
    }
    let context = Set(folding.drawnEdges.map { changed.contains($0.from) ? $0.to : $0.from })
    guard changed.count + context.count + folding.nodeCount <= nodeLimit else {
      leftOut = Set(contextEdges.map { changed.contains($0.from) ? $0.to : $0.from }).count
      self.graph = NavigationGraph(
        nodes: graph.nodes.filter { changed.contains($0.key) },
        edges: graph.edges.filter { changed.contains($0.from) && changed.contains($0.to) },
        enumOwners: graph.enumOwners.filter { changed.contains($0.value) })
      return
    }
    leftOut = 0
    self.graph = folding.drawn(graph, changed: changed)
  }

  /// The neighbourhood of `diff` between two graphs drawn from its two schemas.
  public init(old: NavigationGraph, new: NavigationGraph, diff: SchemaDiff, nodeLimit: Int = defaultNodeLimit) {
    self.init(new.marked(against: old).marked(with: diff), nodeLimit: nodeLimit)
  }

  /// No change that shows in the graph (none at all, or only file-wide settings).
  public var isEmpty: Bool { graph.nodes.isEmpty }

  /// The context edges drawn as they are, and the folded nodes and edges that stand for the
  /// others: each in the place of the first node or edge it stands for.
  private struct Folding {
    var drawnEdges: [GraphEdge] = []
    private var nodesByPlace: [String: [GraphNode]] = [:]
    private var edgesByPlace: [String: [GraphEdge]] = [:]

    var nodeCount: Int { nodesByPlace.values.map(\.count).reduce(0, +) }

    /// The changed nodes, the context drawn and the folded nodes, with their edges.
    func drawn(_ graph: NavigationGraph, changed: Set<String>) -> NavigationGraph {
      let drawnKeys = Set(drawnEdges.map(\.key))
      let kept = changed.union(drawnEdges.map { changed.contains($0.from) ? $0.to : $0.from })
      return NavigationGraph(
        nodes: graph.nodes.flatMap { node in
          (nodesByPlace[node.key] ?? []) + (kept.contains(node.key) ? [node] : [])
        },
        edges: graph.edges.flatMap { edge in
          let drawn = changed.contains(edge.from) && changed.contains(edge.to) || drawnKeys.contains(edge.key)
          return (edgesByPlace[edge.key] ?? []) + (drawn ? [edge] : [])
        },
        enumOwners: graph.enumOwners.filter { kept.contains($0.value) })
    }

    init(_ graph: NavigationGraph, changed: Set<String>, contextEdges: [GraphEdge], limit: Int) {
      var folded: Set<String> = []
      for node in graph.nodes where changed.contains(node.key) {
        for outgoing in [true, false] {
          let side = contextEdges.filter { (outgoing ? $0.from : $0.to) == node.key && $0.change == .unchanged }
          guard side.count > limit else { continue }
          let neighbours = side.map { outgoing ? $0.to : $0.from }
          let modules = Set(neighbours.map { graph.node($0)?.module })
          let fold = GraphNode(
            key: "folded:\(outgoing ? "children" : "parents"):\(node.key)", label: "+\(side.count) unchanged",
            kind: .folded, idHint: "\(node.idHint).\(outgoing ? "unchanged" : "unchangedParents")",
            module: modules.count == 1 ? modules.first! : nil)
          nodesByPlace[neighbours[0], default: []].append(fold)
          edgesByPlace[side[0].key, default: []].append(
            GraphEdge(
              from: outgoing ? node.key : fold.key, to: outgoing ? fold.key : node.key, caseName: "", enumName: "",
              kind: .folded))
          folded.formUnion(side.map(\.key))
        }
      }
      drawnEdges = contextEdges.filter { !folded.contains($0.key) }
    }
  }
}
