import NavSchema

/// URLs the generated `navigate(to:)` opens under one `https` prefix, one per shape of link,
/// each with a value of its placeholder's type: the prefix alone, every link `navgen links`
/// lists, and every link of two screens (a first screen, then a step that may follow it).
/// The check asks a site file to open each, and each of the file's patterns to open one. An app
/// of large stacks has tens of thousands, so a sample keeps its parts and writes its texts only
/// when a finding names it.
public struct LinkSample: Hashable, Sendable {
  /// `https://recetario.example/app/`.
  public var prefix: String
  /// The screens the link opens, first to last; none for the prefix alone.
  public var steps: [LinkStep]
  /// Where the last case's `link` is in its schema; the prefix's `links` for the prefix alone.
  public var location: SourceLocation?
  /// Whether `navgen links` lists it (every other is a first screen followed by one step).
  public var isListed: Bool
  /// The URL's parts, as a site file's patterns are matched against them.
  public var siteURL: SiteURL

  /// The case the link opens last (`Receta.Destination.comentarios`); nil for the prefix alone.
  public var subject: String? { steps.last?.subject }

  /// The case the link opens first, when it opens more than one screen.
  public var firstSubject: String? { steps.count > 1 ? steps[0].subject : nil }

  /// `https://recetario.example/app/receta/{id: Int}/comentarios/{pagina: Int}`.
  public var template: String {
    guard !steps.isEmpty else { return prefix }
    return prefix
      + LinkTemplate(segments: steps.flatMap(\.link.template.segments), query: steps.flatMap(\.link.template.query))
        .description
  }

  /// `https://recetario.example/app/receta/1/comentarios/1`.
  public var url: String {
    "https://\(siteURL.host)\(siteURL.path)" + (siteURL.query.map { "?" + $0 } ?? "")
  }

  /// The samples of `prefix` in `catalog`.
  public static func all(under prefix: UniversalLinkPrefix, in catalog: LinkCatalog) -> [LinkSample] {
    var samples = [
      LinkSample(
        prefix: prefix.prefix, steps: [], location: catalog.settings?.location, isListed: false,
        siteURL: SiteURL(host: prefix.host, path: prefix.path, query: nil))
    ]
    var parts = Parts()
    for route in catalog.routes {
      samples.append(sample(prefix, route.steps, isListed: true, parts: &parts))
    }
    // A listed link of two screens is one of these already.
    var listed: [String: Set<String>] = [:]
    for route in catalog.routes where route.steps.count == 2 {
      listed[route.steps[0].subject, default: []].insert(route.steps[1].subject)
    }
    let followers = LinkFollowers(catalog: catalog)
    for first in followers.firstSteps {
      let listedAfter = listed[first.subject] ?? []
      for next in followers.after(first, depth: 1) where !listedAfter.contains(next.subject) {
        samples.append(sample(prefix, [first, next], isListed: false, parts: &parts))
      }
    }
    return samples
  }

  /// Each step's segments and required query items with sample values, written once.
  private struct Parts {
    var bySubject: [String: (path: String, items: [String])] = [:]

    mutating func of(_ step: LinkStep) -> (path: String, items: [String]) {
      if let known = bySubject[step.subject] { return known }
      let template = step.link.template
      let path = template.segments.map { segment -> String in
        switch segment {
        case .literal(let text): return text
        case .placeholder(let placeholder): return value(of: placeholder.type)
        }
      }.joined(separator: "/")
      let items = template.query.filter { !$0.placeholder.isOptional }.map { "\($0.key)=\(value(of: $0.placeholder.type))" }
      bySubject[step.subject] = (path, items)
      return (path, items)
    }
  }

  private static func sample(_ prefix: UniversalLinkPrefix, _ steps: [LinkStep], isListed: Bool, parts: inout Parts) -> LinkSample {
    var path = prefix.path
    var items: [String] = []
    for (index, step) in steps.enumerated() {
      let part = parts.of(step)
      if index > 0 { path += "/" }
      path += part.path
      items += part.items
    }
    return LinkSample(
      prefix: prefix.prefix, steps: steps, location: steps.last?.link.location, isListed: isListed,
      siteURL: SiteURL(host: prefix.host, path: path, query: items.isEmpty ? nil : items.joined(separator: "&")))
  }

  /// A value the generated parser reads as `type`, written as a link carries it.
  static func value(of type: LinkValueType) -> String {
    switch type {
    case .string, .custom: return "x"
    case .int: return "1"
    case .double: return "1.5"
    case .bool: return "true"
    case .uuid: return "00000000-0000-0000-0000-000000000001"
    }
  }
}
