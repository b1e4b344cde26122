import NavImport

/// The parts of a `Package.swift` that adopt may edit, read with NavGen's own Swift lexer:
/// the arguments of `let package = Package(…)` (or `var`), the array literal of its
/// `dependencies:`, and every literal declaration of a target wherever the file writes it
/// (`TargetDeclaration`), with the `#if` clauses around each. A target made any other way (by
/// a function, a loop, a variable name) has no declaration here: adopt does not edit what it
/// cannot see whole.
struct ManifestSyntax {
  let tokens: [SourceToken]
  /// The arguments of `Package(…)`; nil when the manifest makes its package some other way.
  let packageArguments: TokenList?
  /// Each target's literal declarations by its name, in file order.
  let declarations: [String: [TargetDeclaration]]
  let clauses: ConditionalClauses

  init(_ tokens: [SourceToken]) {
    self.tokens = tokens
    packageArguments = Self.packageCall(tokens).flatMap { TokenList(tokens, open: $0) }
    declarations = Dictionary(grouping: TargetDeclaration.all(in: tokens), by: \.name)
    clauses = ConditionalClauses(tokens)
  }

  /// The `(` of `Package(` after `=`: the package the manifest declares.
  private static func packageCall(_ tokens: [SourceToken]) -> Int? {
    for index in tokens.indices.dropFirst().dropLast() where tokens[index].isIdentifier("Package") {
      if tokens[index - 1].isOperator("="), tokens[index + 1].isPunctuation("("), !tokens[index + 1].spaceBefore {
        return index + 1
      }
    }
    return nil
  }

  /// The argument labelled `label`, if the list has one.
  static func argument(_ label: String, of list: TokenList, in tokens: [SourceToken]) -> CallArgument? {
    list.items.map { CallArgument($0, in: tokens) }.first { $0.label == label }
  }

  /// The elements of `value` when it is an array literal and nothing else.
  static func arrayLiteral(_ value: Range<Int>, in tokens: [SourceToken]) -> TokenList? {
    guard !value.isEmpty, tokens[value.lowerBound].isPunctuation("["),
      let list = TokenList(tokens, open: value.lowerBound), list.close == value.upperBound - 1
    else { return nil }
    return list
  }

  /// `"Name"`: one line, no escape, no interpolation, not raw.
  static func isPlainStringLiteral(_ token: SourceToken) -> Bool {
    token.kind == .string && token.text.count >= 2 && token.text.hasPrefix("\"") && token.text.hasSuffix("\"")
      && !token.text.hasPrefix("\"\"\"") && !token.text.contains("\\")
  }
}
