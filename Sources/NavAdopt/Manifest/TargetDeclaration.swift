import NavImport

/// A target declared by a literal call in a manifest: `.target(name: "X", …)` or
/// `.executableTarget(name: "X", …)`, also after `Target.` or `PackageDescription.Target.`,
/// its name a plain string literal, wherever the call stands: in `Package(targets:)`, in an
/// array bound with `let` or `var`, in `package.targets.append(…)`, `append(contentsOf:)` or
/// `+=`, inside `if` or `#if`. A call that names a target something depends on declares
/// nothing (`dependencies: [.target(name: "X")]`, one with `condition:`, one in an array of
/// `Target.Dependency`), and products, test targets, plugins and the like are other calls.
struct TargetDeclaration {
  /// The token the call starts with, where a warning about the target points: its `.`, or
  /// `Target` or `PackageDescription` before it.
  let start: Int
  let arguments: TokenList
  /// The token of the name's string literal.
  let nameToken: Int
  let name: String

  static let functions: Set<String> = ["target", "executableTarget"]
  /// `Target`'s calls that declare a target of some kind: a `.target(name:)` among their
  /// arguments names a dependency.
  static let declaringFunctions: Set<String> = [
    "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro",
  ]

  /// Every literal declaration in `tokens`, in file order.
  static func all(in tokens: [SourceToken]) -> [TargetDeclaration] {
    let enclosing = enclosingBrackets(tokens)
    return tokens.indices.compactMap { index in
      guard tokens[index].isOperator("."), let call = declaration(at: index, in: tokens),
        !namesADependency(call, tokens: tokens, enclosing: enclosing)
      else { return nil }
      return call
    }
  }

  /// The call whose `.` is at `dot`, when it is a literal target call.
  private static func declaration(at dot: Int, in tokens: [SourceToken]) -> TargetDeclaration? {
    guard dot + 2 < tokens.count, tokens[dot + 1].kind == .identifier, functions.contains(tokens[dot + 1].text),
      !tokens[dot + 1].spaceBefore, tokens[dot + 2].isPunctuation("("), !tokens[dot + 2].spaceBefore,
      let start = start(ofCallAt: dot, in: tokens),
      let arguments = TokenList(tokens, open: dot + 2),
      let first = arguments.items.first.map({ CallArgument($0, in: tokens) }), first.label == "name",
      first.value.count == 1, ManifestSyntax.isPlainStringLiteral(tokens[first.value.lowerBound])
    else { return nil }
    let name = String(tokens[first.value.lowerBound].text.dropFirst().dropLast())
    return TargetDeclaration(start: start, arguments: arguments, nameToken: first.value.lowerBound, name: name)
  }

  /// Where the call whose `.` is at `dot` starts: at the `.` of an implicit member (`.target(`
  /// after `[`, `(`, `,`, `=`, `return` …), at `Target` or `PackageDescription` written before
  /// it; nil for a member of anything else (`feature.target(`), which is not SwiftPM's.
  private static func start(ofCallAt dot: Int, in tokens: [SourceToken]) -> Int? {
    guard dot > 0 else { return dot }
    let before = tokens[dot - 1]
    if before.isIdentifier("Target"), !tokens[dot].spaceBefore {
      if dot >= 3, tokens[dot - 2].isOperator("."), tokens[dot - 3].isIdentifier("PackageDescription") { return dot - 3 }
      return dot - 1
    }
    switch before.kind {
    case .punctuation: return [")", "]", "}"].contains(before.text) ? nil : dot
    case .operator: return before.text == "?" || before.text == "!" ? nil : dot
    case .identifier: return ["return", "in", "try", "await"].contains(before.text) ? dot : nil
    default: return nil
    }
  }

  /// Whether the call names a target something depends on: it has a `condition:`, or stands in
  /// another target's arguments, in a `dependencies:` array, in `….dependencies.append(…)`, or in
  /// a statement that assigns `….dependencies` or declares an array of `Target.Dependency`.
  private static func namesADependency(_ call: TargetDeclaration, tokens: [SourceToken], enclosing: [Int?]) -> Bool {
    if call.arguments.items.contains(where: { CallArgument($0, in: tokens).label == "condition" }) { return true }
    var outermost = call.start
    var open = enclosing[call.start]
    // Up to the statement the call stands in: a `{` opens a block or a closure of statements.
    while let bracket = open, !tokens[bracket].isPunctuation("{") {
      if tokens[bracket].isPunctuation("("), bracket >= 2, tokens[bracket - 2].isOperator(".") {
        let callee = tokens[bracket - 1].text
        if declaringFunctions.contains(callee) { return true }
        if callee == "append" || callee == "insert", bracket >= 3, tokens[bracket - 3].text == "dependencies" { return true }
      }
      if tokens[bracket].isPunctuation("["), bracket >= 2, tokens[bracket - 1].isPunctuation(":"),
        tokens[bracket - 2].text == "dependencies"
      {
        return true
      }
      outermost = bracket
      open = enclosing[bracket]
    }
    return assignsDependencies(before: outermost, tokens: tokens)
  }

  /// `….dependencies = ` or `+= ` before the token at `index`, or `let x: [Target.Dependency] = `
  /// on its line.
  private static func assignsDependencies(before index: Int, tokens: [SourceToken]) -> Bool {
    guard index >= 2, tokens[index - 1].isOperator("=") || tokens[index - 1].isOperator("+=") else { return false }
    if tokens[index - 2].text == "dependencies" { return true }
    var cursor = index - 2
    var annotation: [String] = []
    while cursor >= 0, tokens[cursor].line == tokens[index - 1].line {
      if tokens[cursor].isIdentifier("let") || tokens[cursor].isIdentifier("var") {
        return annotation.contains(":") && annotation.contains("Dependency")
      }
      annotation.append(tokens[cursor].text)
      cursor -= 1
    }
    return false
  }

  /// For each token, the index of the innermost `(`, `[` or `{` around it.
  private static func enclosingBrackets(_ tokens: [SourceToken]) -> [Int?] {
    var open: [Int] = []
    var enclosing: [Int?] = []
    enclosing.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      if let opening = opening(closedBy: token), let match = open.lastIndex(where: { tokens[$0].isPunctuation(opening) }) {
        open.removeSubrange(match...)
      }
      enclosing.append(open.last)
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { open.append(index) }
    }
    return enclosing
  }

  private static func opening(closedBy token: SourceToken) -> String? {
    guard token.kind == .punctuation else { return nil }
    switch token.text {
    case ")": return "("
    case "]": return "["
    case "}": return "{"
    default: return nil
    }
  }
}
