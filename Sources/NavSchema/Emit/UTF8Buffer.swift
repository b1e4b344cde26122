/// The bytes a `SwiftWriter` has written: a growable buffer that every piece
/// of every line is copied into with one `memcpy`. (Appending to a `[UInt8]`
/// goes through its generic sequence path, which costs several times the
/// copy itself for the short pieces lines are made of.)
///
/// A value: copies share the bytes until one of them writes, and that one
/// copies them first (`owner` tells whether it shares them). So it is safe to
/// send, although the compiler cannot see that through the pointer.
struct UTF8Buffer: @unchecked Sendable {
  /// Nil until something is written (a line's buffer starts empty, and most
  /// of them are swapped for the output's before they are written to).
  private var bytes: UnsafeMutableRawPointer?
  private var capacity = 0
  private(set) var count = 0
  /// Frees `bytes` when the last copy of the buffer that holds them is gone.
  private var owner: Owner?

  private final class Owner {
    let bytes: UnsafeMutableRawPointer

    init(_ bytes: UnsafeMutableRawPointer) {
      self.bytes = bytes
    }

    deinit {
      bytes.deallocate()
    }
  }

  init() {}

  /// Makes room for `count` more bytes, in bytes of its own.
  @inline(__always)
  mutating func reserveCapacity(_ count: Int) {
    guard self.count + count <= capacity, isKnownUniquelyReferenced(&owner) else { return grow(by: count) }
  }

  /// Moves the bytes into a new allocation with room for `count` more.
  @inline(never)
  private mutating func grow(by count: Int) {
    let newCapacity = Swift.max(self.count + count, capacity * 2, 64)
    let newBytes = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
    if let bytes { newBytes.copyMemory(from: bytes, byteCount: self.count) }
    bytes = newBytes
    capacity = newCapacity
    owner = Owner(newBytes)
  }

  @inline(__always)
  mutating func append(_ piece: UnsafeRawBufferPointer) {
    guard let source = piece.baseAddress else { return }
    reserveCapacity(piece.count)
    copyToEnd(from: source, count: piece.count)
    count += piece.count
  }

  /// `append` for bytes known to be this buffer's alone, as those a
  /// `LineText` holds are: only room is checked, not whether they are shared.
  @inline(__always)
  mutating func appendToOwnBytes(_ piece: UnsafeRawBufferPointer) {
    guard let source = piece.baseAddress else { return }
    if count + piece.count > capacity { grow(by: piece.count) }
    copyToEnd(from: source, count: piece.count)
    count += piece.count
  }

  /// Copies `length` bytes after the last one written (room is made). A
  /// piece of up to 16 bytes, as most pieces of a line are, is moved with
  /// two loads and two stores that may overlap: a call to `memcpy` costs
  /// several times that for so few bytes.
  @inline(__always)
  private func copyToEnd(from source: UnsafeRawPointer, count length: Int) {
    let target = bytes.unsafelyUnwrapped + count
    switch length {
    case 8...16:
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      (target + length - 8).storeBytes(of: (source + length - 8).loadUnaligned(as: UInt64.self), as: UInt64.self)
    case 4..<8:
      target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      (target + length - 4).storeBytes(of: (source + length - 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
    case 1..<4:
      for offset in 0..<length { target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self) }
    default:
      target.copyMemory(from: source, byteCount: length)
    }
  }

  @inline(__always)
  mutating func append(_ literal: StaticString) {
    append(Self.bytes(of: literal))
  }

  @_disfavoredOverload
  mutating func append(_ text: String) {
    text.withUTF8Bytes { append(UnsafeRawBufferPointer($0)) }
  }

  /// `appendToOwnBytes` of one byte.
  @inline(__always)
  mutating func appendToOwnBytes(_ byte: UInt8) {
    if count == capacity { grow(by: 1) }
    bytes.unsafelyUnwrapped.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserveCapacity(1)
    bytes.unsafelyUnwrapped.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  @inline(__always)
  static func bytes(of literal: StaticString) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// Takes back the last `count` bytes written.
  mutating func removeLast(_ count: Int) {
    precondition(count <= self.count)
    self.count -= count
  }

  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try body(UnsafeRawBufferPointer(start: bytes, count: count))
  }
}
