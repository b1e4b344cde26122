/// Types: nominal paths with generic arguments (`A.B<C>.D`), `T?`, `[T]`,
/// `[K: V]`, tuples with optional labels, `any P`. Nothing else: no `T!`
/// (the expansion uses payload types as generic arguments, where Swift
/// forbids `!`), no `some`, function types, attributes, `inout`,
/// compositions or metatypes.
extension GrammarParser {
  static let typeBrackets = [
    BracketPair(opener: "<", closer: ">"), BracketPair(opener: "(", closer: ")"), BracketPair(opener: "[", closer: "]"),
  ]

  mutating func parseType() throws(GrammarError) -> TypeRef {
    try enterNesting()
    defer { leaveNesting() }
    guard let token = current else { throw error("expected a type, found end of text") }
    if token.kind == .word {
      switch token.text {
      case "some":
        throw error("opaque types ('some') are not allowed")
      case "any":
        advance()
        let constraint = try parsePostfixType()
        switch constraint {
        case .optional:
          throw error("an optional existential must be written '(any P)?'")
        default:
          return .existential(constraint)
        }
      case "inout", "borrowing", "consuming", "sending", "each", "repeat":
        throw error("'\(token.text)' is not allowed")
      default:
        break
      }
    }
    let type = try parsePostfixType()
    if let next = current {
      if next.isPunctuation("->") || next.isWord("throws") || next.isWord("async") {
        throw error("function types are not allowed")
      }
      if next.isPunctuation("&") { throw error("protocol compositions ('&') are not allowed") }
    }
    return type
  }

  private mutating func parsePostfixType() throws(GrammarError) -> TypeRef {
    var type = try parsePrimaryType()
    while let token = current, !token.followsSpace {
      if token.isPunctuation("?") {
        type = .optional(type)
      } else if token.isPunctuation("!") {
        throw error(
          "implicitly unwrapped optionals ('!') are not allowed: the generated case paths use the type "
            + "as a generic argument, where Swift forbids '!'; write '?' instead")
      } else {
        break
      }
      advance()
    }
    return type
  }

  private mutating func parsePrimaryType() throws(GrammarError) -> TypeRef {
    guard let token = current else { throw error("expected a type, found end of text") }
    if token.kind == .word { return try parseNominalType() }
    if token.isPunctuation("[") {
      advance()
      let first = try parseType()
      if currentIs(":") {
        advance()
        let value = try parseType()
        try expect("]", after: "the dictionary value type")
        return .dictionary(key: first, value: value)
      }
      try expect("]", after: "the array element type")
      return .array(first)
    }
    if token.isPunctuation("(") { return try parseTupleType() }
    if token.isPunctuation("@") { throw error("attributes are not allowed") }
    throw error("expected a type, found \(SwiftToken.describe(token))")
  }

  /// `()`, `(A, b: B)`; `(T)` is just `T`.
  private mutating func parseTupleType() throws(GrammarError) -> TypeRef {
    advance()
    if currentIs(")") {
      advance()
      return .tuple([])
    }
    var elements: [TypeRef.TupleElement] = []
    while true {
      var label: String?
      if let word = current, word.kind == .word, peek(1)?.isPunctuation(":") == true {
        label = try checkedName(word.text, as: .parameterLabel)
        advance()
        advance()
      }
      elements.append(TypeRef.TupleElement(label: label, type: try parseType()))
      if currentIs(",") {
        advance()
        continue
      }
      try expect(")", after: "the tuple elements")
      break
    }
    if elements.count == 1 {
      guard elements[0].label == nil else { throw error("a tuple with one element cannot have a label") }
      return elements[0].type
    }
    return .tuple(elements)
  }

  /// `A`, `A.B<C, D>.E`; `Any` on its own.
  private mutating func parseNominalType() throws(GrammarError) -> TypeRef {
    var components: [TypeRef.TypeComponent] = []
    while true {
      guard let word = current, word.kind == .word else {
        throw error("expected a type name after '.', found \(SwiftToken.describe(current))")
      }
      let isAny = word.text == "Any" && components.isEmpty
      if !isAny { _ = try checkedName(word.text, as: .typeName, inType: true) }
      advance()
      var arguments: [TypeRef] = []
      if currentIs("<") {
        advance()
        if currentIs(">") { throw error("empty generic argument list") }
        while true {
          arguments.append(try parseType())
          if currentIs(",") {
            advance()
            continue
          }
          try expect(">", after: "the generic arguments")
          break
        }
      }
      components.append(TypeRef.TypeComponent(name: word.text, genericArguments: arguments))
      if isAny, !arguments.isEmpty || currentIs(".") {
        throw error("'Any' cannot have generic arguments or members")
      }
      guard currentIs("."), !(current?.followsSpace ?? false) else { break }
      advance()
    }
    return .nominal(components)
  }

  /// `text` if it is a plain identifier; otherwise the rule it breaks,
  /// worded for this construct ("'class' is a Swift keyword and cannot appear in type 'A.class'").
  func checkedName(_ text: String, as role: NameRole, inType: Bool = false) throws(GrammarError) -> String {
    guard let problem = SwiftIdentifier.problem(in: text) else {
      if inType, SwiftKeywords.isTypeModifier(text) {
        throw error("'\(text)' is a contextual keyword for types and cannot appear here")
      }
      return text
    }
    if problem.isReservedWord { throw error("\(problem.reason) and cannot appear") }
    throw error("\(DisplayText.quoted(text)) is not a valid \(role.noun): \(problem.reason)")
  }
}
