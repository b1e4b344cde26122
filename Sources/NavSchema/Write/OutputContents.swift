/// The bytes `OutputWriter` writes to a file: a `String`, or a generated file
/// in the pieces it was written in (`GeneratedSource`).
protocol OutputContents {
  var utf8Count: Int { get }

  /// Calls `body` with each piece's bytes, in order, until it returns false;
  /// returns whether it went through every piece.
  func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool
}

extension String: OutputContents {
  var utf8Count: Int { utf8.count }

  func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    withUTF8Bytes { body(UnsafeRawBufferPointer($0)) }
  }
}
