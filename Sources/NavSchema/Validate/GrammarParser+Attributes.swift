/// Attributes: `@Name`, `@Module.Name` or `@Name(arguments)`, where the
/// arguments are identifiers, numbers, plain string literals, `*`, `,`, `.`,
/// `:`, comparisons and nested parentheses. The macros NavGen writes itself
/// are refused.
extension GrammarParser {
  static let attributeBrackets = [BracketPair(opener: "(", closer: ")")]

  /// Attributes NavGen writes where the macro expansion needs them.
  static let attributesWrittenByNavGen: Set<String> = [
    "Reducer", "ReducerCaseEphemeral", "ReducerCaseIgnored", "CasePathable", "ObservableState",
  ]

  private static let argumentPunctuation: Set<String> = ["*", ",", ".", ":", "<", ">", "=", ">=", "<=", "=="]

  mutating func parseAttribute(allowing: Set<String> = []) throws(GrammarError) -> String {
    guard currentIs("@") else { throw error("an attribute must start with '@'") }
    advance()
    guard let first = current, first.kind == .word, !first.followsSpace else {
      throw error("expected an attribute name right after '@', found \(SwiftToken.describe(current))")
    }
    var path = [try checkedName(first.text, as: .attributeName)]
    advance()
    while currentIs("."), let next = peek(1), next.kind == .word {
      advance()
      path.append(try checkedName(next.text, as: .attributeName))
      advance()
    }
    let name = path.joined(separator: ".")
    if let last = path.last, Self.attributesWrittenByNavGen.contains(last), !(path.count == 1 && allowing.contains(last)) {
      let markers = path.count == 1 && CaseMarker(rawValue: last) != nil ? "; a case's markers go in its 'markers'" : ""
      throw GrammarError("'@\(name)' is written by NavGen itself and cannot be given in 'attributes'\(markers)")
    }
    guard currentIs("(") else { return "@" + name }
    advance()
    return "@\(name)(\(try parseAttributeArguments()))"
  }

  /// The tokens up to the matching `)`, which it consumes, spaced canonically:
  /// nothing inside the parentheses' edges or before `,` `:` `)`, one space
  /// after `,`, otherwise one space where the text had any.
  private mutating func parseAttributeArguments() throws(GrammarError) -> String {
    var text = ""
    var depth = 0
    var previous: SwiftToken?
    while let token = current {
      if token.isPunctuation(")") {
        advance()
        if depth == 0 { return text }
        depth -= 1
      } else {
        if token.isPunctuation("(") {
          try enterNesting()
          depth += 1
        }
        advance()
        guard token.kind != .punctuation || token.text == "(" || Self.argumentPunctuation.contains(token.text) else {
          throw error("'\(token.text)' is not allowed in the arguments")
        }
      }
      if let previous, needsSpace(between: previous, and: token) { text += " " }
      text += token.text
      if token.isPunctuation(")") { leaveNesting() }
      previous = token
    }
    throw error("unbalanced '('")
  }

  private func needsSpace(between previous: SwiftToken, and token: SwiftToken) -> Bool {
    if previous.isPunctuation(",") { return true }
    if previous.isPunctuation("(") { return false }
    if [",", ":", ")"].contains(where: token.isPunctuation) { return false }
    return token.followsSpace
  }
}
