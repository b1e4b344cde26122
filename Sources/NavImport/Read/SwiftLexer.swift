import NavSchema

/// Splits any Swift source into `SourceToken`s. It never fails and always
/// moves forward: what it cannot read becomes an `.unknown` token or a
/// literal that runs to the end of its line (or file), with a `ReaderProblem`.
///
/// Literals are single tokens: strings in every form (`"…"`, `"""…"""`, raw
/// `#"…"#` with any number of `#`, interpolations `\(…)` / `\#(…)` holding
/// nested strings, closures and comments), extended regexes `#/…/#` and bare
/// `/…/` regexes where Swift reads one (see `SwiftLexer+Regex.swift`).
/// Comments (line, doc, nested block) are trivia.
public struct SwiftLexer {
  /// How deep string interpolations may nest before the lexer stops reading
  /// their insides as code (past it, it only counts parentheses).
  static let maximumNesting = 48

  let source: SourceText
  var index = 0
  var problems: [ReaderProblem] = []

  init(_ source: SourceText) {
    self.source = source
  }

  /// Every token of `source`, in order, with what could not be read.
  public static func tokenize(_ source: SourceText) -> (tokens: [SourceToken], problems: [ReaderProblem]) {
    var lexer = SwiftLexer(source)
    var tokens: [SourceToken] = []
    lexer.skipByteOrderMarkAndShebang()
    var previous = PreviousToken.start
    while true {
      let trivia = lexer.skipTrivia()
      guard lexer.index < source.count else { break }
      let start = lexer.index
      let kind = lexer.lexToken(after: previous, nesting: 0)
      let (line, column) = source.position(of: start)
      let token = SourceToken(
        kind: kind, text: source.text(start..<lexer.index), range: start..<lexer.index, line: line, column: column,
        spaceBefore: trivia.space || trivia.newline, newlineBefore: trivia.newline)
      previous = PreviousToken(token)
      tokens.append(token)
    }
    return (tokens, lexer.problems)
  }

  // MARK: Reading

  func scalar(at offset: Int) -> Unicode.Scalar? { source[offset] }
  var current: Unicode.Scalar? { source[index] }

  /// True when the `count` scalars from `offset` are all `scalar`.
  func repeats(_ scalar: Unicode.Scalar, count: Int, at offset: Int) -> Bool {
    guard count > 0 else { return true }
    for step in 0..<count where source[offset + step] != scalar { return false }
    return true
  }

  mutating func problem(_ message: String, at offset: Int) {
    let (line, column) = source.position(of: min(offset, max(source.count - 1, 0)))
    problems.append(ReaderProblem(message, line: line, column: column))
  }

  // MARK: Tokens

  /// Reads the token at `index` (which is not trivia) and returns its kind.
  mutating func lexToken(after previous: PreviousToken, nesting: Int) -> SourceToken.Kind {
    guard let scalar = current else { return .unknown }
    let start = index
    if SwiftIdentifierCharacters.isHead(scalar) || scalar == "$" {
      index += 1
      while let next = current, SwiftIdentifierCharacters.isBody(next) || next == "$" { index += 1 }
      return .identifier
    }
    if ("0"..."9").contains(scalar) {
      if previous.isMemberDot {
        // `tuple.0.1`: a member index, not the number `0.1`.
        while let next = current, ("0"..."9").contains(next) || next == "_" { index += 1 }
      } else {
        index = SwiftTokenizer.endOfNumber(source.scalars, from: index)
      }
      return .number
    }
    switch scalar {
    case "`":
      return lexBacktickedIdentifier()
    case "\"":
      return lexString(hashes: 0, nesting: nesting)
    case "#":
      return lexPound(nesting: nesting)
    case "(", ")", "[", "]", "{", "}", ",", ":", ";", "@", "\\":
      index += 1
      return .punctuation
    case "/":
      if previous.allowsRegex, let end = endOfBareRegex(from: index) {
        index = end
        return .regex
      }
      return lexOperator()
    case ".":
      index += 1
      if current == "." {
        while let next = current, next == "." || Self.isOperatorCharacter(next) { index += 1 }
      }
      return .operator
    default:
      if Self.isOperatorCharacter(scalar) { return lexOperator() }
      index = start + 1
      return .unknown
    }
  }

  /// The characters an operator that does not start with `.` is made of.
  static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?": return true
    default: return false
    }
  }

  /// A run of operator characters, stopping before a comment.
  private mutating func lexOperator() -> SourceToken.Kind {
    index += 1
    while let next = current, Self.isOperatorCharacter(next) {
      if next == "/", let after = scalar(at: index + 1), after == "/" || after == "*" { break }
      index += 1
    }
    return .operator
  }

  private mutating func lexBacktickedIdentifier() -> SourceToken.Kind {
    let start = index
    var end = index + 1
    while let next = scalar(at: end), next != "`", !SourceText.isLineBreak(next) { end += 1 }
    guard scalar(at: end) == "`", end > start + 1 else {
      index = start + 1
      problem("a backtick that does not enclose an identifier", at: start)
      return .unknown
    }
    index = end + 1
    return .backtickedIdentifier
  }

  /// `#if`, `#warning`, a raw string `#"…"#`, an extended regex `#/…/#`, or a lone `#`.
  private mutating func lexPound(nesting: Int) -> SourceToken.Kind {
    let start = index
    var hashes = 0
    while scalar(at: start + hashes) == "#" { hashes += 1 }
    switch scalar(at: start + hashes) {
    case "\"":
      return lexString(hashes: hashes, nesting: nesting)
    case "/":
      if let end = endOfExtendedRegex(from: start, hashes: hashes) {
        index = end
        return .regex
      }
    case let next? where hashes == 1 && SwiftIdentifierCharacters.isHead(next):
      index = start + 1
      while let body = current, SwiftIdentifierCharacters.isBody(body) { index += 1 }
      return .poundKeyword
    default:
      break
    }
    index = start + 1
    return .punctuation
  }

  // MARK: Trivia

  mutating func skipByteOrderMarkAndShebang() {
    if current == "\u{FEFF}" { index += 1 }
    if current == "#", scalar(at: index + 1) == "!" {
      while let next = current, !SourceText.isLineBreak(next) { index += 1 }
    }
  }

  /// Skips whitespace and comments; says whether there was any, and whether a line ended.
  mutating func skipTrivia() -> (space: Bool, newline: Bool) {
    var space = false
    var newline = false
    while let character = current {
      switch character {
      case " ", "\t", "\u{0B}", "\u{0C}", "\0", "\u{FEFF}":
        space = true
        index += 1
      case "\n", "\r":
        newline = true
        index += 1
      case "/" where scalar(at: index + 1) == "/":
        space = true
        while let next = current, !SourceText.isLineBreak(next) { index += 1 }
      case "/" where scalar(at: index + 1) == "*":
        space = true
        if skipBlockComment() { newline = true }
      default:
        return (space, newline)
      }
    }
    return (space, newline)
  }

  /// Skips a block comment, nested ones included; true if it spans lines.
  private mutating func skipBlockComment() -> Bool {
    let start = index
    var depth = 0
    var spansLines = false
    while let scalar = current {
      if scalar == "/", self.scalar(at: index + 1) == "*" {
        depth += 1
        index += 2
      } else if scalar == "*", self.scalar(at: index + 1) == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return spansLines }
      } else {
        if SourceText.isLineBreak(scalar) { spansLines = true }
        index += 1
      }
    }
    problem("unterminated block comment", at: start)
    return spansLines
  }
}

/// What the lexer needs to know about the token before the one it reads:
/// whether a `/` there can start a regex, whether a number is a member index.
struct PreviousToken {
  var kind: SourceToken.Kind?
  var text: String

  static let start = PreviousToken(kind: nil, text: "")

  init(kind: SourceToken.Kind?, text: String) {
    self.kind = kind
    self.text = text
  }

  init(_ token: SourceToken) {
    kind = token.kind
    text = token.text
  }

  /// `.` right before a number: `tuple.0`.
  var isMemberDot: Bool { kind == .operator && text == "." }
}
