import NavSchema

/// One token of a Swift source file, as `SwiftLexer` reads it. A literal
/// (string or regex) is one token however many lines and interpolations it
/// spans; comments and whitespace are not tokens, they only set
/// `spaceBefore` / `newlineBefore` on the token that follows them.
public struct SourceToken: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// An identifier or keyword, including `$0` and `_`.
    case identifier
    /// `` `class` ``: the text keeps its backticks.
    case backtickedIdentifier
    case number
    /// Any string literal form, delimiters included.
    case string
    /// `#/.../#` or a bare `/.../` where Swift would read a regex.
    case regex
    /// A run of operator characters: `=`, `->`, `.`, `?`, `==`, `>>`, `..<`.
    case `operator`
    /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `@` `\` and a lone `#`.
    case punctuation
    /// `#if`, `#endif`, `#warning`, `#Preview`, `#available`, ...
    case poundKeyword
    /// A character no token starts with, or what is left of a literal that
    /// never ends (reported as a `ReaderProblem`).
    case unknown
  }

  public var kind: Kind
  public var text: String
  /// Offsets in the file's Unicode scalars.
  public var range: Range<Int>
  public var line: Int
  public var column: Int
  /// Whitespace or a comment separates this token from the previous one.
  public var spaceBefore: Bool
  /// A line break (possibly inside a comment) separates it from the previous one.
  public var newlineBefore: Bool

  public func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
  public func isOperator(_ text: String) -> Bool { kind == .operator && self.text == text }
  public func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
  public func isPound(_ text: String) -> Bool { kind == .poundKeyword && self.text == text }

  /// An identifier or a backticked one: something that can name a declaration.
  public var isName: Bool { kind == .identifier || kind == .backtickedIdentifier }

  /// The name without backticks.
  public var name: String {
    guard kind == .backtickedIdentifier, text.count >= 2 else { return text }
    return String(text.dropFirst().dropLast())
  }
}

/// Something the reader could not make sense of (an unterminated literal or
/// comment, a stray `}` or `#endif`, nesting beyond the reader's limit). The
/// reader recovers and carries on; the importer reports these as warnings.
public struct ReaderProblem: Hashable, Sendable {
  public var message: String
  public var line: Int
  public var column: Int

  public init(_ message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }
}
