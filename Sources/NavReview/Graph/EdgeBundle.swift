/// The cases between the same two nodes drawn as one arrow whose label has a line per case:
/// Mermaid (11.16) lays the labels of parallel edges over one another. The arrow is in the
/// style of its cases' change when they share one, else `changed`, and then each line that
/// is not unchanged names its own change (`coautor (sheet): added`).
struct EdgeBundle {
  var from: String
  var to: String
  var edges: [GraphEdge]
  /// The longest of its edges' lengths (`LayoutPlan.edgeLengths`).
  var length: Int

  var change: GraphChange {
    let changes = Set(edges.map(\.change))
    return changes.count == 1 ? edges[0].change : .changed
  }

  var labelLines: [String] {
    let shared = Set(edges.map(\.change)).count == 1
    return edges.map { edge in
      shared || edge.change == .unchanged ? edge.label : "\(edge.label): \(edge.change.rawValue)"
    }
  }

  /// In the order of each pair's first edge.
  static func bundles(of edges: [GraphEdge], lengths: [Int]) -> [EdgeBundle] {
    var bundles: [EdgeBundle] = []
    var index: [String: Int] = [:]
    for (edge, length) in zip(edges, lengths) {
      let pair = "\(edge.from)\u{1F}\(edge.to)"
      if let position = index[pair] {
        bundles[position].edges.append(edge)
        bundles[position].length = max(bundles[position].length, length)
      } else {
        index[pair] = bundles.count
        bundles.append(EdgeBundle(from: edge.from, to: edge.to, edges: [edge], length: length))
      }
    }
    return bundles
  }
}
