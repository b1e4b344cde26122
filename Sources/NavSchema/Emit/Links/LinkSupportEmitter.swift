/// The file-private helper the generated links of one file share: it splits a
/// link after a known prefix into percent-decoded segments and query items,
/// reads and prints placeholder values, and builds a URL back. A link comes
/// from outside the app, so nothing here can trap: no force unwrap, no
/// arithmetic that can overflow, every index checked, and anything malformed
/// (bad percent-encoding, invalid UTF-8, an empty, `.` or `..` segment, a link
/// over `maximumLength` bytes) reads as no link at all. `navgen links --resolve`
/// reads links with the same steps (LinkParts in NavReview): change both together.
package struct LinkSupportEmitter {
  let settings: LinkSettings

  /// The longest link read, in bytes: far above any real link, far below what
  /// could make reading it slow.
  package static let maximumLength = 8192

  func write(into writer: inout SwiftWriter) {
    // Longest first: a prefix that is the start of another must not take its links.
    let prefixes = settings.prefixes.enumerated()
      .sorted { ($0.element.utf8.count, -$0.offset) > ($1.element.utf8.count, -$1.offset) }
      .map { "\"\($0.element)\"" }
    for line in Self.lines(prefixes: prefixes.joined(separator: ", "), printPrefix: settings.prefixes[0], maxDepth: settings.maxDepth) {
      writer.line(line)
    }
  }

  private static func lines(prefixes: String, printPrefix: String, maxDepth: Int) -> [String] {
    """
    /// Reads and writes the links of this file's features (NavGen's deep links). A link is
    /// hostile input: anything malformed reads as no link, and nothing here can trap.
    fileprivate enum _NavGenLink {
      /// The prefixes links answer to, longest first.
      static let prefixes = [\(prefixes)]
      /// The prefix links print with.
      static let printPrefix = "\(printPrefix)"
      /// The most screens one link may open.
      static let maxDepth = \(maxDepth)
      /// The longest link read, in bytes.
      static let maximumLength = \(maximumLength)

      /// A link's percent-decoded path segments and query items (the first of each name).
      static func parts(of link: URL) -> (segments: [String], query: [String: String])? {
        let bytes = Array(link.absoluteString.utf8)
        guard bytes.count <= maximumLength, let prefix = prefixes.first(where: { bytes.starts(with: $0.utf8) }) else {
          return nil
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
        segments.reserveCapacity(pieces.count)
        for piece in pieces {
          guard !piece.isEmpty, !piece.allSatisfy({ $0 == UInt8(ascii: ".") }) || piece.count > 2,
            let segment = decode(piece)
          else { return nil }
          segments.append(segment)
        }
        var query: [String: String] = [:]
        for item in queryBytes.split(separator: UInt8(ascii: "&")) {
          let pair = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
          guard let name = pair.first.flatMap(decode), query[name] == nil else { continue }
          query[name] = pair.count == 2 ? decode(pair[pair.startIndex + 1]) : ""
        }
        return (segments, query)
      }

      /// Percent-decoded UTF-8, or nil for a '%' without two hexadecimal digits or invalid UTF-8.
      static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
          guard bytes[index] == UInt8(ascii: "%") else {
            decoded.append(bytes[index])
            index += 1
            continue
          }
          guard bytes.endIndex - index >= 3, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
            return nil
          }
          decoded.append(high << 4 | low)
          index += 3
        }
        let text = String(decoding: decoded, as: UTF8.self)
        return text.utf8.elementsEqual(decoded) ? text : nil
      }

      static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
      }

      static func string(_ text: String) -> String? { text }
      static func int(_ text: String) -> Int? { Int(text) }
      static func double(_ text: String) -> Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }
      static func bool(_ text: String) -> Bool? { Bool(text) }
      static func uuid(_ text: String) -> UUID? { UUID(uuidString: text) }

      /// An optional query value: absent is `.some(nil)`; present but unreadable is nil (no link).
      static func optional<Value>(_ text: String?, _ parse: (String) -> Value?) -> Value?? {
        guard let text else { return .some(nil) }
        return parse(text).map { .some($0) }
      }

      static func text(_ value: String) -> String? { value.isEmpty ? nil : value }
      static func text(_ value: Double) -> String? { value.isFinite ? value.description : nil }
      static func text(_ value: UUID) -> String? { value.uuidString }
      static func text(_ value: some LosslessStringConvertible) -> String? { text(value.description) }

      /// The link of `path` and `query` under the first prefix.
      static func url(_ path: [String], _ query: [(String, String)]) -> URL? {
        var text = printPrefix + path.map(encode).joined(separator: "/")
        if !query.isEmpty {
          text += "?" + query.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
        }
        return URL(string: text)
      }

      private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

      /// Every byte but ASCII letters, digits and '-._~' percent-encoded (and the dots of '.' and '..').
      static func encode(_ text: String) -> String {
        let dotsOnly = text == "." || text == ".."
        var encoded = String.UnicodeScalarView()
        for byte in text.utf8 {
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            encoded.append(Unicode.Scalar(byte))
          case UInt8(ascii: ".") where !dotsOnly:
            encoded.append(Unicode.Scalar(byte))
          default:
            encoded.append("%")
            encoded.append(hexDigits[Int(byte >> 4)])
            encoded.append(hexDigits[Int(byte & 0x0F)])
          }
        }
        return String(encoded)
      }
    }
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
