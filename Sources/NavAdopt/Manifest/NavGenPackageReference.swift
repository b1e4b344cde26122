import NavPackage

/// Where a package gets NavGen from, as adopt writes it among the package's dependencies:
/// `.package(url: "<url>", from: "<version>")`, or `.package(name: "NavGen", path: "<path>")`
/// for a local checkout (a path's identity is its folder's name, so the name says which
/// package `.plugin(name: "NavGenPlugin", package: "NavGen")` means).
public struct NavGenPackageReference: Hashable, Sendable {
  public enum Location: Hashable, Sendable {
    case url(String, from: String)
    case path(String)
  }

  public var location: Location

  public init(_ location: Location) {
    self.location = location
  }

  /// The name targets give the package NavGen's plugin comes from.
  static let name = "NavGen"
  static let pluginName = "NavGenPlugin"

  /// The element adopt adds to `dependencies:`.
  var declaration: String {
    switch location {
    case .url(let url, let version): return ".package(url: \"\(url)\", from: \"\(version)\")"
    case .path(let path): return ".package(name: \"\(Self.name)\", path: \"\(path)\")"
    }
  }

  /// The name `.plugin(name:package:)` gives the package this reference adds: a URL's last
  /// path component without `.git` (SwiftPM's identity, compared without case), else `NavGen`.
  var packageName: String {
    guard case .url(let url, _) = location else { return Self.name }
    var last = url.split(separator: "/").last.map(String.init) ?? url
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.isEmpty ? Self.name : last
  }

  /// The dependency of `manifest` on NavGen, if it has one: named or identified `NavGen`
  /// (case aside), or at this reference's location.
  func existingDependency(in manifest: PackageManifest) -> PackageDependency? {
    manifest.dependencies.first { dependency in
      let names = [dependency.identity, dependency.name].compactMap { $0?.lowercased() }
      if names.contains(Self.name.lowercased()) || names.contains(packageName.lowercased()) { return true }
      switch location {
      case .url(let url, _): return dependency.location == url
      case .path(let path): return dependency.location == path
      }
    }
  }

  /// The name a target's plugin usage gives an existing dependency: its `name:`, else its identity.
  static func usageName(of dependency: PackageDependency) -> String {
    if let name = dependency.name { return name }
    return dependency.identity == name.lowercased() ? name : dependency.identity
  }

  /// `.plugin(name: "NavGenPlugin", package: "<package>")`.
  static func pluginUsage(package: String) -> String {
    ".plugin(name: \"\(pluginName)\", package: \"\(package)\")"
  }

  /// Whether `text` can stand in a Swift string literal as it is: no quote, backslash, line
  /// break or other control character, so an option's value never writes code.
  public static func isLiteralSafe(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 && $0.value != 0x7F }
  }
}
