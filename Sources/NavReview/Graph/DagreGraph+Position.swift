/// Where each element goes across the layers, as dagre's `position` finds it (Brandes and
/// Köpf's method): four layouts, each lining elements up with a median neighbour (above or
/// below, taken from the left or from the right) and packing the lined-up blocks as close as
/// `nodesep` (50 px) beside nodes and `edgesep` (20 px) beside dummies allow; the narrowest is
/// the reference the others are moved to, and each element goes halfway between its two
/// middle places of the four.
extension DagreGraph {
  static let nodeSeparation = 50.0
  static let edgeSeparation = 20.0

  func positions(_ layers: [[Int]]) -> [Double] {
    let conflicts = innerSegmentConflicts(layers)
    var layouts: [(x: [Double], fromLeft: Bool)] = []
    for upward in [true, false] {
      let vertical = upward ? layers : layers.reversed()
      for fromLeft in [true, false] {
        let ordered = fromLeft ? vertical : vertical.map { $0.reversed() }
        let roots = alignment(ordered, neighbours: upward ? \.predecessors : \.successors, conflicts: conflicts)
        var x = compaction(ordered, roots: roots, fromLeft: fromLeft)
        if !fromLeft { x = x.map { -$0 } }
        layouts.append((x, fromLeft))
      }
    }
    let narrowest = layouts.min { width($0.x) < width($1.x) }!.x
    let (low, high) = (narrowest.min() ?? 0, narrowest.max() ?? 0)
    for index in layouts.indices {
      let x = layouts[index].x
      let shift = layouts[index].fromLeft ? low - (x.min() ?? 0) : high - (x.max() ?? 0)
      layouts[index].x = x.map { $0 + shift }
    }
    return elements.indices.map { element in
      let places = layouts.map { $0.x[element] }.sorted()
      return (places[1] + places[2]) / 2
    }
  }

  /// The picture's extent across the layers for these places.
  func width(_ x: [Double]) -> Double {
    guard !elements.isEmpty else { return 0 }
    let right = elements.indices.map { x[$0] + elements[$0].breadth / 2 }.max()!
    let left = elements.indices.map { x[$0] - elements[$0].breadth / 2 }.min()!
    return right - left
  }

  /// Edges into a layer that cross a line between two dummies, which lines never bend for.
  private func innerSegmentConflicts(_ layers: [[Int]]) -> Set<[Int]> {
    var conflicts = Set<[Int]>()
    for (upper, layer) in zip(layers, layers.dropFirst()) {
      var place: [Int: Int] = [:]
      for (index, element) in upper.enumerated() { place[element] = index }
      var leftBound = 0
      var scanned = 0
      for (index, element) in layer.enumerated() {
        let inner = elements[element].isDummy ? elements[element].predecessors.first { elements[$0].isDummy } : nil
        let rightBound = inner.flatMap { place[$0] } ?? upper.count
        guard inner != nil || index == layer.count - 1 else { continue }
        for scan in layer[scanned...index] {
          for predecessor in elements[scan].predecessors {
            guard let at = place[predecessor] else { continue }
            if (at < leftBound || rightBound < at) && !(elements[predecessor].isDummy && elements[scan].isDummy) {
              conflicts.insert([min(predecessor, scan), max(predecessor, scan)])
            }
          }
        }
        scanned = index + 1
        leftBound = rightBound
      }
    }
    return conflicts
  }

  /// The root of each element's block: lined up with a median neighbour when that neighbour is
  /// free, lies right of the last one taken in this layer, and is not in a conflict.
  private func alignment(_ layers: [[Int]], neighbours: KeyPath<Element, [Int]>, conflicts: Set<[Int]>) -> [Int] {
    var root = Array(elements.indices)
    var align = Array(elements.indices)
    var place = Array(repeating: 0, count: elements.count)
    for layer in layers {
      for (index, element) in layer.enumerated() { place[element] = index }
    }
    for layer in layers {
      var taken = -1
      for element in layer {
        let around = elements[element][keyPath: neighbours].sorted { place[$0] < place[$1] }
        guard !around.isEmpty else { continue }
        let middle = Double(around.count - 1) / 2
        for candidate in Int(middle.rounded(.down))...Int(middle.rounded(.up)) {
          let neighbour = around[candidate]
          guard align[element] == element, taken < place[neighbour],
            !conflicts.contains([min(element, neighbour), max(element, neighbour)])
          else { continue }
          align[neighbour] = element
          root[element] = root[neighbour]
          align[element] = root[element]
          taken = place[neighbour]
        }
      }
    }
    return root
  }

  /// Blocks packed from the left (from the right in the reversed order), then each moved right
  /// as far as its right neighbours allow, except a module's right border (left, reversed).
  private func compaction(_ layers: [[Int]], roots: [Int], fromLeft: Bool) -> [Double] {
    var blocks: [Int] = []
    var isBlock = Array(repeating: false, count: elements.count)
    var gaps: [Int: [Int: Double]] = [:]  // left block → right block → separation
    for layer in layers {
      var previous: Int?
      for element in layer {
        let block = roots[element]
        if !isBlock[block] {
          isBlock[block] = true
          blocks.append(block)
        }
        if let previous {
          let gap = separation(element, previous)
          gaps[roots[previous], default: [:]][block] = max(gap, gaps[roots[previous]]?[block] ?? 0)
        }
        previous = element
      }
    }
    var before = Array(repeating: [(block: Int, gap: Double)](), count: elements.count)
    var after = Array(repeating: [(block: Int, gap: Double)](), count: elements.count)
    for left in blocks {
      for (right, gap) in (gaps[left] ?? [:]).sorted(by: { $0.key < $1.key }) {
        before[right].append((left, gap))
        after[left].append((right, gap))
      }
    }
    let order = Self.topologicalOrder(blocks, before: before, after: after)
    var x = Array(repeating: 0.0, count: elements.count)
    for block in order {
      x[block] = before[block].map { x[$0.block] + $0.gap }.max() ?? 0
    }
    let pinned: Kind = fromLeft ? .rightBorder : .leftBorder
    for block in order.reversed() where elements[block].kind != pinned {
      if let limit = after[block].map({ x[$0.block] - $0.gap }).min() {
        x[block] = max(x[block], limit)
      }
    }
    return elements.indices.map { x[roots[$0]] }
  }

  private static func topologicalOrder(
    _ blocks: [Int], before: [[(block: Int, gap: Double)]], after: [[(block: Int, gap: Double)]]
  ) -> [Int] {
    var pending = [Int: Int]()
    for block in blocks { pending[block] = before[block].count }
    var order = blocks.filter { pending[$0] == 0 }
    var cursor = 0
    while cursor < order.count {
      for next in after[order[cursor]] {
        pending[next.block]! -= 1
        if pending[next.block] == 0 { order.append(next.block) }
      }
      cursor += 1
    }
    // Blocks that cross one another (none should) go last rather than nowhere.
    let placed = Set(order)
    return order + blocks.filter { !placed.contains($0) }
  }

  /// Centre to centre between two neighbours in a layer.
  private func separation(_ one: Int, _ other: Int) -> Double {
    let (a, b) = (elements[one], elements[other])
    return a.breadth / 2 + (a.isDummy ? Self.edgeSeparation : Self.nodeSeparation) / 2
      + (b.isDummy ? Self.edgeSeparation : Self.nodeSeparation) / 2 + b.breadth / 2
  }
}
