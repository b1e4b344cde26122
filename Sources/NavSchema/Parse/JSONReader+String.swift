extension JSONReader {
  /// Reads a string from its opening quote to its closing quote. Its node
  /// points at its text in the file's bytes, where it has no escapes (nearly
  /// always), or else in `decodedText`, with the escapes decoded.
  mutating func readString() throws(JSONSyntaxError) -> JSONNode {
    var node = JSONNode(.string, line: cursor.line, column: cursor.column)
    cursor.advanceASCII()
    let bytes = cursor.bytes
    let textStart = cursor.offset
    while true {
      cursor.advanceASCII(by: bytes.endOfPlainText(from: cursor.offset) - cursor.offset)
      guard let byte = cursor.current else { throw unterminatedString(node) }
      if byte == UInt8(ascii: "\\") { break }
      if byte == UInt8(ascii: "\"") {
        node.start = UInt32(truncatingIfNeeded: textStart)
        node.count = UInt32(truncatingIfNeeded: cursor.offset - textStart)
        cursor.advanceASCII()
        return node
      }
      try stepOverNonASCII(in: node)
    }
    // An escape: the text so far, then the rest decoded, go to `decodedText`.
    let decodedStart = decodedText.count
    decodedText.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<cursor.offset]))
    while true {
      let runStart = cursor.offset
      let runEnd = bytes.endOfPlainText(from: runStart)
      if runEnd > runStart {
        decodedText.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<runEnd]))
        cursor.advanceASCII(by: runEnd - runStart)
      }
      guard let byte = cursor.current else { throw unterminatedString(node) }
      switch byte {
      case UInt8(ascii: "\""):
        cursor.advanceASCII()
        node.isDecoded = true
        node.start = UInt32(truncatingIfNeeded: decodedStart)
        node.count = UInt32(truncatingIfNeeded: decodedText.count - decodedStart)
        return node
      case UInt8(ascii: "\\"):
        try readEscape(openingQuote: node)
      default:
        let scalarStart = cursor.offset
        try stepOverNonASCII(in: node)
        decodedText.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[scalarStart..<cursor.offset]))
      }
    }
  }

  /// Steps over one well-formed non-ASCII scalar at the cursor; refuses a
  /// line break, a control character or bytes that are not UTF-8.
  private mutating func stepOverNonASCII(in string: JSONNode) throws(JSONSyntaxError) {
    let byte = cursor.current ?? 0
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      throw JSONSyntaxError(
        "unterminated string: line break before the closing '\"' (write a line break in a string as \\n)",
        at: SourcePosition(string).location(in: cursor.fileName))
    case 0:
      throw JSONSyntaxError("NUL byte in string; write it as \\u0000", at: cursor.location)
    case 0..<0x20:
      throw JSONSyntaxError(
        "control character \(DisplayText.codePoint(Unicode.Scalar(byte))) in string must be escaped (\(escapeHint(for: byte)))",
        at: cursor.location)
    default:
      guard let length = UTF8Validation.scalarLength(in: cursor.bytes, at: cursor.offset) else { throw invalidUTF8() }
      cursor.advanceScalar(length: length)
    }
  }

  private func unterminatedString(_ string: JSONNode) -> JSONSyntaxError {
    JSONSyntaxError("unterminated string: missing the closing '\"'", at: SourcePosition(string).location(in: cursor.fileName))
  }

  private func escapeHint(for byte: UInt8) -> String {
    if byte == UInt8(ascii: "\t") { return "\\t" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "\\u00" + (hex.count == 1 ? "0" + hex : hex)
  }

  /// Reads one escape sequence at a backslash; `\uD83D\uDE00` pairs become one scalar.
  private mutating func readEscape(openingQuote: JSONNode) throws(JSONSyntaxError) {
    let backslash = cursor.location
    cursor.advanceASCII()
    guard let byte = cursor.current else {
      throw unterminatedString(openingQuote)
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
      decodedText.append(simple)
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
    decodedText.append(contentsOf: String(scalar).utf8)
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

