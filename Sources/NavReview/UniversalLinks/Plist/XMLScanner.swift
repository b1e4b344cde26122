import NavSchema

/// The pieces of XML a property list is made of, read from UTF-8 bytes with their line and
/// column (columns count Unicode scalars): tags with their attributes skipped, text with its
/// entities and CDATA sections, and what may stand between elements (white space, comments,
/// the declaration and the document type).
struct XMLScanner {
  /// Where the XML stops being readable, and why.
  struct Failure: Error {
    var message: String
    var position: SourcePosition

    init(_ message: String, _ position: SourcePosition) {
      self.message = message
      self.position = position
    }
  }

  /// `<name …>`, `</name>` or `<name …/>`, and where its `<` is.
  struct Tag {
    var name: String
    var isClosing: Bool
    /// `<name/>`: an element without content.
    var isEmpty: Bool
    var position: SourcePosition

    var display: String { isClosing ? "</\(name)>" : isEmpty ? "<\(name)/>" : "<\(name)>" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index >= bytes.count }
  var position: SourcePosition { SourcePosition(line: line, column: column) }

  mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// White space, comments, and (at the start) `<?xml …?>` and `<!DOCTYPE …>`.
  mutating func skipMisc(allowingDeclaration: Bool) throws(Failure) {
    while !isAtEnd {
      if isSpace(bytes[index]) {
        advance()
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if allowingDeclaration, starts(with: "<?") {
        try skip(past: "?>", what: "declaration")
      } else if allowingDeclaration, starts(with: "<!DOCTYPE") {
        try skipDocumentType()
      } else {
        return
      }
    }
  }

  mutating func readTag() throws(Failure) -> Tag {
    let start = position
    guard !isAtEnd else { throw Failure("the file ends where an element was expected", start) }
    guard bytes[index] == UInt8(ascii: "<") else {
      throw Failure("expected an element, found text '\(String(decoding: bytes[index..<min(index + 20, bytes.count)], as: UTF8.self))'", start)
    }
    advance()
    let isClosing = !isAtEnd && bytes[index] == UInt8(ascii: "/")
    if isClosing { advance() }
    let nameStart = index
    while !isAtEnd, isNameByte(bytes[index]) { advance() }
    guard index > nameStart else { throw Failure("expected an element's name after '<'", start) }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    var isEmpty = false
    while true {
      guard !isAtEnd else { throw Failure("the file ends inside <\(name)", start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        advance()
        break
      } else if byte == UInt8(ascii: "/"), !isClosing, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
        advance()
        advance()
        isEmpty = true
        break
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        advance()
        while !isAtEnd, bytes[index] != byte { advance() }
        guard !isAtEnd else { throw Failure("the file ends inside an attribute of <\(name)>", start) }
        advance()
      } else if byte == UInt8(ascii: "<") {
        throw Failure("'<' inside <\(name)>", position)
      } else {
        advance()
      }
    }
    return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty, position: start)
  }

  /// Text up to the next tag, entities and character references decoded, CDATA as written.
  mutating func readText() throws(Failure) -> String {
    var text: [UInt8] = []
    while !isAtEnd {
      if starts(with: "<![CDATA[") {
        let start = position
        for _ in 0..<9 { advance() }
        while !isAtEnd, !starts(with: "]]>") {
          text.append(bytes[index])
          advance()
        }
        guard !isAtEnd else { throw Failure("the CDATA section is not closed with ']]>'", start) }
        for _ in 0..<3 { advance() }
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if bytes[index] == UInt8(ascii: "<") {
        return String(decoding: text, as: UTF8.self)
      } else if bytes[index] == UInt8(ascii: "&") {
        text += Array(try readReference().utf8)
      } else {
        text.append(bytes[index])
        advance()
      }
    }
    throw Failure("the file ends inside text", position)
  }

  /// `&amp;`, `&#233;`, `&#xE9;` → the text it stands for.
  private mutating func readReference() throws(Failure) -> String {
    let start = position
    let from = index
    while !isAtEnd, bytes[index] != UInt8(ascii: ";"), index - from < 12 { advance() }
    guard !isAtEnd, bytes[index] == UInt8(ascii: ";") else {
      throw Failure("'&' starts no entity: write '&amp;' for '&'", start)
    }
    let name = String(decoding: bytes[(from + 1)..<index], as: UTF8.self)
    advance()
    let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    if let text = named[name] { return text }
    if name.hasPrefix("#") {
      let digits = name.dropFirst()
      let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      if let value, let scalar = Unicode.Scalar(value) { return String(scalar) }
    }
    throw Failure("'&\(name);' is not an entity of XML", start)
  }

  private mutating func skipDocumentType() throws(Failure) {
    let start = position
    var depth = 0
    while !isAtEnd {
      let byte = bytes[index]
      advance()
      if byte == UInt8(ascii: "[") { depth += 1 }
      if byte == UInt8(ascii: "]") { depth -= 1 }
      if byte == UInt8(ascii: ">"), depth <= 0 { return }
    }
    throw Failure("the document type is not closed with '>'", start)
  }

  private mutating func skip(past end: String, what: String) throws(Failure) {
    let start = position
    while !isAtEnd, !starts(with: end) { advance() }
    guard !isAtEnd else { throw Failure("the \(what) is not closed with '\(end)'", start) }
    for _ in end.utf8 { advance() }
  }

  private func starts(with text: String) -> Bool {
    let utf8 = text.utf8
    guard bytes.count - index >= utf8.count else { return false }
    return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
  }

  /// One byte on, counting lines and (for the first byte of each scalar) columns.
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (isAtEnd || bytes[index] != UInt8(ascii: "\n"))) {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
      column += 1
    }
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
  }
}
