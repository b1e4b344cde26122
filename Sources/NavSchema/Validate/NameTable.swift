/// A fixed set of names, looked up by their UTF-8 bytes: a name of a length
/// no entry has, or with a first byte no entry of its length starts with, is
/// told apart at once; any other by comparing it with the few entries of its
/// length. Every schema name goes through several such lookups (keywords,
/// reserved member names), and a `Set<String>` would hash each of them.
struct NameTable: Sendable {
  /// The entries of one length, their bytes one after another.
  private struct Bucket: Sendable {
    var bytes: [UInt8] = []
    /// Bit `b` set when an entry starts with the byte `b` (below 128).
    var firstBytes: (UInt64, UInt64) = (0, 0)

    func mayStart(with byte: UInt8) -> Bool {
      guard byte < 128 else { return true }
      return (byte < 64 ? firstBytes.0 >> byte : firstBytes.1 >> (byte - 64)) & 1 == 1
    }

    mutating func insert(_ name: [UInt8]) {
      bytes += name
      let first = name[0]
      if first >= 128 { return }
      if first < 64 { firstBytes.0 |= 1 << first } else { firstBytes.1 |= 1 << (first - 64) }
    }
  }

  private let buckets: [Bucket]

  init(_ names: some Sequence<String>) {
    var buckets: [Bucket] = []
    for name in names {
      let bytes = Array(name.utf8)
      while buckets.count <= bytes.count { buckets.append(Bucket()) }
      if !bytes.isEmpty { buckets[bytes.count].insert(bytes) }
    }
    self.buckets = buckets
  }

  func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = name.count
    guard length > 0, length < buckets.count, buckets[length].mayStart(with: name[0]) else { return false }
    return buckets[length].bytes.withUnsafeBufferPointer { entries in
      stride(from: 0, to: entries.count, by: length).contains { start in
        UnsafeBufferPointer(rebasing: entries[start..<start + length]).hasSameBytes(as: name)
      }
    }
  }

  func contains(_ name: String) -> Bool {
    name.withUTF8Bytes(contains)
  }
}
