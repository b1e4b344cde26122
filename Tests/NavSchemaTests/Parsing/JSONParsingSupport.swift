import Testing
@testable import NavSchema

/// Helpers for the JSON parser tests: parse text and describe the outcome as
/// `line:column: message` so expectations read like the diagnostics users see.
enum JSONParsingSupport {
  static let fileName = "test.json"

  static func parse(_ text: String) -> Result<ParsedJSON, JSONSyntaxError> {
    parse(bytes: Array(text.utf8))
  }

  static func parse(bytes: [UInt8]) -> Result<ParsedJSON, JSONSyntaxError> {
    JSONParser.parse(bytes, fileName: fileName).map { ParsedJSON($0.root, in: $0) }
  }

  /// `"2:5: message"` for a syntax error; `nil` when the text parses.
  static func error(_ text: String) -> String? {
    describeError(parse(text))
  }

  static func error(bytes: [UInt8]) -> String? {
    describeError(parse(bytes: bytes))
  }

  static func describeError(_ result: Result<ParsedJSON, JSONSyntaxError>) -> String? {
    guard case .failure(let error) = result else { return nil }
    #expect(error.location.file == fileName)
    return "\(error.location.line):\(error.location.column): \(error.message)"
  }

  static func value(_ text: String) throws -> ParsedJSON {
    try parse(text).get()
  }

  static func position(_ location: NavSchema.SourceLocation) -> String {
    "\(location.line):\(location.column)"
  }
}

/// A value of a `JSONDocument` read out whole, with its locations, so tests
/// compare trees instead of walking the document: every field is read
/// through the document's own accessors.
struct ParsedJSON: Hashable {
  indirect enum Kind: Hashable {
    case object([Member])
    case array([ParsedJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
  }

  struct Member: Hashable {
    var key: String
    var keyLocation: NavSchema.SourceLocation
    var value: ParsedJSON
  }

  var kind: Kind
  var location: NavSchema.SourceLocation
  var typeDescription: String
  var integerValue: Int?

  init(_ value: JSONValue, in document: JSONDocument) {
    location = document.location(value)
    typeDescription = document.typeDescription(value)
    integerValue = document.integer(value)
    switch document.kind(value) {
    case .object:
      let object = document.object(value)!
      kind = .object(object.members.map {
        Member(key: document.key($0), keyLocation: document.keyLocation($0), value: ParsedJSON($0.value, in: document))
      })
    case .array:
      kind = .array(document.elements(value)!.map { ParsedJSON($0, in: document) })
    case .string:
      kind = .string(document.string(value)!)
    case .number:
      kind = .number(document.numberLiteral(value)!)
    case .true, .false:
      kind = .bool(document.bool(value)!)
    case .null:
      kind = .null
    }
  }

  var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  var elements: [ParsedJSON]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  var stringValue: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  var boolValue: Bool? {
    if case .bool(let bool) = kind { return bool }
    return nil
  }

  var numberLiteral: String? {
    if case .number(let literal) = kind { return literal }
    return nil
  }

  /// The value of `key` if this is an object that has it.
  func member(_ key: String) -> ParsedJSON? {
    members?.first { $0.key == key }?.value
  }
}
