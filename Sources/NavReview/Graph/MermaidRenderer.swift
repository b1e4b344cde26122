import NavSchema

/// `navgen graph --format mermaid`: a `flowchart TD` (or `LR`, as the
/// `LayoutPlan` says) as in the lessons' diagrams; leaves it staggers hang on
/// longer arrows, and nodes with a module sit in a `subgraph` per module.
/// Labels are quoted, with HTML's entities for `"`, `<`, `>`, `&`, `#` and `|`
/// (Mermaid 11 shows its own `#lt;` codes as they are written).
///
/// Shapes: feature `["..."]`, own-node enum `[["..."]]`, undeclared reducer
/// `("...")`, alert `{{"..."}}`, dialog `[/"..."/]`, ephemeral `(["..."])`,
/// ignored and payload-free `>"..."]`, folded `("+3 unchanged")`. Roots get class `navRoot`.
/// With `--diff`, added nodes and edges are green and solid (`==>`), removed ones red and
/// dashed (`-.->`), through `classDef` and `linkStyle`; in the changed neighbourhood,
/// changed ones orange and solid (`==>`). Cases between the same two nodes share one arrow
/// (`EdgeBundle`). A front matter gives edge labels a light background in every theme
/// (`PicturePalette`), edges a curve that keeps each label where Mermaid's layout made room
/// for it (`curve`), and the changed neighbourhood's legend as the picture's title.
public struct MermaidRenderer: Sendable {
  public init() {}

  public func render(_ graph: NavigationGraph, title: String, layout: GraphLayout = .auto) -> String {
    let heading = "Navigation graph of \(Self.comment(title))"
    return lines(graph, heading: heading, plan: LayoutPlan(graph, layout: layout), legend: nil)
      .joined(separator: "\n") + "\n"
  }

  /// The changed part of a graph (`navgen diff --format markdown`, `navgen graph --diff
  /// --changed-only`): the same drawing, laid out for a pull-request comment, with a comment
  /// saying how many context nodes were left out. With `legend`, the picture's title says
  /// what the styles mean; the Markdown comment says it in a line of its own instead.
  public func render(
    _ neighbourhood: ChangedNeighbourhood, title: String, layout: GraphLayout = .auto, legend: Bool = true
  ) -> String {
    var lines = lines(
      neighbourhood.graph, heading: "Changed part of the navigation graph of \(Self.comment(title))",
      plan: LayoutPlan(neighbourhood.graph, layout: layout, goal: .comment), legend: legend ? Self.legend : nil)
    if neighbourhood.leftOut > 0, let heading = lines.firstIndex(where: { $0.hasPrefix("  %% ") }) {
      lines.insert("  %% \(neighbourhood.leftOut) nodes of context left out", at: heading + 1)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The curve through the points dagre gives each edge. Mermaid draws a label where dagre
  /// made room for it only when the edge's curve passes through that point (its middle one);
  /// otherwise it moves the label to the middle of the edge's length, onto its neighbours'
  /// (11.16's default, `basis`, passes through none: a bent edge's label landed on the next
  /// label). Catmull-Rom passes through every point and stays smooth.
  static let curve = "catmullRom"

  /// What the styles of a picture of changes mean, in words (a title has no colours).
  static let legend = "green: added · red, dashed: removed · orange: changed · blue: root"

  private func lines(_ graph: NavigationGraph, heading: String, plan: LayoutPlan, legend: String?) -> [String] {
    let ids = GraphNodeIDs(graph.nodes)
    var lines = ["---"]
    if let legend { lines.append("title: \"\(legend)\"") }
    lines += [
      "config:", "  flowchart:", "    curve: \(Self.curve)", "  themeVariables:",
      "    edgeLabelBackground: \"\(PicturePalette.labelBackground)\"", "---",
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
    let bundles = EdgeBundle.bundles(of: graph.edges, lengths: plan.edgeLengths)
    for bundle in bundles {
      let arrow = Self.arrow(bundle.change, length: bundle.length)
      let text = bundle.labelLines.filter { !$0.isEmpty }.map(Self.escaped).joined(separator: "<br>")
      let label = text.isEmpty ? "" : "|\"\(text)\"|"
      lines.append("  \(ids[bundle.from]) \(arrow)\(label) \(ids[bundle.to])")
    }
    lines += classLines(graph, ids)
    lines += linkStyleLines(bundles)
    return lines
  }

  private func classLines(_ graph: NavigationGraph, _ ids: GraphNodeIDs) -> [String] {
    // `nav` before each name: Mermaid's own stylesheet styles `.root`, the group around
    // the whole picture, so a class of that name recoloured every label in it.
    var classes: [(name: String, style: String, members: [String])] = [
      (
        "navRoot", "fill:\(PicturePalette.rootFill),color:\(PicturePalette.rootText),stroke-width:2px",
        graph.nodes.filter(\.isRoot).map { ids[$0.key] }
      ),
      (
        "navFolded", "stroke:\(PicturePalette.quietLine),stroke-dasharray:3 3",
        graph.nodes.filter { $0.kind == .folded }.map { ids[$0.key] }
      ),
    ]
    for change in GraphChange.marked {
      let members = graph.nodes.filter { $0.change == change }.map { ids[$0.key] }
      classes.append((Self.className(change), Self.lineStyle(change), members))
    }
    var lines: [String] = []
    for entry in classes where !entry.members.isEmpty {
      lines.append("  classDef \(entry.name) \(entry.style)")
      lines.append("  class \(entry.members.joined(separator: ",")) \(entry.name)")
    }
    return lines
  }

  static func className(_ change: GraphChange) -> String {
    "nav" + change.rawValue.prefix(1).uppercased() + change.rawValue.dropFirst()
  }

  /// A border or a line in a change's style.
  private static func lineStyle(_ change: GraphChange) -> String {
    guard let colour = PicturePalette.line(change) else { return "" }
    switch change {
    case .unchanged, .added, .changed: return "stroke:\(colour),stroke-width:3px"
    case .removed: return "stroke:\(colour),stroke-width:2px,stroke-dasharray:5 5"
    }
  }

  /// `linkStyle` counts edges in declaration order from 0; `color` is the label's text.
  private func linkStyleLines(_ bundles: [EdgeBundle]) -> [String] {
    guard !bundles.isEmpty else { return [] }
    var lines = ["  linkStyle default color:\(PicturePalette.labelText(.unchanged))"]
    for change in GraphChange.marked {
      let indices = bundles.indices.filter { bundles[$0].change == change }
      guard !indices.isEmpty else { continue }
      let style = Self.lineStyle(change) + ",color:\(PicturePalette.labelText(change))"
      lines.append("  linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)")
    }
    return lines
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
    case .reducer, .folded: return "(\(label))"
    case .alert: return "{{\(label)}}"
    case .dialog: return "[/\(label)/]"
    case .ephemeral: return "([\(label)])"
    case .ignored, .noPayload: return ">\(label)]"
    }
  }

  static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// HTML's named entities, which Mermaid's labels show as the character. Not Mermaid's own
  /// `#lt;` codes: 11.16 shows them as written. Every `#` is escaped, so no label holds the
  /// `#name;` that Mermaid would take for such a code.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "&quot;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "#": result += "&num;"
      case "|": result += "&vert;"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  /// A `%%` comment ends at the line's end.
  private static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
