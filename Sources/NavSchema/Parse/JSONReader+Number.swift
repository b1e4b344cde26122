extension JSONReader {
  /// Reads a number per the JSON grammar; its node points at its literal text.
  mutating func readNumber() throws(JSONSyntaxError) -> JSONNode {
    var node = JSONNode(.number, line: cursor.line, column: cursor.column)
    let startOffset = cursor.offset
    if cursor.current == UInt8(ascii: "-") { cursor.advanceASCII() }
    guard let first = cursor.current, first.isASCIIDigit else {
      throw JSONSyntaxError("expected a digit after '-' in number, found \(try describeCurrent())", at: cursor.location)
    }
    if first == UInt8(ascii: "0") {
      let zero = cursor.location
      cursor.advanceASCII()
      if let next = cursor.current, next.isASCIIDigit {
        throw JSONSyntaxError("leading zeros are not allowed in numbers", at: zero)
      }
    } else {
      skipDigits()
    }
    if cursor.current == UInt8(ascii: ".") {
      cursor.advanceASCII()
      try expectDigit("after '.' in number")
    }
    if cursor.current == UInt8(ascii: "e") || cursor.current == UInt8(ascii: "E") {
      cursor.advanceASCII()
      if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") { cursor.advanceASCII() }
      try expectDigit("in the exponent of number")
    }
    node.start = UInt32(truncatingIfNeeded: startOffset)
    node.count = UInt32(truncatingIfNeeded: cursor.offset - startOffset)
    return node
  }

  private mutating func expectDigit(_ place: String) throws(JSONSyntaxError) {
    guard let byte = cursor.current, byte.isASCIIDigit else {
      throw JSONSyntaxError("expected a digit \(place), found \(try describeCurrent())", at: cursor.location)
    }
    skipDigits()
  }

  private mutating func skipDigits() {
    while let byte = cursor.current, byte.isASCIIDigit { cursor.advanceASCII() }
  }
}
