/// Splits a one-line string into `SwiftToken`s, rejecting outright what can
/// never be part of a NavGen string: line breaks, comments, backticks, `#`,
/// control and invisible characters. Initializer expressions (`.expression`)
/// may also hold closure arguments (`$0`), key paths (`\.x`) and string
/// literals with escapes and interpolation; elsewhere `$` and backslashes
/// are refused too.
package struct SwiftTokenizer {
  enum Dialect {
    /// Types, parameters, conditions and attributes.
    case plain
    /// Initializer expressions.
    case expression
  }

  /// A punctuation or operator character (all ASCII).
  private static func isPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
      UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: "*"),
      UInt8(ascii: "@"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "%"),
      UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
      return true
    default:
      return false
    }
  }

  /// The operators of two characters, `&& || >= <= == != ->`; every other punctuation is one character.
  private static func isPair(_ first: UInt8, _ second: UInt8) -> Bool {
    switch (first, second) {
    case (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")),
      (UInt8(ascii: ">"), UInt8(ascii: "=")), (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: "="), UInt8(ascii: "=")),
      (UInt8(ascii: "!"), UInt8(ascii: "=")), (UInt8(ascii: "-"), UInt8(ascii: ">")):
      return true
    default:
      return false
    }
  }

  private let context: GrammarContext
  private let dialect: Dialect
  /// The text's UTF-8 bytes, valid for the duration of `tokenize`: token
  /// texts are cut from them directly, which is much cheaper than
  /// rebuilding each token scalar by scalar.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// A byte offset into `bytes`, always at the start of a scalar.
  private var index = 0
  private var followsSpace = false
  private var tokens: [SwiftToken] = []
  /// For each string interpolation `\(` still open, innermost last: how many
  /// of its own parentheses are open. Its `)` at zero resumes the string.
  private var openInterpolations: [Int] = []

  private init(_ context: GrammarContext, dialect: Dialect, bytes: UnsafeBufferPointer<UInt8>) {
    self.context = context
    self.dialect = dialect
    self.bytes = bytes
    // A token takes at least one byte, and most two or more.
    tokens.reserveCapacity(bytes.count / 2 + 1)
  }

  static func tokenize(_ context: GrammarContext, dialect: Dialect = .plain) -> Result<[SwiftToken], GrammarError> {
    var text = context.text
    return text.withUTF8 { bytes in
      var tokenizer = SwiftTokenizer(context, dialect: dialect, bytes: bytes)
      do throws(GrammarError) {
        try tokenizer.readAll()
        return .success(tokenizer.tokens)
      } catch {
        return .failure(error)
      }
    }
  }

  /// The scalar at byte offset `offset` (which must start one) and its length in bytes.
  private func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let lead = bytes[offset]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (0x7F >> length)
    for continuation in bytes[(offset + 1)..<(offset + length)] {
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  private func scalar(after offset: Int) -> Unicode.Scalar? {
    offset < bytes.count ? scalar(at: offset).scalar : nil
  }

  private mutating func readAll() throws(GrammarError) {
    while index < bytes.count {
      let (scalar, length) = self.scalar(at: index)
      if scalar == " " || scalar == "\t" {
        followsSpace = true
        index += 1
        continue
      }
      if let problem = forbiddenProblem(scalar, next: scalar == "/" ? self.scalar(after: index + length) : nil) {
        throw context.error(problem)
      }
      if scalar == ")", openInterpolations.last == 0 {
        openInterpolations.removeLast()
        try readStringLiteral(resuming: true)
        continue
      }
      let start = index
      let kind: SwiftToken.Kind
      if SwiftIdentifierCharacters.isHead(scalar) {
        index += length
        while index < bytes.count {
          // ASCII letters, digits and `_` first: nearly every identifier is made of them only.
          if bytes[index].isASCIIWordByte {
            index += 1
            continue
          }
          let (next, nextLength) = self.scalar(at: index)
          guard next.value >= 0x80, SwiftIdentifierCharacters.isBody(next), !DisplayText.isUnsafe(next) else { break }
          index += nextLength
        }
        kind = .word
      } else if ("0"..."9").contains(scalar) {
        index = Self.endOfNumber(bytes.lazy.map(UInt32.init), from: index)
        kind = .number
      } else if scalar == "\"" {
        try readStringLiteral(resuming: false)
        continue
      } else if scalar == "$" {
        index += 1
        while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
        guard index > start + 1 else { throw context.error("'$' is only allowed in closure arguments such as '$0'") }
        kind = .closureArgument
      } else if scalar == "\\" {
        index += 1
        kind = .punctuation
      } else if scalar.value < 0x80, Self.isPunctuation(UInt8(scalar.value)) {
        index += 1
        if index < bytes.count, Self.isPair(bytes[start], bytes[index]) { index += 1 }
        kind = .punctuation
        countParenthesis(scalar)
      } else {
        throw context.error("unexpected character \(DisplayText.describe(scalar))")
      }
      append(kind, from: start)
    }
    if !openInterpolations.isEmpty { throw context.error("unterminated string literal") }
  }

  private mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
    let spelling = UnsafeBufferPointer(rebasing: bytes[start..<index])
    let symbol = kind == .punctuation ? SwiftToken.symbol(of: spelling) : 0
    // One-character punctuation, most tokens, takes its text from a table instead of decoding it.
    let text = spelling.count == 1 && spelling[0] < 0x80 ? Self.asciiCharacters[Int(spelling[0])] : String(decoding: spelling, as: UTF8.self)
    tokens.append(SwiftToken(kind: kind, text: text, followsSpace: followsSpace, symbol: symbol))
    followsSpace = false
  }

  /// Every ASCII character as a one-character string.
  private static let asciiCharacters = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

  /// Keeps count of the parentheses inside the innermost open interpolation.
  private mutating func countParenthesis(_ scalar: Unicode.Scalar) {
    guard let innermost = openInterpolations.indices.last else { return }
    if scalar == "(" { openInterpolations[innermost] += 1 }
    if scalar == ")" { openInterpolations[innermost] -= 1 }
  }

  /// Characters that are never allowed outside string literals, with the reason.
  private func forbiddenProblem(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> String? {
    switch scalar {
    case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return "line breaks are not allowed"
    case "`": return "backticks are not allowed"
    case "#": return "'#' is not allowed"
    case "$" where dialect == .plain: return "'$' is not allowed"
    case "\\" where dialect == .plain: return "backslashes are not allowed"
    case "/" where next == "/" || next == "*": return "comments are not allowed"
    default:
      return DisplayText.isUnsafe(scalar)
        ? "invisible or control character \(DisplayText.codePoint(scalar)) is not allowed" : nil
    }
  }

  /// Digits, letters, `_`, a `.` followed by a digit, and the sign of an
  /// exponent: `1_000`, `0xFF`, `1.5e-3`, `5.9.1`. The form is checked later.
  /// `units` are the text's UTF-8 bytes or its scalars' values: a number
  /// literal is ASCII either way. (The Swift reader of `navgen import` uses it too.)
  package static func endOfNumber<Units: RandomAccessCollection<UInt32>>(_ units: Units, from start: Int) -> Int
  where Units.Index == Int {
    func isASCII(_ unit: UInt32, _ test: (UInt8) -> Bool) -> Bool { unit < 0x80 && test(UInt8(unit)) }
    func unit(_ character: Unicode.Scalar) -> UInt32 { character.value }
    var index = start + 1
    let isHex = index < units.count && units[start] == unit("0") && (units[index] | 0x20) == unit("x")
    while index < units.count {
      let current = units[index]
      if isASCII(current, \.isASCIIWordByte) {
        index += 1
      } else if current == unit("."), index + 1 < units.count, isASCII(units[index + 1], \.isASCIIDigit) {
        index += 2
      } else if current == unit("+") || current == unit("-"), !isHex, (units[index - 1] | 0x20) == unit("e") {
        index += 1
      } else {
        break
      }
    }
    return index
  }

  package static func endOfNumber(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    endOfNumber(scalars.lazy.map(\.value), from: start)
  }

  /// Reads a string literal from its opening quote, or (`resuming`) from the
  /// `)` that closes one of its interpolations, up to its closing quote or
  /// its next `\(`. The token is the text as written: `"abc"`, or the pieces
  /// around interpolations, `"a\(` `)b\(` `)c"`.
  private mutating func readStringLiteral(resuming: Bool) throws(GrammarError) {
    let start = index
    index += 1
    while index < bytes.count {
      let (scalar, length) = self.scalar(at: index)
      switch scalar {
      case "\"":
        index += 1
        append(resuming ? .stringTail : .string, from: start)
        return
      case "\\":
        guard dialect == .expression else {
          throw context.error("backslashes and interpolation are not allowed in string literals")
        }
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
          index += 2
          append(resuming ? .stringMiddle : .stringHead, from: start)
          openInterpolations.append(0)
          return
        }
        try skipEscape()
      default:
        if let problem = forbiddenProblem(scalar, next: nil), !["#", "$", "`", "\\"].contains(scalar) {
          throw context.error(problem)
        }
        index += length
      }
    }
    throw context.error("unterminated string literal")
  }

  /// `\0 \\ \t \n \r \" \'` and `\u{...}` with one to eight hexadecimal digits naming a scalar.
  private mutating func skipEscape() throws(GrammarError) {
    let next = scalar(after: index + 1)
    switch next {
    case "0", "\\", "t", "n", "r", "\"", "'":
      index += 2
    case "u":
      var end = index + 2
      guard end < bytes.count, bytes[end] == UInt8(ascii: "{") else { throw context.error("'\\u' must be followed by '{' in a string literal") }
      end += 1
      var value: UInt32 = 0
      var digits = 0
      while end < bytes.count, let digit = Self.hexadecimalValue(Unicode.Scalar(bytes[end])) {
        value = value &* 16 &+ digit
        digits += 1
        end += 1
      }
      guard (1...8).contains(digits), end < bytes.count, bytes[end] == UInt8(ascii: "}"), Unicode.Scalar(value) != nil else {
        throw context.error("invalid '\\u{...}' escape in a string literal")
      }
      index = end + 1
    default:
      let found = next.map { DisplayText.describe($0) } ?? "end of text"
      throw context.error("invalid escape '\\' followed by \(found) in a string literal")
    }
  }

  private static func hexadecimalValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - ("0" as Unicode.Scalar).value
    case "a"..."f": return scalar.value - ("a" as Unicode.Scalar).value + 10
    case "A"..."F": return scalar.value - ("A" as Unicode.Scalar).value + 10
    default: return nil
    }
  }
}
