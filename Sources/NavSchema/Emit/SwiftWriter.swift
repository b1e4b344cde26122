/// The one place generated Swift is laid out: it owns indentation and line
/// breaks, so emitters only say what goes on a line and what nests inside it.
public struct SwiftWriter: Sendable {
  public private(set) var output = ""
  private var depth = 0
  private let indentUnit: String

  public init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// Writes one line at the current depth. An empty line is written without
  /// trailing spaces.
  public mutating func line(_ text: String = "") {
    if !text.isEmpty {
      for _ in 0..<depth { output += indentUnit }
      output += text
    }
    output += "\n"
  }

  /// Writes `opening {`, the body one level deeper, then `}`. An empty body
  /// gives `opening {}` on one line.
  public mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    var inner = SwiftWriter(indentUnit: indentUnit)
    inner.depth = depth + 1
    body(&inner)
    if inner.output.isEmpty {
      line("\(opening) {}")
    } else {
      line("\(opening) {")
      output += inner.output
      line("}")
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
    return copy
  }

  public mutating func append(_ fork: SwiftWriter) {
    output += fork.output
  }

  public var isEmpty: Bool { output.isEmpty }
}
