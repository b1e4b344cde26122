/// A component's patterns read once, for matching many URLs: the path's literal start (the
/// text before its first wildcard or variable) rules most URLs out with one comparison.
final class ComponentMatcher: Sendable {
  let component: SiteComponent
  let caseSensitive: Bool
  let percentDecodes: Bool
  let path: SitePattern?
  /// What a matching path starts with, lower-cased when the component ignores case; and its bytes.
  let pathStart: String
  let pathStartBytes: [UInt8]
  let fragment: SitePattern?
  let query: Query?
  /// The longest run of whole segments between the path's wildcards (`/comentarios/`), which a
  /// matching path holds; nil when the path has none.
  let segmentRun: String?

  enum Query: Sendable {
    case whole(SitePattern)
    case items([(name: String, pattern: SitePattern)])
  }

  init(_ component: SiteComponent, settings: SiteDefaults, variables: [String: [String]]) {
    self.component = component
    caseSensitive = settings.caseSensitive ?? true
    percentDecodes = !(settings.percentEncoded ?? true)
    let caseSensitive = caseSensitive
    func pattern(_ text: String) -> SitePattern { SitePattern(text, caseSensitive: caseSensitive, variables: variables) }
    let pathPattern = component.path.map(pattern)
    path = pathPattern
    let literal = component.path.map { text in String(text.prefix { $0 != "*" && $0 != "?" && $0 != "$" }) } ?? ""
    pathStart = caseSensitive ? literal : literal.lowercased()
    pathStartBytes = Array(pathStart.utf8)
    segmentRun = pathPattern?.runs?.inner
      .filter { $0.first == UInt8(ascii: "/") && $0.last == UInt8(ascii: "/") && $0.count > 1 }
      .max { $0.count < $1.count }
      .map { String(decoding: $0, as: UTF8.self) }
    fragment = component.fragment.map(pattern)
    switch component.query {
    case nil: query = nil
    case .whole(let text): query = .whole(pattern(text))
    case .items(let items): query = .items(items.map { ($0.name, pattern($0.pattern)) })
    }
  }

  var reading: PathReading { PathReading(caseSensitive: caseSensitive, percentDecodes: percentDecodes) }

  /// Whether `url` matches every part the component gives.
  func matches(_ url: SiteURL) -> Bool {
    if let path {
      let text = read(url.path)
      let compared = caseSensitive ? text : text.lowercased()
      guard UTF8Bytes.hasPrefix(compared, pathStart), path.matches(text) else { return false }
    }
    if let fragment, !fragment.matches(read(url.fragment ?? "")) { return false }
    switch query {
    case nil:
      return true
    case .whole(let pattern):
      return pattern.matches(read(url.query ?? ""))
    case .items(let items):
      let present = url.queryItems.map { (name: read($0.name), value: read($0.value)) }
      return items.allSatisfy { item in
        let named = present.filter { sameName($0.name, item.name) }
        return !named.isEmpty && named.allSatisfy { item.pattern.matches($0.value) }
      }
    }
  }

  private func read(_ text: String) -> String { percentDecodes ? SiteURL.percentDecoded(text) : text }

  private func sameName(_ a: String, _ b: String) -> Bool { caseSensitive ? a == b : a.lowercased() == b.lowercased() }
}
