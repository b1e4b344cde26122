import Foundation

/// The TCA and swift-case-paths releases the build resolved, for the schemas
/// that set no `tca` / `casePaths`: read from the nearest `Package.resolved`
/// (`ResolvedFileSearch`).
struct TCAReleaseLookup: Equatable {
  /// Passed as `navgen generate --default-tca <release>`; nil leaves navgen's
  /// default, the newest release it supports. Whether navgen supports the
  /// release is navgen's to check, at the schemas that use it; the plugin
  /// knows navgen's releases only to warn once (`UnknownReleases`).
  var release: String?
  /// Passed as `--default-case-paths <release>`; nil leaves navgen's default.
  /// A release navgen does not know gives the attribute form, whose
  /// `@CasePathable` the real macro expands (`--plugin-defaults`).
  var casePathsRelease: String?
  /// The file read: an input of every command, so a new pin regenerates.
  var resolvedFile: URL?
  /// Why no release was found, for the build log.
  var warning: String?

  static func lookUp(_ search: ResolvedFileSearch) -> TCAReleaseLookup {
    guard let file = search.nearest() else {
      return TCAReleaseLookup(
        warning: "found no \(ResolvedFileSearch.fileName) in \(search.start.path) or any folder above it; \(fallback)")
    }
    let pins: PackageResolvedFile
    do {
      pins = try PackageResolvedFile(data: Data(contentsOf: file))
    } catch {
      return TCAReleaseLookup(resolvedFile: file, warning: "cannot read \(file.path): \(error); \(fallback)")
    }
    let casePaths = TCAPin.find(in: pins.pins, packageName: TCAPin.casePathsPackageName)?.release
    guard let pin = TCAPin.find(in: pins.pins) else {
      return TCAReleaseLookup(
        casePathsRelease: casePaths, resolvedFile: file, warning: "\(file.path) pins no \(TCAPin.packageName); \(fallback)")
    }
    switch pin {
    case .release, .mainBranch:
      return TCAReleaseLookup(release: pin.release, casePathsRelease: casePaths, resolvedFile: file)
    case .unnamed(let what):
      return TCAReleaseLookup(
        casePathsRelease: casePaths, resolvedFile: file,
        warning: "\(file.path) pins \(TCAPin.packageName) to \(what), which names no release; \(fallback)")
    }
  }

  private static let fallback =
    "schemas that set no \"tca\" get the newest TCA release navgen supports (set \"tca\" in them to choose)"
}

/// Finds the `Package.resolved` that says which TCA release a build uses: the
/// nearest one, looking in the start folder and then in each folder above it.
/// In each folder the places are, for a package target (SwiftPM's layout first):
///
/// 1. `Package.resolved` (a package's own);
/// 2. `<name>.xcworkspace/xcshareddata/swiftpm/Package.resolved` (a workspace's);
/// 3. `<name>.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`
///    (a project opened on its own);
///
/// and for a target of an Xcode project 2, 3 (that project first), then 1: a
/// workspace next to a project is what the project is opened through.
/// Names are visited in sorted order, so the answer does not depend on the
/// order a folder lists its entries in.
struct ResolvedFileSearch {
  enum Layout: Equatable {
    /// A package target. SwiftPM resolves dependencies only for the root
    /// package, so a dependency's own `Package.resolved` (a checkout's or a
    /// local package's lock file) is skipped: `skipsOwnFile`.
    case package(skipsOwnFile: Bool)
    /// A target of the Xcode project `<projectName>.xcodeproj`.
    case xcodeProject(projectName: String)
  }

  var start: URL
  var layout: Layout
  var fileManager = FileManager.default

  static let fileName = "Package.resolved"
  private static let sharedData = ["xcshareddata", "swiftpm", fileName]

  /// The nearest existing file, or nil when there is none up to the root folder.
  func nearest() -> URL? {
    for folder in foldersFromStart() {
      if let found = places(in: folder).first(where: { fileManager.fileExists(atPath: $0.path) }) {
        return found
      }
    }
    return nil
  }

  /// The start folder and each folder above it, up to the root.
  func foldersFromStart() -> [URL] {
    var folders: [URL] = []
    var folder = start.standardizedFileURL
    while true {
      folders.append(folder)
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { return folders }
      folder = parent
    }
  }

  /// Where a `Package.resolved` may be in `folder`, in the order they count.
  func places(in folder: URL) -> [URL] {
    let entries = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }.map {
      Self.sharedData.reduce(folder.appending(path: $0)) { $0.appending(path: $1) }
    }
    var projectNames = entries.filter { $0.hasSuffix(".xcodeproj") }
    let ownFile = folder.appending(path: Self.fileName)
    switch layout {
    case .package(let skipsOwnFile):
      let isOwnFolder = folder.path == start.standardizedFileURL.path
      return (skipsOwnFile && isOwnFolder ? [] : [ownFile]) + workspaces + projects(projectNames, in: folder)
    case .xcodeProject(let projectName):
      if let index = projectNames.firstIndex(of: "\(projectName).xcodeproj") {
        projectNames.insert(projectNames.remove(at: index), at: 0)
      }
      return workspaces + projects(projectNames, in: folder) + [ownFile]
    }
  }

  private func projects(_ names: [String], in folder: URL) -> [URL] {
    names.map {
      (["project.xcworkspace"] + Self.sharedData).reduce(folder.appending(path: $0)) { $0.appending(path: $1) }
    }
  }
}

/// The pins of a `Package.resolved` file, in any of the formats SwiftPM
/// writes (its `ResolvedPackagesStore`):
///
/// - version 1 (tools 5.5 and older): `{"version": 1, "object": {"pins": [
///   {"package": name, "repositoryURL": url, "state": {"version", "branch", "revision"}}]}}`;
/// - version 2 (tools 5.6–5.9): `{"version": 2, "pins": [{"identity", "kind",
///   "location", "state": {"version", "branch", "revision"}}]}`;
/// - version 3 (tools 5.10 and newer): version 2 plus `"originHash"`.
///
/// A pin's state has a `version` when the dependency resolved to a tag, else
/// a `branch` and its `revision`, else only a `revision`.
///
/// Read with `JSONSerialization` rather than `Decodable` types: SwiftPM compiles
/// the plugin in every clean build of a consumer, and synthesized `Decodable`
/// conformances cost that compile more than this file's lookups.
struct PackageResolvedFile: Equatable {
  struct Pin: Equatable {
    /// Version 2+: the package identity (a registry pin's is `scope.name`).
    /// Version 1: the package's name, if recorded.
    var name: String?
    /// The repository URL or local path; empty for registry pins.
    var location: String
    var version: String?
    var branch: String?
    var revision: String?
  }

  struct UnreadableFormat: Error, CustomStringConvertible {
    var description: String
  }

  var pins: [Pin]

  init(data: Data) throws {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let version = root["version"] as? Int
    else { throw UnreadableFormat(description: "it is not JSON with a numeric \"version\"") }
    let pins: [Pin]?
    switch version {
    case 1:
      pins = ((root["object"] as? [String: Any])?["pins"] as? [Any]).flatMap {
        Self.pins($0, nameKey: "package", nameIsOptional: true, locationKey: "repositoryURL")
      }
    case 2, 3:
      pins = (root["pins"] as? [Any]).flatMap {
        Self.pins($0, nameKey: "identity", nameIsOptional: false, locationKey: "location")
      }
    default:
      throw UnreadableFormat(description: "its format version \(version) is not 1, 2 or 3")
    }
    guard let pins else {
      throw UnreadableFormat(description: "it does not have the pins of format version \(version)")
    }
    self.pins = pins
  }

  /// Every entry of `entries` as a pin, or nil when one lacks a required key or
  /// has a key of the wrong type.
  private static func pins(_ entries: [Any], nameKey: String, nameIsOptional: Bool, locationKey: String) -> [Pin]? {
    var pins: [Pin] = []
    for entry in entries {
      guard let pin = entry as? [String: Any], let location = pin[locationKey] as? String,
        let state = pin["state"] as? [String: Any],
        let name = optionalString(pin[nameKey]), nameIsOptional || name != nil,
        let version = optionalString(state["version"]),
        let branch = optionalString(state["branch"]),
        let revision = optionalString(state["revision"])
      else { return nil }
      pins.append(Pin(name: name, location: location, version: version, branch: branch, revision: revision))
    }
    return pins
  }

  /// `.some(nil)` for a missing or null value, `.some(text)` for a string, nil for anything else.
  private static func optionalString(_ value: Any?) -> String?? {
    switch value {
    case nil, is NSNull: return .some(nil)
    case let text as String: return .some(text)
    default: return nil
    }
  }
}

/// What a `Package.resolved` says about The Composable Architecture (or,
/// found by `packageName`, swift-case-paths).
enum TCAPin: Equatable {
  /// Resolved to a tag: `1.20.2` (navgen decides whether it supports it).
  case release(String)
  /// On the `main` branch, which navgen supports as the release `main`.
  case mainBranch
  /// On another branch or a bare revision: no release can be named.
  case unnamed(String)

  static let packageName = "swift-composable-architecture"
  static let casePathsPackageName = "swift-case-paths"

  /// The release to pass to `navgen generate --default-tca`, if any.
  var release: String? {
    switch self {
    case .release(let version): return version
    case .mainBranch: return KnownReleases.mainBranchName
    case .unnamed: return nil
    }
  }

  /// The pin of `packageName` (TCA's by default) among `pins`, if any.
  static func find(in pins: [PackageResolvedFile.Pin], packageName: String = packageName) -> TCAPin? {
    pins.first { isPackage($0, named: packageName) }.map(TCAPin.init)
  }

  init(_ pin: PackageResolvedFile.Pin) {
    if let version = pin.version {
      self = .release(version)
    } else if let branch = pin.branch {
      self = branch == KnownReleases.mainBranchName ? .mainBranch : .unnamed("branch '\(branch)'")
    } else {
      self = .unnamed("revision \(pin.revision ?? "(none)")")
    }
  }

  /// A pin is `packageName`'s (`swift-composable-architecture`, `swift-case-paths`)
  /// when its identity (a registry's `scope.name` included) or the last component
  /// of its URL or path, without `.git`, is that name, compared case-insensitively
  /// as SwiftPM compares identities. Forks and local clones keep that name.
  static func isPackage(_ pin: PackageResolvedFile.Pin, named packageName: String) -> Bool {
    if let name = pin.name?.lowercased(), name == packageName || name.hasSuffix(".\(packageName)") {
      return true
    }
    return lastComponent(of: pin.location).lowercased() == packageName
  }

  /// `https://github.com/pointfreeco/swift-composable-architecture.git/` →
  /// `swift-composable-architecture`; `git@host:owner/name` → `name`.
  static func lastComponent(of location: String) -> String {
    var text = Substring(location)
    while text.hasSuffix("/") { text = text.dropLast() }
    if let separator = text.lastIndex(where: { $0 == "/" || $0 == ":" }) {
      text = text[text.index(after: separator)...]
    }
    if text.lowercased().hasSuffix(".git") { text = text.dropLast(4) }
    return String(text)
  }
}

/// The releases navgen writes exactly: `TCARelease.supported` and
/// `CasePathsRelease.supported` in NavSchema, which the plugin cannot import
/// (a plugin depends on no library target); TCAReleaseLookupTests keeps these
/// lists equal to those.
enum KnownReleases {
  /// The name of the `main` branch: in both lists, and the branch a pin names for `TCAPin.mainBranch`.
  static let mainBranchName = "main"

  /// TCA's tags from 1.12.0 (there is no 1.20.0), oldest first, then its main branch.
  static let tca = [
    "1.12.0", "1.12.1", "1.13.0", "1.13.1", "1.14.0", "1.15.0", "1.15.1", "1.15.2", "1.16.0", "1.16.1", "1.17.0",
    "1.17.1", "1.18.0", "1.19.0", "1.19.1", "1.20.1", "1.20.2", "1.21.0", "1.21.1", "1.22.0", "1.22.1", "1.22.2",
    "1.22.3", "1.23.0", "1.23.1", "1.23.2", "1.24.0", "1.24.1", "1.25.0", "1.25.1", "1.25.2", "1.25.3", "1.25.4",
    "1.25.5", mainBranchName,
  ]

  /// swift-case-paths' tags from 1.5.3, oldest first, then its main branch.
  static let casePaths = [
    "1.5.3", "1.5.4", "1.5.5", "1.5.6", "1.6.0", "1.6.1", "1.7.0", "1.7.1", "1.7.2", "1.7.3", "1.8.0", "1.9.0", "1.9.1",
    mainBranchName,
  ]

  /// Whether navgen, given `release` as `--default-tca` with `--plugin-defaults`, writes the
  /// hand-written form with a warning: a release it does not know, unless it is older than the
  /// oldest it knows, which stays navgen's error at each schema (`TCARelease.isOlderThanSupported`).
  static func tcaFallsBack(_ release: String) -> Bool {
    !tca.contains(release) && !isOlderThanTCA(release)
  }

  /// Whether navgen writes the attribute form for the default swift-case-paths `release`: any
  /// release it does not know, since the real `@CasePathable` expands it for every release.
  static func casePathsFallsBack(_ release: String) -> Bool {
    !casePaths.contains(release)
  }

  /// `1.11.0`, `v1.9.2`: a `major.minor.patch` before TCA's oldest known release. A newer
  /// release, or anything else (`2.0.0-beta`, `1.25`), is not.
  static func isOlderThanTCA(_ text: String) -> Bool {
    let parts = (text.hasPrefix("v") ? text.dropFirst() : Substring(text)).split(separator: ".").map { Int($0) }
    let oldest = tca[0].split(separator: ".").compactMap { Int($0) }
    return parts.count == 3 && parts.allSatisfy { $0 != nil } && parts.compactMap { $0 }.lexicographicallyPrecedes(oldest)
  }

  /// "1.12.0 through 1.25.5 (exact major.minor.patch) and main", as navgen's messages say it.
  static func supportedRange(_ releases: [String]) -> String {
    let tagged = releases.filter { $0 != mainBranchName }
    return "\(tagged[0]) through \(tagged[tagged.count - 1]) (exact major.minor.patch) and \(mainBranchName)"
  }
}

/// The resolved releases navgen does not know, said once for the whole target: navgen falls
/// back for them (the hand-written form for TCA, the attribute form for swift-case-paths) in
/// the schemas that take the default, and is told not to warn again at each of them.
struct UnknownReleases {
  /// For the build log; nil when no schema of the target takes a release navgen does not know.
  var warning: String?

  /// `schemas`: each schema's top-level object, nil for one the plugin cannot read (counted as
  /// taking every default: navgen reports its errors).
  init(_ lookup: TCAReleaseLookup, schemas: [[String: Any]?]) {
    let schemas = schemas.map { $0 ?? [:] }
    let tca = lookup.release.flatMap { KnownReleases.tcaFallsBack($0) ? $0 : nil }
    let casePaths = lookup.casePathsRelease.flatMap { KnownReleases.casePathsFallsBack($0) ? $0 : nil }
    // A schema without `tca` is then hand-written: every macro, `@CasePathable` too, is left to TCA's.
    func takesTCA(_ schema: [String: Any]) -> Bool { tca != nil && schema["tca"] == nil }
    func takesCasePaths(_ schema: [String: Any]) -> Bool {
      schema["casePaths"] == nil && (schema["expandMacros"] as? Bool) != false && !takesTCA(schema)
    }
    // SwiftPM prints a plugin's warning without its file, so the text names it.
    let file = lookup.resolvedFile?.path ?? ResolvedFileSearch.fileName
    var parts: [String] = []
    if let tca, schemas.contains(where: takesTCA) {
      parts.append(
        "TCA '\(tca)' (the release \(file) pins) is one navgen does not know "
          + "(supported: \(KnownReleases.supportedRange(KnownReleases.tca))); this target's schemas that set no "
          + "\"tca\" are written as a developer writes them, each enum's @Reducer left to TCA's macro; "
          + "set \"tca\" in them or update navgen for the macro-free form")
    }
    if let casePaths, schemas.contains(where: takesCasePaths) {
      parts.append(
        "swift-case-paths '\(casePaths)' (the release \(file) pins) is one navgen does not know "
          + "(supported: \(KnownReleases.supportedRange(KnownReleases.casePaths))); this target's schemas that set "
          + "no \"casePaths\" are written in the attribute form, whose @CasePathable the macro expands; "
          + "set \"casePaths\" in them or update navgen for the macro-free form")
    }
    warning = parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}
