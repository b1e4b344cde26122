import NavSchema

/// The `--format` values of `navgen diff`.
public enum DiffFormat: String, Hashable, Sendable, CaseIterable {
  case text
  case markdown
  case json

  /// Renders a diff; `colour` only affects `text`, `picture` (the changed part of the graph,
  /// drawn at the end) only `markdown`.
  public func render(_ diff: SchemaDiff, colour: Bool, picture: DiffPicture? = nil) -> String {
    switch self {
    case .text: return DiffTextRenderer(colour: colour).render(diff)
    case .markdown: return DiffMarkdownRenderer(picture: picture).render(diff)
    case .json: return DiffJSONRenderer().render(diff)
    }
  }
}
