import Foundation
import PackagePlugin

/// SwiftPM's own view of the package the command plugin runs in, written for navgen in
/// `swift package dump-package`'s JSON: the package's name, each target's name, type, folder
/// (`path`, relative to the package) and dependencies, and each package dependency's identity
/// and location. navgen reads it instead of running dump-package, so `adopt`, `links`, `graph`
/// and `diff` given the package's folder see the targets as the build does. (PackagePlugin
/// does not say which plugins a target uses, nor the manifest's order of the targets: they are
/// written by name. Adopt reads both from the manifest itself.)
struct PackageDescriptionFile {
  /// The variables that tell navgen which package the file describes, and where it is; the
  /// same names as navgen's `CommandPluginPackage`.
  static let folderVariable = "NAVGEN_PLUGIN_PACKAGE_FOLDER"
  static let descriptionVariable = "NAVGEN_PLUGIN_PACKAGE_DESCRIPTION"

  let package: Package

  /// Writes the description into `folder` and returns the variables for navgen's environment.
  func write(into folder: URL) throws -> [String: String] {
    let file = folder.appendingPathComponent("package-description.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let object: [String: Any] = [
      "name": package.displayName,
      // By name: SwiftPM's order is not the manifest's, and this one does not change from run to run.
      "targets": package.targets.sorted { $0.name < $1.name }.compactMap(target),
      "dependencies": package.dependencies.compactMap { dependency($0.package) },
    ]
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file, options: .atomic)
    return [Self.folderVariable: package.directoryURL.path, Self.descriptionVariable: file.path]
  }

  /// One target as dump-package prints it; nil for a kind it does not print (snippets).
  private func target(_ target: any Target) -> [String: Any]? {
    // Each kind's own `directoryURL`: the protocol's is newer than this package's tools version.
    let kind: ModuleKind?
    let folder: URL
    switch target {
    case let module as SwiftSourceModuleTarget: (kind, folder) = (module.kind, module.directoryURL)
    case let module as ClangSourceModuleTarget: (kind, folder) = (module.kind, module.directoryURL)
    case let binary as BinaryArtifactTarget: (kind, folder) = (nil, binary.directoryURL)
    case let system as SystemLibraryTarget: (kind, folder) = (nil, system.directoryURL)
    default: return nil
    }
    let type: String
    switch kind {
    case .generic?: type = "regular"
    case .executable?: type = "executable"
    case .test?: type = "test"
    case .macro?: type = "macro"
    case nil: type = target is BinaryArtifactTarget ? "binary" : "system"
    default: return nil
    }
    let dependencies: [[String: Any]] = target.dependencies.compactMap { dependency in
      switch dependency {
      case .target(let other): return ["target": [other.name, NSNull()]]
      case .product(let product): return ["product": [product.name, NSNull(), NSNull(), NSNull()]]
      @unknown default: return nil
      }
    }
    return ["name": target.name, "type": type, "path": relativePath(folder), "dependencies": dependencies]
  }

  /// `{"fileSystem"|"sourceControl"|"registry": [{"identity": …, …}]}`.
  private func dependency(_ package: Package) -> [String: Any]? {
    switch package.origin {
    case .local(let path):
      return ["fileSystem": [["identity": package.id, "path": path]]]
    case .repository(let url, _, _):
      return ["sourceControl": [["identity": package.id, "location": ["remote": [["urlString": url]]]]]]
    case .registry(let identity, _):
      return ["registry": [["identity": identity]]]
    case .root:
      return nil
    @unknown default:
      return nil
    }
  }

  /// `url` below the package's folder, as dump-package's `path` is written.
  private func relativePath(_ url: URL) -> String {
    let root = package.directoryURL.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}
