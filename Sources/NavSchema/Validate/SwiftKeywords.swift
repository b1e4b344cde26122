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

  static func isReserved(_ text: String) -> Bool { reservedTable.contains(text) }

  static func isMetatypeName(_ text: String) -> Bool { metatypeTable.contains(text) }

  static func isTypeModifier(_ text: String) -> Bool { typeModifierTable.contains(text) }

  /// The same questions about UTF-8 bytes, asked before a `String` is made:
  /// whether they are in `rejectedInEveryName`, or a type modifier.
  static func isRejectedInEveryName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { rejectedTable.contains(bytes) }

  static func isTypeModifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { typeModifierTable.contains(bytes) }

  private static let rejectedTable = NameTable(rejectedInEveryName)
  private static let reservedTable = NameTable(reserved)
  private static let metatypeTable = NameTable(metatypeNames)
  private static let typeModifierTable = NameTable(typeModifiers)

  /// Member names Swift keeps for metatypes (`X.Type`, `X.Protocol`): no type
  /// member, so no case or nested enum, may take them.
  static let metatypeNames: Set<String> = ["Type", "Protocol"]

  /// Contextual keywords that start a type (`some View`, `any P`, `each T`)
  /// and would change the meaning of a type named after them.
  static let typeModifiers: Set<String> = ["some", "any", "each", "sending", "borrowing", "consuming"]

  /// Every word `SwiftIdentifier` rejects for any name, whatever its role.
  static var rejectedInEveryName: Set<String> { reserved.union(metatypeNames) }
}
