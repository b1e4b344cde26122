import NavSchema
import NavImport
import NavPackage

/// adopt's edit of a package's `Package.swift`: NavGenPlugin added to the targets that
/// receive schemas, and the package dependency on NavGen when the package has none. Text is
/// only inserted, every other byte stays: a new `plugins:` argument goes last in the target's
/// literal declaration (where `.target` and `.executableTarget` take it), wherever the file
/// writes that (`TargetDeclaration`), a plugin usage or a dependency after the last element of
/// its array literal, a new `dependencies:` argument where `Package(…)` takes it, each written
/// in the manner of the lines around it (indentation, line breaks, trailing commas) and after
/// a `//` comment that ends the line. A target declared in several clauses of an `#if` gains
/// the usage in each of them, or in none. A target adopt cannot see whole (no literal
/// declaration, two that SwiftPM could both read, a `plugins:` that is not an array literal),
/// or a `dependencies:` that is not an array literal, it leaves alone, with a warning at the
/// target's declaration that gives the line to add.
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
  /// What the edit is planned from, to plan it again without the targets its proof refuses.
  let request: Request

  struct Request: Sendable {
    var manifest: PackageManifest
    var targets: [String]
    var navgen: NavGenPackageReference
    var versionSpecificManifests: [String]
    /// The targets the proof of an earlier plan refused, each with what dump-package said of it.
    var refused: [String: String] = [:]
  }

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
    plan(
      fileName: fileName, bytes: bytes,
      request: Request(manifest: manifest, targets: targets, navgen: navgen, versionSpecificManifests: versionSpecificManifests))
  }

  /// The edit planned again without the targets in `refused` (what dump-package said of each),
  /// which keep their declarations as they are, with a warning.
  func leavingAlone(_ refused: [String: String]) -> ManifestEdit {
    var request = request
    request.refused.merge(refused) { earlier, _ in earlier }
    return Self.plan(fileName: fileName, bytes: original, request: request)
  }

  private static func plan(fileName: String, bytes: [UInt8], request: Request) -> ManifestEdit {
    let (manifest, targets, navgen) = (request.manifest, request.targets, request.navgen)
    let existing = navgen.existingDependency(in: manifest)
    var edit = ManifestEdit(
      fileName: fileName, original: bytes, pluginPackage: existing.map(NavGenPackageReference.usageName) ?? navgen.packageName,
      request: request)
    let usage = NavGenPackageReference.pluginUsage(package: edit.pluginPackage)
    let wanted = targets.filter { manifest.target(named: $0)?.usesPlugin(named: NavGenPackageReference.pluginName) != true }
    edit.targetsUsingPlugin = targets.filter { !wanted.contains($0) }
    guard !wanted.isEmpty else { return edit }
    if let other = request.versionSpecificManifests.first {
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
      let call = manifest.target(named: target)?.kind == .executable ? "executableTarget" : "target"
      let result = request.refused[target].map { why in
        .failure(Unedited(kind: .refusedByProof(why), token: syntax.declarations[target]?.first?.start))
      } ?? pluginInsertions(target, usage: usage, syntax: syntax, text: text)
      switch result {
      case .success(let added):
        insertions += added
        edit.targetsGainingPlugin.append(target)
      case .failure(let reason):
        edit.diagnostics.append(.warning(
          reason.message(target, call: call, usage: usage), at: edit.location(reason.token, tokens: tokens)))
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
