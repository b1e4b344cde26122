/// The layered graph that dagre, Mermaid's layout engine, makes of a picture before it places
/// anything, rebuilt here so that `MermaidEstimate` knows the picture's size before Mermaid
/// draws it. As Mermaid 11.16 sets it up: every edge spans twice its length in layers, its
/// label a box of its own in the middle layer (the others zero-sized "dummies" that carry the
/// line); edges that close a cycle are turned around; a self-loop is two 10 px nodes below its
/// node; a module's box (`subgraph`) takes a layer above its first nodes and one below its
/// last, and a border element at each side of it in every layer it spans. Along the layers an
/// element has a `depth`, across them a `breadth` (width top to bottom, height left to right).
struct DagreGraph {
  enum Kind: Equatable {
    case node
    /// A point of an edge's line, or its label.
    case edge
    case leftBorder
    case rightBorder
  }

  struct Element {
    var kind: Kind
    var layer: Int
    var breadth: Double
    var depth: Double
    /// The index of its module's box.
    var cluster: Int?
    var predecessors: [Int] = []
    var successors: [Int] = []

    /// dagre keeps `edgesep` beside these and `nodesep` beside nodes.
    var isDummy: Bool { kind != .node }
  }

  var elements: [Element] = []
  var layerCount = 0
  /// Per module's box, its top and bottom layer.
  var clusterSpans: [(first: Int, last: Int)] = []

  /// An edge between two elements before it is cut into layers: `length` in layers.
  private struct Link {
    var from: Int
    var to: Int
    var length: Int
    var label: MermaidMetrics.Size?
  }

  init(_ graph: NavigationGraph, edgeLengths: [Int], direction: LayoutPlan.Direction) {
    // Mermaid declares each module's nodes in its `subgraph`, then the others.
    let groups = ModuleGroups(graph.nodes)
    let clusterNames = groups.modules.map(\.name)
    let nodes = groups.modules.flatMap(\.nodes) + groups.ungrouped
    var index: [String: Int] = [:]
    for node in nodes {
      let size = MermaidMetrics.node(node)
      index[node.key] = elements.count
      elements.append(
        Self.element(.node, size, direction, cluster: node.module.flatMap { clusterNames.firstIndex(of: $0) }))
    }
    var links: [Link] = []
    for bundle in EdgeBundle.bundles(of: graph.edges, lengths: edgeLengths) {
      guard let from = index[bundle.from], let to = index[bundle.to] else { continue }
      let lines = bundle.labelLines.filter { !$0.isEmpty }
      let label = lines.isEmpty ? nil : MermaidMetrics.label(lines)
      let length = 2 * bundle.length
      guard from != to else {
        // Mermaid draws a self-loop through two small nodes of its own, the label between them.
        let small = MermaidMetrics.Size(width: 10, height: 10)
        let first = elements.count
        elements.append(Self.element(.node, small, direction, cluster: elements[from].cluster))
        elements.append(Self.element(.node, small, direction, cluster: elements[from].cluster))
        links += [
          Link(from: from, to: first, length: length), Link(from: first, to: first + 1, length: length, label: label),
          Link(from: first + 1, to: from, length: length),
        ]
        continue
      }
      links.append(Link(from: from, to: to, length: length, label: label))
    }
    links = Self.acyclic(links, count: elements.count)
    let ranks = Self.ranks(links, count: elements.count)
    let layers = layout(ranks: ranks, clusterCount: clusterNames.count)
    for link in links {
      addChain(link, ranks: ranks, layers: layers, direction: direction)
    }
  }

  private static func element(
    _ kind: Kind, _ size: MermaidMetrics.Size, _ direction: LayoutPlan.Direction, cluster: Int?, layer: Int = 0
  ) -> Element {
    let across = direction == .topToBottom ? size.width : size.height
    let along = direction == .topToBottom ? size.height : size.width
    return Element(kind: kind, layer: layer, breadth: across, depth: along, cluster: cluster)
  }

  /// dagre's depth-first feedback set: from each node in order, along its edges in order, an
  /// edge back to a node still open is turned around (and goes last).
  private static func acyclic(_ links: [Link], count: Int) -> [Link] {
    var outgoing = Array(repeating: [Int](), count: count)
    for (position, link) in links.enumerated() { outgoing[link.from].append(position) }
    var visited = Array(repeating: false, count: count)
    var open = Array(repeating: false, count: count)
    var reversed = Set<Int>()
    for start in 0..<count where !visited[start] {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      visited[start] = true
      open[start] = true
      while let top = stack.last {
        guard top.next < outgoing[top.node].count else {
          open[top.node] = false
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let position = outgoing[top.node][top.next]
        let target = links[position].to
        if open[target] {
          reversed.insert(position)
        } else if !visited[target] {
          visited[target] = true
          open[target] = true
          stack.append((target, 0))
        }
      }
    }
    let kept = links.indices.filter { !reversed.contains($0) }.map { links[$0] }
    let turned = links.indices.filter { reversed.contains($0) }.map { position -> Link in
      var link = links[position]
      (link.from, link.to) = (link.to, link.from)
      return link
    }
    return kept + turned
  }

  /// Each node at the longest path from the top, then a node that nothing points to moved down
  /// next to its nearest child: what dagre's network simplex gives the shapes NavGen draws.
  private static func ranks(_ links: [Link], count: Int) -> [Int] {
    var incoming = Array(repeating: [Int](), count: count)
    var pending = Array(repeating: 0, count: count)
    for (position, link) in links.enumerated() {
      incoming[link.to].append(position)
      pending[link.to] += 1
    }
    var outgoing = Array(repeating: [Int](), count: count)
    for (position, link) in links.enumerated() { outgoing[link.from].append(position) }
    var rank = Array(repeating: 0, count: count)
    var ready = (0..<count).filter { pending[$0] == 0 }
    var cursor = 0
    while cursor < ready.count {
      let node = ready[cursor]
      cursor += 1
      for position in outgoing[node] {
        let link = links[position]
        rank[link.to] = max(rank[link.to], rank[node] + link.length)
        pending[link.to] -= 1
        if pending[link.to] == 0 { ready.append(link.to) }
      }
    }
    for node in 0..<count where incoming[node].isEmpty && !outgoing[node].isEmpty {
      rank[node] = outgoing[node].map { rank[links[$0].to] - links[$0].length }.min()!
    }
    let lowest = rank.min() ?? 0
    return rank.map { $0 - lowest }
  }

  /// The layer of each rank: a module's box adds a layer for its top border before the rank of
  /// its first nodes and one for its bottom border after the rank of its last.
  private mutating func layout(ranks: [Int], clusterCount: Int) -> [Int] {
    var first = Array(repeating: Int.max, count: clusterCount)
    var last = Array(repeating: -1, count: clusterCount)
    for (element, rank) in zip(elements, ranks) {
      guard let cluster = element.cluster else { continue }
      first[cluster] = min(first[cluster], rank)
      last[cluster] = max(last[cluster], rank)
    }
    var layers: [Int] = []
    var spans = Array(repeating: (first: 0, last: 0), count: clusterCount)
    var next = 0
    for rank in 0...(ranks.max() ?? 0) {
      let opening = (0..<clusterCount).filter { first[$0] == rank }
      let closing = (0..<clusterCount).filter { last[$0] == rank }
      for cluster in opening { spans[cluster].first = next }
      if !opening.isEmpty { next += 1 }
      layers.append(next)
      next += 1
      for cluster in closing { spans[cluster].last = next }
      if !closing.isEmpty { next += 1 }
    }
    clusterSpans = spans
    layerCount = next
    for index in elements.indices { elements[index].layer = layers[ranks[index]] }
    return layers
  }

  /// An edge cut into a dummy per layer it crosses, its label's box in the middle one. Each
  /// dummy belongs to the box of the module of the end whose box spans its layer.
  private mutating func addChain(_ link: Link, ranks: [Int], layers: [Int], direction: LayoutPlan.Direction) {
    let (from, to) = (elements[link.from], elements[link.to])
    let labelLayer = link.label.map { _ in layers[(ranks[link.from] + ranks[link.to]) / 2] }
    var previous = link.from
    for layer in (from.layer + 1)..<max(from.layer + 1, to.layer) {
      let cluster: Int?
      if from.cluster == to.cluster {
        cluster = from.cluster
      } else if let own = from.cluster, layer <= clusterSpans[own].last {
        cluster = own
      } else if let own = to.cluster, layer >= clusterSpans[own].first {
        cluster = own
      } else {
        cluster = nil
      }
      let size = layer == labelLayer ? link.label! : MermaidMetrics.Size(width: 0, height: 0)
      elements.append(Self.element(.edge, size, direction, cluster: cluster, layer: layer))
      connect(previous, elements.count - 1)
      previous = elements.count - 1
    }
    connect(previous, link.to)
  }

  mutating func connect(_ from: Int, _ to: Int) {
    elements[from].successors.append(to)
    elements[to].predecessors.append(from)
  }
}
