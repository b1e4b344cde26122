/// Runs of bytes found eight at a time (SWAR: each byte of a `UInt64`
/// tested at once), for the two scans that take most of a parse: the
/// indentation between tokens and the text of strings.
extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first byte at or after `start` that is not a space.
  func endOfSpaces(from start: Int) -> Int {
    var offset = start
    while offset + 8 <= count {
      let different = eightBytes(at: offset) ^ Self.repeated(0x20)
      if different != 0 { return offset + different.trailingZeroBitCount / 8 }
      offset += 8
    }
    while offset < count, self[offset] == 0x20 { offset += 1 }
    return offset
  }

  /// The offset of the first byte at or after `start` that a string cannot
  /// copy as it is: `"`, `\`, a control character or a non-ASCII byte.
  func endOfPlainText(from start: Int) -> Int {
    var offset = start
    while offset + 8 <= count {
      let word = eightBytes(at: offset)
      // The lowest flagged byte is exact: a borrow only carries upward, from a byte that is flagged itself.
      let special = Self.bytesBelow(0x20, in: word) | Self.zeroBytes(in: word ^ Self.repeated(0x22))
        | Self.zeroBytes(in: word ^ Self.repeated(0x5C)) | (word & Self.repeated(0x80))
      if special != 0 { return offset + special.trailingZeroBitCount / 8 }
      offset += 8
    }
    while offset < count, self[offset].isPlainStringByte { offset += 1 }
    return offset
  }

  /// Eight bytes from `offset`, the first in the lowest byte whatever the machine.
  private func eightBytes(at offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  private static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

  /// The high bit of every byte of `word` that is zero (exact up to the first such byte).
  private static func zeroBytes(in word: UInt64) -> UInt64 { bytesBelow(1, in: word) }

  /// The high bit of every byte of `word` below `limit` (at most 0x80; exact up to the first such byte).
  private static func bytesBelow(_ limit: UInt8, in word: UInt64) -> UInt64 {
    (word &- repeated(limit)) & ~word & repeated(0x80)
  }
}

extension UInt8 {
  /// A byte a string copies as is: printable ASCII other than `"` and `\`.
  var isPlainStringByte: Bool {
    self >= 0x20 && self < 0x80 && self != UInt8(ascii: "\"") && self != UInt8(ascii: "\\")
  }
}
