/// The one place generated Swift is laid out: it owns indentation and line
/// breaks, so emitters only say what goes on a line and what nests inside it.
public struct SwiftWriter: Sendable {
  /// What has been written, as UTF-8: copying each line's bytes in costs far
  /// less than appending it to a `String`; the text is made once, at the end.
  private var utf8 = UTF8Buffer()
  private var depth = 0
  private let indentUnit: String
  private let unitLength: Int
  /// `indentUnit` repeated for the deepest line written so far: a line's
  /// indentation is copied from it in one piece.
  private var indentation = UTF8Buffer()
  /// Where the innermost open block's content starts in `utf8`: blocks
  /// write straight into it, and `isEmpty` asks about that content.
  private var contentStart = 0

  /// An empty writer that indents each nesting level by `indentUnit` (two spaces by default).
  public init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
    unitLength = indentUnit.utf8.count
  }

  /// The text written so far.
  public var output: String { utf8.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

  /// The number of bytes written so far.
  var utf8Count: Int { utf8.count }

  /// Lends `body` the bytes written so far.
  func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try utf8.withUnsafeBytes(body)
  }

  /// Makes room for `count` more bytes, so a writer that knows about how
  /// much it will write does not copy what it has written as it grows.
  mutating func reserveCapacity(_ count: Int) {
    utf8.reserveCapacity(count)
  }

  /// The text of `writers` one after another, copied once into the result
  /// (appending them to one writer first would copy a large file twice).
  public static func output(of writers: [SwiftWriter]) -> String {
    let count = writers.reduce(0) { $0 + $1.utf8Count }
    return String(unsafeUninitializedCapacity: count) { text in
      var offset = 0
      for writer in writers {
        offset = writer.withUTF8 { bytes in
          UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(text)[offset...]).copyMemory(from: bytes)
          return offset + bytes.count
        }
      }
      return offset
    }
  }

  /// Writes one line at the current depth. An empty line is written without
  /// trailing spaces.
  @_disfavoredOverload
  public mutating func line(_ text: String = "") {
    text.withUTF8Bytes { writeLine(UnsafeRawBufferPointer($0)) }
  }

  /// `line(_:)` for a literal line (see `SwiftText`).
  public mutating func line(_ literal: StaticString) {
    writeLine(UTF8Buffer.bytes(of: literal))
  }

  private mutating func writeLine(_ text: UnsafeRawBufferPointer) {
    guard !text.isEmpty else { return utf8.append(UInt8(ascii: "\n")) }
    beginLine(reserving: text.count + 1)
    utf8.appendToOwnBytes(text)
    utf8.appendToOwnBytes(UInt8(ascii: "\n"))
  }

  /// Writes one line at the current depth from the pieces `build` writes:
  /// they go straight into the output, so the lines written for every case
  /// are never built as a `String` first.
  public mutating func line(_ build: (inout LineText) -> Void) {
    beginLine(reserving: 64)
    writeLineText(build)
    utf8.appendToOwnBytes(UInt8(ascii: "\n"))
  }

  /// Starts a line: makes the bytes the writer's own, with room for `count`
  /// more after the indentation, and writes the indentation. Until its line
  /// break the line appends without asking again whether they are shared:
  /// nothing can copy the writer in between (a line's pieces are written to
  /// a `LineText`, which cannot be copied either).
  private mutating func beginLine(reserving count: Int) {
    let length = depth * unitLength
    utf8.reserveCapacity(length + count)
    guard length > 0 else { return }
    while indentation.count < length { indentation.append(indentUnit) }
    indentation.withUnsafeBytes { run in utf8.appendToOwnBytes(UnsafeRawBufferPointer(start: run.baseAddress, count: length)) }
  }

  /// Lends the output to `build` as a `LineText`; swapped, not copied, so
  /// appending never copies the whole output.
  private mutating func writeLineText(_ build: (inout LineText) -> Void) {
    var text = LineText()
    swap(&utf8, &text.utf8)
    build(&text)
    swap(&utf8, &text.utf8)
  }

  /// Writes `opening {`, the body one level deeper, then `}`. An empty body
  /// gives `opening {}` on one line.
  @_disfavoredOverload
  public mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    block({ $0.write(opening) }, body: body)
  }

  /// `block(_:_:)` with a literal opening line.
  public mutating func block(_ opening: StaticString, _ body: (inout SwiftWriter) -> Void) {
    block({ $0.write(opening) }, body: body)
  }

  /// `block` with an opening line written in pieces, as `line(_:)` takes them.
  public mutating func block(_ opening: (inout LineText) -> Void, body: (inout SwiftWriter) -> Void) {
    // The body goes straight into `utf8` (no copy of it); when it writes
    // nothing, the opening line's `{` and line break are taken back for `{}`.
    beginLine(reserving: 64)
    writeLineText(opening)
    utf8.appendToOwnBytes(UTF8Buffer.bytes(of: " {\n"))
    let outerContentStart = contentStart
    contentStart = utf8.count
    depth += 1
    body(&self)
    depth -= 1
    let wroteBody = utf8.count > contentStart
    contentStart = outerContentStart
    if wroteBody {
      line("}")
    } else {
      // Checked append: a copy of the writer made in the body shares the bytes.
      utf8.removeLast(2)
      utf8.append("{}\n")
    }
  }

  /// Runs `body` one level deeper without braces (the lines of a `#if` block,
  /// a chained call's continuation lines, a `case` body).
  public mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// An empty writer at this writer's depth, to write a part elsewhere (on
  /// another thread) and join it with `output(of:)`.
  public func fork() -> SwiftWriter {
    var copy = self
    copy.utf8 = UTF8Buffer()
    copy.contentStart = 0
    return copy
  }

  /// Whether nothing has been written yet (inside a block: in that block).
  public var isEmpty: Bool { utf8.count == contentStart }
}

/// The text of one line as an emitter writes it in pieces
/// (`SwiftWriter.line(_:)`); indentation and the line break are the writer's.
/// Literal pieces are written one `write` each, as `StaticString`s (see
/// `SwiftText`); the forms that take several pieces take `String`s, for
/// lines written once an enum rather than once a case.
///
/// Not copyable: while a line is built its bytes are the line's alone (the
/// writer makes them so when it lends them), so its pieces are appended
/// without asking whether another copy shares them.
public struct LineText: ~Copyable, SwiftText {
  fileprivate var utf8 = UTF8Buffer()

  /// Appends `string` to the line.
  @_disfavoredOverload
  public mutating func write(_ string: String) {
    string.withUTF8Bytes { utf8.appendToOwnBytes(UnsafeRawBufferPointer($0)) }
  }

  /// Appends a literal to the line.
  @inline(__always)
  public mutating func write(_ literal: StaticString) {
    utf8.appendToOwnBytes(UTF8Buffer.bytes(of: literal))
  }

  /// `write("case .", name, ":")`: pieces one after another. (Fixed
  /// arities: a variadic list would build an array for every line.)
  @_disfavoredOverload
  public mutating func write(_ first: String, _ second: String) {
    write(first)
    write(second)
  }

  /// Appends three pieces, one after another.
  @_disfavoredOverload
  public mutating func write(_ first: String, _ second: String, _ third: String) {
    write(first, second)
    write(third)
  }

  /// Appends four pieces, one after another.
  @_disfavoredOverload
  public mutating func write(_ first: String, _ second: String, _ third: String, _ fourth: String) {
    write(first, second, third)
    write(fourth)
  }

  /// Appends five pieces, one after another.
  @_disfavoredOverload
  public mutating func write(_ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String) {
    write(first, second, third, fourth)
    write(fifth)
  }

  /// Appends a type's canonical spelling.
  mutating func write(_ type: TypeRef) {
    type.write(to: &self)
  }
}
