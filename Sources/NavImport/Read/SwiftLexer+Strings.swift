import NavSchema

extension SwiftLexer {
  /// A string literal starting at `index`: `hashes` `#`s, then `"` or `"""`.
  /// Interpolations are read as code, so a `)` or `"` inside a nested string
  /// or a closure does not end them. A single-line literal (and its
  /// interpolations) ends at the line break at the latest.
  mutating func lexString(hashes: Int, nesting: Int) -> SourceToken.Kind {
    let start = index
    index += hashes
    let multiline = repeats("\"", count: 3, at: index)
    index += multiline ? 3 : 1
    while let scalar = current {
      switch scalar {
      case "\\" where repeats("#", count: hashes, at: index + 1):
        index += 1 + hashes
        if current == "(" {
          index += 1
          skipInterpolation(multiline: multiline, nesting: nesting + 1)
        } else if let escaped = current, !SourceText.isLineBreak(escaped) || multiline {
          index += 1
        }
      case "\"":
        let closingLength = multiline ? 3 : 1
        if repeats("\"", count: closingLength, at: index), repeats("#", count: hashes, at: index + closingLength) {
          index += closingLength + hashes
          return .string
        }
        index += 1
      case "\n", "\r":
        guard multiline else {
          problem("unterminated string literal", at: start)
          return .string
        }
        index += 1
      default:
        index += 1
      }
    }
    problem("unterminated string literal", at: start)
    return .string
  }

  /// Reads the code of an interpolation up to and including its closing `)`.
  private mutating func skipInterpolation(multiline: Bool, nesting: Int) {
    guard nesting <= Self.maximumNesting else {
      skipInterpolationByParentheses(multiline: multiline)
      return
    }
    var depth = 0
    var previous = PreviousToken.start
    while true {
      let beforeTrivia = index
      let trivia = skipTrivia()
      if trivia.newline && !multiline {
        // Leave the line break to the string, which then reports itself unterminated.
        index = beforeTrivia
        while let scalar = current, !SourceText.isLineBreak(scalar) { index += 1 }
        return
      }
      guard index < source.count else { return }
      let start = index
      let kind = lexToken(after: previous, nesting: nesting)
      let text = source.text(start..<index)
      if kind == .punctuation {
        switch text {
        case "(", "[", "{":
          depth += 1
        case ")", "]", "}":
          if depth == 0 {
            if text == ")" { return }
          } else {
            depth -= 1
          }
        default:
          break
        }
      }
      previous = PreviousToken(kind: kind, text: text)
    }
  }

  /// Past `maximumNesting`, an interpolation is only matched by parentheses,
  /// so hostile nesting costs no stack.
  private mutating func skipInterpolationByParentheses(multiline: Bool) {
    problem("string interpolations nested more than \(Self.maximumNesting) deep", at: index)
    var depth = 0
    while let scalar = current {
      if SourceText.isLineBreak(scalar) && !multiline { return }
      index += 1
      if scalar == "(" {
        depth += 1
      } else if scalar == ")" {
        if depth == 0 { return }
        depth -= 1
      }
    }
  }
}
