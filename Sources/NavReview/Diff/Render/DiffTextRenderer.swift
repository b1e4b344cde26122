import NavSchema

/// `navgen diff --format text`: one change per entry, most useful first
/// (the order of `SchemaDiff.changes`), and the counts at the end.
///
///     [breaking] Articulo.Destination.web: case removed (URL)
///         Code that builds, matches or scopes to `.web` stops compiling.
///     [breaks persisted state] Articulo.Destination.web: saved case removed (web(_0: URL))
///         Saved `Articulo.Destination.State.web` values will fail to decode: ...
///
/// Colour (ANSI escapes) is a parameter: the CLI turns it on only for a
/// terminal without `NO_COLOR` (see `ColourPolicy`).
public struct DiffTextRenderer: Sendable {
  public var colour: Bool

  public init(colour: Bool) {
    self.colour = colour
  }

  public func render(_ diff: SchemaDiff) -> String {
    var lines: [String] = []
    for change in diff.changes {
      let tag = paint("[\(change.classification.title)]", Self.code(for: change.classification))
      let target = change.module.map { " (in \($0))" } ?? ""
      lines.append("\(tag) \(change.subject)\(target): \(change.kind.title)\(Self.values(of: change))")
      lines.append("    \(change.reason)")
    }
    lines.append(diff.summaryLine { paint($0, "1;31") })
    return lines.joined(separator: "\n") + "\n"
  }

  /// " (URL)", " (Autor -> AutorV2)", or "" when the change carries no values.
  static func values(of change: SchemaChange) -> String {
    switch (change.oldValue, change.newValue) {
    case (let old?, let new?): return " (\(old) -> \(new))"
    case (let old?, nil): return " (\(old))"
    case (nil, let new?): return " (\(new))"
    case (nil, nil): return ""
    }
  }

  private static func code(for classification: ChangeClass) -> String {
    switch classification {
    case .breaking: return "1;31"
    case .persistedState: return "1;35"
    case .brokenLinks: return "1;34"
    case .exhaustiveness: return "33"
    case .compatible: return "32"
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
