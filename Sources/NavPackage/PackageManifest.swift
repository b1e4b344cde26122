/// What a package's manifest declares, as `swift package dump-package` prints it (or NavGen's
/// command plugin writes it from SwiftPM's own view): the targets, what each depends on and
/// which plugins it uses, and the packages the package depends on. Only what NavGen reads.
public struct PackageManifest: Hashable, Sendable {
  public var name: String
  public var targets: [PackageTarget]
  /// The packages this one depends on, in manifest order.
  public var dependencies: [PackageDependency]
  /// The tools version of the manifest dump-package read (`5.9.0`), which tells which of a
  /// package's version-specific manifests it was; nil when not given.
  public var toolsVersion: String?

  public init(name: String, targets: [PackageTarget], dependencies: [PackageDependency] = [], toolsVersion: String? = nil) {
    self.name = name
    self.targets = targets
    self.dependencies = dependencies
    self.toolsVersion = toolsVersion
  }

  public func target(named name: String) -> PackageTarget? {
    targets.first { $0.name == name }
  }
}

/// One target of the manifest.
public struct PackageTarget: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case regular, executable, test, plugin, macro, system, binary
  }

  /// One entry of the target's `dependencies`.
  public enum Dependency: Hashable, Sendable {
    /// `"Name"`: a target of this package, or else a product of a dependency.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(name: String, package: String?)
  }

  /// `.plugin(name:package:)`: a build-tool plugin it uses; `package` nil for one of this package.
  public struct PluginUsage: Hashable, Sendable {
    public var name: String
    public var package: String?

    public init(name: String, package: String? = nil) {
      self.name = name
      self.package = package
    }
  }

  public var name: String
  public var kind: Kind
  /// The `path:` argument, relative to the package's folder; nil for SwiftPM's default.
  public var path: String?
  public var dependencies: [Dependency]
  public var plugins: [PluginUsage]

  public init(
    name: String, kind: Kind, path: String? = nil, dependencies: [Dependency] = [], plugins: [PluginUsage] = []
  ) {
    self.name = name
    self.kind = kind
    self.path = path
    self.dependencies = dependencies
    self.plugins = plugins
  }

  /// Whether it holds Swift sources an app is made of: regular and executable targets (not
  /// tests, plugins, macros, system libraries or binaries).
  public var isAppSource: Bool { kind == .regular || kind == .executable }

  /// The folders SwiftPM looks in for the target's sources, relative to the package's folder:
  /// its `path:`, else `<folder>/<name>` for each of SwiftPM's predefined folders, in its order.
  public var candidateFolders: [String] {
    if let path { return [path] }
    let roots: [String]
    switch kind {
    case .test: roots = ["Tests", "Sources", "Source", "src", "srcs"]
    case .plugin: roots = ["Plugins"]
    default: roots = ["Sources", "Source", "src", "srcs"]
    }
    return roots.map { "\($0)/\(name)" }
  }

  public func usesPlugin(named plugin: String) -> Bool {
    plugins.contains { $0.name == plugin }
  }
}

/// One package the manifest depends on: its identity (the last path component of its URL or
/// path, lowercased, as SwiftPM gives it) and the name targets use for it.
public struct PackageDependency: Hashable, Sendable {
  public var identity: String
  /// `name:` of `.package(name:path:)`, or SwiftPM's name for it.
  public var name: String?
  /// The URL or path as written.
  public var location: String

  public init(identity: String, name: String? = nil, location: String) {
    self.identity = identity
    self.name = name
    self.location = location
  }
}
