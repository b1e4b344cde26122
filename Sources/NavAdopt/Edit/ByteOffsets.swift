/// The byte offset of each Unicode scalar of a file, for turning the
/// reader's token positions (scalar offsets) into byte ranges of the file.
/// Only for valid UTF-8: the reader reads other bytes as U+FFFD, and an
/// edit of such a file could not be placed exactly, so adopt leaves it alone.
struct ByteOffsets {
  /// `offsets[i]` is where scalar `i` starts; the last entry is the file's size.
  private let offsets: [Int]

  init?(_ bytes: [UInt8]) {
    guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
    var offsets: [Int] = []
    offsets.reserveCapacity(bytes.count + 1)
    for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 { offsets.append(index) }
    offsets.append(bytes.count)
    self.offsets = offsets
  }

  /// The byte offset of a scalar offset (the end of the file past the last scalar).
  func byte(_ scalar: Int) -> Int {
    offsets[min(max(scalar, 0), offsets.count - 1)]
  }
}
