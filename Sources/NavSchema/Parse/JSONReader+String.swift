extension JSONReader {
  /// Reads a string from its opening quote to its closing quote, decoding
  /// escapes. Runs of plain ASCII are copied in one step.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let opening = cursor.location
    cursor.advanceASCII()
    let bytes = cursor.bytes
    // The usual string, plain ASCII up to its closing quote, is made straight from the file's bytes.
    var plainEnd = cursor.offset
    while plainEnd < bytes.count, bytes[plainEnd].isPlainStringByte { plainEnd += 1 }
    if plainEnd < bytes.count, bytes[plainEnd] == UInt8(ascii: "\"") {
      let string = String(decoding: bytes[cursor.offset..<plainEnd], as: UTF8.self)
      cursor.advanceASCII(by: plainEnd - cursor.offset + 1)
      return string
    }
    stringBuffer.removeAll(keepingCapacity: true)
    while true {
      let runStart = cursor.offset
      var runEnd = runStart
      while runEnd < bytes.count, bytes[runEnd].isPlainStringByte { runEnd += 1 }
      if runEnd > runStart {
        stringBuffer.append(contentsOf: bytes[runStart..<runEnd])
        cursor.advanceASCII(by: runEnd - runStart)
      }
      guard let byte = cursor.current else {
        throw JSONSyntaxError("unterminated string: missing the closing '\"'", at: opening)
      }
      switch byte {
      case UInt8(ascii: "\""):
        cursor.advanceASCII()
        return String(decoding: stringBuffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try readEscape(openingQuote: opening)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw JSONSyntaxError(
          "unterminated string: line break before the closing '\"' (write a line break in a string as \\n)", at: opening)
      case 0:
        throw JSONSyntaxError("NUL byte in string; write it as \\u0000", at: cursor.location)
      case 0..<0x20:
        throw JSONSyntaxError(
          "control character \(DisplayText.codePoint(Unicode.Scalar(byte))) in string must be escaped (\(escapeHint(for: byte)))",
          at: cursor.location)
      default:
        guard let length = UTF8Validation.scalarLength(in: bytes, at: cursor.offset) else { throw invalidUTF8() }
        stringBuffer.append(contentsOf: bytes[cursor.offset..<(cursor.offset + length)])
        cursor.advanceScalar(length: length)
      }
    }
  }

  private func escapeHint(for byte: UInt8) -> String {
    if byte == UInt8(ascii: "\t") { return "\\t" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "\\u00" + (hex.count == 1 ? "0" + hex : hex)
  }

  /// Reads one escape sequence at a backslash; `\uD83D\uDE00` pairs become one scalar.
  private mutating func readEscape(openingQuote: SourceLocation) throws(JSONSyntaxError) {
    let backslash = cursor.location
    cursor.advanceASCII()
    guard let byte = cursor.current else {
      throw JSONSyntaxError("unterminated string: missing the closing '\"'", at: openingQuote)
    }
    let simple: UInt8?
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default:
      let found = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? "a line break" : try describeCurrent()
      throw JSONSyntaxError(
        "invalid escape: '\\' followed by \(found); valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
        at: backslash)
    }
    if let simple {
      stringBuffer.append(simple)
      cursor.advanceASCII()
      return
    }
    let unit = try readUnicodeEscapeDigits(backslash: backslash)
    let scalarValue: UInt32
    switch unit {
    case 0xD800...0xDBFF:
      guard let low = peekLowSurrogateEscape() else {
        throw JSONSyntaxError("unpaired surrogate '\\u\(hex4(unit))' in string", at: backslash)
      }
      cursor.advanceASCII(by: 6)
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
    case 0xDC00...0xDFFF:
      throw JSONSyntaxError("unpaired surrogate '\\u\(hex4(unit))' in string", at: backslash)
    default:
      scalarValue = UInt32(unit)
    }
    let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
    stringBuffer.append(contentsOf: Array(String(scalar).utf8))
  }

  /// Reads the four hexadecimal digits after `\u`; the cursor is on the `u`.
  private mutating func readUnicodeEscapeDigits(backslash: SourceLocation) throws(JSONSyntaxError) -> UInt16 {
    cursor.advanceASCII()
    guard let value = hexValue(at: cursor.offset) else {
      throw JSONSyntaxError("invalid escape: '\\u' must be followed by four hexadecimal digits", at: backslash)
    }
    cursor.advanceASCII(by: 4)
    return value
  }

  /// The low surrogate of a `\uDC00`-style escape right at the cursor, if there is one.
  private func peekLowSurrogateEscape() -> UInt16? {
    guard cursor.current == UInt8(ascii: "\\"), cursor.byte(after: 1) == UInt8(ascii: "u"),
      let value = hexValue(at: cursor.offset + 2), (0xDC00...0xDFFF).contains(value)
    else { return nil }
    return value
  }

  private func hexValue(at offset: Int) -> UInt16? {
    let bytes = cursor.bytes
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt16 = 0
    for index in offset..<(offset + 4) {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  private func hex4(_ unit: UInt16) -> String {
    let hex = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - hex.count) + hex
  }
}

extension UInt8 {
  /// A byte a string copies as is: printable ASCII other than `"` and `\`.
  fileprivate var isPlainStringByte: Bool {
    self >= 0x20 && self < 0x80 && self != UInt8(ascii: "\"") && self != UInt8(ascii: "\\")
  }
}
