/// The proof of adopt's edit of Package.swift, before anything is written: `swift package
/// dump-package` of the original manifest and of the edited one (run in one temporary folder,
/// so paths read alike) say the same package, except that exactly the targets meant to gain
/// NavGenPlugin gain exactly its usage among their plugins, and the package gains exactly the
/// dependency on NavGen among its dependencies, when the edit adds one. (The others keep their
/// order; where the new ones land depends on what the manifest appends after the edited text.
/// That every other byte stays needs no proof: the edit is insertions, nothing else.)
public enum ManifestEditProof {
  public enum Verdict: Hashable, Sendable {
    case proved
    /// The package and every other target came out as planned; these targets, planned to gain
    /// the usage, did not (what dump-package says of each: "did not gain exactly …").
    case refused([String: String])
    /// Why the edit is not proved, for the package as a whole.
    case failed(String)
  }

  /// Nil when the edit is proved; otherwise why not.
  public static func check(_ edit: ManifestEdit, navgen: NavGenPackageReference, originalDump: [UInt8], editedDump: [UInt8]) -> String? {
    switch verdict(edit, navgen: navgen, originalDump: originalDump, editedDump: editedDump) {
    case .proved: return nil
    case .failed(let why): return why
    case .refused(let targets): return description(refused: targets)
    }
  }

  /// The refused targets as one reason, in the order of their names.
  static func description(refused targets: [String: String]) -> String {
    targets.sorted { $0.key < $1.key }.map { "target '\($0.key)' \($0.value)" }.joined(separator: "; ")
  }

  public static func verdict(_ edit: ManifestEdit, navgen: NavGenPackageReference, originalDump: [UInt8], editedDump: [UInt8]) -> Verdict {
    guard let before = JSONTree(json: originalDump), let after = JSONTree(json: editedDump) else {
      return .failed("dump-package did not print JSON")
    }
    let changing: Set<String> = ["targets", "dependencies"]
    guard before.without(changing) == after.without(changing) else {
      return .failed("the edited manifest declares more than NavGenPlugin and its package differently")
    }
    if let problem = checkDependencies(before["dependencies"], after["dependencies"], edit: edit, navgen: navgen) {
      return .failed(problem)
    }
    return checkTargets(before["targets"], after["targets"], edit: edit)
  }

  private static func checkDependencies(_ before: JSONTree?, _ after: JSONTree?, edit: ManifestEdit, navgen: NavGenPackageReference) -> String? {
    guard let old = before?.elements, let new = after?.elements else { return "dump-package printed no dependencies" }
    guard edit.addsDependency else {
      return old == new ? nil : "the package's dependencies changed"
    }
    guard let added = gained(old, new) else { return "the package did not gain exactly one dependency" }
    return isNavGen(added, navgen) ? nil : "the dependency the package gained is not \(navgen.declaration)"
  }

  /// The one element `new` has more than `old`, the others alike and in order; nil when `new`
  /// is not `old` with one element added.
  private static func gained(_ old: [JSONTree], _ new: [JSONTree]) -> JSONTree? {
    guard new.count == old.count + 1 else { return nil }
    let at = old.indices.first { old[$0] != new[$0] } ?? old.count
    return Array(new[(at + 1)...]) == Array(old[at...]) ? new[at] : nil
  }

  /// `{"sourceControl": [{…, "location": {"remote": [{"urlString": url}]}, "requirement": {"range":
  /// [{"lowerBound": version, …}]}}]}` or `{"fileSystem": [{…, "nameForTargetDependencyResolutionOnly": "NavGen"}]}`.
  private static func isNavGen(_ dependency: JSONTree, _ navgen: NavGenPackageReference) -> Bool {
    switch navgen.location {
    case .url(let url, let version):
      guard let details = dependency["sourceControl"]?.elements?.first,
        let remote = details["location"]?["remote"]?.elements?.first,
        let range = details["requirement"]?["range"]?.elements?.first
      else { return false }
      return remote["urlString"] == .string(url) && range["lowerBound"] == .string(version)
    case .path:
      guard let details = dependency["fileSystem"]?.elements?.first else { return false }
      return details["nameForTargetDependencyResolutionOnly"] == .string(NavGenPackageReference.name)
    }
  }

  /// Each target as before, but for the planned ones, which gain exactly the usage. A planned
  /// target that does not is refused (the others can still be proved without it); any other
  /// difference fails the edit.
  private static func checkTargets(_ before: JSONTree?, _ after: JSONTree?, edit: ManifestEdit) -> Verdict {
    guard let old = before?.elements, let new = after?.elements, old.count == new.count else {
      return .failed("the edited manifest does not declare the same targets")
    }
    let usage = JSONTree.object([
      JSONTree.Member(
        key: "plugin", value: .array([.string(NavGenPackageReference.pluginName), .string(edit.pluginPackage)]))
    ])
    var refused: [String: String] = [:]
    for (original, edited) in zip(old, new) {
      guard case .string(let name)? = original["name"], edited["name"] == original["name"] else {
        return .failed("the edited manifest does not declare the same targets in the same order")
      }
      let planned = edit.targetsGainingPlugin.contains(name)
      guard original.without(["pluginUsages"]) == edited.without(["pluginUsages"]) else {
        if planned { refused[name] = "changed beyond its plugins" } else { return .failed("target '\(name)' changed beyond its plugins") }
        continue
      }
      // dump-package leaves the key out, or writes null, for a target without plugins.
      guard let plugins = (original["pluginUsages"] ?? .null).elements,
        let editedPlugins = (edited["pluginUsages"] ?? .null).elements
      else {
        if planned { refused[name] = "has no readable plugins" } else { return .failed("target '\(name)' has no readable plugins") }
        continue
      }
      if !planned, editedPlugins != plugins { return .failed("the plugins of target '\(name)' changed") }
      if planned, gained(plugins, editedPlugins) != usage {
        refused[name] = "did not gain exactly \(NavGenPackageReference.pluginUsage(package: edit.pluginPackage))"
      }
    }
    return refused.isEmpty ? .proved : .refused(refused)
  }
}
