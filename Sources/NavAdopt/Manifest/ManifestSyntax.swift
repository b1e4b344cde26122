import NavImport

/// The parts of a `Package.swift` that adopt may edit, read with NavGen's own Swift lexer:
/// the arguments of `let package = Package(…)`, the array literals of its `dependencies:` and
/// `targets:`, and each `.target(name: "…", …)` or `.executableTarget(name: "…", …)` written
/// as an element of `targets:`. A target made any other way (by a function, a loop, a
/// variable) is not among `targetCalls`: adopt does not edit what it cannot see whole.
struct ManifestSyntax {
  let tokens: [SourceToken]
  /// The arguments of `Package(…)`; nil when the manifest makes its package some other way.
  let packageArguments: TokenList?
  /// Each target call of the `targets:` array literal by the target's name.
  let targetCalls: [String: TargetCall]

  /// A target written as a call in the `targets:` array: its arguments.
  struct TargetCall {
    let arguments: TokenList
    /// The token of the name's string literal.
    let nameToken: Int
  }

  static let targetFunctions: Set<String> = ["target", "executableTarget"]

  init(_ tokens: [SourceToken]) {
    self.tokens = tokens
    packageArguments = Self.packageCall(tokens).flatMap { TokenList(tokens, open: $0) }
    var calls: [String: TargetCall] = [:]
    if let packageArguments, let targets = Self.argument("targets", of: packageArguments, in: tokens),
      let elements = Self.arrayLiteral(targets.value, in: tokens)
    {
      for element in elements.items {
        guard let call = Self.targetCall(element, in: tokens) else { continue }
        let name = tokens[call.nameToken].text.dropFirst().dropLast()
        // A name written twice is for SwiftPM to refuse; adopt edits neither.
        calls[String(name)] = calls[String(name)] == nil ? call : nil
      }
    }
    targetCalls = calls
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

  /// `.target(name: "X", …)`, `.executableTarget(name: "X", …)` or the same after `Target`,
  /// filling the whole element, its name a plain string literal.
  private static func targetCall(_ element: Range<Int>, in tokens: [SourceToken]) -> TargetCall? {
    var index = element.lowerBound
    if tokens[index].isIdentifier("Target") { index += 1 }
    guard index + 2 < element.upperBound, tokens[index].isOperator("."),
      targetFunctions.contains(tokens[index + 1].text), tokens[index + 1].kind == .identifier,
      let arguments = TokenList(tokens, open: index + 2), arguments.close == element.upperBound - 1,
      let first = arguments.items.first.map({ CallArgument($0, in: tokens) }), first.label == "name",
      first.value.count == 1, isPlainStringLiteral(tokens[first.value.lowerBound])
    else { return nil }
    return TargetCall(arguments: arguments, nameToken: first.value.lowerBound)
  }

  /// `"Name"`: one line, no escape, no interpolation, not raw.
  static func isPlainStringLiteral(_ token: SourceToken) -> Bool {
    token.kind == .string && token.text.count >= 2 && token.text.hasPrefix("\"") && token.text.hasSuffix("\"")
      && !token.text.hasPrefix("\"\"\"") && !token.text.contains("\\")
  }

  /// The first plain string literal `"text"` in the file: where a target made by a function,
  /// a loop or a variable most likely gets its name.
  func firstLiteral(_ text: String) -> Int? {
    tokens.indices.first { Self.isPlainStringLiteral(tokens[$0]) && tokens[$0].text == "\"\(text)\"" }
  }
}
