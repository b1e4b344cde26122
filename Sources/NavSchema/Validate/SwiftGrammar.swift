/// The strict checkers every schema string passes before it can reach
/// generated Swift. Each returns the value to emit (re-spelled canonically)
/// or a message that names the problem and the text.
package enum SwiftGrammar {
  /// A plain identifier for `role`: Unicode letters allowed, no backticks,
  /// no keywords.
  package static func identifier(_ text: String, as role: NameRole) -> Result<String, GrammarError> {
    SwiftIdentifier.check(text, as: role)
  }

  /// `A`, `A.B.C`: the components, each an identifier.
  package static func dottedName(_ text: String, as role: NameRole) -> Result<[String], GrammarError> {
    SwiftIdentifier.checkDotted(text, as: role)
  }

  package static func type(_ text: String) -> Result<TypeRef, GrammarError> {
    PlainNames.type(text).map { .success($0) } ?? parsedType(text)
  }

  /// `type` by the grammar alone, without the plain-name fast path (which tests check against it).
  static func parsedType(_ text: String) -> Result<TypeRef, GrammarError> {
    GrammarParser.run("type", text, brackets: GrammarParser.typeBrackets) { parser throws(GrammarError) in
      try parser.parseType()
    }
  }

  /// An associated value of an ignored case: `Type` or `label: Type`.
  static func parameter(_ text: String) -> Result<NavigationCase.Parameter, GrammarError> {
    PlainNames.parameter(text).map { .success($0) } ?? parsedParameter(text)
  }

  /// `parameter` by the grammar alone.
  static func parsedParameter(_ text: String) -> Result<NavigationCase.Parameter, GrammarError> {
    GrammarParser.run("parameter", text, brackets: GrammarParser.typeBrackets) { parser throws(GrammarError) in
      var label: String?
      if let word = parser.current, word.kind == .word, parser.peek(1)?.isPunctuation(":") == true {
        label = try parser.checkedName(word.text, as: .parameterLabel)
        parser.advance()
        parser.advance()
      }
      return NavigationCase.Parameter(label: label, type: try parser.parseType())
    }
  }

  /// A one-line initializer expression, e.g. `Edicion(modo: .completo)` or `Lista(filtro: { $0.activo })`.
  package static func expression(_ text: String) -> Result<String, GrammarError> {
    expression(text, construct: "initializer")
  }

  /// `expression(_:)` for another use of an expression, which messages name `construct` (`'linkState'`).
  package static func expression(_ text: String, construct: String) -> Result<String, GrammarError> {
    GrammarParser.run(construct, text, brackets: GrammarParser.expressionBrackets, dialect: .expression) {
      parser throws(GrammarError) in
      try parser.parseCompleteExpression()
    }
  }

  /// A `#if` condition, e.g. `os(iOS) && !targetEnvironment(simulator)`.
  package static func condition(_ text: String) -> Result<String, GrammarError> {
    PlainNames.identifier(text).map { .success($0) } ?? parsedCondition(text)
  }

  /// `condition` by the grammar alone.
  static func parsedCondition(_ text: String) -> Result<String, GrammarError> {
    GrammarParser.run("condition", text, brackets: GrammarParser.conditionBrackets) { parser throws(GrammarError) in
      try parser.parseCondition()
    }
  }

  /// One attribute, e.g. `@available(iOS 17, *)`; `allowing` names macros
  /// NavGen writes elsewhere that may be written here (`CasePathable` on an
  /// enum written by hand).
  package static func attribute(_ text: String, allowing: Set<String> = []) -> Result<String, GrammarError> {
    GrammarParser.run("attribute", text, brackets: GrammarParser.attributeBrackets) { parser throws(GrammarError) in
      try parser.parseAttribute(allowing: allowing)
    }
  }
}
