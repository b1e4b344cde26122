import Testing
@testable import NavSchema
@testable import NavTestSupport

@Suite("JSON parser: invalid UTF-8, depth and size")
struct JSONParserLimitsTests {
  typealias Support = JSONParsingSupport

  @Test func invalidUTF8InStringIsReportedAtTheByte() {
    // "[\"ab" then a Latin-1 'é' (0xE9) that is not UTF-8.
    let bytes = Array("{\n  \"ñ\": \"ab".utf8) + [0xE9] + Array("\"}".utf8)
    #expect(Support.error(bytes: bytes) == "2:11: invalid UTF-8 byte 0xE9; the file must be UTF-8")
  }

  @Test(arguments: [
    [UInt8(0xFF)],  // never valid
    [0xC0, 0xAF],  // overlong '/'
    [0xED, 0xA0, 0x80],  // encoded surrogate
    [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
    [0xE2, 0x82],  // truncated
    [0x80],  // lone continuation byte
  ])
  func malformedSequencesInStrings(sequence: [UInt8]) {
    let bytes = Array("[\"x".utf8) + sequence + Array("\"]".utf8)
    let hex = String(sequence[0], radix: 16, uppercase: true)
    #expect(Support.error(bytes: bytes) == "1:4: invalid UTF-8 byte 0x\(hex); the file must be UTF-8")
  }

  @Test func invalidUTF8OutsideStrings() {
    #expect(Support.error(bytes: [UInt8(ascii: "["), 0xFE]) == "1:2: invalid UTF-8 byte 0xFE; the file must be UTF-8")
  }

  @Test func invalidUTF8AfterTheValue() {
    #expect(Support.error(bytes: Array("{}\n".utf8) + [0xC3]) == "2:1: invalid UTF-8 byte 0xC3; the file must be UTF-8")
  }

  @Test func invalidUTF8InTheMiddleOfALiteral() {
    #expect(Support.error(bytes: Array("[tr".utf8) + [0x80]) == "1:2: invalid literal 'tr'; expected true, false, null, a number, a string in double quotes, an array or an object")
  }

  @Test func nestingOneLevelTooDeepIsAnErrorAtTheBracket() {
    let depth = JSONParser.maximumDepth
    let text = String(repeating: "[", count: depth) + "{" + String(repeating: "]", count: depth)
    #expect(Support.error(text) == "1:\(depth + 1): nesting is too deep: more than \(depth) arrays and objects inside each other")
  }

  @Test func hugeNestingEndsInAnErrorNotACrash() {
    let text = String(repeating: "{\"a\":[", count: 200_000)
    #expect(Support.error(text) == "1:1537: nesting is too deep: more than 512 arrays and objects inside each other")
  }

  @Test func largeMinifiedDocumentOnOneLine() throws {
    // About 6 MB on a single line: column tracking must stay linear.
    let member = #"{"name":"caso","reducer":"Tipo","attributes":["@available(iOS 17, *)"],"n":12345},"#
    let count = 75_000
    var bytes = Array("[".utf8)
    bytes.reserveCapacity(member.utf8.count * count + 16)
    for _ in 0..<count { bytes += member.utf8 }
    bytes.removeLast()
    bytes += Array("]".utf8)
    let value = try Support.parse(bytes: bytes).get()
    let elements = try #require(value.elements)
    #expect(elements.count == count)
    #expect(Support.position(elements[count - 1].location) == "1:\(2 + (count - 1) * member.count)")
  }

  @Test func longStringValue() throws {
    let long = String(repeating: "abcdé", count: 400_000)
    let value = try Support.value("[\"\(long)\", 1]")
    #expect(value.elements?.first?.stringValue == long)
    #expect(Support.position(try #require(value.elements?.last?.location)) == "1:\(long.unicodeScalars.count + 6)")
  }

  @Test func objectWithManyKeys() throws {
    // Duplicate-key bookkeeping must not copy its table per member.
    let count = 150_000
    var text = "{"
    for index in 0..<count { text += "\"k\(index)\": \(index)," }
    text.removeLast()
    text += "}"
    let members = try #require(try Support.value(text).members)
    #expect(members.count == count)
    #expect(members.last?.value.integerValue == count - 1)
  }
}
