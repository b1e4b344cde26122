import NavSchema

/// `navgen graph --format dot`: a Graphviz `digraph` (render it with
/// `dot -Tsvg`). Ids and labels are quoted and escaped; order is the graph's.
///
/// Shapes: feature `box`, own-node enum `component`, undeclared reducer
/// rounded `box`, alert `hexagon`, dialog `parallelogram`, ephemeral
/// `ellipse`, ignored `note`, payload-free `plain`. Roots are filled blue.
/// With `--diff`, added nodes and edges are green and bold, removed ones red
/// and dashed.
public struct DOTRenderer: Sendable {
  public init() {}

  public func render(_ graph: NavigationGraph, title: String) -> String {
    let ids = GraphNodeIDs(graph.nodes)
    var lines = [
      "digraph navigation {",
      "  // Navigation graph of \(Self.comment(title)), drawn by navgen",
      "  rankdir=TB;",
      "  node [fontname=\"Helvetica\", fontsize=12];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for node in graph.nodes {
      lines.append("  \(Self.quoted(ids[node.key])) [\(Self.attributes(of: node))];")
    }
    for edge in graph.edges {
      lines.append("  \(Self.quoted(ids[edge.from])) -> \(Self.quoted(ids[edge.to])) [\(Self.attributes(of: edge))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func attributes(of node: GraphNode) -> String {
    var styles: [String] = []
    var attributes = ["label=\(quoted(node.label))", "shape=\(shape(node.kind))"]
    if node.kind == .reducer { styles.append("rounded") }
    if node.isRoot {
      styles.append("filled")
      attributes.append("fillcolor=\"#89b4fa\"")
    }
    attributes += changeAttributes(node.change, styles: &styles)
    if !styles.isEmpty { attributes.append("style=\(quoted(styles.joined(separator: ",")))") }
    return attributes.joined(separator: ", ")
  }

  private static func attributes(of edge: GraphEdge) -> String {
    var styles: [String] = []
    var attributes = ["label=\(quoted(edge.label))"]
    attributes += changeAttributes(edge.change, styles: &styles)
    if !styles.isEmpty { attributes.append("style=\(quoted(styles.joined(separator: ",")))") }
    return attributes.joined(separator: ", ")
  }

  private static func changeAttributes(_ change: GraphChange, styles: inout [String]) -> [String] {
    switch change {
    case .unchanged:
      return []
    case .added:
      styles.append("bold")
      return ["color=\"#40a02b\"", "fontcolor=\"#40a02b\"", "penwidth=2"]
    case .removed:
      styles.append("dashed")
      return ["color=\"#d20f39\"", "fontcolor=\"#d20f39\""]
    }
  }

  private static func shape(_ kind: GraphNode.Kind) -> String {
    switch kind {
    case .feature, .reducer: return "box"
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
