/// How the Swift sources and schemas of a folder that holds packages divide into the parts of
/// one app, as SwiftPM and Xcode build them. Each package (the folder's own `Package.swift`, and
/// each nested one) owns the files below it except those of a package nested deeper; of those,
/// each target owns the files in its folder (the deepest such folder, when one target's is
/// inside another's). Regular and executable targets are parts of the app; test, plugin and
/// macro targets are not, and their files are left out, as is Swift in a DocC catalog, which
/// neither SwiftPM nor Xcode compiles. Files no target owns — an Xcode
/// project's sources beside a local package, anything under a manifest with `targets: []`, or a
/// package whose manifest was not read — are outside any target, grouped by the first folder
/// below their package's folder (or the folder read), two for SwiftPM's `Sources/<name>` layout.
///
/// A part is named for review: a target of the folder's own package by its name (`AppCore`),
/// one of a nested package by that package's folder and its name (`TicTacToe/tic-tac-toe/AppCore`),
/// files outside any target by their folder with a trailing `/` (`CaseStudies/`, `./` for the
/// folder read itself), which no target's name has.
public struct FolderLayout: Hashable, Sendable {
  /// A package in the folder: where its manifest is, and what dump-package read of it.
  public struct Package: Hashable, Sendable {
    /// The package's folder, relative to the folder read: empty for the folder's own package.
    public var folder: String
    /// The manifest as read; nil when it was not read (its files are then outside any target).
    public var manifest: PackageManifest?

    public init(folder: String, manifest: PackageManifest?) {
      self.folder = folder
      self.manifest = manifest
    }
  }

  /// Files read as one part of the app.
  public struct Part: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// A regular or executable target of the package in `packageFolder`, as a module whose
      /// dependencies are targets of the same package.
      case target(PackageModules.Module, packageFolder: String)
      /// Files outside any target, below the package in `packageFolder` (whose manifest gives
      /// them no target, or was not read), or below no package (nil).
      case outsideTargets(packageFolder: String?)
    }

    /// As review shows it: the target's name, qualified for a nested package, or a folder ending in `/`.
    public var name: String
    public var kind: Kind
    /// Paths relative to the folder read, in its listing's order.
    public var files: [String]
  }

  /// Files that are no part of an app.
  public struct LeftOut: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
      /// The files of a test, plugin or macro target.
      case target(PackageTarget.Kind)
      /// Swift in a DocC catalog (`*.docc`), which no target compiles.
      case documentation
    }

    /// As a part would be named (`AppCoreTests`, `TicTacToe/tic-tac-toe/AppCoreTests`), or the
    /// catalog's folder (`Sources/App/App.docc`).
    public var name: String
    public var reason: Reason
    public var files: [String]
  }

  /// The targets' parts, package by package in the order of their folders and targets in
  /// manifest order, then the parts outside any target in the order of their first file.
  public private(set) var parts: [Part] = []
  public private(set) var leftOut: [LeftOut] = []

  /// - Parameters:
  ///   - files: the Swift sources and schemas to place, relative to the folder read, in order;
  ///     manifests among them are no part of any target and are dropped.
  ///   - folders: every folder of the listing (a target's folder is the first of SwiftPM's
  ///     candidates that exists).
  ///   - packages: every package in the folder, each whose manifest holds a file of `files`
  ///     read or not; a package left out here owns nothing.
  public init(files: [String], folders: Set<String>, packages: [Package]) {
    let packages = packages.sorted { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }
    let owners = packages.map { PackageOwner($0, folders: folders) }
    var targetFiles: [[[String]]] = owners.map { $0.targets.map { _ in [] } }
    var outside: [(name: String, package: String?, files: [String])] = []
    var outsideIndex: [String: Int] = [:]
    var catalogs: [String: [String]] = [:]
    for file in files where !Self.isManifest(file) {
      if let catalog = Self.documentationCatalog(of: file) {
        catalogs[catalog, default: []].append(file)
        continue
      }
      let package = owners.lastIndex { Self.contains($0.package.folder, file) }
      let base = package.map { owners[$0].package.folder } ?? ""
      let relative = Self.relative(file, to: base)
      if let package, let target = owners[package].target(owning: relative) {
        targetFiles[package][target].append(file)
        continue
      }
      let name = Self.outsideGroup(of: relative, in: base)
      if let index = outsideIndex[name] {
        outside[index].files.append(file)
      } else {
        outsideIndex[name] = outside.count
        outside.append((name, package.map { owners[$0].package.folder }, [file]))
      }
    }
    for (package, owner) in owners.enumerated() {
      for (index, target) in owner.targets.enumerated() where !targetFiles[package][index].isEmpty {
        let name = Self.qualified(target.target.name, in: owner.package.folder)
        if let module = target.module {
          parts.append(Part(
            name: name, kind: .target(module, packageFolder: owner.package.folder), files: targetFiles[package][index]))
        } else {
          leftOut.append(LeftOut(name: name, reason: .target(target.target.kind), files: targetFiles[package][index]))
        }
      }
    }
    parts += outside.map { Part(name: $0.name, kind: .outsideTargets(packageFolder: $0.package), files: $0.files) }
    leftOut += catalogs.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      LeftOut(name: $0, reason: .documentation, files: catalogs[$0] ?? [])
    }
  }

  /// `Sources/App/App.docc` for a file in that catalog.
  static func documentationCatalog(of file: String) -> String? {
    let components = file.split(separator: "/").dropLast()
    guard let catalog = components.firstIndex(where: { $0.hasSuffix(".docc") }) else { return nil }
    return components[...catalog].joined(separator: "/")
  }

  /// The folders holding a `Package.swift` among `files` (relative paths), in byte order; the
  /// folder listed itself is the empty path.
  public static func packageFolders(in files: [String]) -> [String] {
    files.compactMap { file in
      guard let name = file.split(separator: "/").last, name == PackageManifestFiles.manifestName else { return nil }
      return String(file.dropLast(name.count)).trimmingSuffix("/")
    }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The packages of `folders` that own at least one of `files` (Swift sources and schemas,
  /// relative paths) rather than a package nested in them: the only ones whose manifest must be
  /// read. `folders` in byte order, as `packageFolders(in:)` gives them.
  public static func packagesOwningFiles(_ files: [String], among folders: [String]) -> [String] {
    var owning: Set<String> = []
    for file in files where !isManifest(file) {
      if let folder = folders.last(where: { contains($0, file) }) { owning.insert(folder) }
    }
    return folders.filter(owning.contains)
  }

  /// `Package.swift` or `Package@swift-*.swift`, in whatever folder.
  static func isManifest(_ file: String) -> Bool {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return PackageManifestFiles.isManifest(name)
  }

  /// Whether `path` is below `folder` (every path is below the empty one).
  package static func contains(_ folder: String, _ path: String) -> Bool {
    folder.isEmpty || path.hasPrefix(folder + "/")
  }

  static func relative(_ path: String, to folder: String) -> String {
    folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
  }

  /// `name` (a target's, a folder's) in the package in `packageFolder`: as it is for the folder's own.
  public static func qualified(_ name: String, in packageFolder: String) -> String {
    packageFolder.isEmpty ? name : packageFolder + "/" + name
  }

  /// The folders SwiftPM lays targets out in, whose files outside any target are grouped a level deeper.
  static let targetRoots: Set<String> = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]

  /// `CaseStudies/` for `CaseStudies/SwiftUI/Feature.swift` below `base`, `Sources/Catalogo/`
  /// for a file under `Sources/Catalogo`, `./` (or `base/`) for a file right in it.
  static func outsideGroup(of relative: String, in base: String) -> String {
    let components = relative.split(separator: "/").dropLast()
    let depth = components.first.map { targetRoots.contains(String($0)) } == true ? 2 : 1
    let folder = ([base].filter { !$0.isEmpty } + components.prefix(depth).map(String.init)).joined(separator: "/")
    return (folder.isEmpty ? "." : folder) + "/"
  }
}

/// A package's targets with the folder each owns.
private struct PackageOwner {
  struct Target {
    var target: PackageTarget
    /// Relative to the package's folder; empty for `path: "."`.
    var folder: String
    /// The app's module, for regular and executable targets.
    var module: PackageModules.Module?
  }

  var package: FolderLayout.Package
  var targets: [Target] = []
  /// The target that owns each target folder (the first declared, when two share one).
  private var targetOfFolder: [String: Int] = [:]

  init(_ package: FolderLayout.Package, folders: Set<String>) {
    self.package = package
    guard let manifest = package.manifest else { return }
    let exists = { (relative: String) in folders.contains(FolderLayout.qualified(relative, in: package.folder)) }
    let modules = PackageModules(manifest, folderExists: exists)
    targets = manifest.targets.map { target in
      let module = modules.module(named: target.name)
      let folder = module?.folder ?? target.candidateFolders.first(where: exists) ?? target.candidateFolders[0]
      return Target(target: target, folder: Self.normalized(folder), module: module)
    }
    for (index, target) in targets.enumerated() where targetOfFolder[target.folder] == nil {
      targetOfFolder[target.folder] = index
    }
  }

  /// The target whose folder holds `relative` (a path relative to the package's folder), the
  /// deepest when several do: the folders on the way up from the file, looked up.
  func target(owning relative: String) -> Int? {
    var folder = Substring(relative)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if let index = targetOfFolder[String(folder)] { return index }
    }
    return targetOfFolder[""]
  }

  /// `Sources/App` for `./Sources/App/`, empty for `.`.
  static func normalized(_ folder: String) -> String {
    folder.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
  }
}

private extension String {
  func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
