/// The operands of initializer expressions: a name with optional generic
/// arguments, `.member`, a number, a string literal (escapes and
/// interpolation allowed), `true`, `false`, `nil`, a parenthesized
/// expression or tuple, an array or dictionary literal, a closure whose body
/// is one expression (`{ $0.activo }`, `{ item in item.activo }`), `$0`
/// inside such a closure, and a key path (`\.activo`, `\Item.nombre`).
extension GrammarParser {
  private static let literalWords = NameTable(["true", "false", "nil"])

  mutating func parseOperand() throws(GrammarError) -> String {
    guard let token = current else { throw error("expected an expression, found end of text") }
    switch token.kind {
    case .word:
      advance()
      if Self.literalWords.contains(token.text) { return token.text }
      return (try checkedName(token.text, as: .typeName)) + (try parseExpressionGenericArguments())
    case .number:
      advance()
      guard NumberLiteral.isValid(token.text) else {
        throw error("invalid number literal \(DisplayText.quoted(token.text))")
      }
      return token.text
    case .string:
      advance()
      return token.text
    case .stringHead:
      return try parseInterpolatedString()
    case .stringMiddle, .stringTail:
      throw error("expected an expression in the string interpolation")
    case .closureArgument:
      advance()
      return try checkedClosureArgument(token.text)
    case .punctuation:
      switch token.text {
      case "." where peek(1)?.kind == .word && peek(1)?.followsSpace == false:
        advance()
        return "." + (try parseMemberName())
      case "(":
        advance()
        return "(" + (try parseArguments(closer: ")")) + ")"
      case "[":
        return try parseCollectionLiteral()
      case "{":
        return try parseClosure()
      case "\\":
        return try parseKeyPath()
      default:
        throw unexpectedInExpression(token)
      }
    }
  }

  /// `"a\(x)b\(y)c"` from its head token: the pieces as written, the
  /// interpolated expressions re-spelled.
  private mutating func parseInterpolatedString() throws(GrammarError) -> String {
    var text = advance().text
    while true {
      if let piece = current, piece.kind == .stringMiddle || piece.kind == .stringTail {
        throw error("empty string interpolation")
      }
      text += try parseExpression()
      guard let piece = current, piece.kind == .stringMiddle || piece.kind == .stringTail else {
        throw error("expected ')' to end the string interpolation, found \(SwiftToken.describe(current))")
      }
      advance()
      text += piece.text
      if piece.kind == .stringTail { return text }
    }
  }

  /// `[]`, `[:]`, `[a, b]` or `[k: v, l: w]`, from the `[`.
  private mutating func parseCollectionLiteral() throws(GrammarError) -> String {
    advance()
    if currentIs("]") {
      advance()
      return "[]"
    }
    if currentIs(":"), peek(1)?.isPunctuation("]") == true {
      advance()
      advance()
      return "[:]"
    }
    var elements: [String] = []
    var isDictionary: Bool?
    while true {
      let element = try parseExpression()
      let hasValue = currentIs(":")
      if let isDictionary, isDictionary != hasValue {
        throw error(isDictionary ? "expected ':' after a dictionary key" : "unexpected ':' in an array literal")
      }
      isDictionary = hasValue
      if hasValue {
        advance()
        elements.append(element + ": " + (try parseExpression()))
      } else {
        elements.append(element)
      }
      if currentIs(",") {
        advance()
        continue
      }
      guard currentIs("]") else {
        if let token = current { throw unexpectedInExpression(token) }
        throw error("expected ',' or ']' in a collection literal, found end of text")
      }
      advance()
      return "[" + elements.joined(separator: ", ") + "]"
    }
  }

  /// `{ body }`, `{ a, b in body }` or `{ (a, b) in body }` from the `{`;
  /// the body is one expression or nothing.
  mutating func parseClosure() throws(GrammarError) -> String {
    advance()
    try enterNesting()
    defer { leaveNesting() }
    let signature = try parseClosureSignature()
    closuresTakingShorthandArguments.append(signature == nil)
    defer { closuresTakingShorthandArguments.removeLast() }
    let opening = signature.map { "{ \($0) " } ?? "{ "
    if currentIs("}") {
      advance()
      return signature == nil ? "{}" : opening + "}"
    }
    let body = try parseExpression()
    guard currentIs("}") else {
      if let token = current { throw unexpectedInExpression(token) }
      throw error("expected '}' to end the closure, found end of text")
    }
    advance()
    return opening + body + " }"
  }

  /// `a, b in` or `(a, b) in` at the start of a closure, consumed and
  /// re-spelled; nil (and nothing consumed) when the closure has none.
  private mutating func parseClosureSignature() throws(GrammarError) -> String? {
    let parenthesized = currentIs("(")
    var offset = parenthesized ? 1 : 0
    var names: [String] = []
    while let token = peek(offset), token.kind == .word, token.text != "in" {
      names.append(token.text)
      offset += 1
      guard peek(offset)?.isPunctuation(",") == true else { break }
      offset += 1
    }
    if parenthesized {
      guard peek(offset)?.isPunctuation(")") == true else { return nil }
      offset += 1
    }
    guard parenthesized || !names.isEmpty, peek(offset)?.isWord("in") == true else { return nil }
    for name in names where name != "_" {
      _ = try checkedName(name, as: .closureParameter)
    }
    advance(by: offset + 1)
    let list = names.joined(separator: ", ")
    return (parenthesized ? "(\(list))" : list) + " in"
  }

  /// `$0` is allowed only in a closure that does not name its parameters.
  private func checkedClosureArgument(_ text: String) throws(GrammarError) -> String {
    guard let allowed = closuresTakingShorthandArguments.last else {
      throw error("'\(text)' can only be used inside a closure")
    }
    guard allowed else { throw error("'\(text)' cannot be used in a closure that names its parameters") }
    guard text == "$0" || !text.hasPrefix("$0") else { throw error("invalid closure argument '\(text)'") }
    return text
  }

  /// `\.a.b`, `\Root.a?.b!`, `\.items[0]` from the backslash.
  private mutating func parseKeyPath() throws(GrammarError) -> String {
    advance()
    var text = "\\"
    if let root = current, root.kind == .word, !root.followsSpace {
      advance()
      text += (try checkedName(root.text, as: .typeName)) + (try parseExpressionGenericArguments())
    }
    var components = 0
    while let token = current, !token.followsSpace {
      if token.isPunctuation("."), peek(1)?.kind == .word {
        advance()
        text += "." + (try parseMemberName())
      } else if token.isPunctuation("["), components > 0 || text == "\\" {
        advance()
        text += "[" + (try parseArguments(closer: "]")) + "]"
      } else if (token.isPunctuation("?") || token.isPunctuation("!")), components > 0 {
        advance()
        text += token.text
      } else {
        break
      }
      components += 1
    }
    guard components > 0 else {
      throw error("expected a key path component such as '.name' after '\(text)'")
    }
    return text
  }
}
