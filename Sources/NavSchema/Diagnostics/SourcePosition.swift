/// A line and a column (Unicode scalars), both from 1, in a file named
/// elsewhere: readers pass positions around and add the file name only where
/// a diagnostic or a model value needs a `SourceLocation` (a name in every
/// position would be a string copied, and its reference count touched, with it).
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  public var description: String { "\(line):\(column)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}
