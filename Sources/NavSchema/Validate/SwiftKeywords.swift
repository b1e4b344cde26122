/// Words Swift gives a meaning of their own, which therefore cannot name the
/// cases, enums and types NavGen writes without backticks (and NavGen never
/// writes backticks).
enum SwiftKeywords {
  /// Keywords the Swift lexer always reserves: declarations, statements,
  /// expressions and types, plus the wildcard `_`.
  static let reserved: Set<String> = [
    // Declarations
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Patterns
    "_",
  ]

  // The lookups below skip hashing the many names that start with a capital
  // (most type names): few or none of these words do.

  /// `reserved.contains(text)`: of the reserved words only `Any` and `Self` start with a capital.
  static func isReserved(_ text: String) -> Bool {
    startsWithCapital(text) ? text == "Any" || text == "Self" : reserved.contains(text)
  }

  /// `metatypeNames.contains(text)`.
  static func isMetatypeName(_ text: String) -> Bool {
    text == "Type" || text == "Protocol"
  }

  /// `typeModifiers.contains(text)`: none of them starts with a capital.
  static func isTypeModifier(_ text: String) -> Bool {
    !startsWithCapital(text) && typeModifiers.contains(text)
  }

  private static func startsWithCapital(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// Member names Swift keeps for metatypes (`X.Type`, `X.Protocol`): no type
  /// member, so no case or nested enum, may take them.
  static let metatypeNames: Set<String> = ["Type", "Protocol"]

  /// Contextual keywords that start a type (`some View`, `any P`, `each T`)
  /// and would change the meaning of a type named after them.
  static let typeModifiers: Set<String> = ["some", "any", "each", "sending", "borrowing", "consuming"]

  /// Every word `SwiftIdentifier` rejects for any name, whatever its role.
  static var rejectedInEveryName: Set<String> { reserved.union(metatypeNames) }
}
