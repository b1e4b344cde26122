import NavSchema

/// `navgen graph --format dot`: a Graphviz `digraph` (render it with
/// `dot -Tsvg`). Ids and labels are quoted and escaped; order is the graph's.
///
/// Shapes: feature `box`, own-node enum `component`, undeclared reducer
/// rounded `box`, alert `hexagon`, dialog `parallelogram`, ephemeral
/// `ellipse`, ignored `note`, payload-free `plain`, folded dashed rounded `box`.
/// Roots are filled blue. With `--diff`, added nodes and edges are green and bold, removed
/// ones red and dashed; in the changed neighbourhood, changed ones orange and bold, explained
/// by a legend under the picture (the graph's label). Node text stays black; an edge's label
/// takes a darker shade of its line's colour, at least 6.9:1 on white (`PicturePalette`).
/// `rankdir` and the edges' `minlen` follow the `LayoutPlan`;
/// nodes with a module (graphs of Swift sources) sit in `cluster_<module>`.
public struct DOTRenderer: Sendable {
  public init() {}

  public func render(_ graph: NavigationGraph, title: String, layout: GraphLayout = .auto) -> String {
    render(graph, title: title, plan: LayoutPlan(graph, layout: layout))
  }

  /// The changed part of a graph (`navgen graph --diff --changed-only`): the same drawing,
  /// laid out for a pull-request comment, its legend under it (the graph's label, away from
  /// the edges), and a comment saying how many context nodes were left out.
  public func render(_ neighbourhood: ChangedNeighbourhood, title: String, layout: GraphLayout = .auto) -> String {
    var lines = body(
      neighbourhood.graph, heading: "Changed part of the navigation graph of \(Self.comment(title))",
      plan: LayoutPlan(neighbourhood.graph, layout: layout, goal: .comment))
    if neighbourhood.leftOut > 0 {
      lines.insert("  // \(neighbourhood.leftOut) nodes of context left out", at: 2)
    }
    // Last: a cluster inherits the graph attributes set before it.
    lines.insert(contentsOf: Self.legendLines, at: lines.count - 1)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Drawn as `plan` says (tests compare plans with Graphviz this way).
  func render(_ graph: NavigationGraph, title: String, plan: LayoutPlan) -> String {
    body(graph, heading: "Navigation graph of \(Self.comment(title))", plan: plan).joined(separator: "\n") + "\n"
  }

  /// Each change's name and line in its labels' colour, under the picture.
  private static var legendLines: [String] {
    let words = GraphChange.marked.map { change in
      let line = change == .removed ? "dashed" : "bold"
      return "<font color=\"\(PicturePalette.labelText(change))\">\(change.rawValue) (\(line))</font>"
    }
    return [
      "  label=<\(words.joined(separator: " · ")) · roots filled blue>;", "  labelloc=\"b\";",
      "  fontname=\"Helvetica\";", "  fontsize=12;",
    ]
  }

  /// The lines of the picture, the closing brace last.
  private func body(_ graph: NavigationGraph, heading: String, plan: LayoutPlan) -> [String] {
    let ids = GraphNodeIDs(graph.nodes)
    var lines = [
      "digraph navigation {",
      "  // \(heading), drawn by navgen",
      "  rankdir=\(plan.direction == .leftToRight ? "LR" : "TB");",
      "  node [fontname=\"Helvetica\", fontsize=12];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    let groups = ModuleGroups(graph.nodes)
    for (module, nodes) in groups.modules {
      lines.append("  subgraph \(Self.quoted("cluster_" + module)) {")
      lines.append("    label=\(Self.quoted(module));")
      lines.append("    fontname=\"Helvetica\";")
      lines.append("    style=\"rounded,dashed\";")
      lines.append("    color=\"\(PicturePalette.quietLine)\";")
      for node in nodes {
        lines.append("    \(Self.quoted(ids[node.key])) [\(Self.attributes(of: node))];")
      }
      lines.append("  }")
    }
    for node in groups.ungrouped {
      lines.append("  \(Self.quoted(ids[node.key])) [\(Self.attributes(of: node))];")
    }
    for (edge, length) in zip(graph.edges, plan.edgeLengths) {
      var attributes = Self.attributes(of: edge)
      if length > 1 { attributes.append("minlen=\(length)") }
      let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(Self.quoted(ids[edge.from])) -> \(Self.quoted(ids[edge.to]))\(list);")
    }
    lines.append("}")
    return lines
  }

  private static func attributes(of node: GraphNode) -> String {
    var styles: [String] = []
    var attributes = ["label=\(quoted(node.label))", "shape=\(shape(node.kind))"]
    if node.kind == .reducer { styles.append("rounded") }
    if node.kind == .folded {
      styles += ["rounded", "dashed"]
      attributes.append("color=\"\(PicturePalette.quietLine)\"")
    }
    if node.isRoot {
      styles.append("filled")
      attributes.append("fillcolor=\"\(PicturePalette.rootFill)\"")
    }
    attributes += changeAttributes(node.change, styles: &styles, labelled: false)
    if !styles.isEmpty { attributes.append("style=\(quoted(styles.joined(separator: ",")))") }
    return attributes.joined(separator: ", ")
  }

  private static func attributes(of edge: GraphEdge) -> [String] {
    var styles: [String] = []
    var attributes = edge.kind == .folded ? [] : ["label=\(quoted(edge.label))"]
    attributes += changeAttributes(edge.change, styles: &styles, labelled: true)
    if !styles.isEmpty { attributes.append("style=\(quoted(styles.joined(separator: ",")))") }
    return attributes
  }

  /// A node's border or an edge's line in the change's colour; an edge's label in a darker
  /// shade of it (a node's text stays black, on white or on a root's blue).
  private static func changeAttributes(_ change: GraphChange, styles: inout [String], labelled: Bool) -> [String] {
    guard let line = PicturePalette.line(change) else { return [] }
    var attributes = ["color=\"\(line)\""]
    if labelled { attributes.append("fontcolor=\"\(PicturePalette.labelText(change))\"") }
    switch change {
    case .unchanged: break
    case .added, .changed:
      styles.append("bold")
      attributes.append("penwidth=2")
    case .removed:
      styles.append("dashed")
    }
    return attributes
  }

  private static func shape(_ kind: GraphNode.Kind) -> String {
    switch kind {
    case .feature, .reducer, .folded: return "box"
    case .enumeration: return "component"
    case .alert: return "hexagon"
    case .dialog: return "parallelogram"
    case .ephemeral: return "ellipse"
    case .ignored: return "note"
    case .noPayload: return "plain"
    }
  }

  /// A DOT double-quoted string; a backslash is escaped so `\n`, `\l` in a
  /// name cannot turn into Graphviz escapes.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result + "\""
  }

  private static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
