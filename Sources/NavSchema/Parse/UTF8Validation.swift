/// Well-formed UTF-8 per the Unicode standard (table 3-7): no overlong forms,
/// no surrogates, nothing above U+10FFFF.
enum UTF8Validation {
  /// The byte length of the well-formed scalar starting at `offset`, or nil
  /// if the bytes there are not well-formed UTF-8.
  static func scalarLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; secondRange = 0x80...0x9F
    case 0xF0: length = 4; secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; secondRange = 0x80...0x8F
    default: return nil
    }
    guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
    for index in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[index]) {
      return nil
    }
    return length
  }

  /// The scalar of a sequence `scalarLength` accepted.
  static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int) -> Unicode.Scalar {
    var value: UInt32
    switch length {
    case 1: return Unicode.Scalar(bytes[offset])
    case 2: value = UInt32(bytes[offset] & 0x1F)
    case 3: value = UInt32(bytes[offset] & 0x0F)
    default: value = UInt32(bytes[offset] & 0x07)
    }
    for index in (offset + 1)..<(offset + length) {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
