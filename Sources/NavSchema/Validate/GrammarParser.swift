/// A recursive-descent parser over the tokens of one string. The grammars
/// (types, initializer expressions, compilation conditions, attributes) are
/// extensions; they share the token handling, the nesting limit and the
/// way errors are worded.
struct GrammarParser {
  /// Brackets nested deeper than this are an error, not a deep recursion.
  static let maximumNesting = 32

  let context: GrammarContext
  private let tokens: [SwiftToken]
  private(set) var index = 0
  private var nesting = 0
  /// For each closure being parsed, innermost last: whether its body may use
  /// `$0` (it does not name its parameters).
  var closuresTakingShorthandArguments: [Bool] = []

  private init(context: GrammarContext, tokens: [SwiftToken]) {
    self.context = context
    self.tokens = tokens
  }

  /// Tokenizes `text`, checks its brackets balance, runs `body` and requires
  /// that it consumed every token.
  static func run<Value>(
    _ construct: String,
    _ text: String,
    brackets: [BracketPair],
    dialect: SwiftTokenizer.Dialect = .plain,
    _ body: (inout GrammarParser) throws(GrammarError) -> Value
  ) -> Result<Value, GrammarError> {
    let context = GrammarContext(construct: construct, text: text)
    if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
      return .failure(GrammarError("empty \(construct)"))
    }
    let tokens: [SwiftToken]
    switch SwiftTokenizer.tokenize(context, dialect: dialect) {
    case .success(let result): tokens = result
    case .failure(let error): return .failure(error)
    }
    if let unbalanced = unbalancedBracket(in: tokens, brackets: brackets) {
      return .failure(context.error("unbalanced '\(unbalanced)'"))
    }
    var parser = GrammarParser(context: context, tokens: tokens)
    do throws(GrammarError) {
      let value = try body(&parser)
      if let extra = parser.current {
        throw parser.unexpected(extra)
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  /// An opening bracket a grammar allows and the one that closes it.
  struct BracketPair: Sendable {
    var opener: StaticString
    var closer: StaticString
  }

  /// The first bracket without a partner: an opener closed by the wrong
  /// closer or never closed, or a closer with no opener.
  private static func unbalancedBracket(in tokens: [SwiftToken], brackets: [BracketPair]) -> String? {
    var open: [BracketPair] = []
    for token in tokens where token.kind == .punctuation {
      if let pair = brackets.first(where: { token.isPunctuation($0.opener) }) {
        open.append(pair)
      } else if brackets.contains(where: { token.isPunctuation($0.closer) }) {
        guard let last = open.popLast() else { return token.text }
        if !token.isPunctuation(last.closer) { return last.opener.description }
      }
    }
    return open.last?.opener.description
  }

  var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

  func peek(_ offset: Int) -> SwiftToken? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  func currentIs(_ punctuation: StaticString) -> Bool { current?.isPunctuation(punctuation) == true }

  @discardableResult
  mutating func advance() -> SwiftToken {
    defer { index += 1 }
    return tokens[index]
  }

  /// Steps over `count` tokens the caller has looked at with `peek`.
  mutating func advance(by count: Int) {
    index += count
  }

  mutating func expect(_ punctuation: StaticString, after what: String) throws(GrammarError) {
    guard currentIs(punctuation) else {
      throw error("expected '\(punctuation)' after \(what), found \(SwiftToken.describe(current))")
    }
    advance()
  }

  func error(_ problem: String) -> GrammarError { context.error(problem) }

  /// The message for a token that does not fit, naming what kind of Swift it would start.
  func unexpected(_ token: SwiftToken?) -> GrammarError {
    guard let token else { return error("unexpected end of text") }
    if token.kind == .punctuation {
      switch token.text {
      case ";": return error("';' is not allowed")
      case "{", "}": return error("closures and braces are not allowed")
      case "->": return error("function types and closures are not allowed")
      case "@": return error("attributes are not allowed")
      case "+", "-", "*", "/", "%", "=", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "&", "|", "^", "~", "!", "?":
        return error("operators are not allowed (found '\(token.text)')")
      default: break
      }
    }
    return error("unexpected \(SwiftToken.describe(token))")
  }

  /// Counts one level of brackets; `leaveNesting` must follow.
  mutating func enterNesting() throws(GrammarError) {
    nesting += 1
    if nesting > Self.maximumNesting {
      throw error("nesting is too deep (more than \(Self.maximumNesting) levels)")
    }
  }

  mutating func leaveNesting() { nesting -= 1 }
}
