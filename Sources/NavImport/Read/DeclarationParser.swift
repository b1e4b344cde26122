import NavSchema

/// Reads the declaration structure of any Swift file from its tokens (see
/// `SwiftDeclaration` for what it keeps). It never fails, never loops and
/// never recurses deeper than `maximumDepth`: every step consumes a token,
/// bodies it does not look into are skipped by balanced brackets without
/// recursion, and whatever it cannot read becomes a `ReaderProblem`.
public struct DeclarationParser {
  /// Type bodies and `#if` blocks nested deeper than this are skipped, not read.
  static let maximumDepth = 64

  let tokens: [SourceToken]
  var index = 0
  var problems: [ReaderProblem] = []

  init(tokens: [SourceToken], problems: [ReaderProblem]) {
    self.tokens = tokens
    self.problems = problems
  }

  public static func parse(_ bytes: [UInt8]) -> SwiftSourceFile {
    parse(SourceText(bytes))
  }

  public static func parse(_ source: SourceText) -> SwiftSourceFile {
    let (tokens, problems) = SwiftLexer.tokenize(source)
    var parser = DeclarationParser(tokens: tokens, problems: problems)
    let declarations = parser.parseMembers(in: .file, depth: 0)
    return SwiftSourceFile(declarations: declarations, problems: parser.problems, tokens: tokens)
  }

  // MARK: Cursor

  var current: SourceToken? { index < tokens.count ? tokens[index] : nil }

  func peek(_ offset: Int) -> SourceToken? {
    let position = index + offset
    return position >= 0 && position < tokens.count ? tokens[position] : nil
  }

  mutating func advance() { index += 1 }

  mutating func problem(_ message: String, at token: SourceToken?) {
    let anchor = token ?? tokens.last
    problems.append(ReaderProblem(message, line: anchor?.line ?? 1, column: anchor?.column ?? 1))
  }

  /// The tokens in `range` on one line, a space where the source had any.
  func render(_ range: Range<Int>) -> String {
    var text = ""
    for position in range where position < tokens.count {
      if position > range.lowerBound && tokens[position].spaceBefore { text += " " }
      text += tokens[position].text
    }
    return text
  }

  // MARK: Member lists

  /// What encloses a member list, which decides what ends it.
  enum Container {
    case file
    case braces
    /// A `#if` clause; `insideBraces` when the block sits in a type's body.
    case clause(insideBraces: Bool)
  }

  mutating func parseMembers(in container: Container, depth: Int) -> [SwiftDeclaration] {
    var members: [SwiftDeclaration] = []
    while let token = current {
      if token.isPunctuation("}") {
        switch container {
        case .braces, .clause(insideBraces: true): return members
        case .file, .clause(insideBraces: false):
          problem("a '}' that closes nothing", at: token)
          advance()
          continue
        }
      }
      if Self.isClauseContinuation(token) {
        if case .clause = container { return members }
        problem("'\(token.text)' without '#if'", at: token)
        advance()
        continue
      }
      if token.isPunctuation(";") {
        advance()
        continue
      }
      let start = index
      if token.isPound("#if") {
        members.append(.conditional(parseConditional(depth: depth, insideBraces: container.isInsideBraces)))
      } else {
        members.append(parseDeclaration(depth: depth))
      }
      members[members.count - 1].setTokenRange(start..<index)
      if index == start {
        problem("cannot read \(DisplayText.quoted(token.text)) here", at: token)
        advance()
      }
    }
    return members
  }

  static func isClauseContinuation(_ token: SourceToken) -> Bool {
    token.kind == .poundKeyword && (token.text == "#elseif" || token.text == "#else" || token.text == "#endif")
  }

  // MARK: #if

  mutating func parseConditional(depth: Int, insideBraces: Bool) -> ConditionalBlock {
    let opening = tokens[index]
    var clauses: [ConditionalBlock.Clause] = []
    var keyword = ClauseKeyword.if
    while let keywordToken = current {
      advance()
      var condition: String?
      if keyword != .else {
        let start = index
        while let token = current, !token.newlineBefore { advance() }
        condition = render(start..<index)
        if condition?.isEmpty == true { problem("'\(keywordToken.text)' without a condition", at: keywordToken) }
      }
      let members: [SwiftDeclaration]
      if depth >= Self.maximumDepth {
        problem("'#if' blocks nested more than \(Self.maximumDepth) deep are not read", at: keywordToken)
        skipClauseBody()
        members = []
      } else {
        members = parseMembers(in: .clause(insideBraces: insideBraces), depth: depth + 1)
      }
      clauses.append(.init(keyword: keyword, condition: condition, members: members, location: SourcePosition(keywordToken)))
      guard let next = current, Self.isClauseContinuation(next) else {
        problem("'#if' without '#endif'", at: opening)
        break
      }
      if next.isPound("#endif") {
        advance()
        break
      }
      keyword = next.isPound("#else") ? .else : .elseif
    }
    return ConditionalBlock(clauses: clauses, location: SourcePosition(opening))
  }

  /// Skips a clause's tokens, nested blocks included, up to its `#elseif`,
  /// `#else` or `#endif`, without recursion.
  private mutating func skipClauseBody() {
    var nested = 0
    while let token = current {
      if token.isPound("#if") {
        nested += 1
      } else if Self.isClauseContinuation(token) {
        if nested == 0 { return }
        if token.isPound("#endif") { nested -= 1 }
      }
      advance()
    }
  }

  // MARK: Balanced skipping

  /// Skips from an opening bracket to its partner. A `)` or `]` that closes
  /// nothing is passed over; a `}` that closes nothing open here belongs to
  /// an enclosing body and ends the skip without being consumed.
  mutating func skipBalanced() {
    let opening = current
    var expected: [String] = []
    while let token = current {
      if token.kind == .punctuation, let closer = Self.closer(of: token.text) {
        expected.append(closer)
        advance()
        continue
      }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
        if let match = expected.lastIndex(of: token.text) {
          expected.removeSubrange(match...)
          advance()
          if expected.isEmpty { return }
          continue
        }
        if token.text == "}" {
          problem("unbalanced brackets", at: opening)
          return
        }
      }
      advance()
    }
    if !expected.isEmpty { problem("unbalanced brackets", at: opening) }
  }

  static func closer(of opener: String) -> String? {
    switch opener {
    case "(": return ")"
    case "[": return "]"
    case "{": return "}"
    default: return nil
    }
  }

  /// Tokens from `index` up to (not including) the first one at bracket and
  /// angle depth 0 that `stop` accepts, a closing bracket of an enclosing
  /// group, or a new declaration on a later line. Groups are skipped whole.
  mutating func scanSpan(angleAware: Bool, stop: (SourceToken) -> Bool) -> Range<Int> {
    let start = index
    var angles = 0
    while let token = current {
      if angles == 0 && stop(token) { break }
      if index > start && token.newlineBefore && startsDeclaration(at: index) { break }
      if token.kind == .punctuation {
        if Self.closer(of: token.text) != nil {
          skipBalanced()
          continue
        }
        if [")", "]", "}", ";"].contains(token.text) { break }
      }
      if angleAware && token.kind == .operator { angles = max(0, angles + Self.angleDelta(token.text)) }
      advance()
    }
    return start..<index
  }

  /// How an operator token changes generic-angle depth: `<` opens, `>`
  /// closes (`>>` twice), the `>` of `->` does not.
  static func angleDelta(_ text: String) -> Int {
    var delta = 0
    var previous: Character?
    for character in text {
      if character == "<" { delta += 1 }
      if character == ">" && previous != "-" { delta -= 1 }
      previous = character
    }
    return delta
  }
}

extension SwiftDeclaration {
  mutating func setTokenRange(_ range: Range<Int>) {
    switch self {
    case .import(var node): node.tokenRange = range; self = .import(node)
    case .type(var node): node.tokenRange = range; self = .type(node)
    case .enumCase(var node): node.tokenRange = range; self = .enumCase(node)
    case .conditional(var node): node.tokenRange = range; self = .conditional(node)
    case .other(var node): node.tokenRange = range; self = .other(node)
    }
  }
}

extension DeclarationParser.Container {
  var isInsideBraces: Bool {
    switch self {
    case .file: return false
    case .braces: return true
    case .clause(let insideBraces): return insideBraces
    }
  }
}
