/// The file's `"links"`: `{"prefixes": ["recetario://"], "maxDepth": 8}`.
extension SchemaDecoder {
  mutating func decodeLinkSettings(_ member: JSONMember) -> LinkSettings? {
    guard let links = object(member.value, "for 'links'") else { return nil }
    rejectUnknownKeys(in: links, allowed: SchemaKeys.links, context: "'links'")
    var prefixes: [String]?
    var prefixLocations: [SourceLocation] = []
    if let prefixesMember = required("prefixes", in: links, context: "'links'"), let strings = stringArray(prefixesMember) {
      prefixes = decodePrefixes(strings, at: location(prefixesMember.value))
      prefixLocations = strings.map { sourceLocation($0.location) }
    }
    var maxDepth = LinkSettings.defaultMaxDepth
    if let depthMember = self.member("maxDepth", in: links) {
      let range = 1...LinkSettings.maxDepthLimit
      guard let depth = json.integer(depthMember.value), range.contains(depth) else {
        let found = json.numberLiteral(depthMember.value).map { "'\($0)'" } ?? json.typeDescription(depthMember.value)
        error(
          "expected an integer from \(range.lowerBound) to \(range.upperBound) for 'maxDepth', found \(found)",
          at: location(depthMember.value))
        return nil
      }
      maxDepth = depth
    }
    guard let prefixes else { return nil }
    return LinkSettings(
      prefixes: prefixes, maxDepth: maxDepth, location: sourceLocation(location(links)), prefixLocations: prefixLocations)
  }

  /// Each prefix: a scheme, then URL characters that a Swift string literal
  /// holds as they are, ending in `/`; each once.
  private mutating func decodePrefixes(
    _ strings: [(text: String, location: SourcePosition)], at position: SourcePosition
  ) -> [String]? {
    guard !strings.isEmpty else {
      error("'prefixes' needs at least one URL prefix, such as \"myapp://\"", at: position)
      return nil
    }
    var seen = FirstLocations()
    var prefixes: [String] = []
    for (text, location) in strings {
      if let problem = Self.prefixProblem(text) {
        error("\(DisplayText.quoted(text)) is not a link prefix: \(problem)", at: location)
        continue
      }
      if let first = seen.recordFirst(text, at: location) {
        error("duplicate prefix \(DisplayText.quoted(text))\(Self.firstAt(first))", at: location)
        continue
      }
      prefixes.append(text)
    }
    return prefixes.count == strings.count ? prefixes : nil
  }

  static func prefixProblem(_ text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    guard let colon = scalars.firstIndex(of: ":"), colon > 0, scalars[0].properties.isAlphabetic, scalars[0].isASCII,
      scalars[..<colon].allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
    else { return "it must start with a URL scheme such as 'myapp:' or 'https:'" }
    guard text.hasSuffix("/") else { return "it must end with '/'" }
    let allowed = "-._~:/@!$&'()*+,;=%"
    if let bad = scalars.first(where: { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || allowed.unicodeScalars.contains($0))) }) {
      return "\(DisplayText.quoted(String(bad))) cannot appear in it"
    }
    return nil
  }

  /// After every enum is read: linked cases need the file's prefixes, and an
  /// enum of `enums` cannot have any.
  mutating func checkFileLinks(enums: [NavigationEnum], hasLinksKey: Bool) {
    var first: CaseLink?
    for navigationEnum in enums {
      if navigationEnum.role == .standalone { checkStandaloneLinks(navigationEnum) }
      if first == nil { first = navigationEnum.cases.first(where: { $0.link != nil })?.link }
    }
    if let first, !hasLinksKey {
      error(
        "a linked case needs the file's \"links\": {\"prefixes\": [...]}, the URL prefixes its links answer to",
        at: first.location.position)
    }
  }
}
