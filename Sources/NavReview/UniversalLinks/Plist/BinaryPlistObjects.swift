/// The object table of a `bplist00` list, read far enough to see how its arrays, sets and
/// dictionaries refer to one another. Foundation's decoder follows those references as if they
/// made a tree: an object that contains itself never ends, and an object shared at every level
/// of a deep list is decoded 2, 4, 8… times. Both are refused here before the decoder runs.
struct BinaryPlistObjects {
  /// The most values a list may hold with its shared objects counted each time they appear.
  static let valueLimit: UInt64 = 100_000

  private let bytes: [UInt8]
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let topObject: Int
  private let tableOffset: Int

  /// The table of `bytes`, whose trailer `BinaryPlistReader.trailerProblem` found sound.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let trailer = Array(bytes.suffix(32))
    func integer(_ range: Range<Int>) -> Int {
      Int(truncatingIfNeeded: trailer[range].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }
    offsetSize = Int(trailer[6])
    referenceSize = Int(trailer[7])
    objectCount = integer(8..<16)
    topObject = integer(16..<24)
    tableOffset = integer(24..<32)
  }

  /// Why the list's objects cannot be decoded safely, or nil.
  func problem() -> String? {
    // 0: not seen; 1: on the current path; 2: done, with its values counted.
    var state = [UInt8](repeating: 0, count: objectCount)
    var values = [UInt64](repeating: 0, count: objectCount)
    var stack: [(object: Int, children: [Int], next: Int)] = []
    guard let topChildren = children(of: topObject) else { return Self.malformed }
    state[topObject] = 1
    stack.append((topObject, topChildren, 0))
    while let last = stack.last {
      if last.next < last.children.count {
        let child = last.children[last.next]
        stack[stack.count - 1].next += 1
        switch state[child] {
        case 1: return "an array or dictionary in it contains itself"
        case 2: continue
        default:
          guard stack.count < XMLPlistReader.maximumDepth else {
            return "the list nests deeper than \(XMLPlistReader.maximumDepth) levels"
          }
          guard let grandchildren = children(of: child) else { return Self.malformed }
          state[child] = 1
          stack.append((child, grandchildren, 0))
        }
        continue
      }
      stack.removeLast()
      let counted = last.children.reduce(UInt64(1)) { total, child in min(total + values[child], Self.valueLimit + 1) }
      guard counted <= Self.valueLimit else {
        return "it holds more than \(Self.valueLimit) values once the objects it shares are counted each time"
      }
      values[last.object] = counted
      state[last.object] = 2
    }
    return nil
  }

  private static let malformed = "an object lies outside the file or refers to one the list does not hold"

  /// The objects `object` refers to (a dictionary's keys, then its values); none for a value
  /// that holds no other; nil when the object, or what its marker says follows it, does not lie
  /// between the header and the offset table, or a reference names no object of the list
  /// (Foundation's decoder traps on some of these rather than throw).
  private func children(of object: Int) -> [Int]? {
    guard let start = integer(at: tableOffset + object * offsetSize, size: offsetSize), start >= 8, start < tableOffset
    else { return nil }
    let marker = bytes[start]
    let info = Int(marker & 0x0F)
    var position = start + 1
    /// The count a marker's low nibble gives, or the integer object after it when that is 0xF.
    func count() -> Int? {
      guard info == 0x0F else { return info }
      guard position < tableOffset, bytes[position] >> 4 == 1 else { return nil }
      let size = 1 << Int(bytes[position] & 0x0F)
      guard size <= 8, let read = integer(at: position + 1, size: size) else { return nil }
      position += 1 + size
      return read
    }
    let length: Int?
    var holdsReferences = false
    switch marker >> 4 {
    case 0x0: length = 0
    case 0x1, 0x2: length = info <= 4 ? 1 << info : nil
    case 0x3: length = 8
    case 0x4, 0x5, 0x7: length = count()
    case 0x6: length = count().flatMap { $0 <= Int.max / 2 ? $0 * 2 : nil }
    case 0x8: length = info + 1
    case 0xA, 0xB, 0xC:
      holdsReferences = true
      length = count().flatMap { $0 <= Int.max / referenceSize ? $0 * referenceSize : nil }
    case 0xD:
      holdsReferences = true
      length = count().flatMap { $0 <= Int.max / (2 * referenceSize) ? $0 * 2 * referenceSize : nil }
    default: length = nil
    }
    guard let length, length <= tableOffset - position else { return nil }
    guard holdsReferences else { return [] }
    var references: [Int] = []
    references.reserveCapacity(length / referenceSize)
    for entry in stride(from: position, to: position + length, by: referenceSize) {
      guard let reference = integer(at: entry, size: referenceSize), reference < objectCount else { return nil }
      references.append(reference)
    }
    return references
  }

  /// The big-endian integer of `size` bytes at `position`; nil past the end or above `Int.max`.
  private func integer(at position: Int, size: Int) -> Int? {
    guard position >= 0, size <= bytes.count, position <= bytes.count - size else { return nil }
    let value = bytes[position..<position + size].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
