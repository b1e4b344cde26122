/// The parts of an `https` URL a universal-link pattern is matched against — the host, the
/// path, the query (whole, and as items) and the fragment — as written (percent-encoded), or
/// percent-decoded for a component whose `percentEncoded` is false.
public struct SiteURL: Hashable, Sendable {
  /// The host, lower-cased (hosts are compared without case).
  public var host: String
  public var path: String
  /// The text after `?`; nil without one.
  public var query: String?
  /// The text after `#`; nil without one.
  public var fragment: String?

  /// A URL made of its parts; `host` lower-cased already.
  public init(host: String, path: String, query: String?, fragment: String? = nil) {
    self.host = host
    self.path = path
    self.query = query
    self.fragment = fragment
  }

  /// `https://host/path?query#fragment`; nil for a URL that is not `https` or has no host.
  public init?(_ text: String) {
    guard text.utf8.count > 8, text.utf8.prefix(8).map({ $0 | 0x20 }).elementsEqual("https://".utf8) else { return nil }
    let rest = Substring(text).dropFirst(8)
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard !authority.isEmpty else { return nil }
    host = authority.lowercased()
    var remainder = rest[authorityEnd...]
    if let hash = remainder.firstIndex(of: "#") {
      fragment = String(remainder[remainder.index(after: hash)...])
      remainder = remainder[..<hash]
    }
    if let mark = remainder.firstIndex(of: "?") {
      query = String(remainder[remainder.index(after: mark)...])
      remainder = remainder[..<mark]
    }
    path = remainder.isEmpty ? "/" : String(remainder)
  }

  /// The same URL with one `/` after its path, which the generated parser reads the same.
  var withTrailingSlash: SiteURL {
    var url = self
    url.path += "/"
    return url
  }

  /// The query's items in order, each name and value (empty without `=`).
  var queryItems: [(name: String, value: String)] {
    guard let query, !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(pair[0]), pair.count == 2 ? String(pair[1]) : "")
    }
  }

  /// `%XX` sequences decoded as UTF-8; the text as it is when they are not valid UTF-8.
  static func percentDecoded(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")),
      let bytes = PercentDecoding.bytes(ArraySlice(text.utf8), strict: false)
    else { return text }
    return PercentDecoding.utf8String(bytes) ?? text
  }
}
