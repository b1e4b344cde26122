import NavSchema

/// URLs the generated `navigate(to:)` opens under one `https` prefix, one per shape of link,
/// each with a value of its placeholder's type: the prefix alone, every link `navgen links`
/// lists, and every link of two screens (a first screen, then a step that may follow it).
/// The check asks a site file to open each, and each of the file's patterns to open one.
public struct LinkSample: Hashable, Sendable {
  /// `https://recetario.example/app/receta/1/comentarios/1`.
  public var url: String
  /// `https://recetario.example/app/receta/{id: Int}/comentarios/{pagina: Int}`.
  public var template: String
  /// The case the link opens last (`Receta.Destination.comentarios`); nil for the prefix alone.
  public var subject: String?
  /// Where that case's `link` is in its schema; the prefix's `links` for the prefix alone.
  public var location: SourceLocation?
  /// Whether `navgen links` lists it (every other is a first screen followed by one step).
  public var isListed: Bool
  /// The case the link opens first, when it opens more than one screen.
  public var firstSubject: String?

  /// The samples of `prefix` in `catalog`.
  public static func all(under prefix: UniversalLinkPrefix, in catalog: LinkCatalog) -> [LinkSample] {
    var samples = [
      LinkSample(
        url: prefix.prefix, template: prefix.prefix, subject: nil, location: catalog.settings?.location, isListed: false,
        firstSubject: nil)
    ]
    for route in catalog.routes {
      samples.append(sample(prefix, route.steps, isListed: true))
    }
    let followers = LinkFollowers(catalog: catalog)
    var seen = Set(samples.map(\.url))
    for first in followers.firstSteps {
      for next in followers.after(first, depth: 1) {
        let linked = sample(prefix, [first, next], isListed: false)
        if seen.insert(linked.url).inserted { samples.append(linked) }
      }
    }
    return samples
  }

  private static func sample(_ prefix: UniversalLinkPrefix, _ steps: [LinkStep], isListed: Bool) -> LinkSample {
    let template = LinkTemplate(segments: steps.flatMap(\.link.template.segments), query: steps.flatMap(\.link.template.query))
    let path = template.segments.map { segment -> String in
      switch segment {
      case .literal(let text): return text
      case .placeholder(let placeholder): return value(of: placeholder.type)
      }
    }.joined(separator: "/")
    let query = template.query.filter { !$0.placeholder.isOptional }.map { "\($0.key)=\(value(of: $0.placeholder.type))" }
    let last = steps[steps.count - 1]
    return LinkSample(
      url: prefix.prefix + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&")),
      template: prefix.prefix + template.description, subject: last.subject, location: last.link.location,
      isListed: isListed, firstSubject: steps.count > 1 ? steps[0].subject : nil)
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
