import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The eight-at-a-time scans must find exactly what a byte-by-byte loop
/// finds, wherever the run ends relative to an eight-byte word and the end
/// of the buffer.
@Suite("JSON parser: byte scans")
struct ByteScanningTests {
  static func endOfSpacesOneByOne(_ bytes: [UInt8], from start: Int) -> Int {
    var offset = start
    while offset < bytes.count, bytes[offset] == 0x20 { offset += 1 }
    return offset
  }

  static func endOfPlainTextOneByOne(_ bytes: [UInt8], from start: Int) -> Int {
    var offset = start
    while offset < bytes.count, bytes[offset].isPlainStringByte { offset += 1 }
    return offset
  }

  @Test func spacesEndWhereTheFirstOtherByteIs() {
    for length in 0...40 {
      for stop in [UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\""), 0x00, 0x21, 0xA0, 0x1F] {
        for runLength in 0...length {
          var bytes = [UInt8](repeating: 0x20, count: length)
          if runLength < length { bytes[runLength] = stop }
          for start in 0...runLength {
            let found = bytes.withUnsafeBufferPointer { $0.endOfSpaces(from: start) }
            #expect(found == Self.endOfSpacesOneByOne(bytes, from: start), "length \(length), stop \(stop) at \(runLength), from \(start)")
          }
        }
      }
    }
  }

  @Test func plainTextEndsAtAQuoteABackslashAControlOrANonASCIIByte() {
    let stops: [UInt8] = [0x22, 0x5C, 0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xFF]
    for length in 0...36 {
      for stop in stops {
        for position in 0...length {
          var bytes = Array(String(repeating: "abcXYZ019 _-!~", count: 3).utf8.prefix(length))
          if position < length { bytes[position] = stop }
          for start in Swift.stride(from: 0, through: position, by: 3) {
            let found = bytes.withUnsafeBufferPointer { $0.endOfPlainText(from: start) }
            #expect(found == Self.endOfPlainTextOneByOne(bytes, from: start), "length \(length), byte \(stop) at \(position), from \(start)")
          }
        }
      }
    }
  }

  @Test func randomBytesScanAsOneByOne() {
    var random = SplitMix64(seed: 0x5C4A)
    for _ in 0..<2_000 {
      let bytes = (0..<random.int(in: 0...70)).map { _ -> UInt8 in
        // Mostly the bytes of schemas, with every other byte now and then.
        random.chance(80) ? [0x20, 0x61, 0x22, 0x5C, 0x0A][random.below(5)] : UInt8(truncatingIfNeeded: random.next())
      }
      let start = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
      bytes.withUnsafeBufferPointer { buffer in
        #expect(buffer.endOfSpaces(from: start) == Self.endOfSpacesOneByOne(bytes, from: start))
        #expect(buffer.endOfPlainText(from: start) == Self.endOfPlainTextOneByOne(bytes, from: start))
      }
    }
  }

  @Test func wordBytesAreExactlyASCIILettersDigitsAndUnderscore() {
    for value in 0...255 {
      let byte = UInt8(value)
      let scalar = Unicode.Scalar(byte)
      let expected = byte < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
      #expect(byte.isASCIIWordByte == expected, "\(value)")
    }
  }
}
