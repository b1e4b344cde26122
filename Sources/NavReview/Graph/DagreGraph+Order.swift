/// The order of the elements in each layer, as dagre's `order` finds it: depth first from the
/// top, then sweeps that sort each layer by the mean position of its neighbours in the layer
/// before (up, down, up leaning right, down leaning right, ...), keeping the first order with
/// the fewest crossings once four sweeps in a row bring no fewer. Ties keep the order the
/// elements were made in. Each module's elements are then put together between its borders.
extension DagreGraph {
  mutating func orderedLayers() -> [[Int]] {
    var position = Array(repeating: 0, count: elements.count)
    for layer in initialOrder() {
      for (place, element) in layer.enumerated() { position[element] = place }
    }
    // Each layer's elements in the order they were made: what ties fall back on.
    var made = Array(repeating: [Int](), count: layerCount)
    for index in elements.indices { made[elements[index].layer].append(index) }
    var best: [[Int]] = []
    var fewest = Int.max
    var sweep = 0
    var sinceBest = 0
    while sinceBest < 4 {
      let downward = sweep % 2 == 1
      let layers = downward ? Array(1..<max(1, layerCount)) : Array((0..<max(0, layerCount - 1)).reversed())
      for layer in layers {
        sort(made[layer], by: downward ? \.predecessors : \.successors, leaningRight: sweep % 4 >= 2, &position)
      }
      let order = made.map { $0.sorted { position[$0] < position[$1] } }
      let crossings = Self.crossings(order, elements)
      if crossings < fewest {
        best = order
        fewest = crossings
        sinceBest = 0
      }
      sweep += 1
      sinceBest += 1
    }
    return clustered(best)
  }

  /// Depth first from each element in layer order, along its successors.
  private func initialOrder() -> [[Int]] {
    var layers = Array(repeating: [Int](), count: layerCount)
    var visited = Array(repeating: false, count: elements.count)
    let starts = elements.indices.sorted { (elements[$0].layer, $0) < (elements[$1].layer, $1) }
    for start in starts where !visited[start] {
      var stack = [start]
      while let element = stack.popLast() {
        guard !visited[element] else { continue }
        visited[element] = true
        layers[elements[element].layer].append(element)
        stack += elements[element].successors.reversed()
      }
    }
    return layers
  }

  /// dagre's barycenter sort of one layer: the elements with neighbours by their mean position
  /// (ties by the order they were made in, or its reverse when leaning right), the others kept
  /// at the place they were made at.
  private func sort(
    _ members: [Int], by neighbours: KeyPath<Element, [Int]>, leaningRight: Bool, _ position: inout [Int]
  ) {
    var sortable: [(element: Int, made: Int, barycenter: Double)] = []
    var unsortable: [(element: Int, made: Int)] = []
    for (made, element) in members.enumerated() {
      let around = elements[element][keyPath: neighbours]
      if around.isEmpty {
        unsortable.append((element, made))
      } else {
        let sum = around.reduce(0) { $0 + position[$1] }
        sortable.append((element, made, Double(sum) / Double(around.count)))
      }
    }
    sortable.sort {
      $0.barycenter != $1.barycenter
        ? $0.barycenter < $1.barycenter : (leaningRight ? $0.made > $1.made : $0.made < $1.made)
    }
    var result: [Int] = []
    var pending = unsortable[...]
    func placeUnsortable() {
      while let next = pending.first, next.made <= result.count {
        result.append(next.element)
        pending.removeFirst()
      }
    }
    placeUnsortable()
    for entry in sortable {
      result.append(entry.element)
      placeUnsortable()
    }
    result += pending.map(\.element)
    for (place, element) in result.enumerated() { position[element] = place }
  }

  /// Pairs of edges that cross between each two layers next to each other.
  private static func crossings(_ layers: [[Int]], _ elements: [Element]) -> Int {
    var count = 0
    for (upper, lower) in zip(layers, layers.dropFirst()) {
      var place: [Int: Int] = [:]
      for (index, element) in lower.enumerated() { place[element] = index }
      let ends = upper.flatMap { elements[$0].successors.compactMap { place[$0] }.sorted() }
      for (index, end) in ends.enumerated() {
        count += ends[(index + 1)...].filter { $0 < end }.count
      }
    }
    return count
  }

  /// Each module's elements side by side where they are on average, between a left and a
  /// right border element in every layer its box spans; the borders of one side make a chain.
  private mutating func clustered(_ layers: [[Int]]) -> [[Int]] {
    guard !clusterSpans.isEmpty else { return layers }
    var fraction = Array(repeating: 0.0, count: elements.count)
    for layer in layers {
      for (index, element) in layer.enumerated() {
        fraction[element] = (Double(index) + 0.5) / Double(layer.count)
      }
    }
    var overall = Array(repeating: (sum: 0.0, count: 0.0), count: clusterSpans.count)
    for element in elements.indices {
      guard let cluster = elements[element].cluster else { continue }
      overall[cluster].sum += fraction[element]
      overall[cluster].count += 1
    }
    var borders = Array(repeating: (left: -1, right: -1), count: clusterSpans.count)
    var result: [[Int]] = []
    for (layerIndex, layer) in layers.enumerated() {
      // Groups in the order they first appear: a module's elements, or one element of none.
      var groups: [(cluster: Int?, members: [Int], key: Double)] = []
      var groupOf: [Int: Int] = [:]
      for element in layer {
        guard let cluster = elements[element].cluster else {
          groups.append((nil, [element], fraction[element]))
          continue
        }
        if let group = groupOf[cluster] {
          groups[group].members.append(element)
        } else {
          groupOf[cluster] = groups.count
          groups.append((cluster, [element], 0))
        }
      }
      for (cluster, span) in clusterSpans.enumerated()
      where span.first <= layerIndex && layerIndex <= span.last && groupOf[cluster] == nil {
        groupOf[cluster] = groups.count
        groups.append((cluster, [], overall[cluster].sum / max(1, overall[cluster].count)))
      }
      for group in groups.indices where groups[group].cluster != nil && !groups[group].members.isEmpty {
        groups[group].key = groups[group].members.reduce(0) { $0 + fraction[$1] } / Double(groups[group].members.count)
      }
      let ordered = groups.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
      var row: [Int] = []
      for (_, group) in ordered {
        guard let cluster = group.cluster else {
          row += group.members
          continue
        }
        let left = addBorder(.leftBorder, cluster: cluster, layer: layerIndex, below: borders[cluster].left)
        let right = addBorder(.rightBorder, cluster: cluster, layer: layerIndex, below: borders[cluster].right)
        borders[cluster] = (left, right)
        row += [left] + group.members + [right]
      }
      result.append(row)
    }
    return result
  }

  private mutating func addBorder(_ kind: Kind, cluster: Int, layer: Int, below previous: Int) -> Int {
    elements.append(Element(kind: kind, layer: layer, breadth: 0, depth: 0, cluster: cluster))
    let border = elements.count - 1
    if previous >= 0 { connect(previous, border) }
    return border
  }
}
