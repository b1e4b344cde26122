import Testing
@testable import NavReview
@testable import NavSchema

/// Binary lists whose objects refer to one another in ways Foundation's decoder would follow
/// forever or exponentially long (a fuzzer found the first): each is one error at the file's
/// start, found before the decoder runs, while a list that shares an object a few times reads.
@Suite("Universal links: binary lists that refer to themselves")
struct BinaryPlistObjectsTests {
  enum Object {
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
    case string(String)
  }

  /// A `bplist00` list of `objects` (the first is the top), with 2-byte offsets and references.
  static func list(_ objects: [Object]) -> [UInt8] {
    func twoBytes(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    func counted(_ type: UInt8, _ count: Int) -> [UInt8] {
      count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0x0F, 0x11] + twoBytes(count)
    }
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      switch object {
      case .array(let references): bytes += counted(0xA, references.count) + references.flatMap(twoBytes)
      case .dictionary(let keys, let values): bytes += counted(0xD, keys.count) + (keys + values).flatMap(twoBytes)
      case .string(let text): bytes += counted(0x5, text.utf8.count) + Array(text.utf8)
      }
    }
    let tableOffset = bytes.count
    bytes += offsets.flatMap(twoBytes)
    func eightBytes(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    bytes += [0, 0, 0, 0, 0, 0, 2, 2] + eightBytes(objects.count) + eightBytes(0) + eightBytes(tableOffset)
    return bytes
  }

  static func error(_ bytes: [UInt8]) -> String? {
    guard case .failure(let problems) = PlistReader.read(bytes, fileName: "Info.plist") else { return nil }
    #expect(problems.diagnostics.count == 1)
    #expect(problems.diagnostics.first?.location == SourceLocation(file: "Info.plist", line: 1, column: 1))
    return problems.diagnostics.first?.message
  }

  @Test func aListThatContainsItselfIsAnError() {
    #expect(Self.error(Self.list([.array([0])])) == "the binary property list cannot be read: an array or dictionary in it contains itself")
    // Deeper: a dictionary whose value is an array holding the dictionary.
    let loop = Self.list([.dictionary(keys: [1], values: [2]), .string("k"), .array([0])])
    #expect(Self.error(loop) == "the binary property list cannot be read: an array or dictionary in it contains itself")
  }

  @Test func sharingThatMultipliesIsAnError() {
    // Each array holds the next twice: 2^40 values once decoded as a tree.
    let objects = (0..<40).map { Object.array([$0 + 1, $0 + 1]) } + [.string("x")]
    #expect(Self.error(Self.list(objects))
      == "the binary property list cannot be read: it holds more than 100000 values once the objects it shares are counted each time")
  }

  @Test func nestingBeyondTheXMLReadersLimitIsAnError() {
    let objects = (0..<600).map { Object.array([$0 + 1]) } + [.string("x")]
    #expect(Self.error(Self.list(objects)) == "the binary property list cannot be read: the list nests deeper than 512 levels")
  }

  @Test func aReferenceOutsideTheListIsAnError() {
    #expect(Self.error(Self.list([.array([7])]))
      == "the binary property list cannot be read: an object lies outside the file or refers to one the list does not hold")
  }

  @Test func aStringLongerThanTheObjectsIsAnError() {
    // A UTF-16 string of 4 characters with 2 bytes left before the offset table: Foundation's
    // decoder traps on it (a fuzzer found it), so it never gets there.
    var bytes = Self.list([.array([1]), .string("ab")])
    bytes[8 + 3] = 0x64
    #expect(Self.error(bytes)
      == "the binary property list cannot be read: an object lies outside the file or refers to one the list does not hold")
  }

  @Test func anObjectSharedAFewTimesReads() throws {
    // A dictionary whose two keys share one array value, which holds one string twice.
    let bytes = Self.list([
      .dictionary(keys: [1, 2], values: [3, 3]), .string("CFBundleURLTypes"), .string("Otra"), .array([4, 4]), .string("s"),
    ])
    guard case .success(let node) = PlistReader.read(bytes, fileName: "Info.plist") else {
      Issue.record("a list that shares an object does not read")
      return
    }
    #expect(PlistReaderTests.outline(node) == #"{CFBundleURLTypes: ["s", "s"], Otra: ["s", "s"]}"#)
  }
}
