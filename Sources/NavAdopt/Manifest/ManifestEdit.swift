import NavSchema
import NavImport
import NavPackage

/// adopt's edit of a package's `Package.swift`: NavGenPlugin added to the targets that
/// receive schemas, and the package dependency on NavGen when the package has none. Text is
/// only inserted, every other byte stays: a new `plugins:` argument goes last in the target's
/// call (where `.target` and `.executableTarget` take it), a plugin usage or a dependency
/// after the last element of its array literal, a new `dependencies:` argument just before
/// `targets:` (where `Package(…)` takes it), each written in the manner of the lines around
/// it (indentation, line breaks, trailing commas) and after a `//` comment that ends the line.
/// A target's declaration adopt cannot see whole, or a `dependencies:` that is not an array
/// literal, it leaves alone, with a warning that gives the line to add.
public struct ManifestEdit: Sendable {
  public var fileName: String
  public var original: [UInt8]
  public var insertions: [ManifestInsertion] = []
  /// The targets whose declaration this edit gives the plugin, in the order asked.
  public var targetsGainingPlugin: [String] = []
  /// The targets that use NavGenPlugin once the edit is made: those that gain it and those
  /// that had it.
  public var targetsUsingPlugin: [String] = []
  /// Whether the edit adds the package dependency on NavGen.
  public var addsDependency = false
  /// The name the plugin usages give NavGen's package.
  public var pluginPackage: String
  /// What adopt leaves alone, each with the line to add: warnings at Package.swift.
  public var diagnostics: [Diagnostic] = []

  public var isEmpty: Bool { insertions.isEmpty }

  public var edited: [UInt8] { ManifestInsertion.applied(insertions, to: original) }

  /// What `git apply` takes to make the edit, naming the file `path`.
  public func unifiedDiff(naming path: String) -> String {
    let replacements = ManifestInsertion.sorted(insertions).map {
      UnifiedDiff.Replacement(range: $0.offset..<$0.offset, bytes: Array($0.text.utf8))
    }
    return UnifiedDiff.text(path: path, original: original, replacements: replacements)
  }

  /// The edit of the manifest `bytes` (named `fileName` in diagnostics) that gives each of
  /// `targets` NavGenPlugin; `manifest` is what dump-package reads from the same bytes. A
  /// package with version-specific manifests beside it (`Package@swift-6.0.swift`, which
  /// SwiftPM reads instead with some toolchains) is left alone.
  public static func plan(
    fileName: String, bytes: [UInt8], manifest: PackageManifest, targets: [String], navgen: NavGenPackageReference,
    versionSpecificManifests: [String] = []
  ) -> ManifestEdit {
    let existing = navgen.existingDependency(in: manifest)
    var edit = ManifestEdit(
      fileName: fileName, original: bytes, pluginPackage: existing.map(NavGenPackageReference.usageName) ?? navgen.packageName)
    let usage = NavGenPackageReference.pluginUsage(package: edit.pluginPackage)
    let wanted = targets.filter { manifest.target(named: $0)?.usesPlugin(named: NavGenPackageReference.pluginName) != true }
    edit.targetsUsingPlugin = targets.filter { !wanted.contains($0) }
    guard !wanted.isEmpty else { return edit }
    if let other = versionSpecificManifests.first {
      edit.diagnostics.append(.warning(
        "adopt edits \(fileName) alone, and SwiftPM reads \(other) instead with some toolchains, so no @Reducer enum "
          + "moves; in each manifest, " + edit.linesToAdd(wanted, usage: usage, dependency: existing == nil ? navgen : nil),
        at: SourceLocation(file: other, line: 1, column: 1)))
      return edit
    }

    let (tokens, problems) = SwiftLexer.tokenize(SourceText(bytes))
    guard problems.isEmpty, let text = ManifestText(bytes, tokens: tokens) else {
      let why = problems.isEmpty ? "it is not valid UTF-8" : "NavGen's Swift reader cannot read all of it"
      edit.diagnostics.append(.warning(
        "adopt cannot edit \(fileName): \(why), so no @Reducer enum moves; "
          + edit.linesToAdd(wanted, usage: usage, dependency: existing == nil ? navgen : nil),
        at: SourceLocation(file: fileName, line: 1, column: 1)))
      return edit
    }
    let syntax = ManifestSyntax(tokens)
    var insertions: [ManifestInsertion] = []
    if existing == nil {
      switch dependencyInsertions(navgen, syntax: syntax, text: text) {
      case .success(let added):
        insertions = added
      case .failure(let location):
        edit.diagnostics.append(.warning(
          "adopt cannot add the package dependency on NavGen: the dependencies of `Package(…)` are not an array "
            + "literal it can add to, so no @Reducer enum moves; " + edit.linesToAdd(wanted, usage: usage, dependency: navgen),
          at: edit.location(location.token, tokens: tokens)))
        return edit
      }
    }
    for target in wanted {
      switch pluginInsertions(target, usage: usage, syntax: syntax, text: text) {
      case .success(let added):
        insertions += added
        // None when its plugins name NavGenPlugin already: it uses the plugin as it is.
        if added.isEmpty { edit.targetsUsingPlugin.append(target) } else { edit.targetsGainingPlugin.append(target) }
      case .failure(let reason):
        edit.diagnostics.append(.warning(reason.message(target, usage: usage), at: edit.location(reason.token, tokens: tokens)))
      }
    }
    guard !edit.targetsGainingPlugin.isEmpty else { return edit }
    edit.insertions = insertions
    edit.addsDependency = existing == nil
    edit.targetsUsingPlugin = targets.filter { edit.targetsUsingPlugin.contains($0) || edit.targetsGainingPlugin.contains($0) }
    return edit
  }

  /// Where a warning points: the token's place, or the file's start.
  private func location(_ token: Int?, tokens: [SourceToken]) -> SourceLocation {
    guard let token else { return SourceLocation(file: fileName, line: 1, column: 1) }
    return SourceLocation(file: fileName, line: tokens[token].line, column: tokens[token].column)
  }

  /// What to write by hand instead.
  private func linesToAdd(_ targets: [String], usage: String, dependency: NavGenPackageReference?) -> String {
    var lines: [String] = []
    if let dependency { lines.append("add `\(dependency.declaration),` to the package's dependencies") }
    let names = targets.map { "'\($0)'" }.joined(separator: ", ")
    lines.append("add `plugins: [\(usage)]` to the declaration of \(targets.count == 1 ? "target" : "targets") \(names)")
    return lines.joined(separator: " and ") + ", then run adopt again"
  }
}

extension ManifestEdit {
  /// Why a target's declaration is left alone, and the token the warning points at.
  struct Unedited: Error {
    enum Kind { case notALiteralCall, pluginsNotALiteral }
    var kind: Kind
    var token: Int?

    func message(_ target: String, usage: String) -> String {
      switch kind {
      case .notALiteralCall:
        return "adopt leaves target '\(target)' as it is: it is not written as `.target(name: \"\(target)\", …)` in the "
          + "`targets:` array of `Package(…)` (a function, a loop or a variable makes it), so its @Reducer enums stay in "
          + "Swift; add `plugins: [\(usage)]` to its declaration, then run adopt again"
      case .pluginsNotALiteral:
        return "adopt leaves target '\(target)' as it is: its `plugins:` is not an array literal, so its @Reducer enums "
          + "stay in Swift; add `\(usage)` to its plugins, then run adopt again"
      }
    }
  }

  /// The insertions that give `target` the plugin usage: appended to its `plugins:` array, or
  /// as a new last argument; none when the array names NavGenPlugin already.
  static func pluginInsertions(
    _ target: String, usage: String, syntax: ManifestSyntax, text: ManifestText
  ) -> Result<[ManifestInsertion], Unedited> {
    guard let call = syntax.targetCalls[target] else {
      let literal = syntax.firstLiteral(target)
      let targets = syntax.packageArguments.flatMap { ManifestSyntax.argument("targets", of: $0, in: syntax.tokens) }
      return .failure(Unedited(kind: .notALiteralCall, token: literal ?? targets?.start))
    }
    guard let plugins = ManifestSyntax.argument("plugins", of: call.arguments, in: syntax.tokens) else {
      return .success(text.appending("plugins: [\(usage)]", to: call.arguments))
    }
    guard let list = ManifestSyntax.arrayLiteral(plugins.value, in: syntax.tokens) else {
      return .failure(Unedited(kind: .pluginsNotALiteral, token: plugins.start))
    }
    let named = list.items.contains { item in
      item.contains { syntax.tokens[$0].text == "\"\(NavGenPackageReference.pluginName)\"" }
    }
    return .success(named ? [] : text.appending(usage, to: list))
  }

  /// The insertions that add the dependency on NavGen: after the last element of
  /// `dependencies:`, or as a new `dependencies:` argument before `targets:`. The failure is
  /// the token a warning points at.
  static func dependencyInsertions(
    _ navgen: NavGenPackageReference, syntax: ManifestSyntax, text: ManifestText
  ) -> Result<[ManifestInsertion], LocatedToken> {
    guard let arguments = syntax.packageArguments else { return .failure(LocatedToken(nil)) }
    if let dependencies = ManifestSyntax.argument("dependencies", of: arguments, in: syntax.tokens) {
      guard let list = ManifestSyntax.arrayLiteral(dependencies.value, in: syntax.tokens) else {
        return .failure(LocatedToken(dependencies.start))
      }
      return .success(text.appending(navgen.declaration, to: list))
    }
    guard let targets = ManifestSyntax.argument("targets", of: arguments, in: syntax.tokens) else {
      return .failure(LocatedToken(arguments.open))
    }
    let elements = ManifestSyntax.arrayLiteral(targets.value, in: syntax.tokens)
    return .success([text.inserting(label: "dependencies", item: navgen.declaration, before: targets.start, itemsLike: elements)])
  }

  /// A token index as an error: where a warning points (nil: the file's start).
  struct LocatedToken: Error {
    var token: Int?
    init(_ token: Int?) { self.token = token }
  }
}
