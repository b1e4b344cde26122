/// The one place generated Swift is laid out: it owns indentation and line
/// breaks, so emitters only say what goes on a line and what nests inside it.
public struct SwiftWriter: Sendable {
  /// What has been written, as UTF-8: copying each line's bytes in costs far
  /// less than appending it to a `String`; the text is made once, at the end.
  private var utf8: [UInt8] = []
  private var depth = 0
  /// One level of indentation, as UTF-8.
  private let indentUnit: [UInt8]
  /// Where the innermost open block's content starts in `utf8`: blocks
  /// write straight into it, and `isEmpty` asks about that content.
  private var contentStart = 0

  public init(indentUnit: String = "  ") {
    self.indentUnit = Array(indentUnit.utf8)
  }

  /// The text written so far.
  public var output: String { String(decoding: utf8, as: UTF8.self) }

  /// The text of `writers` one after another, copied once into the result
  /// (appending them to one writer first would copy a large file twice).
  public static func output(of writers: [SwiftWriter]) -> String {
    let count = writers.reduce(0) { $0 + $1.utf8.count }
    return String(unsafeUninitializedCapacity: count) { text in
      var offset = 0
      for writer in writers {
        offset = writer.utf8.withUnsafeBufferPointer { bytes in
          UnsafeMutableBufferPointer(rebasing: text[offset...]).initialize(fromContentsOf: bytes) + offset
        }
      }
      return offset
    }
  }

  /// Writes one line at the current depth. An empty line is written without
  /// trailing spaces.
  public mutating func line(_ text: String = "") {
    if !text.isEmpty {
      indent()
      append(text)
    }
    utf8.append(UInt8(ascii: "\n"))
  }

  /// Writes one line at the current depth from the pieces `build` writes:
  /// they go straight into the output, so the lines written for every case
  /// are never built as a `String` first.
  public mutating func line(_ build: (inout LineText) -> Void) {
    indent()
    writeLineText(build)
    utf8.append(UInt8(ascii: "\n"))
  }

  /// Lends the output to `build` as a `LineText`; swapped, not copied, so
  /// appending never copies the whole output.
  private mutating func writeLineText(_ build: (inout LineText) -> Void) {
    var text = LineText()
    swap(&utf8, &text.utf8)
    build(&text)
    swap(&utf8, &text.utf8)
  }

  private mutating func indent() {
    for _ in 0..<depth {
      for byte in indentUnit { utf8.append(byte) }
    }
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { utf8.append(contentsOf: $0) }
  }

  /// Writes `opening {`, the body one level deeper, then `}`. An empty body
  /// gives `opening {}` on one line.
  public mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    block({ $0.write(opening) }, body: body)
  }

  /// `block` with an opening line written in pieces, as `line(_:)` takes them.
  public mutating func block(_ opening: (inout LineText) -> Void, body: (inout SwiftWriter) -> Void) {
    // The body goes straight into `utf8` (no copy of it); when it writes
    // nothing, the opening line's `{` and line break are taken back for `{}`.
    indent()
    writeLineText(opening)
    append(" {\n")
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
      utf8.removeSubrange((utf8.count - 2)...)
      append("{}\n")
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
    copy.utf8 = []
    copy.contentStart = 0
    return copy
  }

  /// Whether nothing has been written yet (inside a block: in that block).
  public var isEmpty: Bool { utf8.count == contentStart }
}

/// The text of one line as an emitter writes it in pieces
/// (`SwiftWriter.line(_:)`); indentation and the line break are the writer's.
public struct LineText: TextOutputStream {
  fileprivate var utf8: [UInt8] = []

  public mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { utf8.append(contentsOf: $0) }
  }

  /// `write("case .", name, ":")`: pieces one after another.
  public mutating func write(_ first: String, _ second: String, _ rest: String...) {
    write(first)
    write(second)
    for piece in rest { write(piece) }
  }

  /// Appends a type's canonical spelling.
  mutating func write(_ type: TypeRef) {
    type.write(to: &self)
  }
}
