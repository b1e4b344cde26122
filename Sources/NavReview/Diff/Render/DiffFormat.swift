import NavSchema

/// The `--format` values of `navgen diff`.
public enum DiffFormat: String, Hashable, Sendable, CaseIterable {
  case text
  case markdown
  case json

  /// Renders a diff; `colour` only affects `text`.
  public func render(_ diff: SchemaDiff, colour: Bool) -> String {
    switch self {
    case .text: return DiffTextRenderer(colour: colour).render(diff)
    case .markdown: return DiffMarkdownRenderer().render(diff)
    case .json: return DiffJSONRenderer().render(diff)
    }
  }
}
