/// One JSON value in a `JSONDocument`: what it is, where it starts, and where
/// its text or its children are. Plain data, 20 bytes, so the document is one
/// flat array that costs nothing to read from any thread.
struct JSONNode: Hashable, Sendable {
  typealias Kind = JSONKind

  var kind: Kind
  /// A string whose escapes were decoded: its text is in the document's
  /// `decodedText`, not in the file's bytes.
  var isDecoded = false
  /// The value's first character (for an object member's key: its opening quote).
  var line: UInt32
  var column: UInt32
  /// A string or number: the offset of its text (without quotes).
  /// An array or object: the index of its first child in `nodes`.
  var start: UInt32 = 0
  /// A string or number: the length of its text in bytes. An array: its
  /// elements; an object: its members (which take two nodes each, key then value).
  var count: UInt32 = 0

  init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = UInt32(truncatingIfNeeded: line)
    self.column = UInt32(truncatingIfNeeded: column)
  }

  /// Lends `body` the text of a string or number: in the file's `bytes`,
  /// or, for a string with escapes, in `decodedText`.
  func withText<Result>(
    in bytes: UnsafeBufferPointer<UInt8>, decodedText: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let range = Int(start)..<Int(start + count)
    if isDecoded {
      return decodedText.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
    return body(UnsafeBufferPointer(rebasing: bytes[range]))
  }
}

/// What a JSON value is.
public enum JSONKind: UInt8, Hashable, Sendable {
  /// The JSON kinds; `true` and `false` are kinds of their own, so no node stores a boolean.
  case object, array, string, number, `true`, `false`, null
}
