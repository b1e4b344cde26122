import NavSchema

/// Regex literals. `#/…/#` (any number of `#`) is always a regex when it is
/// closed: on its line, or, when `#/` ends the line, on any later line.
///
/// A bare `/…/` is ambiguous with division. Like Swift's own lexer (which
/// swift-format and SwiftLint use through SwiftSyntax) we read it as a regex
/// only where an operand is expected (at the start, after an operator, an
/// opening bracket, `,`, `:` or a keyword such as `return`), when it does not
/// start with a space and is closed on the same line by a `/` that does not
/// follow a space. Elsewhere `/` is an operator. Either way the reader only
/// needs to know where the literal ends, so that a `"` or `{` inside it
/// cannot derail the rest of the file.
extension SwiftLexer {
  func endOfExtendedRegex(from start: Int, hashes: Int) -> Int? {
    var offset = start + hashes + 1
    let multiline = scalar(at: offset).map(SourceText.isLineBreak) ?? false
    while let scalar = scalar(at: offset) {
      if SourceText.isLineBreak(scalar) && !multiline { return nil }
      if scalar == "\\" {
        offset += 2
        continue
      }
      if scalar == "/", repeats("#", count: hashes, at: offset + 1) {
        return offset + 1 + hashes
      }
      offset += 1
    }
    return nil
  }

  func endOfBareRegex(from start: Int) -> Int? {
    guard let first = scalar(at: start + 1), first != " ", first != "\t", !SourceText.isLineBreak(first) else {
      return nil
    }
    var offset = start + 1
    var classDepth = 0
    while let scalar = scalar(at: offset), !SourceText.isLineBreak(scalar) {
      switch scalar {
      case "\\":
        offset += 2
        continue
      case "[":
        classDepth += 1
      case "]" where classDepth > 0:
        classDepth -= 1
      case "/" where classDepth == 0:
        let before = self.scalar(at: offset - 1)
        return before == " " || before == "\t" ? nil : offset + 1
      default:
        break
      }
      offset += 1
    }
    return nil
  }
}

extension PreviousToken {
  /// Keywords after which an expression starts, so `/` there opens a regex.
  private static let operandKeywords: Set<String> = [
    "return", "case", "in", "if", "guard", "while", "where", "throw", "try", "await", "else", "switch",
    "repeat", "yield", "then", "do", "catch",
  ]

  /// Whether a `/` after this token is where an operand is expected.
  var allowsRegex: Bool {
    guard let kind else { return true }
    switch kind {
    case .identifier:
      return Self.operandKeywords.contains(text)
    case .backtickedIdentifier, .number, .string, .regex, .poundKeyword:
      return false
    case .punctuation:
      return !(text == ")" || text == "]" || text == "}")
    case .operator, .unknown:
      return true
    }
  }
}
