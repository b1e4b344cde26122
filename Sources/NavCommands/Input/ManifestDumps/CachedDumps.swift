#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavPackage
import NavGenerate

/// The manifest cache as one reading of a folder uses it: the environment and the toolchain
/// are read once for all its packages, and only when there is a cache to key.
struct CachedDumps: Sendable {
  var cache: ManifestDumpCache?
  var environment: [String: String] = [:]
  var toolchain: ToolchainIdentity?

  init(cache: ManifestDumpCache?) {
    guard let cache else { return }
    self.cache = cache
    environment = ProcessInfo.processInfo.environment
    toolchain = ToolchainIdentity.current(
      environment: environment, currentDirectory: FileManager.default.currentDirectoryPath)
  }

  /// The manifest of the package in `folder`, whose manifests are `manifests`: the answer kept
  /// for them, or else `dump`'s, which is kept when it reads as a manifest. A kept answer that
  /// no longer reads is dumped again.
  func manifest(
    in folder: String, manifests: [(name: String, contents: [UInt8])],
    read: ([UInt8]) -> Result<PackageManifest, SchemaReadError>,
    dump: () -> Result<[UInt8], SchemaReadError>
  ) -> Result<PackageManifest, SchemaReadError> {
    guard let cache, let toolchain else { return dump().flatMap(read) }
    let key = ManifestDumpKey(
      packageFolder: folder, manifests: manifests, holdsGit: FileManager.default.fileExists(atPath: folder + "/.git"),
      environment: environment, toolchain: toolchain)
    if let answer = cache.answer(for: key), case .success(let manifest) = read(answer) {
      return .success(manifest)
    }
    let dumped = dump()
    let manifest = dumped.flatMap(read)
    if case .success = manifest, case .success(let json) = dumped { cache.keep(json, for: key) }
    return manifest
  }
}
