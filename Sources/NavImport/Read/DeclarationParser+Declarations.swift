import NavSchema

extension DeclarationParser {
  /// Keywords that introduce a declaration the parser reads or skips.
  static let declarationKeywords: Set<String> = [
    "import", "struct", "class", "enum", "actor", "protocol", "extension", "case", "func", "init", "deinit",
    "subscript", "var", "let", "typealias", "associatedtype", "operator", "precedencegroup", "macro",
  ]

  /// Declaration modifiers; `class` is one only before another declaration keyword.
  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "required", "convenience", "dynamic",
    "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
    "__consuming", "_const", "isolated",
  ]

  /// Directives that stand on their own line as a declaration would.
  private static let statementDirectives: Set<String> = ["#warning", "#error", "#sourceLocation"]

  mutating func parseDeclaration(depth: Int) -> SwiftDeclaration {
    let start = index
    let attributes = parseAttributes()
    let modifiers = parseModifiers()
    let location = SourcePosition(tokens[start])
    guard let keyword = current else {
      return .other(OtherDeclaration(
        kind: "statement", name: nil, attributes: attributes, modifiers: modifiers, location: location))
    }
    if keyword.kind == .identifier {
      switch keyword.text {
      case "import":
        return .import(parseImport(attributes: attributes, location: location))
      case "struct", "class", "enum", "protocol", "extension", "actor":
        if keyword.text != "actor" || peek(1)?.isName == true,
          let kind = TypeDeclaration.Kind(rawValue: keyword.text)
        {
          return .type(parseType(kind, attributes: attributes, modifiers: modifiers, location: location, depth: depth))
        }
      case "case":
        return .enumCase(parseEnumCase(attributes: attributes, modifiers: modifiers, location: location))
      case _ where Self.declarationKeywords.contains(keyword.text):
        let name = peek(1).flatMap { $0.isName ? $0.name : nil }
        advance()
        var aliasedType: String?
        if keyword.text == "typealias", name != nil, peek(1)?.isOperator("=") == true {
          index += 2
          aliasedType = render(scanSpan(angleAware: true) { _ in false })
        }
        skipRestOfDeclaration(from: start)
        return .other(OtherDeclaration(
          kind: keyword.text, name: keyword.text == "init" ? "init" : name, aliasedType: aliasedType,
          attributes: attributes, modifiers: modifiers, location: location))
      default:
        break
      }
    }
    if keyword.kind == .poundKeyword && !Self.isClauseContinuation(keyword) && !keyword.isPound("#if") {
      return .other(parseDirective(attributes: attributes, modifiers: modifiers, location: location))
    }
    skipRestOfDeclaration(from: start)
    return .other(OtherDeclaration(
      kind: "statement", name: nil, attributes: attributes, modifiers: modifiers, location: location))
  }

  /// Skips to the end of a declaration or statement the parser does not read:
  /// up to a `;`, the `}` of the enclosing body, or a new declaration on a
  /// later line. Bodies and argument lists are skipped whole.
  private mutating func skipRestOfDeclaration(from start: Int) {
    while let token = current {
      if index > start && token.newlineBefore && startsDeclaration(at: index) { return }
      if token.kind == .punctuation {
        if token.text == ";" {
          advance()
          return
        }
        if token.text == "}" { return }
        if Self.closer(of: token.text) != nil {
          skipBalanced()
          continue
        }
      }
      advance()
    }
  }

  /// Whether the token at `position` begins a declaration: an attribute, a
  /// `#if`-family or standalone directive, or modifiers then a declaration keyword.
  func startsDeclaration(at position: Int) -> Bool {
    guard position < tokens.count else { return false }
    let token = tokens[position]
    if token.isPunctuation("@") { return position + 1 < tokens.count && tokens[position + 1].kind == .identifier }
    if token.kind == .poundKeyword {
      return token.isPound("#if") || Self.isClauseContinuation(token) || Self.statementDirectives.contains(token.text)
        || token.text.dropFirst().first?.isUppercase == true
    }
    var cursor = position
    while cursor < tokens.count, tokens[cursor].kind == .identifier {
      let word = tokens[cursor].text
      if Self.declarationKeywords.contains(word) {
        if word == "actor" || word == "macro" {
          return cursor + 1 < tokens.count && tokens[cursor + 1].isName
        }
        return true
      }
      guard Self.modifierWords.contains(word) else { return false }
      cursor += 1
      // `private(set)`
      if cursor + 2 < tokens.count, tokens[cursor].isPunctuation("("), !tokens[cursor].spaceBefore,
        tokens[cursor + 1].kind == .identifier, tokens[cursor + 2].isPunctuation(")")
      {
        cursor += 3
      }
    }
    return false
  }

  // MARK: Attributes and modifiers

  mutating func parseAttributes() -> [SwiftAttribute] {
    var attributes: [SwiftAttribute] = []
    while let at = current, at.isPunctuation("@"), let first = peek(1), first.kind == .identifier, !first.spaceBefore {
      let start = index
      advance()
      var name = first.text
      advance()
      while let dot = current, dot.isOperator("."), !dot.spaceBefore, let part = peek(1), part.isName,
        !part.spaceBefore
      {
        name += "." + part.name
        advance()
        advance()
      }
      var genericArguments: String?
      if let angle = current, angle.kind == .operator, angle.text.hasPrefix("<"), !angle.spaceBefore {
        let range = scanAngles()
        genericArguments = render(range)
      }
      var arguments: [SwiftAttribute.Argument]?
      if let paren = current, paren.isPunctuation("("), !paren.spaceBefore {
        arguments = parseArgumentList()
      }
      attributes.append(SwiftAttribute(
        name: name, genericArguments: genericArguments, arguments: arguments, text: render(start..<index),
        location: SourcePosition(at)))
    }
    return attributes
  }

  /// `<…>` from a token starting with `<` to the token that closes it.
  private mutating func scanAngles() -> Range<Int> {
    let start = index
    var depth = 0
    while let token = current {
      if token.kind == .punctuation {
        if Self.closer(of: token.text) == "}" || token.text == ";" || token.text == "}" { break }
        if Self.closer(of: token.text) != nil {
          skipBalanced()
          continue
        }
        if token.text == ")" || token.text == "]" { break }
      }
      if token.kind == .operator { depth += Self.angleDelta(token.text) }
      advance()
      if depth <= 0 { break }
    }
    return start..<index
  }

  /// `(label: value, value)` split at top-level commas.
  private mutating func parseArgumentList() -> [SwiftAttribute.Argument] {
    advance()
    var arguments: [SwiftAttribute.Argument] = []
    while let token = current, !token.isPunctuation(")") {
      let start = index
      var label: String?
      if token.isName, let colon = peek(1), colon.isPunctuation(":") {
        label = token.name
        advance()
        advance()
      }
      let value = scanSpan(angleAware: false) { $0.isPunctuation(",") }
      arguments.append(.init(label: label, value: render(value)))
      if current?.isPunctuation(",") == true {
        advance()
      } else if current?.isPunctuation(")") != true {
        break
      }
      if index == start { advance() }
    }
    if current?.isPunctuation(")") == true { advance() }
    return arguments
  }

  mutating func parseModifiers() -> [SwiftModifier] {
    var modifiers: [SwiftModifier] = []
    while let token = current, token.kind == .identifier, Self.modifierWords.contains(token.text),
      let next = peek(1), next.kind == .identifier || next.isPunctuation("(") || next.isPunctuation("@")
    {
      if token.text == "class", !(Self.declarationKeywords.contains(next.text) || Self.modifierWords.contains(next.text)) {
        break
      }
      if next.isPunctuation("(") {
        guard !next.spaceBefore, let detail = peek(2), detail.kind == .identifier, peek(3)?.isPunctuation(")") == true
        else { break }
        modifiers.append(SwiftModifier(name: token.text, detail: detail.text))
        index += 4
        continue
      }
      if next.kind == .identifier, !Self.declarationKeywords.contains(next.text), !Self.modifierWords.contains(next.text) {
        break
      }
      modifiers.append(SwiftModifier(name: token.text, detail: nil))
      advance()
    }
    return modifiers
  }

  // MARK: Imports and directives

  private mutating func parseImport(attributes: [SwiftAttribute], location: SourcePosition) -> ImportDeclaration {
    advance()
    var kind: String?
    let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    if let token = current, token.kind == .identifier, importKinds.contains(token.text), peek(1)?.newlineBefore == false {
      kind = token.text
      advance()
    }
    var path: [String] = []
    while let token = current, !token.newlineBefore || path.isEmpty, token.isName || token.kind == .operator {
      if token.isName { path.append(token.name) }
      advance()
      guard let dot = current, dot.isOperator("."), !dot.newlineBefore else { break }
      advance()
    }
    return ImportDeclaration(attributes: attributes, kind: kind, path: path, location: location)
  }

  /// `#warning("…")`, `#Preview("Name") { … }`, `#externalMacro(…)`: the
  /// directive, its arguments and a trailing closure on the same line.
  private mutating func parseDirective(
    attributes: [SwiftAttribute], modifiers: [SwiftModifier], location: SourcePosition
  ) -> OtherDeclaration {
    let directive = tokens[index]
    advance()
    if let angle = current, angle.kind == .operator, angle.text.hasPrefix("<"), !angle.spaceBefore {
      _ = scanAngles()
    }
    if let paren = current, paren.isPunctuation("("), !paren.newlineBefore { skipBalanced() }
    if let brace = current, brace.isPunctuation("{"), !brace.newlineBefore { skipBalanced() }
    return OtherDeclaration(
      kind: directive.text, name: nil, attributes: attributes, modifiers: modifiers, location: location)
  }
}
