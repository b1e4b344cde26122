/// Initializer expressions: a primary (identifier with optional generic
/// arguments, `.member`, number, string without escapes, `true`, `false`,
/// `nil`) followed by member accesses, calls with optional labels and
/// subscripts. No operators, closures, tuples, `;`, comments or `#`.
/// The result is re-spelled canonically: `Foo<Int>(a: .b, 1)[0].c`.
extension GrammarParser {
  static let expressionBrackets = ["(": ")", "[": "]", "<": ">"]

  /// Words that cannot follow a dot in an expression: they mean something else there.
  private static let forbiddenMembers: Set<String> = ["self", "Self", "Type", "Protocol"]

  mutating func parseExpression() throws(GrammarError) -> String {
    try enterNesting()
    defer { leaveNesting() }
    var text = try parsePrimaryExpression()
    while let token = current {
      if token.isPunctuation(".") {
        advance()
        text += "." + (try parseMemberName())
      } else if token.isPunctuation("(") {
        advance()
        text += "(" + (try parseArguments(closer: ")")) + ")"
      } else if token.isPunctuation("[") {
        advance()
        text += "[" + (try parseArguments(closer: "]")) + "]"
      } else {
        break
      }
    }
    return text
  }

  private mutating func parsePrimaryExpression() throws(GrammarError) -> String {
    guard let token = current else { throw error("expected an expression, found end of text") }
    switch token.kind {
    case .word:
      advance()
      if ["true", "false", "nil"].contains(token.text) { return token.text }
      return (try checkedName(token.text, as: .typeName)) + (try parseExpressionGenericArguments())
    case .number:
      advance()
      return try checkedNumber(token.text)
    case .string:
      advance()
      return token.text
    case .punctuation:
      if token.isPunctuation("."), let member = peek(1), member.kind == .word, !member.followsSpace {
        advance()
        return "." + (try parseMemberName())
      }
      if token.isPunctuation("-"), let number = peek(1), number.kind == .number, !number.followsSpace {
        advance()
        advance()
        return "-" + (try checkedNumber(number.text))
      }
      if token.isPunctuation("(") { throw error("parenthesized expressions and tuples are not allowed") }
      if token.isPunctuation("[") { throw error("array and dictionary literals are not allowed") }
      throw unexpected(token)
    }
  }

  /// The name after a dot: any word but `self`, `Type` and `Protocol`
  /// (keywords such as `default` and `init` are fine there), then
  /// optional generic arguments.
  private mutating func parseMemberName() throws(GrammarError) -> String {
    guard let token = current, token.kind == .word, !token.followsSpace else {
      throw error("expected a member name after '.', found \(SwiftToken.describe(current))")
    }
    if Self.forbiddenMembers.contains(token.text) {
      throw error("'.\(token.text)' is not allowed")
    }
    advance()
    return token.text + (try parseExpressionGenericArguments())
  }

  private mutating func parseExpressionGenericArguments() throws(GrammarError) -> String {
    guard currentIs("<"), !(current?.followsSpace ?? false) else { return "" }
    advance()
    if currentIs(">") { throw error("empty generic argument list") }
    var arguments: [String] = []
    while true {
      arguments.append(try parseType().description)
      if currentIs(",") {
        advance()
        continue
      }
      try expect(">", after: "the generic arguments")
      return "<" + arguments.joined(separator: ", ") + ">"
    }
  }

  /// `a: x, y` up to `closer`, which it consumes.
  private mutating func parseArguments(closer: String) throws(GrammarError) -> String {
    var arguments: [String] = []
    if currentIs(closer) {
      advance()
      return ""
    }
    while true {
      var label = ""
      if let word = current, word.kind == .word, peek(1)?.isPunctuation(":") == true {
        guard !["inout", "var", "let", "_"].contains(word.text) else {
          throw error("'\(word.text)' cannot be an argument label")
        }
        label = word.text + ": "
        advance()
        advance()
      }
      arguments.append(label + (try parseExpression()))
      if currentIs(",") {
        advance()
        continue
      }
      guard currentIs(closer) else {
        if let token = current, token.kind == .punctuation, token.text != ")", token.text != "]" {
          throw unexpected(token)
        }
        throw error("expected ',' or '\(closer)' after an argument, found \(SwiftToken.describe(current))")
      }
      advance()
      return arguments.joined(separator: ", ")
    }
  }

  /// A Swift integer or floating-point literal: `42`, `1_000`, `0xFF`,
  /// `0o17`, `0b101`, `1.5`, `2e-3`.
  private func checkedNumber(_ text: String) throws(GrammarError) -> String {
    guard NumberLiteral.isValid(text) else { throw error("invalid number literal \(DisplayText.quoted(text))") }
    return text
  }
}
