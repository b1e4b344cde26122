import NavSchema

/// A link's percent-decoded path segments and query items after a known
/// prefix, read exactly as the generated `_NavGenLink.parts(of:)` reads them
/// (LinkSupportEmitter), or why it reads as no link at all. The two are the
/// same steps on purpose, one run by navgen and one written into the app;
/// LinkResolverAgreementTests compiles the generated one and proves they agree.
struct LinkParts {
  var segments: [String]
  var query: [String: String]

  /// `text` is the URL's `absoluteString`, what the generated code reads.
  static func read(_ text: String, prefixes: [String]) -> Result<LinkParts, LinkFailure> {
    let bytes = Array(text.utf8)
    guard bytes.count <= LinkSupportEmitter.maximumLength else {
      return .failure(LinkFailure(
        "the link is \(bytes.count) bytes long; a link longer than \(LinkSupportEmitter.maximumLength) opens nothing"))
    }
    // Longest first: a prefix that is the start of another must not take its links.
    let ordered = prefixes.enumerated()
      .sorted { ($0.element.utf8.count, -$0.offset) > ($1.element.utf8.count, -$1.offset) }.map(\.element)
    guard let prefix = ordered.first(where: { bytes.starts(with: $0.utf8) }) else {
      let known = prefixes.isEmpty ? "no schema declares links" : "the prefixes are " + prefixes.map { "`\($0)`" }.joined(separator: ", ")
      return .failure(LinkFailure("the link starts with none of the app's prefixes (\(known))"))
    }
    var rest = bytes[prefix.utf8.count...]
    if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    var queryBytes: ArraySlice<UInt8> = []
    if let mark = rest.firstIndex(of: UInt8(ascii: "?")) {
      queryBytes = rest[(mark + 1)...]
      rest = rest[..<mark]
    }
    var pieces = rest.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    // One '/' at the end (or nothing after the prefix) adds no segment.
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    var segments: [String] = []
    for (index, piece) in pieces.enumerated() {
      let number = index + 1
      let raw = String(decoding: piece, as: UTF8.self)
      if piece.isEmpty { return .failure(LinkFailure("segment \(number) is empty", segment: number)) }
      if piece.allSatisfy({ $0 == UInt8(ascii: ".") }) && piece.count <= 2 {
        return .failure(LinkFailure("segment \(number) is `\(raw)`: a link never goes up or stays in place", segment: number))
      }
      guard let segment = decode(piece) else {
        return .failure(LinkFailure(
          "segment \(number) `\(raw)` is not percent-encoded UTF-8 (a '%' without two hexadecimal digits, or bytes that are not UTF-8)",
          segment: number))
      }
      segments.append(segment)
    }
    var query: [String: String] = [:]
    for item in queryBytes.split(separator: UInt8(ascii: "&")) {
      let pair = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = pair.first.flatMap(decode), query[name] == nil else { continue }
      query[name] = pair.count == 2 ? decode(pair[pair.startIndex + 1]) : ""
    }
    return .success(LinkParts(segments: segments, query: query))
  }

  /// Percent-decoded UTF-8, or nil for a '%' without two hexadecimal digits or invalid UTF-8.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
    PercentDecoding.bytes(bytes, strict: true).flatMap(PercentDecoding.utf8String)
  }
}
