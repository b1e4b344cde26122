/// The modules an app is made of in a package: its regular and executable targets, in
/// manifest order, each with the folder its sources are in and the targets of the package it
/// depends on, directly or through others. Tests, plugins, macros and binaries are no part of it.
public struct PackageModules: Hashable, Sendable {
  public struct Module: Hashable, Sendable {
    /// The target's name, which is its module's.
    public var name: String
    /// The folder of its sources, relative to the package's folder.
    public var folder: String
    /// The targets of the package it names among its dependencies, in its order.
    public var directDependencies: [String]
    /// Those and what they depend on in the package, in manifest order.
    public var dependencies: [String]
  }

  public var modules: [Module]

  /// The app's modules in `manifest`; a target's folder is the first of its candidates that
  /// `folderExists` (SwiftPM's order), or its first candidate when none does.
  public init(_ manifest: PackageManifest, folderExists: (String) -> Bool) {
    let local = Set(manifest.targets.map(\.name))
    let direct = Dictionary(manifest.targets.map { target in
      (target.name, target.dependencies.compactMap { dependency -> String? in
        switch dependency {
        case .byName(let name), .target(let name): return local.contains(name) ? name : nil
        case .product: return nil
        }
      })
    }, uniquingKeysWith: { first, _ in first })
    let order = Dictionary(manifest.targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    modules = manifest.targets.filter(\.isAppSource).map { target in
      var reached: Set<String> = []
      var pending = direct[target.name] ?? []
      while let next = pending.popLast() {
        guard reached.insert(next).inserted else { continue }
        pending += direct[next] ?? []
      }
      reached.remove(target.name)
      let folder = target.candidateFolders.first(where: folderExists) ?? target.candidateFolders[0]
      return Module(
        name: target.name, folder: folder, directDependencies: direct[target.name] ?? [],
        dependencies: reached.sorted { order[$0, default: 0] < order[$1, default: 0] })
    }
  }

  public func module(named name: String) -> Module? {
    modules.first { $0.name == name }
  }
}
