import NavSchema

/// Link templates as the path patterns of an `apple-app-site-association` file: a literal
/// segment as it is (a literal is letters, digits and `-._~`, which no URL percent-encodes and
/// no pattern reads as a wildcard), a placeholder `?*` (at least one character: the generated
/// parser reads no empty segment; a pattern has no way to say "no `/`", so the `?*` of a value
/// may take several segments), segments joined by `/`.
enum SitePatternText {
  /// `receta/?*/comentarios/?*`.
  static func segments(of template: LinkTemplate) -> String {
    template.segments.map { segment in
      switch segment {
      case .literal(let text): return text
      case .placeholder: return "?*"
      }
    }.joined(separator: "/")
  }

  /// The prefix's path as a pattern that matches it and nothing shorter: a `*`, `?` or `$`
  /// the prefix holds (they are wildcards or variables in a pattern) becomes `?`, which
  /// matches it.
  static func base(_ path: String) -> String {
    String(path.map { "*?$".contains($0) ? "?" : $0 })
  }

  /// Whether the template's last path segment is a placeholder: its `?*` then also matches
  /// a `/` at the end and any segments after it.
  static func endsWithPlaceholder(_ template: LinkTemplate) -> Bool {
    if case .placeholder? = template.segments.last { return true }
    return false
  }

  static func startsWithPlaceholder(_ template: LinkTemplate) -> Bool {
    if case .placeholder? = template.segments.first { return true }
    return false
  }

  /// The query items a link must carry: `{"q": "*"}` for each required item (optional ones
  /// may be absent, so they are left out); nil when there are none.
  static func requiredQuery(_ templates: [LinkTemplate]) -> SiteComponent.Query? {
    query(templates.flatMap(\.query).filter { !$0.placeholder.isOptional }.map(\.key))
  }

  /// `{"q": "*", …}` for each of `keys` once; nil for none.
  static func query(_ keys: [String]) -> SiteComponent.Query? {
    let unique = uniqueKeys(keys)
    return unique.isEmpty ? nil : .items(unique.map { (name: $0, pattern: "*") })
  }

  static func uniqueKeys(_ keys: [String]) -> [String] {
    var seen: Set<String> = []
    return keys.filter { seen.insert($0).inserted }
  }
}
