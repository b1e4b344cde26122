@testable import NavSchema

/// Grammar results as plain strings, so expectations compare the exact
/// emitted text or the exact message.
enum GrammarTestSupport {
  enum Outcome: Equatable, CustomStringConvertible {
    case accepted(String)
    case rejected(String)

    var description: String {
      switch self {
      case .accepted(let text): return "accepted \(text)"
      case .rejected(let message): return "rejected: \(message)"
      }
    }
  }

  static func outcome<Value>(_ result: Result<Value, GrammarError>, _ render: (Value) -> String) -> Outcome {
    switch result {
    case .success(let value): return .accepted(render(value))
    case .failure(let error): return .rejected(error.message)
    }
  }

  static func type(_ text: String) -> Outcome { outcome(SwiftGrammar.type(text)) { $0.description } }
  static func parameter(_ text: String) -> Outcome { outcome(SwiftGrammar.parameter(text)) { $0.description } }
  static func expression(_ text: String) -> Outcome { outcome(SwiftGrammar.expression(text)) { $0 } }
  static func condition(_ text: String) -> Outcome { outcome(SwiftGrammar.condition(text)) { $0 } }
  static func attribute(_ text: String) -> Outcome { outcome(SwiftGrammar.attribute(text)) { $0 } }

  static func identifier(_ text: String, as role: NameRole) -> Outcome {
    outcome(SwiftGrammar.identifier(text, as: role)) { $0 }
  }

  static func dotted(_ text: String, as role: NameRole) -> Outcome {
    outcome(SwiftGrammar.dottedName(text, as: role)) { $0.joined(separator: "|") }
  }
}
