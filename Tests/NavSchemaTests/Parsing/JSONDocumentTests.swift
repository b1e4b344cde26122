import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The flat document the decoder reads: keys compared as bytes (escaped
/// ones by their decoded text), text made only on request, children side by
/// side however deep the nesting.
@Suite("JSON document: members, text and nesting")
struct JSONDocumentTests {
  static func document(_ text: String) throws -> JSONDocument {
    try JSONParser.parse(Array(text.utf8), fileName: "test.json").get()
  }

  @Test func membersAreFoundByTheirKeysBytes() throws {
    let json = try Self.document(#"{"name": "a", "names": "b", "nam": "c", "cases": []}"#)
    let object = try #require(json.object(json.root))
    #expect(object.count == 4)
    #expect(json.member("name", in: object).flatMap { json.string($0.value) } == "a")
    #expect(json.member("names", in: object).flatMap { json.string($0.value) } == "b")
    #expect(json.member("nam", in: object).flatMap { json.string($0.value) } == "c")
    #expect(json.member("cases", in: object).flatMap { json.elements($0.value)?.count } == 0)
    #expect(json.member("case", in: object) == nil)
    #expect(json.member("", in: object) == nil)
  }

  @Test func anEscapedKeyIsItsDecodedText() throws {
    let json = try Self.document(#"{"n\u0061me": 1, "\u00f1and\u00fa": 2}"#)
    let object = try #require(json.object(json.root))
    let name = try #require(json.member("name", in: object))
    #expect(json.key(name) == "name")
    #expect(json.integer(name.value) == 1)
    #expect(json.member(object.members[1], hasKey: "ñandú"))
    #expect(!json.member(object.members[1], hasKey: "nandu"))
  }

  @Test func keysThatDifferOnlyInEscapesAreDuplicates() {
    #expect(JSONParsingSupport.error(#"{"a": 1, "\u0061": 2}"#) == "1:10: duplicate key 'a' in object; the first is at line 1, column 2")
    #expect(JSONParsingSupport.error(#"{"\u0061": 1, "a": 2}"#) == "1:15: duplicate key 'a' in object; the first is at line 1, column 2")
  }

  @Test func stringsWithAndWithoutEscapesAndNonASCIIText() throws {
    let json = try Self.document(#"["plain", "tab\there", "Reseña – 日本", "", "a\"b"]"#)
    let elements = try #require(json.elements(json.root))
    #expect(elements.map { json.string($0) } == ["plain", "tab\there", "Reseña – 日本", "", "a\"b"])
    #expect(elements.map { json.position($0).column } == [2, 11, 24, 39, 43])
  }

  @Test func valuesOfOtherKindsAreNotStringsArraysOrObjects() throws {
    let json = try Self.document(#"[1, true, null, {}, []]"#)
    let elements = try #require(json.elements(json.root))
    #expect(elements.map { json.string($0) } == [nil, nil, nil, nil, nil])
    #expect(elements.map { json.elements($0) == nil } == [true, true, true, true, false])
    #expect(elements.map { json.object($0) == nil } == [true, true, true, false, true])
    #expect(elements.map { json.bool($0) } == [nil, true, nil, nil, nil])
    #expect(json.numberLiteral(elements[0]) == "1")
  }

  @Test func childrenOfNestedContainersStayInFileOrder() throws {
    let json = try Self.document(#"{"a": [1, {"b": [2, 3]}, 4], "c": {"d": {}}, "e": 5}"#)
    let root = try #require(json.object(json.root))
    #expect(root.members.map { json.key($0) } == ["a", "c", "e"])
    let a = try #require(json.member("a", in: root).flatMap { json.elements($0.value) })
    #expect(a.map { json.kind($0) } == [.number, .object, .number])
    #expect(json.numberLiteral(a[2]) == "4")
    let b = try #require(json.object(a[1]).flatMap { json.member("b", in: $0) }.flatMap { json.elements($0.value) })
    #expect(b.map { json.numberLiteral($0) } == ["2", "3"])
    let d = try #require(json.member("c", in: root).flatMap { json.object($0.value) }.flatMap { json.member("d", in: $0) })
    #expect(json.object(d.value)?.isEmpty == true)
    #expect(json.keyPosition(d) == SourcePosition(line: 1, column: 36))
    #expect(json.integer(try #require(json.member("e", in: root)).value) == 5)
  }

  @Test func aFileLargerThanTheLimitIsRefusedAtItsStart() {
    let result = JSONParser.parse(Array("[1, 2]".utf8), fileName: "big.json", maximumSize: 5)
    guard case .failure(let error) = result else { Issue.record("a file over the limit parsed"); return }
    #expect("\(error.location): \(error.message)" == "big.json:1:1: the file is too large: 6 bytes, more than the 5 a schema may have")
  }
}
