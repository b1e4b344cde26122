/// A position in a schema file. Lines and columns start at 1; columns count
/// Unicode scalars (what editors and `swift build` show for ASCII files).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file name as the user gave it (the path on the command line, or `<stdin>`).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column in Unicode scalars, from 1.
  public var column: Int

  /// The location at `line` and `column` of `file`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `<file>:<line>:<column>`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The line and column without the file.
  public var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// File order: by file name, then line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
