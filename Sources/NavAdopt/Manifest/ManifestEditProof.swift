/// The proof of adopt's edit of Package.swift, before anything is written: `swift package
/// dump-package` of the original manifest and of the edited one (run in one temporary folder,
/// so paths read alike) say the same package, except that exactly the targets meant to gain
/// NavGenPlugin gain exactly its usage, last among their plugins, and the package gains
/// exactly the dependency on NavGen, last among its dependencies, when the edit adds one.
/// (That every other byte stays needs no proof: the edit is insertions, nothing else.)
public enum ManifestEditProof {
  /// Nil when the edit is proved; otherwise why not.
  public static func check(_ edit: ManifestEdit, navgen: NavGenPackageReference, originalDump: [UInt8], editedDump: [UInt8]) -> String? {
    guard let before = JSONTree(json: originalDump), let after = JSONTree(json: editedDump) else {
      return "dump-package did not print JSON"
    }
    let changing: Set<String> = ["targets", "dependencies"]
    guard before.without(changing) == after.without(changing) else {
      return "the edited manifest declares more than NavGenPlugin and its package differently"
    }
    if let problem = checkDependencies(before["dependencies"], after["dependencies"], edit: edit, navgen: navgen) {
      return problem
    }
    return checkTargets(before["targets"], after["targets"], edit: edit)
  }

  private static func checkDependencies(_ before: JSONTree?, _ after: JSONTree?, edit: ManifestEdit, navgen: NavGenPackageReference) -> String? {
    guard let old = before?.elements, let new = after?.elements else { return "dump-package printed no dependencies" }
    guard edit.addsDependency else {
      return old == new ? nil : "the package's dependencies changed"
    }
    guard new.count == old.count + 1, Array(new.dropLast()) == old, let added = new.last else {
      return "the package did not gain exactly one dependency, last"
    }
    return isNavGen(added, navgen) ? nil : "the dependency the package gained is not \(navgen.declaration)"
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

  private static func checkTargets(_ before: JSONTree?, _ after: JSONTree?, edit: ManifestEdit) -> String? {
    guard let old = before?.elements, let new = after?.elements, old.count == new.count else {
      return "the edited manifest does not declare the same targets"
    }
    let usage = JSONTree.object([
      JSONTree.Member(
        key: "plugin", value: .array([.string(NavGenPackageReference.pluginName), .string(edit.pluginPackage)]))
    ])
    for (original, edited) in zip(old, new) {
      guard case .string(let name)? = original["name"], edited["name"] == original["name"] else {
        return "the edited manifest does not declare the same targets in the same order"
      }
      guard original.without(["pluginUsages"]) == edited.without(["pluginUsages"]) else {
        return "target '\(name)' changed beyond its plugins"
      }
      // dump-package leaves the key out, or writes null, for a target without plugins.
      guard let plugins = (original["pluginUsages"] ?? .null).elements,
        let editedPlugins = (edited["pluginUsages"] ?? .null).elements
      else {
        return "target '\(name)' has no readable plugins"
      }
      let expected = edit.targetsGainingPlugin.contains(name) ? plugins + [usage] : plugins
      guard editedPlugins == expected else {
        return edit.targetsGainingPlugin.contains(name)
          ? "target '\(name)' did not gain exactly \(NavGenPackageReference.pluginUsage(package: edit.pluginPackage)), last"
          : "the plugins of target '\(name)' changed"
      }
    }
    return nil
  }
}
