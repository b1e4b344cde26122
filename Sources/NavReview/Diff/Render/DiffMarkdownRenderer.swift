import NavSchema

/// `navgen diff --format markdown`: a pull-request comment with a summary
/// line ("**2 breaking**, 1 exhaustiveness, 3 compatible changes") and a
/// table `Change | Enum | Case | Class | Why`, then, when there is one, a Mermaid picture of
/// the changed part of the graph (GitHub, GitLab and Gitea draw it in the comment) with its
/// legend in a line under it.
public struct DiffMarkdownRenderer: Sendable {
  public var picture: DiffPicture?

  public init(picture: DiffPicture? = nil) {
    self.picture = picture
  }

  public func render(_ diff: SchemaDiff) -> String {
    var lines = ["### Navigation changes", "", diff.summaryLine { "**\($0)**" }]
    guard !diff.changes.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["", "| Change | Enum | Case | Class | Why |", "| --- | --- | --- | --- | --- |"]
    for change in diff.changes {
      let cells = [
        change.kind.title + Self.values(of: change),
        (change.enumName.map(Self.code) ?? change.feature.map(Self.code) ?? "") + (change.module.map { " in \(Self.code($0))" } ?? ""),
        change.caseName.map { Self.code(".\($0)") } ?? "",
        change.classification.title,
        change.reason,
      ]
      lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
    }
    if let picture, !picture.neighbourhood.isEmpty {
      lines += ["", "#### Where the graph changes", "", "```mermaid"]
      lines += MermaidRenderer().render(picture.neighbourhood, title: picture.title, legend: false)
        .split(separator: "\n").map(String.init)
      lines += ["```", "", Self.legend]
      if picture.neighbourhood.leftOut > 0 {
        lines += [
          "",
          "\(picture.neighbourhood.leftOut) nodes of context left out to keep the picture legible; `navgen graph <new> --diff <old>` draws the whole graph.",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Under the picture, where it cannot sit among the edges; the squares are the styles' colours.
  static let legend = "🟩 added · 🟥 removed (dashed) · 🟧 changed · 🟦 root (nothing presents it)"

  private static func values(of change: SchemaChange) -> String {
    switch (change.oldValue, change.newValue) {
    case (let old?, let new?): return ": \(code(old)) → \(code(new))"
    case (let old?, nil): return ": \(code(old))"
    case (nil, let new?): return ": \(code(new))"
    case (nil, nil): return ""
    }
  }

  private static func code(_ text: String) -> String { "`\(text)`" }

  /// Pipes would end the cell and newlines the row.
  static func cell(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|": result += "\\|"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
