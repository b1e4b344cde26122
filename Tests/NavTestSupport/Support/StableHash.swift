/// FNV-1a (64 bits) in hexadecimal: the same name for the same input across test processes and
/// machines, for folders of build products kept under the system temporary folder.
enum StableHash {
  static func of(_ text: String) -> String {
    of(Array(text.utf8))
  }

  static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
