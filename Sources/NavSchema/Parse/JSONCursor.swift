/// A read position in the file's bytes that keeps line and column up to date
/// as it moves, so asking for the current location is O(1) whatever the
/// length of the line (a minified 50 MB file is one line). The bytes are
/// borrowed for the parse (`JSONParser.parse`), and every read is checked
/// against their end.
struct JSONCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  let fileName: String
  private(set) var offset = 0
  private(set) var line = 1
  /// Counts Unicode scalars, not bytes.
  private(set) var column = 1

  init(bytes: UnsafeBufferPointer<UInt8>, fileName: String) {
    self.bytes = bytes
    self.fileName = fileName
  }

  var location: SourceLocation { SourceLocation(file: fileName, line: line, column: column) }
  var isAtEnd: Bool { offset >= bytes.count }
  var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  func byte(after distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  /// `//` or `/*`, which people write in JSON files and JSON does not allow.
  var isAtCommentStart: Bool {
    current == UInt8(ascii: "/") && (byte(after: 1) == UInt8(ascii: "/") || byte(after: 1) == UInt8(ascii: "*"))
  }

  /// Steps over one ASCII byte that is not a line break.
  mutating func advanceASCII() {
    offset += 1
    column += 1
  }

  /// Steps over `count` ASCII bytes, none of them a line break.
  mutating func advanceASCII(by count: Int) {
    offset += count
    column += count
  }

  /// Steps over one well-formed scalar of `length` bytes.
  mutating func advanceScalar(length: Int) {
    offset += length
    column += 1
  }

  /// A UTF-8 byte order mark is not content: editors hide it, so columns start after it.
  mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
    }
  }

  /// Skips JSON whitespace; `\r\n` and a lone `\r` each end one line.
  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        // Indentation comes in runs of spaces: stepped over eight bytes at a time.
        advanceASCII(by: bytes.endOfSpaces(from: offset + 1) - offset)
      case UInt8(ascii: "\n"):
        newLine(after: 1)
      case UInt8(ascii: "\r"):
        newLine(after: byte(after: 1) == UInt8(ascii: "\n") ? 2 : 1)
      default:
        return
      }
    }
  }

  private mutating func newLine(after byteCount: Int) {
    offset += byteCount
    line += 1
    column = 1
  }
}
