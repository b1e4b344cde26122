import NavSchema

/// `navgen links --format json`, for tools. Keys are sorted, output is
/// deterministic, and the keys keep their meaning within `version` 1.
///
/// The listing: `version`, `prefixes` (schema order; links print with the
/// first), `maxDepth` (null without links), `roots` (the features chains start
/// from), `links`: for each linked case, `url` (under the first prefix),
/// `template` (the whole path and query), `case` (`Receta.Destination.comentarios`),
/// `chain` (steps from the root, each `feature`, `enum`, `case`, `reducer`,
/// `kind` (`push` or `present`), `template` (the case's own), `state` (its
/// `linkState`, or null), `target` (the package target that declares the case,
/// or null outside a package) and `placeholders` (each `name`, `type`, `optional`,
/// and `query`: the query item's name, or null in the path)).
///
/// `--resolve`: `version`, `link`, `root`, `opens`, `screens` (each step's
/// keys as above but `placeholders`, plus `segments` (first and last, 1-based) and `values`
/// (each `name`, `type`, `query`, `text` (null for an absent optional item)
/// and `readByApp` (an app type, read by its `init?(_:)` in the app))), and
/// `failure` (null, or `message`, `segment` (1-based, or null) and `attempts`).
enum LinksJSON {
  static let formatVersion = 1

  static func list(_ catalog: LinkCatalog) -> JSONText {
    .object([
      "version": .integer(formatVersion),
      "prefixes": .array(catalog.prefixes.map(JSONText.string)),
      "maxDepth": catalog.settings.map { .integer($0.maxDepth) } ?? .null,
      "roots": .array(catalog.roots.map(JSONText.string)),
      "links": .array(catalog.routes.map { route in
        .object([
          "url": .string(catalog.url(of: route)),
          "template": .string(route.template.description),
          "case": .string(route.last.subject),
          "chain": .array(route.steps.map { step in
            var members = Self.step(step)
            members["placeholders"] = .array(placeholders(of: step.link.template))
            return .object(members)
          }),
        ])
      }),
    ])
  }

  static func resolution(_ resolution: LinkResolution) -> JSONText {
    .object([
      "version": .integer(formatVersion),
      "link": .string(resolution.link),
      "root": .string(resolution.root),
      "opens": .bool(resolution.opens),
      "screens": .array(resolution.screens.map { screen in
        var members = step(screen.step)
        members["segments"] = .array([.integer(screen.segments.lowerBound), .integer(screen.segments.upperBound)])
        members["values"] = .array(screen.values.map { value in
          .object([
            "name": .string(value.placeholder.name),
            "type": .string(value.placeholder.type.description),
            "query": .optional(value.queryKey),
            "text": .optional(value.text),
            "readByApp": .bool(value.readByApp),
          ])
        })
        return .object(members)
      }),
      "failure": resolution.failure.map { failure in
        .object([
          "message": .string(failure.message),
          "segment": failure.segment.map(JSONText.integer) ?? .null,
          "attempts": .array(failure.attempts.map(JSONText.string)),
        ])
      } ?? .null,
    ])
  }

  private static func step(_ step: LinkStep) -> [String: JSONText] {
    [
      "feature": .string(step.feature),
      "enum": .string(step.enumName),
      "case": .string(step.caseName),
      "reducer": .string(step.reducer),
      "kind": .string(step.kind.rawValue),
      "template": .string(step.link.template.description),
      "state": .optional(step.link.state),
      "target": .optional(step.module),
    ]
  }

  private static func placeholders(of template: LinkTemplate) -> [JSONText] {
    let path = template.segments.compactMap { segment -> (LinkPlaceholder, String?)? in
      if case .placeholder(let placeholder) = segment { return (placeholder, nil) }
      return nil
    }
    return (path + template.query.map { ($0.placeholder, $0.key) }).map { placeholder, key in
      .object([
        "name": .string(placeholder.name),
        "type": .string(placeholder.type.description),
        "optional": .bool(placeholder.isOptional),
        "query": .optional(key),
      ])
    }
  }
}
