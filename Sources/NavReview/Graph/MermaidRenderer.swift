import NavSchema

/// `navgen graph --format mermaid`: a `flowchart TD` as in the lessons'
/// diagrams. Labels are quoted, with Mermaid's entity codes for `"`, `<`, `>`,
/// `&`, `#` and `|` (which would end an edge label).
///
/// Shapes: feature `["..."]`, own-node enum `[["..."]]`, undeclared reducer
/// `("...")`, alert `{{"..."}}`, dialog `[/"..."/]`, ephemeral `(["..."])`,
/// ignored and payload-free `>"..."]`. Roots get class `root`. With `--diff`,
/// added nodes and edges are green and solid (`==>`), removed ones red and
/// dashed (`-.->`), through `classDef` and `linkStyle`.
public struct MermaidRenderer: Sendable {
  public init() {}

  public func render(_ graph: NavigationGraph, title: String) -> String {
    let ids = GraphNodeIDs(graph.nodes)
    var lines = ["flowchart TD", "  %% Navigation graph of \(Self.comment(title)), drawn by navgen"]
    for node in graph.nodes {
      lines.append("  \(ids[node.key])\(Self.shape(node))")
    }
    for edge in graph.edges {
      lines.append("  \(ids[edge.from]) \(Self.arrow(edge.change))|\(Self.quoted(edge.label))| \(ids[edge.to])")
    }
    lines += classLines(graph, ids)
    lines += linkStyleLines(graph)
    return lines.joined(separator: "\n") + "\n"
  }

  private func classLines(_ graph: NavigationGraph, _ ids: GraphNodeIDs) -> [String] {
    let classes: [(name: String, style: String, members: [GraphNode])] = [
      ("root", "fill:#89b4fa,color:#11111b,stroke-width:2px", graph.nodes.filter(\.isRoot)),
      ("added", "stroke:#40a02b,stroke-width:3px", graph.nodes.filter { $0.change == .added }),
      (
        "removed", "stroke:#d20f39,stroke-width:2px,stroke-dasharray:5 5,color:#d20f39",
        graph.nodes.filter { $0.change == .removed }
      ),
    ]
    var lines: [String] = []
    for entry in classes where !entry.members.isEmpty {
      lines.append("  classDef \(entry.name) \(entry.style)")
      lines.append("  class \(entry.members.map { ids[$0.key] }.joined(separator: ",")) \(entry.name)")
    }
    return lines
  }

  /// `linkStyle` counts edges in declaration order from 0.
  private func linkStyleLines(_ graph: NavigationGraph) -> [String] {
    let styles: [(GraphChange, String)] = [
      (.added, "stroke:#40a02b,stroke-width:3px"),
      (.removed, "stroke:#d20f39,stroke-width:2px,stroke-dasharray:5 5"),
    ]
    return styles.compactMap { change, style in
      let indices = graph.edges.indices.filter { graph.edges[$0].change == change }
      guard !indices.isEmpty else { return nil }
      return "  linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)"
    }
  }

  private static func arrow(_ change: GraphChange) -> String {
    switch change {
    case .unchanged: return "-->"
    case .added: return "==>"
    case .removed: return "-.->"
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
