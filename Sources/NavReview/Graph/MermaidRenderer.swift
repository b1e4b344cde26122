import NavSchema

/// `navgen graph --format mermaid`: a `flowchart TD` (or `LR`, as the
/// `LayoutPlan` says) as in the lessons' diagrams; leaves it staggers hang on
/// longer arrows, and nodes with a module sit in a `subgraph` per module.
/// Labels are quoted, with Mermaid's entity codes for `"`, `<`, `>`,
/// `&`, `#` and `|` (which would end an edge label).
///
/// Shapes: feature `["..."]`, own-node enum `[["..."]]`, undeclared reducer
/// `("...")`, alert `{{"..."}}`, dialog `[/"..."/]`, ephemeral `(["..."])`,
/// ignored and payload-free `>"..."]`. Roots get class `root`. With `--diff`,
/// added nodes and edges are green and solid (`==>`), removed ones red and
/// dashed (`-.->`), through `classDef` and `linkStyle`; in the changed neighbourhood,
/// changed ones orange and solid (`==>`), explained by a `Legend` subgraph.
public struct MermaidRenderer: Sendable {
  public init() {}

  public func render(_ graph: NavigationGraph, title: String, layout: GraphLayout = .auto) -> String {
    let lines = body(graph, heading: "Navigation graph of \(Self.comment(title))", layout: layout, legend: false)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The changed part of a graph (`navgen diff --format markdown`, `navgen graph --diff
  /// --changed-only`): the same drawing, a `Legend` subgraph with a node in each change's
  /// style, and a comment saying how many context nodes were left out.
  public func render(_ neighbourhood: ChangedNeighbourhood, title: String, layout: GraphLayout = .auto) -> String {
    var lines = body(
      neighbourhood.graph, heading: "Changed part of the navigation graph of \(Self.comment(title))", layout: layout,
      legend: true)
    if neighbourhood.leftOut > 0 {
      lines.insert("  %% \(neighbourhood.leftOut) nodes of context left out", at: 2)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func body(_ graph: NavigationGraph, heading: String, layout: GraphLayout, legend: Bool) -> [String] {
    let ids = GraphNodeIDs(graph.nodes)
    let plan = LayoutPlan(graph, layout: layout)
    var lines = [
      "flowchart \(plan.direction == .leftToRight ? "LR" : "TD")",
      "  %% \(heading), drawn by navgen",
    ]
    let groups = ModuleGroups(graph.nodes)
    for (module, nodes) in groups.modules {
      lines.append("  subgraph \(ModuleGroups.id(of: module)) [\(Self.quoted(module))]")
      for node in nodes {
        lines.append("    \(ids[node.key])\(Self.shape(node))")
      }
      lines.append("  end")
    }
    for node in groups.ungrouped {
      lines.append("  \(ids[node.key])\(Self.shape(node))")
    }
    for (edge, length) in zip(graph.edges, plan.edgeLengths) {
      let arrow = Self.arrow(edge.change, length: length)
      lines.append("  \(ids[edge.from]) \(arrow)|\(Self.quoted(edge.label))| \(ids[edge.to])")
    }
    if legend {
      lines.append("  subgraph \(Self.legendID) [\"Legend\"]")
      for change in GraphChange.marked {
        lines.append("    \(Self.legendID)_\(change.rawValue)[\(Self.quoted(change.rawValue))]")
      }
      lines.append("  end")
    }
    lines += classLines(graph, ids, legend: legend)
    lines += linkStyleLines(graph)
    return lines
  }

  /// Never a node's id (those start with `n_`) nor a module's (`mn_`).
  static let legendID = "legend"

  private func classLines(_ graph: NavigationGraph, _ ids: GraphNodeIDs, legend: Bool) -> [String] {
    var classes: [(name: String, style: String, members: [String])] = [
      ("root", "fill:#89b4fa,color:#11111b,stroke-width:2px", graph.nodes.filter(\.isRoot).map { ids[$0.key] })
    ]
    for change in GraphChange.marked {
      var members = graph.nodes.filter { $0.change == change }.map { ids[$0.key] }
      if legend { members.append("\(Self.legendID)_\(change.rawValue)") }
      classes.append((change.rawValue, Self.nodeStyle(change), members))
    }
    var lines: [String] = []
    for entry in classes where !entry.members.isEmpty {
      lines.append("  classDef \(entry.name) \(entry.style)")
      lines.append("  class \(entry.members.joined(separator: ",")) \(entry.name)")
    }
    return lines
  }

  private static func nodeStyle(_ change: GraphChange) -> String {
    switch change {
    case .unchanged: return ""
    case .added: return "stroke:#40a02b,stroke-width:3px"
    case .removed: return "stroke:#d20f39,stroke-width:2px,stroke-dasharray:5 5,color:#d20f39"
    case .changed: return "stroke:#fe640b,stroke-width:3px"
    }
  }

  /// `linkStyle` counts edges in declaration order from 0.
  private func linkStyleLines(_ graph: NavigationGraph) -> [String] {
    let styles: [(GraphChange, String)] = [
      (.added, "stroke:#40a02b,stroke-width:3px"),
      (.removed, "stroke:#d20f39,stroke-width:2px,stroke-dasharray:5 5"),
      (.changed, "stroke:#fe640b,stroke-width:3px"),
    ]
    return styles.compactMap { change, style in
      let indices = graph.edges.indices.filter { graph.edges[$0].change == change }
      guard !indices.isEmpty else { return nil }
      return "  linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)"
    }
  }

  /// The arrow of an edge spanning at least `length` ranks: each extra rank
  /// is one more `-`, `=` or `.` (Mermaid's link length).
  private static func arrow(_ change: GraphChange, length: Int) -> String {
    let extra = max(0, length - 1)
    switch change {
    case .unchanged: return "--" + String(repeating: "-", count: extra) + ">"
    case .added: return "==" + String(repeating: "=", count: extra) + ">"
    case .removed: return "-." + String(repeating: ".", count: extra) + "->"
    case .changed: return "==" + String(repeating: "=", count: extra) + ">"
    }
  }

  private static func shape(_ node: GraphNode) -> String {
    let label = quoted(node.label)
    switch node.kind {
    case .feature: return "[\(label)]"
    case .enumeration: return "[[\(label)]]"
    case .reducer: return "(\(label))"
    case .alert: return "{{\(label)}}"
    case .dialog: return "[/\(label)/]"
    case .ephemeral: return "([\(label)])"
    case .ignored, .noPayload: return ">\(label)]"
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "#": result += "#35;"
      case "|": result += "#124;"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// A `%%` comment ends at the line's end.
  private static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
