import Testing
@testable import NavSchema

/// Large or pathological values must be handled in linear time and
/// reported with short messages.
@Suite("Loader: large inputs")
struct LargeInputTests {
  typealias L = LoaderTestSupport

  @Test func manyCasesWithADuplicateAtTheEnd() throws {
    let count = 20_000
    let cases = (0..<count).map { #"{"name": "c\#($0)", "reducer": "R\#($0 % 7)"}"# } + [#"{"name": "c0"}"#]
    let json = #"{"version": 1, "enums": [{"name": "Big", "cases": [\#(cases.joined(separator: ",\n"))]}]}"#
    #expect(L.diagnostics(json) == ["\(count + 1):10: error: duplicate case 'c0' in enum 'Big'; the first is at line 1, column 61"])
  }

  @Test func longMemberChainInitializer() throws {
    let initializer = "Modo" + String(repeating: ".siguiente", count: 100_000)
    let json = #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "initializer": "\#(initializer)"}]}]}"#
    let schema = try L.schema(json)
    #expect(schema.enums.first?.cases.first?.payload == .reducer(type: .named("X"), initializer: initializer))
  }

  @Test func hugeUnknownKeyGivesAShortMessage() {
    let key = String(repeating: "k", count: 1_000_000)
    let diagnostics = L.diagnostics(#"{"version": 1, "\#(key)": 1}"#)
    #expect(diagnostics == ["1:16: error: unknown key '\(String(repeating: "k", count: 60))...' in schema"])
  }

  @Test func deeplyNegatedConditionIsAnError() {
    let condition = String(repeating: "!", count: 100_000) + "DEBUG"
    let diagnostics = L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "if": "\#(condition)"}]}]}"#)
    #expect(diagnostics == ["1:70: error: nesting is too deep (more than 32 levels) in condition '\(String(repeating: "!", count: 60))...'"])
  }
}
