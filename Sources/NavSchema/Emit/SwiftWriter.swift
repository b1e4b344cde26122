/// The one place generated Swift is laid out: it owns indentation and line
/// breaks, so emitters only say what goes on a line and what nests inside it.
public struct SwiftWriter: Sendable {
  /// What has been written, as UTF-8: copying each line's bytes in costs far
  /// less than appending it to a `String`; the text is made once, at the end.
  private var utf8: [UInt8] = []
  private var depth = 0
  private let indentUnit: String
  /// The indentation of each depth used so far: `indentation[2]` is two units.
  private var indentation: [[UInt8]] = [[]]
  /// Where the innermost open block's content starts in `utf8`: blocks
  /// write straight into it, and `isEmpty` asks about that content.
  private var contentStart = 0

  public init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// The text written so far.
  public var output: String { String(decoding: utf8, as: UTF8.self) }

  /// Writes one line at the current depth. An empty line is written without
  /// trailing spaces.
  public mutating func line(_ text: String = "") {
    if !text.isEmpty {
      while indentation.count <= depth { indentation.append(indentation[indentation.count - 1] + indentUnit.utf8) }
      utf8.append(contentsOf: indentation[depth])
      append(text)
    }
    utf8.append(UInt8(ascii: "\n"))
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { utf8.append(contentsOf: $0) }
  }

  /// Writes `opening {`, the body one level deeper, then `}`. An empty body
  /// gives `opening {}` on one line.
  public mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    // The body goes straight into `utf8` (no copy of it); when it writes
    // nothing, the opening line is taken back and written as `opening {}`.
    let openingStart = utf8.count
    line("\(opening) {")
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
      utf8.removeSubrange(openingStart...)
      line("\(opening) {}")
    }
  }

  /// Runs `body` one level deeper without braces (the lines of a `#if` block,
  /// a chained call's continuation lines, a `case` body).
  public mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// An empty writer at this writer's depth, to render a part that may turn
  /// out empty (and then be left out) before committing it with `append`.
  public func fork() -> SwiftWriter {
    var copy = SwiftWriter(indentUnit: indentUnit)
    copy.depth = depth
    copy.indentation = indentation
    return copy
  }

  public mutating func append(_ fork: SwiftWriter) {
    utf8 += fork.utf8
  }

  /// Whether nothing has been written yet (inside a block: in that block).
  public var isEmpty: Bool { utf8.count == contentStart }
}
