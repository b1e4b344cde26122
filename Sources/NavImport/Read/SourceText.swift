import NavSchema

/// A Swift file's text as Unicode scalars (what columns count), with the
/// offsets where lines start. Bytes that are not UTF-8 become U+FFFD, so any
/// input can be read.
public struct SourceText: Sendable {
  public let scalars: [Unicode.Scalar]
  private let lineStarts: [Int]

  public init(_ bytes: [UInt8]) {
    self.init(String(decoding: bytes, as: UTF8.self))
  }

  public init(_ string: String) {
    scalars = Array(string.unicodeScalars)
    var starts = [0]
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
      if Self.isLineBreak(scalar) { starts.append(index) }
    }
    lineStarts = starts
  }

  public var count: Int { scalars.count }

  public subscript(_ index: Int) -> Unicode.Scalar? {
    index >= 0 && index < scalars.count ? scalars[index] : nil
  }

  public func text(_ range: Range<Int>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
    return text
  }

  /// 1-based line and column of a scalar offset.
  public func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r"
  }
}
