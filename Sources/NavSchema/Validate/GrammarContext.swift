/// Which kind of string is being checked and its text, for messages of the
/// form "unbalanced '(' in initializer 'Foo(bar'".
struct GrammarContext: Sendable {
  /// "type", "initializer", "condition", "attribute", "parameter".
  var construct: String
  var text: String

  func error(_ problem: String) -> GrammarError {
    GrammarError("\(problem) in \(construct) \(DisplayText.quoted(text))")
  }
}
