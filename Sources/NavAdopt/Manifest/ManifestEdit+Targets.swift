extension ManifestEdit {
  /// Why a target's declaration is left alone, and the token the warning points at: the
  /// target's own declaration (nil: the file's start, for a target without one).
  struct Unedited: Error {
    enum Kind {
      case noLiteralDeclaration
      /// Declared on these lines, where SwiftPM could read more than one of them.
      case declaredMoreThanOnce(lines: [Int])
      case pluginsNotALiteral
      /// One of the declarations in this many clauses of an `#if` has such plugins.
      case pluginsNotALiteralInAClause(clauses: Int)
      /// The proof of an edit that gave it the plugin: what dump-package said of the target.
      case refusedByProof(String)
    }

    var kind: Kind
    var token: Int?

    /// The warning for `target`, declared by `.<call>(name:…)`.
    func message(_ target: String, call: String, usage: String) -> String {
      let leftAlone = "adopt leaves target '\(target)' as it is: "
      let stays = "so its @Reducer enums stay in Swift"
      switch kind {
      case .noLiteralDeclaration:
        return leftAlone + "Package.swift has no `.\(call)(name: \"\(target)\", …)` that declares it (a function, a loop or "
          + "a variable makes it), \(stays); add `plugins: [\(usage)]` to its declaration, then run adopt again"
      case .declaredMoreThanOnce(let lines):
        return leftAlone + "it is declared \(lines.count) times (lines \(lines.map(String.init).joined(separator: ", "))), "
          + "not in separate clauses of one `#if`, so adopt cannot tell which declaration SwiftPM reads, and \(stays); "
          + "add `plugins: [\(usage)]` to the declaration it reads, then run adopt again"
      case .pluginsNotALiteral:
        return leftAlone + "its `plugins:` is not an array literal, \(stays); add `\(usage)` to its plugins, then run adopt again"
      case .pluginsNotALiteralInAClause(let clauses):
        return leftAlone + "it is declared in \(clauses) clauses of an `#if`, and the `plugins:` of this declaration is not "
          + "an array literal, so none of them gains the plugin, and \(stays); add `\(usage)` to its plugins in each "
          + "clause, then run adopt again"
      case .refusedByProof(let why):
        return leftAlone + "dump-package of the edited manifest says it \(why) (code after its declaration changes the "
          + "target: a loop that sets `plugins`, say), \(stays); give it `\(usage)` where Package.swift sets its plugins, "
          + "then run adopt again"
      }
    }
  }

  /// The insertions that give `target` the plugin usage, in each of its literal declarations:
  /// one, or several in separate clauses of an `#if` (each gains it, or none does).
  static func pluginInsertions(
    _ target: String, usage: String, syntax: ManifestSyntax, text: ManifestText
  ) -> Result<[ManifestInsertion], Unedited> {
    let declarations = syntax.declarations[target] ?? []
    guard let first = declarations.first else { return .failure(Unedited(kind: .noLiteralDeclaration, token: nil)) }
    let separate = declarations.indices.allSatisfy { a in
      declarations.indices.allSatisfy { b in a == b || syntax.clauses.areExclusive(declarations[a].start, declarations[b].start) }
    }
    guard separate else {
      let lines = declarations.map { syntax.tokens[$0.start].line }
      return .failure(Unedited(kind: .declaredMoreThanOnce(lines: lines), token: first.start))
    }
    var insertions: [ManifestInsertion] = []
    for declaration in declarations {
      guard let added = pluginInsertions(declaration, usage: usage, syntax: syntax, text: text) else {
        let kind: Unedited.Kind = declarations.count == 1
          ? .pluginsNotALiteral : .pluginsNotALiteralInAClause(clauses: declarations.count)
        return .failure(Unedited(kind: kind, token: declaration.start))
      }
      insertions += added
    }
    // dump-package says the target does not use the plugin, so its plugins are not what its
    // declaration says.
    guard !insertions.isEmpty else {
      return .failure(Unedited(kind: .refusedByProof("does not use NavGenPlugin, which its declaration names"), token: first.start))
    }
    return .success(insertions)
  }

  /// The insertions that give one declaration the usage: appended to its `plugins:` array, or as
  /// a new last argument; none when the array names NavGenPlugin already; nil when its
  /// `plugins:` is not an array literal.
  private static func pluginInsertions(
    _ declaration: TargetDeclaration, usage: String, syntax: ManifestSyntax, text: ManifestText
  ) -> [ManifestInsertion]? {
    guard let plugins = ManifestSyntax.argument("plugins", of: declaration.arguments, in: syntax.tokens) else {
      return text.appending("plugins: [\(usage)]", to: declaration.arguments)
    }
    guard let list = ManifestSyntax.arrayLiteral(plugins.value, in: syntax.tokens) else { return nil }
    let named = list.items.contains { item in
      item.contains { syntax.tokens[$0].text == "\"\(NavGenPackageReference.pluginName)\"" }
    }
    return named ? [] : text.appending(usage, to: list)
  }
}
