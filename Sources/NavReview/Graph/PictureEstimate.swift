/// A rough size of the picture Graphviz's `dot` draws for a graph: nodes
/// are put on ranks by the longest path from the roots (each edge spanning
/// its length), edge labels take a rank of their own between two node ranks,
/// and every box is as wide as its text. Good enough to tell a ribbon from a
/// column, which is all `LayoutPlan` asks of it for a page; a comment's
/// picture, which must fit a box, is sized as Mermaid draws it
/// (`MermaidEstimate`).
struct PictureEstimate {
  var width: Double
  var height: Double

  // Points, after dot's defaults: 12 pt node text, 10 pt edge text,
  // 0.5 in between ranks, 0.25 in between nodes.
  static let characterWidth = 7.0
  static let labelCharacterWidth = 5.5
  static let nodePadding = 20.0
  static let nodeHeight = 36.0
  static let labelHeight = 14.0
  static let rankSeparation = 36.0
  static let nodeSeparation = 18.0
  /// What an edge passing through a rank takes beside the nodes there.
  static let lineWidth = 10.0

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init(_ graph: NavigationGraph, edgeLengths: [Int], direction: LayoutPlan.Direction) {
    let ranks = Self.ranks(graph, edgeLengths: edgeLengths)
    let rankCount = (ranks.values.max() ?? 0) + 1
    // Per rank: its nodes' text widths; per gap below a rank: what crosses it,
    // an edge's label halfway down (where dot puts it), a thin line elsewhere.
    var nodeWidths = Array(repeating: [Double](), count: rankCount)
    var crossings = Array(repeating: [Double](), count: rankCount)
    for node in graph.nodes {
      nodeWidths[ranks[node.key] ?? 0].append(Double(node.label.count) * Self.characterWidth + Self.nodePadding)
    }
    for edge in graph.edges where edge.from != edge.to {
      let from = ranks[edge.from] ?? 0
      let to = ranks[edge.to] ?? 0
      guard from < to else { continue }
      let labelGap = from + (to - from) / 2
      for gap in from..<to {
        crossings[gap].append(gap == labelGap ? Double(edge.label.count) * Self.labelCharacterWidth : Self.lineWidth)
      }
    }
    let gaps = crossings.filter { !$0.isEmpty }.count
    switch direction {
    case .topToBottom:
      width = zip(nodeWidths, crossings).map { nodes, crossing in
        nodes.reduce(0, +) + Double(nodes.count) * Self.nodeSeparation + crossing.reduce(0, +)
      }.max() ?? 1
      height = Double(rankCount) * (Self.nodeHeight + Self.rankSeparation)
        + Double(gaps) * (Self.labelHeight + Self.rankSeparation)
    case .leftToRight:
      width = zip(nodeWidths, crossings).map { nodes, crossing in
        (nodes.max() ?? 0) + (crossing.max() ?? 0) + 2 * Self.rankSeparation
      }.reduce(0, +)
      height = zip(nodeWidths, crossings).map { nodes, crossing in
        Double(nodes.count) * (Self.nodeHeight + Self.nodeSeparation)
          + Double(crossing.count) * Self.labelHeight
      }.max() ?? 1
    }
    width = max(width, 1)
    height = max(height, 1)
  }

  /// Longest-path ranks, each edge spanning its length, after dropping the
  /// edges that close a cycle (found depth-first from the nodes nothing
  /// reaches, then from any node left, in graph order).
  static func ranks(_ graph: NavigationGraph, edgeLengths: [Int]) -> [String: Int] {
    var outgoing: [String: [(to: String, length: Int)]] = [:]
    var hasIncoming: Set<String> = []
    for (edge, length) in zip(graph.edges, edgeLengths) where edge.from != edge.to {
      outgoing[edge.from, default: []].append((edge.to, length))
      hasIncoming.insert(edge.to)
    }
    // Depth-first with an explicit stack; an edge to a node still open is a back edge.
    var state: [String: Bool] = [:]  // false: open, true: done
    var order: [String] = []  // post-order
    var forward: [String: [(to: String, length: Int)]] = [:]
    let starts = graph.nodes.map(\.key).filter { !hasIncoming.contains($0) } + graph.nodes.map(\.key)
    for start in starts where state[start] == nil {
      var stack: [(key: String, next: Int)] = [(start, 0)]
      state[start] = false
      while let top = stack.last {
        let targets = outgoing[top.key] ?? []
        if top.next < targets.count {
          stack[stack.count - 1].next += 1
          let target = targets[top.next]
          switch state[target.to] {
          case nil:
            forward[top.key, default: []].append(target)
            state[target.to] = false
            stack.append((target.to, 0))
          case true?:
            forward[top.key, default: []].append(target)
          case false?:
            break  // closes a cycle
          }
        } else {
          state[top.key] = true
          order.append(top.key)
          stack.removeLast()
        }
      }
    }
    var rank: [String: Int] = [:]
    for key in order.reversed() {
      let own = rank[key, default: 0]
      rank[key] = own
      for target in forward[key] ?? [] {
        rank[target.to] = max(rank[target.to, default: 0], own + target.length)
      }
    }
    return rank
  }
}
