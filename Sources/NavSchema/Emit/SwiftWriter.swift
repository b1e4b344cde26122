/// The one place generated Swift is laid out: it owns indentation and line
/// breaks, so emitters only say what goes on a line and what nests inside it.
public struct SwiftWriter: Sendable {
  public private(set) var output = ""
  private var depth = 0
  private let indentUnit: String
  /// The indentation of each depth used so far: `indentation[2]` is two units.
  private var indentation = [""]
  /// Where the innermost open block's content starts in `output`, in UTF-8
  /// bytes: blocks write straight into `output`, and `isEmpty` asks about
  /// that content.
  private var contentStart = 0

  public init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// Writes one line at the current depth. An empty line is written without
  /// trailing spaces.
  public mutating func line(_ text: String = "") {
    if !text.isEmpty {
      while indentation.count <= depth { indentation.append(indentation[indentation.count - 1] + indentUnit) }
      output += indentation[depth]
      output += text
    }
    output += "\n"
  }

  /// Writes `opening {`, the body one level deeper, then `}`. An empty body
  /// gives `opening {}` on one line.
  public mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    // The body goes straight into `output` (no copy of it); when it writes
    // nothing, the opening line is taken back and written as `opening {}`.
    let openingStart = output.utf8.count
    line("\(opening) {")
    let outerContentStart = contentStart
    contentStart = output.utf8.count
    depth += 1
    body(&self)
    depth -= 1
    let wroteBody = output.utf8.count > contentStart
    contentStart = outerContentStart
    if wroteBody {
      line("}")
    } else {
      output.removeSubrange(output.utf8.index(output.startIndex, offsetBy: openingStart)...)
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
    output += fork.output
  }

  /// Whether nothing has been written yet (inside a block: in that block).
  public var isEmpty: Bool { output.utf8.count == contentStart }
}
