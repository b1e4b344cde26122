import Testing
@testable import NavSchema

@Suite("JSON parser: values and positions")
struct JSONParserValueTests {
  typealias Support = JSONParsingSupport

  @Test func objectKeepsMemberOrderAndLocations() throws {
    let value = try Support.value(
      """
      {
        "zeta": 1,
        "alpha": [true, null],
          "mid": {"x": "y"}
      }
      """)
    let members = try #require(value.members)
    #expect(members.map(\.key) == ["zeta", "alpha", "mid"])
    #expect(members.map { Support.position($0.keyLocation) } == ["2:3", "3:3", "4:5"])
    #expect(members.map { Support.position($0.value.location) } == ["2:11", "3:12", "4:12"])
    #expect(Support.position(value.location) == "1:1")
    let inner = try #require(members[2].value.members?.first)
    #expect(Support.position(inner.keyLocation) == "4:13")
    #expect(Support.position(inner.value.location) == "4:18")
  }

  @Test func arrayElementsAndScalars() throws {
    let value = try Support.value(#"[true, false, null, "s", -1.5e3, {}, []]"#)
    let elements = try #require(value.elements)
    #expect(elements.map(\.kind) == [
      .bool(true), .bool(false), .null, .string("s"), .number("-1.5e3"), .object([]), .array([]),
    ])
    #expect(elements.map { Support.position($0.location) } == ["1:2", "1:8", "1:15", "1:21", "1:26", "1:34", "1:38"])
    #expect(elements.map(\.typeDescription) == [
      "a boolean", "a boolean", "null", "a string", "a number", "an object", "an array",
    ])
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let value = try Support.value("{\"ñandú\": \"😀é\", \"b\": 1}")
    let members = try #require(value.members)
    #expect(members[0].key == "ñandú")
    #expect(members[0].value.stringValue == "😀é")
    #expect(Support.position(members[1].keyLocation) == "1:17")
  }

  @Test func lineBreaksLFCRLFAndCRAllCountAsOne() throws {
    let value = try Support.value("[1,\r\n2,\r3,\n4]")
    let elements = try #require(value.elements)
    #expect(elements.map { Support.position($0.location) } == ["1:2", "2:1", "3:1", "4:1"])
  }

  @Test func tabsCountAsOneColumn() throws {
    let value = try Support.value("{\t\"a\":\t1}")
    #expect(Support.position(try #require(value.members?.first?.value.location)) == "1:8")
  }

  @Test func byteOrderMarkIsSkippedAndTakesNoColumn() throws {
    let value = try Support.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[7]".utf8)).get()
    #expect(Support.position(try #require(value.elements?.first?.location)) == "1:2")
  }

  @Test func simpleEscapes() throws {
    let value = try Support.value(#""q\" b\\ s\/ \b\f\n\r\t""#)
    #expect(value.stringValue == "q\" b\\ s/ \u{8}\u{C}\n\r\t")
  }

  @Test func unicodeEscapesIncludingSurrogatePairs() throws {
    let value = try Support.value(#""\u00e9\u00C9 \uD83D\uDE00 \u0041\u2028""#)
    #expect(value.stringValue == "éÉ 😀 A\u{2028}")
  }

  @Test func rawNonASCIICharactersArePreserved() throws {
    #expect(try Support.value("\"Reseña – 日本 😀\"").stringValue == "Reseña – 日本 😀")
  }

  @Test func delIsAllowedRawInStrings() throws {
    #expect(try Support.value("\"a\u{7F}b\"").stringValue == "a\u{7F}b")
  }

  @Test(arguments: ["0", "-0", "1", "-1", "10", "123456789012345678901234567890", "1.5", "-0.25", "1e3", "1E+3", "2.5e-10", "0.0"])
  func numbersKeepTheirLiteralText(literal: String) throws {
    #expect(try Support.value(literal).numberLiteral == literal)
    #expect(try Support.value("[\(literal)]").elements?.first?.numberLiteral == literal)
  }

  @Test func integersRoundTripAndFractionsAreNotIntegers() throws {
    #expect(try Support.value("9223372036854775807").integerValue == Int.max)
    #expect(try Support.value("-42").integerValue == -42)
    #expect(try Support.value("1.0").integerValue == nil)
    #expect(try Support.value("1e2").integerValue == nil)
    #expect(try Support.value("99999999999999999999").integerValue == nil)
  }

  @Test func whitespaceAroundTheDocumentIsFine() throws {
    #expect(try Support.value(" \n\t {} \r\n ").members == [])
  }

  @Test func deepButAllowedNestingParses() throws {
    let depth = JSONParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try Support.value(text)
    var levels = 1
    while let inner = value.elements?.first {
      value = inner
      levels += 1
    }
    #expect(levels == depth)
  }
}
