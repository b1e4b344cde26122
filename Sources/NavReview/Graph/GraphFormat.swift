import NavSchema

/// The `--format` values of `navgen graph`.
public enum GraphFormat: String, Hashable, Sendable, CaseIterable {
  case mermaid
  case dot

  /// - Parameters:
  ///   - title: names the schema in a comment, e.g. its file name.
  ///   - layout: the direction of the ranks, or `auto` to pick it.
  public func render(_ graph: NavigationGraph, title: String, layout: GraphLayout = .auto) -> String {
    switch self {
    case .mermaid: return MermaidRenderer().render(graph, title: title, layout: layout)
    case .dot: return DOTRenderer().render(graph, title: title, layout: layout)
    }
  }

  /// The changed part of a graph, with a legend (`navgen graph --diff --changed-only`).
  public func render(_ neighbourhood: ChangedNeighbourhood, title: String, layout: GraphLayout = .auto) -> String {
    switch self {
    case .mermaid: return MermaidRenderer().render(neighbourhood, title: title, layout: layout)
    case .dot: return DOTRenderer().render(neighbourhood, title: title, layout: layout)
    }
  }
}
