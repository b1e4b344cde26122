/// Parses JSON (RFC 8259) into `JSONValue`s that keep their line and column.
///
/// Strict on purpose: no comments, no trailing commas, no leading zeros, no
/// duplicate keys, UTF-8 only. It stops at the first syntax error and reports
/// exactly where it is. It runs in linear time over the bytes and keeps its
/// open arrays and objects on an explicit stack, so deep nesting ends in an
/// error at `maximumDepth`, never in a stack overflow.
public enum JSONParser {
  public static let maximumDepth = 512

  public static func parse(_ bytes: [UInt8], fileName: String) -> Result<JSONValue, JSONSyntaxError> {
    var reader = JSONReader(cursor: JSONCursor(bytes: bytes, fileName: fileName))
    do {
      return .success(try reader.readDocument())
    } catch {
      return .failure(error)
    }
  }
}

/// The parser's state: the cursor, the arrays and objects still open, and a
/// buffer reused for every string.
struct JSONReader {
  var cursor: JSONCursor
  var openContainers: [OpenContainer] = []
  var stringBuffer: [UInt8] = []

  init(cursor: JSONCursor) {
    self.cursor = cursor
  }

  mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
    cursor.skipByteOrderMark()
    cursor.skipWhitespace()
    if cursor.isAtEnd {
      let message = cursor.bytes.isEmpty ? "empty input: expected a JSON value" : "expected a JSON value, found end of input"
      throw JSONSyntaxError(message, at: cursor.location)
    }
    nextValue: while true {
      cursor.skipWhitespace()
      guard var value = try readScalarOrOpenContainer() else { continue nextValue }
      // A value is complete: add it to its container, then close every
      // container that ends right after it.
      while let innermost = openContainers.indices.last {
        openContainers[innermost].append(value)
        cursor.skipWhitespace()
        // Copy out only what is needed: holding the container itself would
        // share its key table and make every insertion copy it.
        let isObject = openContainers[innermost].isObject
        let closingByte = openContainers[innermost].closingByte
        if cursor.current == UInt8(ascii: ",") {
          let comma = cursor.location
          cursor.advanceASCII()
          cursor.skipWhitespace()
          if cursor.current == closingByte {
            throw JSONSyntaxError("trailing comma before '\(isObject ? "}" : "]")' is not allowed in JSON", at: comma)
          }
          if isObject { try readKeyAndColon() }
          continue nextValue
        }
        guard cursor.current == closingByte else {
          let expected = isObject ? "',' or '}' after object member" : "',' or ']' after array element"
          throw JSONSyntaxError("expected \(expected), found \(try describeCurrent())", at: cursor.location)
        }
        cursor.advanceASCII()
        value = openContainers.removeLast().closed()
      }
      try expectEndOfInput()
      return value
    }
  }

  /// Reads a string, number or literal, or opens an array or object (then
  /// returns nil: its first element or member comes next).
  private mutating func readScalarOrOpenContainer() throws(JSONSyntaxError) -> JSONValue? {
    let start = cursor.location
    guard let byte = cursor.current else {
      throw JSONSyntaxError("expected a JSON value, found end of input", at: start)
    }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      guard openContainers.count < JSONParser.maximumDepth else {
        throw JSONSyntaxError("nesting is too deep: more than \(JSONParser.maximumDepth) arrays and objects inside each other", at: start)
      }
      cursor.advanceASCII()
      cursor.skipWhitespace()
      let container = OpenContainer(isObject: isObject, location: start)
      if cursor.current == container.closingByte {
        cursor.advanceASCII()
        return container.closed()
      }
      openContainers.append(container)
      if isObject { try readKeyAndColon() }
      return nil
    case UInt8(ascii: "\""):
      return JSONValue(.string(try readString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try readNumber()), at: start)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return try readLiteral()
    case UInt8(ascii: "'"):
      throw JSONSyntaxError("expected a JSON value, found '''; JSON strings use double quotes", at: start)
    case UInt8(ascii: "/") where cursor.isAtCommentStart:
      throw JSONSyntaxError("comments are not allowed in JSON", at: start)
    default:
      throw JSONSyntaxError("expected a JSON value, found \(try describeCurrent())", at: start)
    }
  }

  /// Reads `"key"` and `:` of the next member of the innermost object.
  private mutating func readKeyAndColon() throws(JSONSyntaxError) {
    let keyLocation = cursor.location
    guard cursor.current == UInt8(ascii: "\"") else {
      if cursor.isAtCommentStart {
        throw JSONSyntaxError("comments are not allowed in JSON", at: keyLocation)
      }
      throw JSONSyntaxError("expected a string key in double quotes, found \(try describeCurrent())", at: keyLocation)
    }
    let key = try readString()
    if let first = openContainers[openContainers.count - 1].takeKey(key, at: keyLocation) {
      throw JSONSyntaxError(
        "duplicate key \(DisplayText.quoted(key)) in object; the first is at line \(first.line), column \(first.column)",
        at: keyLocation)
    }
    cursor.skipWhitespace()
    guard cursor.current == UInt8(ascii: ":") else {
      throw JSONSyntaxError("expected ':' after object key \(DisplayText.quoted(key)), found \(try describeCurrent())", at: cursor.location)
    }
    cursor.advanceASCII()
  }

  /// `true`, `false` or `null`; any other bare word is an error naming it.
  private mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
    let start = cursor.location
    let startOffset = cursor.offset
    while let byte = cursor.current, byte.isASCIIWordByte { cursor.advanceASCII() }
    let word = String(decoding: cursor.bytes[startOffset..<cursor.offset], as: UTF8.self)
    switch word {
    case "true": return JSONValue(.bool(true), at: start)
    case "false": return JSONValue(.bool(false), at: start)
    case "null": return JSONValue(.null, at: start)
    default:
      throw JSONSyntaxError(
        "invalid literal \(DisplayText.quoted(word)); expected true, false, null, a number, a string in double quotes, an array or an object",
        at: start)
    }
  }

  private mutating func expectEndOfInput() throws(JSONSyntaxError) {
    cursor.skipWhitespace()
    guard cursor.isAtEnd else {
      throw JSONSyntaxError("unexpected \(try describeCurrent()) after the end of the JSON value", at: cursor.location)
    }
  }

  /// The character at the cursor for a message: `'x'`, `'é' (U+00E9)`,
  /// `end of input`. Bytes that are not UTF-8 are an error of their own.
  func describeCurrent() throws(JSONSyntaxError) -> String {
    guard let byte = cursor.current else { return "end of input" }
    if byte == 0 { return "a NUL byte" }
    guard let length = UTF8Validation.scalarLength(in: cursor.bytes, at: cursor.offset) else {
      throw invalidUTF8()
    }
    return DisplayText.describe(UTF8Validation.decodeScalar(in: cursor.bytes, at: cursor.offset, length: length))
  }

  func invalidUTF8() -> JSONSyntaxError {
    let byte = cursor.current ?? 0
    let hex = String(byte, radix: 16, uppercase: true)
    return JSONSyntaxError("invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); the file must be UTF-8", at: cursor.location)
  }
}

extension UInt8 {
  var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// Letters, digits and `_`: what a mistyped bare word (`True`, `nul`) is made of.
  var isASCIIWordByte: Bool {
    isASCIIDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == UInt8(ascii: "_")
  }
}
