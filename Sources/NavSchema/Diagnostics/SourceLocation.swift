/// A position in a schema file. Lines and columns start at 1; columns count
/// Unicode scalars (what editors and `swift build` show for ASCII files).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  /// The line and column without the file.
  public var position: SourcePosition { SourcePosition(line: line, column: column) }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
