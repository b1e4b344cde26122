/// Parses JSON (RFC 8259) into a `JSONDocument` whose values keep their line and column.
///
/// Strict on purpose: no comments, no trailing commas, no leading zeros, no
/// duplicate keys, UTF-8 only. It stops at the first syntax error and reports
/// exactly where it is. It runs in linear time over the bytes and keeps its
/// open arrays and objects on an explicit stack, so deep nesting ends in an
/// error at `maximumDepth`, never in a stack overflow.
public enum JSONParser {
  /// How deep arrays and objects may nest before the parser reports an error.
  public static let maximumDepth = 512
  /// Nodes keep offsets, lines and columns in 32 bits.
  public static let maximumSize = Int(UInt32.max)

  /// Parses `bytes`, naming `fileName` in the error and in the document's locations.
  public static func parse(_ bytes: [UInt8], fileName: String) -> Result<JSONDocument, JSONSyntaxError> {
    parse(bytes, fileName: fileName, maximumSize: maximumSize)
  }

  /// `maximumSize` is a parameter only for the test of the message.
  static func parse(_ bytes: [UInt8], fileName: String, maximumSize: Int) -> Result<JSONDocument, JSONSyntaxError> {
    guard bytes.count <= maximumSize else {
      return .failure(JSONSyntaxError(
        "the file is too large: \(bytes.count) bytes, more than the \(maximumSize) a schema may have",
        at: SourceLocation(file: fileName, line: 1, column: 1)))
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(cursor: JSONCursor(bytes: buffer, fileName: fileName))
      do throws(JSONSyntaxError) {
        let root = try reader.readDocument()
        return .success(reader.document(root: root, bytes: bytes))
      } catch {
        return .failure(error)
      }
    }
  }
}

/// The parser's state: the cursor, the arrays and objects still open, and the nodes read so far.
struct JSONReader {
  var cursor: JSONCursor
  var openContainers: [OpenContainer] = []
  /// The children of the open containers, in file order; a container's
  /// children move to `nodes`, side by side, when it closes.
  var pending: [JSONNode] = []
  /// Every closed container's children.
  var nodes: [JSONNode] = []
  /// The text of strings with escapes, decoded.
  var decodedText: [UInt8] = []

  init(cursor: JSONCursor) {
    self.cursor = cursor
    // Pretty-printed schemas hold about one value per 20 bytes.
    nodes.reserveCapacity(cursor.bytes.count / 16)
  }

  /// The document, once `readDocument` has returned its root; `bytes` are the cursor's.
  consuming func document(root: JSONNode, bytes: [UInt8]) -> JSONDocument {
    nodes.append(root)
    return JSONDocument(
      fileName: cursor.fileName, nodes: nodes, bytes: bytes, decodedText: decodedText,
      root: JSONValue(index: nodes.count - 1))
  }

  mutating func readDocument() throws(JSONSyntaxError) -> JSONNode {
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
        pending.append(value)
        cursor.skipWhitespace()
        let isObject = openContainers[innermost].isObject
        let closingByte = openContainers[innermost].closingByte
        if cursor.current == UInt8(ascii: ",") {
          // Its place as numbers: a `SourceLocation` holds the file name, and every comma would copy it.
          let comma = (line: cursor.line, column: cursor.column)
          cursor.advanceASCII()
          cursor.skipWhitespace()
          if cursor.current == closingByte {
            throw JSONSyntaxError(
              "trailing comma before '\(isObject ? "}" : "]")' is not allowed in JSON",
              at: SourceLocation(file: cursor.fileName, line: comma.line, column: comma.column))
          }
          if isObject { try readKeyAndColon() }
          continue nextValue
        }
        guard cursor.current == closingByte else {
          let expected = isObject ? "',' or '}' after object member" : "',' or ']' after array element"
          throw JSONSyntaxError("expected \(expected), found \(try describeCurrent())", at: cursor.location)
        }
        cursor.advanceASCII()
        value = close(openContainers.removeLast())
      }
      try expectEndOfInput()
      return value
    }
  }

  /// The container's node, its children moved from `pending` to `nodes`.
  private mutating func close(_ container: OpenContainer) -> JSONNode {
    var node = container.node
    let children = pending.count - container.firstPending
    node.start = UInt32(truncatingIfNeeded: nodes.count)
    node.count = UInt32(truncatingIfNeeded: container.isObject ? children / 2 : children)
    pending.withUnsafeBufferPointer { nodes.append(contentsOf: $0[container.firstPending...]) }
    pending.removeLast(children)
    return node
  }

  /// Reads a string, number or literal, or opens an array or object (then
  /// returns nil: its first element or member comes next).
  private mutating func readScalarOrOpenContainer() throws(JSONSyntaxError) -> JSONNode? {
    guard let byte = cursor.current else {
      throw JSONSyntaxError("expected a JSON value, found end of input", at: cursor.location)
    }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      guard openContainers.count < JSONParser.maximumDepth else {
        throw JSONSyntaxError(
          "nesting is too deep: more than \(JSONParser.maximumDepth) arrays and objects inside each other", at: cursor.location)
      }
      let container = OpenContainer(
        node: JSONNode(isObject ? .object : .array, line: cursor.line, column: cursor.column), firstPending: pending.count)
      cursor.advanceASCII()
      cursor.skipWhitespace()
      if cursor.current == container.closingByte {
        cursor.advanceASCII()
        return container.node
      }
      openContainers.append(container)
      if isObject { try readKeyAndColon() }
      return nil
    case UInt8(ascii: "\""):
      return try readString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try readNumber()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return try readLiteral()
    case UInt8(ascii: "'"):
      throw JSONSyntaxError("expected a JSON value, found '''; JSON strings use double quotes", at: cursor.location)
    case UInt8(ascii: "/") where cursor.isAtCommentStart:
      throw JSONSyntaxError("comments are not allowed in JSON", at: cursor.location)
    default:
      throw JSONSyntaxError("expected a JSON value, found \(try describeCurrent())", at: cursor.location)
    }
  }

  /// Reads `"key"` and `:` of the next member of the innermost object; the key's node goes to `pending`.
  private mutating func readKeyAndColon() throws(JSONSyntaxError) {
    guard cursor.current == UInt8(ascii: "\"") else {
      if cursor.isAtCommentStart {
        throw JSONSyntaxError("comments are not allowed in JSON", at: cursor.location)
      }
      throw JSONSyntaxError("expected a string key in double quotes, found \(try describeCurrent())", at: cursor.location)
    }
    let key = try readString()
    let innermost = openContainers.count - 1
    if let first = firstMember(withKeyOf: key) {
      let text = DisplayText.quoted(text(of: key))
      throw JSONSyntaxError(
        "duplicate key \(text) in object; the first is at line \(first.line), column \(first.column)",
        at: SourcePosition(key).location(in: cursor.fileName))
    }
    if openContainers[innermost].indexesNextKey {
      var indexed: [(text: String, position: SourcePosition)] = []
      let firstIndexed = openContainers[innermost].isIndexed ? pending.count : openContainers[innermost].firstPending
      for index in stride(from: firstIndexed, to: pending.count, by: 2) {
        indexed.append((text(of: pending[index]), SourcePosition(pending[index])))
      }
      indexed.append((text(of: key), SourcePosition(key)))
      openContainers[innermost].recordKey(indexing: indexed)
    } else {
      openContainers[innermost].recordKey()
    }
    pending.append(key)
    cursor.skipWhitespace()
    guard cursor.current == UInt8(ascii: ":") else {
      throw JSONSyntaxError(
        "expected ':' after object key \(DisplayText.quoted(text(of: key))), found \(try describeCurrent())",
        at: cursor.location)
    }
    cursor.advanceASCII()
  }

  /// Where an earlier member of the innermost object has the key `key`, if one has.
  private func firstMember(withKeyOf key: JSONNode) -> SourcePosition? {
    let innermost = openContainers.count - 1
    if openContainers[innermost].isIndexed { return openContainers[innermost].keyIndex?[text(of: key)] }
    // Few keys: compared as bytes, which needs no `String`.
    for index in stride(from: openContainers[innermost].firstPending, to: pending.count, by: 2)
    where hasSameText(pending[index], key) {
      return SourcePosition(pending[index])
    }
    return nil
  }

  /// `true`, `false` or `null`; any other bare word is an error naming it.
  private mutating func readLiteral() throws(JSONSyntaxError) -> JSONNode {
    let (line, column) = (cursor.line, cursor.column)
    let startOffset = cursor.offset
    while let byte = cursor.current, byte.isASCIIWordByte { cursor.advanceASCII() }
    let word = cursor.bytes[startOffset..<cursor.offset]
    if word.elementsEqual("true".utf8) { return JSONNode(.true, line: line, column: column) }
    if word.elementsEqual("false".utf8) { return JSONNode(.false, line: line, column: column) }
    if word.elementsEqual("null".utf8) { return JSONNode(.null, line: line, column: column) }
    throw JSONSyntaxError(
      "invalid literal \(DisplayText.quoted(String(decoding: word, as: UTF8.self))); expected true, false, null, a number, a string in double quotes, an array or an object",
      at: SourceLocation(file: cursor.fileName, line: line, column: column))
  }

  private mutating func expectEndOfInput() throws(JSONSyntaxError) {
    cursor.skipWhitespace()
    guard cursor.isAtEnd else {
      throw JSONSyntaxError("unexpected \(try describeCurrent()) after the end of the JSON value", at: cursor.location)
    }
  }

  // MARK: Text of the nodes read so far

  func text(of node: JSONNode) -> String {
    withText(of: node) { String(decoding: $0, as: UTF8.self) }
  }

  private func hasSameText(_ first: JSONNode, _ second: JSONNode) -> Bool {
    first.count == second.count && withText(of: first) { text in withText(of: second) { text.hasSameBytes(as: $0) } }
  }

  private func withText<Result>(of node: JSONNode, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    node.withText(in: cursor.bytes, decodedText: decodedText, body)
  }

  // MARK: Messages

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

  /// ASCII letters, digits and `_`: what identifiers and a mistyped bare word (`True`, `nul`) are made of.
  /// Looked up in two 64-bit masks (one bit per byte below 128): every name is scanned byte by byte.
  var isASCIIWordByte: Bool {
    // Bits 48-57: `0`-`9`.
    let below64: UInt64 = 0x03FF_0000_0000_0000
    // Bits 1-26: `A`-`Z`; bit 31: `_`; bits 33-58: `a`-`z` (each byte minus 64).
    let from64: UInt64 = 0x07FF_FFFE_87FF_FFFE
    return self < 64 ? (below64 >> self) & 1 == 1 : self < 128 && (from64 >> (self - 64)) & 1 == 1
  }
}
