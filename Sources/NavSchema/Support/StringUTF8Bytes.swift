extension String {
  /// Lends `body` the string's UTF-8 bytes, in place: a native Swift string
  /// keeps them contiguous (any other is made contiguous in a copy first).
  /// Names are checked and output is written from these bytes without
  /// making new strings.
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
