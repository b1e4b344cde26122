import Testing
@testable import NavSchema

/// Helpers for the JSON parser tests: parse text and describe the outcome as
/// `line:column: message` so expectations read like the diagnostics users see.
enum JSONParsingSupport {
  static let fileName = "test.json"

  static func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    JSONParser.parse(Array(text.utf8), fileName: fileName)
  }

  static func parse(bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
    JSONParser.parse(bytes, fileName: fileName)
  }

  /// `"2:5: message"` for a syntax error; `nil` when the text parses.
  static func error(_ text: String) -> String? {
    describeError(parse(text))
  }

  static func error(bytes: [UInt8]) -> String? {
    describeError(parse(bytes: bytes))
  }

  static func describeError(_ result: Result<JSONValue, JSONSyntaxError>) -> String? {
    guard case .failure(let error) = result else { return nil }
    #expect(error.location.file == fileName)
    return "\(error.location.line):\(error.location.column): \(error.message)"
  }

  static func value(_ text: String) throws -> JSONValue {
    try parse(text).get()
  }

  static func position(_ location: NavSchema.SourceLocation) -> String {
    "\(location.line):\(location.column)"
  }
}
