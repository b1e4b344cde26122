import NavSchema

extension DeclarationParser {
  mutating func parseType(
    _ kind: TypeDeclaration.Kind, attributes: [SwiftAttribute], modifiers: [SwiftModifier],
    location: SourcePosition, depth: Int
  ) -> TypeDeclaration {
    let keyword = tokens[index]
    advance()
    var name = ""
    var nameLocation = SourcePosition(keyword)
    var genericClause: String?
    var extendedType: String?
    if kind == .extension {
      if let first = current { nameLocation = SourcePosition(first) }
      let range = scanSpan(angleAware: true) { token in
        token.isPunctuation(":") || token.isIdentifier("where") || token.isPunctuation("{")
      }
      extendedType = render(range)
      name = dottedName(in: range)
    } else if let token = current, token.isName {
      name = token.name
      nameLocation = SourcePosition(token)
      advance()
    } else {
      problem("'\(keyword.text)' without a name", at: current ?? keyword)
    }
    if kind != .extension, let angle = current, angle.kind == .operator, angle.text.hasPrefix("<") {
      genericClause = render(scanGenericClause())
    }
    var inheritance: [TypeDeclaration.InheritedType] = []
    if current?.isPunctuation(":") == true {
      advance()
      inheritance = parseInheritance()
    }
    var whereClause: String?
    if current?.isIdentifier("where") == true {
      whereClause = render(scanSpan(angleAware: true) { $0.isPunctuation("{") })
    }
    var members: [SwiftDeclaration]?
    if let brace = current, brace.isPunctuation("{") {
      if depth >= Self.maximumDepth {
        problem("types nested more than \(Self.maximumDepth) deep are not read", at: brace)
        skipBalanced()
        members = []
      } else {
        advance()
        members = parseMembers(in: .braces, depth: depth + 1)
        if current?.isPunctuation("}") == true {
          advance()
        } else {
          problem("'{' of '\(keyword.text) \(name)' is never closed", at: brace)
        }
      }
    } else {
      problem("'\(keyword.text) \(name)' has no body", at: current ?? keyword)
    }
    return TypeDeclaration(
      kind: kind, attributes: attributes, modifiers: modifiers, name: name, genericClause: genericClause,
      extendedType: extendedType, inheritance: inheritance, whereClause: whereClause, members: members,
      location: location, nameLocation: nameLocation)
  }

  /// `<T: P, U>` after a type's name: up to the `>` that closes the first `<`.
  private mutating func scanGenericClause() -> Range<Int> {
    let start = index
    var depth = 0
    while let token = current {
      if token.kind == .punctuation && (token.text == "{" || token.text == "}" || token.text == ";") { break }
      if token.kind == .punctuation, Self.closer(of: token.text) != nil {
        skipBalanced()
        continue
      }
      if token.kind == .operator { depth += Self.angleDelta(token.text) }
      advance()
      if depth <= 0 { break }
    }
    return start..<index
  }

  /// The names of a type written as `A.B<C>.D`, generic arguments left out: `A.B.D`.
  func dottedName(in range: Range<Int>) -> String {
    var parts: [String] = []
    var angles = 0
    for position in range {
      let token = tokens[position]
      if token.kind == .operator && !token.isOperator(".") {
        angles = max(0, angles + Self.angleDelta(token.text))
      } else if angles == 0 && token.isName {
        parts.append(token.name)
      }
    }
    return parts.joined(separator: ".")
  }

  /// `A, B<C>, @unchecked Sendable` up to `where` or the body.
  private mutating func parseInheritance() -> [TypeDeclaration.InheritedType] {
    var inherited: [TypeDeclaration.InheritedType] = []
    while let token = current, !token.isPunctuation("{"), !token.isIdentifier("where") {
      let range = scanSpan(angleAware: true) { token in
        token.isPunctuation(",") || token.isPunctuation("{") || token.isIdentifier("where")
      }
      if !range.isEmpty {
        inherited.append(.init(text: render(range), location: SourcePosition(token)))
      }
      guard current?.isPunctuation(",") == true else { break }
      advance()
    }
    return inherited
  }

  // MARK: Enum cases

  mutating func parseEnumCase(
    attributes: [SwiftAttribute], modifiers: [SwiftModifier], location: SourcePosition
  ) -> EnumCaseDeclaration {
    let keyword = tokens[index]
    advance()
    var elements: [EnumCaseElement] = []
    while let token = current, token.isName, !(token.newlineBefore && startsDeclaration(at: index)) {
      advance()
      var parameters: [EnumCaseParameter]?
      if current?.isPunctuation("(") == true {
        parameters = parseParameterClause()
      }
      var rawValue: String?
      if current?.isOperator("=") == true {
        advance()
        rawValue = render(scanSpan(angleAware: false) { $0.isPunctuation(",") })
      }
      elements.append(EnumCaseElement(
        name: token.name, parameters: parameters, rawValue: rawValue, location: SourcePosition(token)))
      guard current?.isPunctuation(",") == true else { break }
      advance()
    }
    if elements.isEmpty { problem("'case' without a name", at: current ?? keyword) }
    return EnumCaseDeclaration(attributes: attributes, modifiers: modifiers, elements: elements, location: location)
  }

  /// `(A, label: B = B())` from its `(` to its `)`.
  private mutating func parseParameterClause() -> [EnumCaseParameter] {
    let opening = tokens[index]
    advance()
    var parameters: [EnumCaseParameter] = []
    while let token = current {
      if token.isPunctuation(")") {
        advance()
        return parameters
      }
      let start = index
      var firstName: String?
      var secondName: String?
      if token.isName, peek(1)?.isPunctuation(":") == true {
        firstName = token.name
        index += 2
      } else if token.isName, peek(1)?.isName == true, peek(2)?.isPunctuation(":") == true {
        firstName = token.name
        secondName = peek(1)?.name
        index += 3
      }
      let type = render(scanSpan(angleAware: true) { $0.isPunctuation(",") || $0.isOperator("=") })
      var defaultValue: String?
      if current?.isOperator("=") == true {
        advance()
        defaultValue = render(scanSpan(angleAware: false) { $0.isPunctuation(",") })
      }
      parameters.append(EnumCaseParameter(
        firstName: firstName, secondName: secondName, type: type, defaultValue: defaultValue,
        location: SourcePosition(token)))
      if current?.isPunctuation(",") == true {
        advance()
      } else if current?.isPunctuation(")") != true {
        break
      }
      if index == start { advance() }
    }
    problem("'(' is never closed", at: opening)
    return parameters
  }
}
