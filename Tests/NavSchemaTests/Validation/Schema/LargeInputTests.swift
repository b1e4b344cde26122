import Testing
import Foundation
@testable import NavTestSupport

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

  /// Enough features to be decoded in several chunks at once: every one is
  /// in the model, in file order, and every problem is reported once.
  @Test func manyFeaturesKeepTheirOrderAndEveryProblem() throws {
    let count = 1_000
    func feature(_ index: Int, problems: Bool) -> String {
      let extra = problems && index % 97 == 5 ? #", "oops": 1"# : ""
      return #"{"name": "F\#(index)", "destination": {"cases": [{"name": "c", "reducer": "R\#(index)"\#(extra)}]}}"#
    }
    func file(_ lines: [String]) -> String { #"{"version": 1, "features": [\#n"# + lines.joined(separator: ",\n") + "]}" }

    let schema = try L.schema(file((0..<count).map { feature($0, problems: false) }))
    #expect(schema.features.map(\.name) == (0..<count).map { "F\($0)" })
    #expect(schema.enums.map { $0.cases.first?.payload } == (0..<count).map { .reducer(type: .named("R\($0)"), initializer: nil) })

    let lines = (0..<count).map { feature($0, problems: true) } + [#"{"name": "F3"}"#]
    var expected: [String] = []
    for (index, line) in lines.enumerated() where index % 97 == 5 {
      let column = line.distance(from: line.startIndex, to: line.range(of: #""oops""#)!.lowerBound) + 1
      expected.append("\(index + 2):\(column): error: unknown key 'oops' in case")
    }
    expected.append("\(count + 2):10: error: duplicate feature 'F3'; the first is at line 5, column 10")
    #expect(L.diagnostics(file(lines)) == expected)
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
