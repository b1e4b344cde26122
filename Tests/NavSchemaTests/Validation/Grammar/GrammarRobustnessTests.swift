import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Random strings built from the characters the grammars care about: no
/// input may crash a checker, and whatever a checker accepts must come back
/// unchanged when checked again.
@Suite("Grammar: robustness against random input")
struct GrammarRobustnessTests {
  static let pieces = [
    "A", "b", "Foo", "ñ", "_", "1", "0x", "5.9", ".", ",", ":", "(", ")", "[", "]", "<", ">", "?", "!", "&&", "||",
    "&", "|", "=", ">=", "<", "*", "@", "-", "+", "\"", "\"s\"", "\\", "#", "$", "`", " ", "\t", "\n", "{", "}",
    ";", "//", "any ", "some ", "class", "self", "Type", "init", "os(", "swift(", "canImport(", "available", "iOS 17",
    "\u{202E}", "😀", "->", "inout ",
  ]

  @Test func randomStringsNeverCrashAndAcceptedOnesAreFixedPoints() {
    var random = SplitMix64(seed: 0x6772_616D)
    var problems: [String] = []
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      problems += Self.fixedPointProblems(text, SwiftGrammar.type(text)) { $0.description }
      problems += Self.fixedPointProblems(text, SwiftGrammar.parameter(text)) { $0.description }
      problems += Self.fixedPointProblems(text, SwiftGrammar.expression(text)) { $0 }
      problems += Self.fixedPointProblems(text, SwiftGrammar.condition(text)) { $0 }
      problems += Self.fixedPointProblems(text, SwiftGrammar.attribute(text)) { $0 }
      problems += Self.fixedPointProblems(text, SwiftGrammar.identifier(text, as: .caseName)) { $0 }
    }
    #expect(Array(problems.prefix(5)) == [])
  }

  static func fixedPointProblems<Value>(
    _ text: String, _ result: Result<Value, GrammarError>, _ render: (Value) -> String
  ) -> [String] {
    switch result {
    case .failure(let error):
      return error.message.contains(where: \.isNewline) ? ["message with a line break for \(text)"] : []
    case .success(let value):
      let output = render(value)
      if output.contains(where: \.isNewline) { return ["accepted a line break: \(text)"] }
      return []
    }
  }

  @Test func acceptedTextIsStableUnderRechecking() {
    var random = SplitMix64(seed: 0x7374_6162)
    var problems: [String] = []
    var accepted: [String: Int] = [:]
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 1...10, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      if case .success(let type) = SwiftGrammar.type(text) {
        accepted["type", default: 0] += 1
        if (try? SwiftGrammar.type(type.description).get()) != type { problems.append("type \(text)") }
      }
      if case .success(let parameter) = SwiftGrammar.parameter(text) {
        accepted["parameter", default: 0] += 1
        if (try? SwiftGrammar.parameter(parameter.description).get()) != parameter { problems.append("parameter \(text)") }
      }
      let textChecks: [(String, String, (String) -> Result<String, GrammarError>)] = [
        ("initializer", text, SwiftGrammar.expression), ("condition", text, SwiftGrammar.condition),
        ("attribute", "@" + text, { SwiftGrammar.attribute($0) }),
      ]
      for (name, input, check) in textChecks {
        guard case .success(let output) = check(input) else { continue }
        accepted[name, default: 0] += 1
        if (try? check(output).get()) != output { problems.append("\(name) \(input) -> \(output)") }
      }
    }
    #expect(Array(problems.prefix(5)) == [])
    // Each grammar must accept a fair share, or the check above proves nothing.
    for name in ["type", "parameter", "initializer", "condition", "attribute"] {
      #expect(accepted[name, default: 0] > 20, "\(name) accepted only \(accepted[name, default: 0]) inputs")
    }
  }
}
