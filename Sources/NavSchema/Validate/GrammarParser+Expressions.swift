/// Initializer expressions: what a default reducer value is written with.
///
/// Accepted: operands (see `GrammarParser+ExpressionOperands.swift`) followed
/// by member accesses, calls, subscripts, trailing closures, optional
/// chaining (`?.`) and `!`; the prefix operators `!` and `-`; the binary
/// operators of everyday code (`+ - * / % == != < > <= >= && || ?? ... ..<`)
/// and `a ? b : c`.
///
/// Refused, with the reason: whatever could end the expression or add a
/// statement or a declaration — `;`, line breaks, comments, an unbalanced
/// bracket, keywords (`return`, `let`, `func`, `try`, `self`, ...), `=`,
/// attributes, `#`, backticks.
///
/// The result is re-spelled canonically: `Foo<Int>(a: .b) { $0 > 1 }`.
extension GrammarParser {
  static let expressionBrackets = [
    BracketPair(opener: "(", closer: ")"), BracketPair(opener: "[", closer: "]"), BracketPair(opener: "{", closer: "}"),
  ]

  private static let binaryOperators = NameTable([
    "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "...", "..<",
  ])

  /// Operators Swift does not chain (`a < b < c` does not compile), by what the message calls them.
  private static let nonAssociativeGroups: [String: Set<String>] = [
    "comparisons": ["==", "!=", "<", ">", "<=", ">="],
    "ranges": ["...", "..<"],
  ]

  /// Words that cannot follow a dot in an expression: they mean something else there.
  private static let forbiddenMembers = NameTable(["self", "Self", "Type", "Protocol"])

  /// Keywords that cannot be argument labels (other keywords can: `for:`, `in:`).
  private static let forbiddenArgumentLabels = NameTable(["inout", "var", "let", "_"])

  /// An expression that must use up the text.
  mutating func parseCompleteExpression() throws(GrammarError) -> String {
    let text = try parseExpression()
    if let extra = current { throw unexpectedInExpression(extra) }
    return text
  }

  mutating func parseExpression() throws(GrammarError) -> String {
    try enterNesting()
    defer { leaveNesting() }
    var text = try parsePrefixedExpression()
    var nonAssociative: Set<String> = []
    while let (spelling, length) = try binaryOperator() {
      if let group = Self.nonAssociativeGroups.first(where: { $0.value.contains(spelling) })?.key,
        !nonAssociative.insert(group).inserted
      {
        throw error("\(group) cannot be chained without parentheses")
      }
      advance(by: length)
      text += " \(spelling) " + (try parsePrefixedExpression())
    }
    if let question = current, question.isPunctuation("?"), question.followsSpace {
      guard peek(1)?.followsSpace == true else { throw error("'?' of 'a ? b : c' needs a space after it") }
      advance()
      let chosen = try parseExpression()
      guard currentIs(":") else {
        throw error("expected ':' after the first branch of 'a ? b : c', found \(SwiftToken.describe(current))")
      }
      advance()
      text += " ? \(chosen) : " + (try parseExpression())
    }
    return text
  }

  /// The binary operator at the current token and how many tokens spell it
  /// (`??`, `...` and `..<` are several), or nil if there is none. Like
  /// Swift, it needs the same spacing on both sides: `a - b` or `a-b`.
  private func binaryOperator() throws(GrammarError) -> (String, Int)? {
    guard let first = current, first.kind == .punctuation else { return nil }
    var spelling = first.text
    var length = 1
    while let next = peek(length), next.kind == .punctuation, !next.followsSpace,
      Self.binaryOperators.contains(spelling + next.text) || spelling == "."
    {
      spelling += next.text
      length += 1
    }
    guard Self.binaryOperators.contains(spelling) else { return nil }
    let spaceBefore = first.followsSpace
    let spaceAfter = peek(length)?.followsSpace ?? false
    guard spaceBefore == spaceAfter else {
      throw error("'\(spelling)' needs a space on both sides or on neither")
    }
    return (spelling, length)
  }

  /// `!x`, `-1`: a prefix operator written right before its operand.
  private mutating func parsePrefixedExpression() throws(GrammarError) -> String {
    guard let token = current, token.isPunctuation("!") || token.isPunctuation("-") else {
      return try parsePostfixedExpression()
    }
    guard let operand = peek(1), !operand.followsSpace else {
      throw error("'\(token.text)' must be written right before its operand")
    }
    advance()
    try enterNesting()
    defer { leaveNesting() }
    return token.text + (try parsePrefixedExpression())
  }

  /// An operand and what follows it: `.member`, `(arguments)`, `[index]`,
  /// `?.member`, `!`, trailing closures.
  private mutating func parsePostfixedExpression() throws(GrammarError) -> String {
    var text = try parseOperand()
    while let token = current {
      if token.isPunctuation("."), peek(1)?.isPunctuation(".") != true {
        advance()
        text += "."
        text += try parseMemberName()
      } else if token.isPunctuation("(") {
        advance()
        text += "("
        text += try parseArguments(closer: ")")
        text += ")"
      } else if token.isPunctuation("[") {
        advance()
        text += "["
        text += try parseArguments(closer: "]")
        text += "]"
      } else if token.isPunctuation("?"), !token.followsSpace {
        advance()
        // `?.member`, not `?..<`: a range operator after `?` is no optional chaining.
        let isMemberDot = current?.isPunctuation(".") == true && peek(1)?.isPunctuation(".") != true
        guard let next = current, !next.followsSpace, isMemberDot || next.isPunctuation("(") || next.isPunctuation("[") else {
          throw error("expected '.', '(' or '[' after '?' of optional chaining, found \(SwiftToken.describe(current))")
        }
        text += "?"
      } else if token.isPunctuation("!"), !token.followsSpace {
        advance()
        text += "!"
      } else if token.isPunctuation("{") {
        text += " " + (try parseClosure())
        text += try parseLabelledTrailingClosures()
      } else {
        break
      }
    }
    return text
  }

  /// `label: { ... }` after a trailing closure, as many as there are.
  private mutating func parseLabelledTrailingClosures() throws(GrammarError) -> String {
    var text = ""
    while let label = current, label.kind == .word, peek(1)?.isPunctuation(":") == true,
      peek(2)?.isPunctuation("{") == true
    {
      let name = try checkedArgumentLabel(label.text)
      advance()
      advance()
      text += " \(name): " + (try parseClosure())
    }
    return text
  }

  /// The name after a dot: any word but `self`, `Type` and `Protocol`
  /// (keywords such as `default` and `init` are fine there), then
  /// optional generic arguments.
  mutating func parseMemberName() throws(GrammarError) -> String {
    guard let token = current, token.kind == .word, !token.followsSpace else {
      throw error("expected a member name after '.', found \(SwiftToken.describe(current))")
    }
    if Self.forbiddenMembers.contains(token.text) {
      throw error("'.\(token.text)' is not allowed")
    }
    advance()
    return token.text + (try parseExpressionGenericArguments())
  }

  /// `<Int, [String]>` written right after a name.
  mutating func parseExpressionGenericArguments() throws(GrammarError) -> String {
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

  /// `a: x, y` up to `closer`, which it consumes: the arguments of a call or
  /// a subscript, or the elements of a tuple.
  mutating func parseArguments(closer: StaticString) throws(GrammarError) -> String {
    // Written straight into one string: no list of arguments, no joining.
    var text = ""
    if currentIs(closer) {
      advance()
      return ""
    }
    while true {
      if let word = current, word.kind == .word, peek(1)?.isPunctuation(":") == true {
        text += try checkedArgumentLabel(word.text)
        text += ": "
        advance()
        advance()
      }
      text += try parseExpression()
      if currentIs(",") {
        text += ", "
        advance()
        continue
      }
      guard currentIs(closer) else {
        if let token = current, token.kind == .punctuation,
          !(token.isPunctuation("(") || token.isPunctuation(")") || token.isPunctuation("[") || token.isPunctuation("]"))
        {
          throw unexpectedInExpression(token)
        }
        throw error("expected ',' or '\(closer)' after an argument, found \(SwiftToken.describe(current))")
      }
      advance()
      return text
    }
  }

  /// Argument labels may be keywords (`for:`, `in:`), but not these.
  private func checkedArgumentLabel(_ text: String) throws(GrammarError) -> String {
    guard !Self.forbiddenArgumentLabels.contains(text) else {
      throw error("'\(text)' cannot be an argument label")
    }
    return text
  }

  /// The message for a token that cannot continue an expression.
  func unexpectedInExpression(_ token: SwiftToken) -> GrammarError {
    guard token.kind == .punctuation else { return unexpected(token) }
    switch token.text {
    case ";": return error("';' is not allowed")
    case "=": return error("assignment is not allowed")
    case "}": return error("'}' does not close a closure here")
    case "->": return error("function types are not allowed")
    case "@": return error("attributes are not allowed")
    case "&", "|", "^", "~", "?", "!", "+", "-", "*", "/", "%", "<", ">", "==", "!=", "<=", ">=", "&&", "||":
      return error("operator '\(token.text)' is not allowed here")
    default: return unexpected(token)
    }
  }
}
