import NavSchema

/// `navgen links`: the prefixes, then each link's whole template, the chain
/// of screens it opens from its root feature and its placeholders.
struct LinkListText {
  var catalog: LinkCatalog

  var rendered: String {
    var lines = [LinkWords.settings(catalog) { $0 }]
    if catalog.settings != nil && catalog.routes.isEmpty { lines.append("No linked cases.") }
    for route in catalog.routes {
      lines.append("")
      lines.append(catalog.url(of: route))
      lines += route.steps.map { step in
        let placeholders = LinkWords.placeholders(of: step.link.template)
        let detail = placeholders.isEmpty ? "" : " with " + placeholders.joined(separator: ", ")
        return "  " + LinkWords.step(step, detail: detail) { $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `navgen links --format markdown`: a table for the team's link documentation.
struct LinkListMarkdown {
  var catalog: LinkCatalog

  var rendered: String {
    var lines = ["## Deep links", "", LinkWords.settings(catalog, code: Self.code)]
    guard !catalog.routes.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["", "| Link | Opens | Placeholders |", "| --- | --- | --- |"]
    for route in catalog.routes {
      let chain = route.steps.map { LinkWords.step($0, code: Self.code) }.joined(separator: " → ")
      let placeholders = route.steps.compactMap { step -> String? in
        let names = LinkWords.placeholders(of: step.link.template).map(Self.code)
        return names.isEmpty ? nil : "\(step.reducer): " + names.joined(separator: ", ")
      }.joined(separator: "; ")
      let cells = [Self.code(catalog.url(of: route)), chain, placeholders].map(DiffMarkdownRenderer.cell)
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func code(_ text: String) -> String { "`\(text)`" }
}

/// `navgen links --resolve <url>`: the screens the link opens, or why it opens nothing.
struct LinkResolutionText {
  var resolution: LinkResolution
  var markdown: Bool

  var rendered: String {
    let markdown = markdown
    let code: (String) -> String = { markdown ? LinkListMarkdown.code($0) : $0 }
    let link = code(resolution.link)
    var lines: [String] = []
    if let failure = resolution.failure {
      lines.append("\(link) opens nothing from \(code(resolution.root)): \(failure.message).")
      lines += paragraphBreak + failure.attempts.map { (markdown ? "- " : "  ") + $0 }
      if !resolution.screens.isEmpty {
        lines += paragraphBreak
        lines.append("Matched before it, then dropped (\(code("navigate(to:)")) returns false and changes nothing):")
        lines += paragraphBreak + numbered(code: code)
      }
    } else {
      lines.append("\(link) opens from \(code(resolution.root)):")
      lines += paragraphBreak + numbered(code: code)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Markdown needs a blank line between a paragraph and a list.
  private var paragraphBreak: [String] { markdown ? [""] : [] }

  private func numbered(code: (String) -> String) -> [String] {
    resolution.screens.enumerated().map { index, screen in
      "\(markdown ? "" : "  ")\(index + 1). " + LinkWords.screen(screen, code: code)
    }
  }
}
