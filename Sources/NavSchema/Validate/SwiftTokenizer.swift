/// Splits a one-line string into `SwiftToken`s, rejecting outright what can
/// never be part of a NavGen string: line breaks, comments, backslashes,
/// backticks, `#`, `$`, control and invisible characters.
enum SwiftTokenizer {
  /// Operators of two characters; every other punctuation is one character.
  private static let pairs: Set<String> = ["&&", "||", ">=", "<=", "==", "!=", "->"]
  private static let punctuation: Set<Unicode.Scalar> = [
    ".", ",", ":", "(", ")", "[", "]", "<", ">", "?", "!", "&", "|", "=", "*", "@", "-", "+", "/",
    "%", "^", "~", "{", "}", ";",
  ]

  static func tokenize(_ context: GrammarContext) -> Result<[SwiftToken], GrammarError> {
    let scalars = Array(context.text.unicodeScalars)
    var tokens: [SwiftToken] = []
    var index = 0
    var followsSpace = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" {
        followsSpace = true
        index += 1
        continue
      }
      if let problem = forbiddenProblem(scalar, next: index + 1 < scalars.count ? scalars[index + 1] : nil) {
        return .failure(context.error(problem))
      }
      let start = index
      let kind: SwiftToken.Kind
      if SwiftIdentifierCharacters.isHead(scalar) {
        index += 1
        while index < scalars.count, SwiftIdentifierCharacters.isBody(scalars[index]), !DisplayText.isUnsafe(scalars[index]) {
          index += 1
        }
        kind = .word
      } else if ("0"..."9").contains(scalar) {
        index = endOfNumber(scalars, from: index)
        kind = .number
      } else if scalar == "\"" {
        switch endOfString(scalars, from: index) {
        case .success(let end): index = end
        case .failure(let problem): return .failure(context.error(problem.text))
        }
        kind = .string
      } else if punctuation.contains(scalar) {
        index += 1
        if index < scalars.count, pairs.contains(String(scalar) + String(scalars[index])) { index += 1 }
        kind = .punctuation
      } else {
        return .failure(context.error("unexpected character \(DisplayText.describe(scalar))"))
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[start..<index])
      tokens.append(SwiftToken(kind: kind, text: text, followsSpace: followsSpace))
      followsSpace = false
    }
    return .success(tokens)
  }

  /// Characters that are never allowed, with the reason.
  private static func forbiddenProblem(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> String? {
    switch scalar {
    case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return "line breaks are not allowed"
    case "`": return "backticks are not allowed"
    case "#": return "'#' is not allowed"
    case "$": return "'$' is not allowed"
    case "\\": return "backslashes are not allowed"
    case "/" where next == "/" || next == "*": return "comments are not allowed"
    default:
      return DisplayText.isUnsafe(scalar)
        ? "invisible or control character \(DisplayText.codePoint(scalar)) is not allowed" : nil
    }
  }

  /// Digits, letters, `_`, a `.` followed by a digit, and the sign of an
  /// exponent: `1_000`, `0xFF`, `1.5e-3`, `5.9.1`. The form is checked later.
  static func endOfNumber(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    let isHex = index < scalars.count && scalars[start] == "0" && (scalars[index] == "x" || scalars[index] == "X")
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
        index += 1
      } else if scalar == ".", index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1]) {
        index += 2
      } else if (scalar == "+" || scalar == "-"), !isHex, scalars[index - 1] == "e" || scalars[index - 1] == "E" {
        index += 1
      } else {
        break
      }
    }
    return index
  }

  /// The index after the closing quote of a string literal without escapes.
  private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Result<Int, StringProblem> {
    var index = start + 1
    while index < scalars.count {
      switch scalars[index] {
      case "\"": return .success(index + 1)
      case "\\": return .failure(StringProblem("backslashes and interpolation are not allowed in string literals"))
      default:
        if let problem = forbiddenProblem(scalars[index], next: nil), scalars[index] != "#", scalars[index] != "$",
          scalars[index] != "`"
        {
          return .failure(StringProblem(problem))
        }
        index += 1
      }
    }
    return .failure(StringProblem("unterminated string literal"))
  }
}

/// A problem inside a string literal; a plain string so `GrammarContext` can word it.
struct StringProblem: Error {
  var text: String
  init(_ text: String) { self.text = text }
}
