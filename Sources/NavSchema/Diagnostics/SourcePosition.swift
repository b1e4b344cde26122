/// A line and a column (Unicode scalars), both from 1, in a file named
/// elsewhere: readers pass positions around and add the file name only where
/// a diagnostic or a model value needs a `SourceLocation` (a name in every
/// position would be a string copied, and its reference count touched, with it).
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column in Unicode scalars, from 1.
  public var column: Int

  /// The position at `line` and `column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The same position in the file named `file`.
  public func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// `<line>:<column>`.
  public var description: String { "\(line):\(column)" }

  /// Reading order: by line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}
