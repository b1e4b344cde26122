/// One token of the small Swift subsets NavGen accepts.
struct SwiftToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// An identifier or keyword: `Foo`, `class`, `Reseña`.
    case word
    /// A numeric literal as written; its form is checked where it is used.
    case number
    /// A string literal without interpolation, including its quotes, as written.
    case string
    /// The pieces of a string literal around its interpolations, as written:
    /// `"a\(` (head), `)b\(` (middle), `)c"` (tail). The interpolated
    /// expressions' tokens come between them.
    case stringHead, stringMiddle, stringTail
    /// A closure's shorthand argument: `$0`, `$1`, ...
    case closureArgument
    /// Punctuation or an operator: `(`, `.`, `&&`, `>=`, `->`, ...
    case punctuation
  }

  var kind: Kind
  var text: String
  /// Whether whitespace separates this token from the previous one.
  var followsSpace: Bool

  func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
  func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

  /// `'('` for messages, `end of text` for the end.
  static func describe(_ token: SwiftToken?) -> String {
    guard let token else { return "end of text" }
    return DisplayText.quoted(token.text)
  }
}
