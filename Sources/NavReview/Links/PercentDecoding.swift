/// `%XX` sequences of a URL part decoded to their bytes: one reading for the link resolver
/// (LinkParts, which refuses a stray `%` as the generated parser does) and for the site-file
/// matcher (SiteURL, which keeps it, as a published pattern may).
enum PercentDecoding {
  /// The bytes with every `%XX` decoded. A `%` without two hexadecimal digits after it makes
  /// the result nil when `strict`, and otherwise stays as it is.
  static func bytes(_ bytes: ArraySlice<UInt8>, strict: Bool) -> [UInt8]? {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "%"), bytes.endIndex - index >= 3,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else if bytes[index] == UInt8(ascii: "%") && strict {
        return nil
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return decoded
  }

  /// The bytes as a string, or nil when they are not valid UTF-8.
  static func utf8String(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
