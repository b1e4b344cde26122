import NavSchema

/// An `apple-app-site-association` file as navgen writes it: valid JSON in the layout Apple's
/// documentation shows, one component a line (so a diff of the file reads route by route, and
/// the file stays small), keys in Apple's order (`/`, `?`, `#`, `exclude`, `comment`), the
/// same bytes for the same input.
enum SiteAssociationText {
  static func render(_ association: SiteAssociation) -> String {
    "{\n  \"applinks\": " + applinks(association) + "\n}\n"
  }

  /// The value of `"applinks"`, from its `{` to its `}`, its lines indented for a member of
  /// the file's top object.
  static func applinks(_ association: SiteAssociation) -> String {
    var lines = ["{"]
    if let defaults = defaultsText(association.defaults) { lines.append("    \"defaults\": \(defaults),") }
    lines.append("    \"details\": [")
    for (index, entry) in association.details.enumerated() {
      lines.append("      {")
      lines.append("        \"appIDs\": [" + entry.appIDs.map(JSONText.quoted).joined(separator: ", ") + "],")
      lines.append("        \"components\": [")
      lines += entry.components.enumerated().map { position, component in
        "          " + line(component) + (position == entry.components.count - 1 ? "" : ",")
      }
      let defaults = defaultsText(entry.defaults)
      lines.append("        ]" + (defaults == nil ? "" : ","))
      if let defaults { lines.append("        \"defaults\": \(defaults)") }
      lines.append("      }" + (index == association.details.count - 1 ? "" : ","))
    }
    lines += ["    ]", "  }"]
    return lines.joined(separator: "\n")
  }

  /// The indentation, comma and line break around each component's line.
  static let componentLineOverhead = 12

  /// `{ "/": "/app/receta/?*", "comment": "…" }`.
  static func line(_ component: SiteComponent) -> String {
    var members: [String] = []
    if let path = component.path { members.append("\"/\": " + JSONText.quoted(path)) }
    switch component.query {
    case nil: break
    case .whole(let pattern): members.append("\"?\": " + JSONText.quoted(pattern))
    case .items(let items):
      let pairs = items.map { JSONText.quoted($0.name) + ": " + JSONText.quoted($0.pattern) }
      members.append("\"?\": { " + pairs.joined(separator: ", ") + " }")
    }
    if let fragment = component.fragment { members.append("\"#\": " + JSONText.quoted(fragment)) }
    if component.exclude { members.append("\"exclude\": true") }
    if let comment = component.comment { members.append("\"comment\": " + JSONText.quoted(comment)) }
    if let caseSensitive = component.caseSensitive { members.append("\"caseSensitive\": \(caseSensitive)") }
    if let percentEncoded = component.percentEncoded { members.append("\"percentEncoded\": \(percentEncoded)") }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  private static func defaultsText(_ defaults: SiteDefaults) -> String? {
    var members: [String] = []
    if let caseSensitive = defaults.caseSensitive { members.append("\"caseSensitive\": \(caseSensitive)") }
    if let percentEncoded = defaults.percentEncoded { members.append("\"percentEncoded\": \(percentEncoded)") }
    return members.isEmpty ? nil : "{ " + members.joined(separator: ", ") + " }"
  }
}
