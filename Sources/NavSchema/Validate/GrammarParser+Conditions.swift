/// Compilation conditions for `#if`: flags, `true`/`false`, `!`, `&&`, `||`,
/// parentheses and the platform conditions. Re-spelled with one space
/// around `&&` and `||`: `os(iOS) && !targetEnvironment(simulator)`.
extension GrammarParser {
  static let conditionBrackets = [BracketPair(opener: "(", closer: ")")]

  /// Platform conditions and the form of their argument.
  private enum PlatformArgument {
    case word, module, version
  }

  private static let platformConditions: [String: PlatformArgument] = [
    "os": .word, "arch": .word, "targetEnvironment": .word, "hasFeature": .word, "hasAttribute": .word,
    "canImport": .module, "swift": .version, "compiler": .version,
  ]

  private static let platformConditionList =
    "os, arch, canImport, targetEnvironment, swift, compiler, hasFeature or hasAttribute"

  mutating func parseCondition() throws(GrammarError) -> String {
    var operands = [try parseConjunction()]
    while currentIs("||") {
      try advanceOverOperator()
      operands.append(try parseConjunction())
    }
    return operands.joined(separator: " || ")
  }

  private mutating func parseConjunction() throws(GrammarError) -> String {
    var operands = [try parseUnaryCondition()]
    while currentIs("&&") {
      try advanceOverOperator()
      operands.append(try parseUnaryCondition())
    }
    return operands.joined(separator: " && ")
  }

  /// Steps over `&&` or `||`, which must have a right-hand side.
  private mutating func advanceOverOperator() throws(GrammarError) {
    let symbol = advance().text
    if current == nil { throw error("missing condition after '\(symbol)'") }
  }

  private mutating func parseUnaryCondition() throws(GrammarError) -> String {
    try enterNesting()
    defer { leaveNesting() }
    guard let token = current else { throw error("expected a condition, found end of text") }
    if token.isPunctuation("!") {
      advance()
      return "!" + (try parseUnaryCondition())
    }
    if token.isPunctuation("(") {
      advance()
      let inner = try parseCondition()
      try expect(")", after: "the condition")
      return "(" + inner + ")"
    }
    guard token.kind == .word else {
      if token.isPunctuation("!=") || token.isPunctuation("==") { throw unexpected(token) }
      throw error("expected a compilation flag or platform condition, found \(SwiftToken.describe(token))")
    }
    advance()
    if token.text == "true" || token.text == "false" { return token.text }
    guard currentIs("(") else { return try checkedName(token.text, as: .compilationFlag) }
    guard let argument = Self.platformConditions[token.text] else {
      throw error("unknown platform condition '\(token.text)(...)'; expected \(Self.platformConditionList)")
    }
    advance()
    let text: String
    switch argument {
    case .word: text = try checkedName(try conditionWord(after: token.text), as: .compilationFlag)
    case .module: text = try parseCanImportArguments()
    case .version: text = try parseVersionComparison(of: token.text)
    }
    try expect(")", after: "the argument of '\(token.text)'")
    return "\(token.text)(\(text))"
  }

  private mutating func conditionWord(after name: String) throws(GrammarError) -> String {
    guard let word = current, word.kind == .word else {
      throw error("expected a name in '\(name)(...)', found \(SwiftToken.describe(current))")
    }
    advance()
    return word.text
  }

  /// `Module`, `Module.Sub`, optionally `, _version: 1.2` or `, _underlyingVersion: 1.2`.
  private mutating func parseCanImportArguments() throws(GrammarError) -> String {
    var module = try checkedName(try conditionWord(after: "canImport"), as: .moduleName)
    while currentIs(".") {
      advance()
      module += "." + (try checkedName(try conditionWord(after: "canImport"), as: .moduleName))
    }
    guard currentIs(",") else { return module }
    advance()
    guard let label = current, label.isWord("_version") || label.isWord("_underlyingVersion") else {
      throw error("expected '_version:' or '_underlyingVersion:' in 'canImport(...)', found \(SwiftToken.describe(current))")
    }
    advance()
    try expect(":", after: "'\(label.text)'")
    return "\(module), \(label.text): \(try versionNumber(in: "canImport"))"
  }

  /// `>=5.9` or `<6`.
  private mutating func parseVersionComparison(of name: String) throws(GrammarError) -> String {
    guard let comparison = current, comparison.isPunctuation(">=") || comparison.isPunctuation("<") else {
      throw error("expected '>=' or '<' in '\(name)(...)', found \(SwiftToken.describe(current))")
    }
    advance()
    return comparison.text + (try versionNumber(in: name))
  }

  /// One to five dot-separated decimal numbers: `6`, `5.9`, `5.10.1`.
  private mutating func versionNumber(in name: String) throws(GrammarError) -> String {
    guard let token = current, token.kind == .number else {
      throw error("expected a version number in '\(name)(...)', found \(SwiftToken.describe(current))")
    }
    let parts = token.text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 5, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
      throw error("invalid version \(DisplayText.quoted(token.text)) in '\(name)(...)'")
    }
    advance()
    return token.text
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
