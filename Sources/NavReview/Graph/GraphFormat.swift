import NavSchema

/// The `--format` values of `navgen graph`.
public enum GraphFormat: String, Hashable, Sendable, CaseIterable {
  case mermaid
  case dot

  /// - Parameter title: names the schema in a comment, e.g. its file name.
  public func render(_ graph: NavigationGraph, title: String) -> String {
    switch self {
    case .mermaid: return MermaidRenderer().render(graph, title: title)
    case .dot: return DOTRenderer().render(graph, title: title)
    }
  }
}
