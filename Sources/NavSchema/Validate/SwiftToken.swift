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
  /// A punctuation token's one or two ASCII bytes packed into one number,
  /// which the parsers compare instead of the text (they ask about every
  /// token many times); 0 for every other token.
  var symbol: UInt16 = 0

  func isPunctuation(_ spelling: StaticString) -> Bool { kind == .punctuation && symbol == Self.symbol(of: spelling) }
  func isWord(_ text: String) -> Bool { kind == .word && self.text == text }

  /// The first byte in the low half, the second (if any) in the high half.
  static func symbol(of bytes: UnsafeBufferPointer<UInt8>) -> UInt16 {
    switch bytes.count {
    case 1: return UInt16(bytes[0])
    case 2: return UInt16(bytes[0]) | UInt16(bytes[1]) << 8
    default: return .max  // No punctuation token is longer.
    }
  }

  static func symbol(of spelling: StaticString) -> UInt16 {
    symbol(of: UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount))
  }

  /// `'('` for messages, `end of text` for the end.
  static func describe(_ token: SwiftToken?) -> String {
    guard let token else { return "end of text" }
    return DisplayText.quoted(token.text)
  }
}
