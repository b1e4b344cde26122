#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavPackage
import NavGenerate

/// What the manifests of the packages in a folder declare: `swift package dump-package`, which
/// evaluates `Package.swift` without resolving or fetching anything, run in each package's
/// folder, or for `<rev>:<folder>` in a temporary folder holding that revision's manifests of the
/// package (`Package.swift` and `Package@swift-*.swift`). When NavGen's command plugin has
/// written SwiftPM's own view of the package it runs in (`description`, the same JSON), that is
/// read for that package instead.
struct PackageManifestReader {
  var reader: SchemaSourceReader
  /// The package the command plugin runs in and the description it wrote of it.
  var description: (packageFolder: String, file: String)?
  /// A package whose manifest its caller has dumped already, and what that dump gave (adopt
  /// dumps the manifest it edits once, in its proof's scratch folder, and reads the folder by it).
  var dumped: (packageFolder: String, result: Result<[UInt8], SchemaReadError>)?

  static let manifestName = PackageManifestFiles.manifestName

  /// What dump-package reads of the packages in `packageFolders` (relative to `folder`, whose
  /// listing names their manifests), one dump each, run side by side (each waited for on a
  /// thread of its own); in the same order. `alreadyRead`: manifests its caller has read, by
  /// their paths relative to the folder, which are not read again.
  func manifests(
    of packageFolders: [String], in folder: SchemaSource, listing: FolderListing,
    alreadyRead: [String: FileInFolder] = [:]
  ) -> [Result<PackageManifest, SchemaReadError>] {
    guard !packageFolders.isEmpty else { return [] }
    // The manifests' bytes: at a revision to be dumped, on disk for the cache's key.
    let names = packageFolders.flatMap { package in Self.manifestNames(of: package, in: listing) }
    let unread = names.filter { alreadyRead[$0] == nil }
    let read: [FileInFolder]
    switch reader.contents(of: unread, in: folder) {
    case .failure(let error):
      return packageFolders.map { _ in .failure(error) }
    case .success(let files):
      read = files
    }
    let readNow = Dictionary(uniqueKeysWithValues: zip(unread, read))
    var manifestFiles: [String: [FileInFolder]] = [:]
    for name in names {
      if let file = alreadyRead[name] ?? readNow[name] { manifestFiles[Self.parent(of: name), default: []].append(file) }
    }
    let dumps = packageFolders.map { ($0, manifestFiles[$0] ?? []) }
    let cached = CachedDumps(cache: reader.manifestCache())
    return eachWaitingOnItsOwnThread(dumps.count) { index in
      let (package, files) = dumps[index]
      let source = InputLoader.folder(package, in: folder)
      let fileName = "\(source)/\(Self.manifestName)"
      let read = { (json: [UInt8]) in
        PackageManifest.read(json: json, fileName: fileName).mapError { SchemaReadError(source: source, message: "\($0)") }
      }
      return dumpPackage(source, manifests: files, cached: cached, read: read)
    }
  }

  /// What dump-package reads of the package in `folder`; at a revision, from its `manifests`.
  private func dumpPackage(
    _ folder: SchemaSource, manifests: [FileInFolder], cached: CachedDumps,
    read: ([UInt8]) -> Result<PackageManifest, SchemaReadError>
  ) -> Result<PackageManifest, SchemaReadError> {
    let failure = { (message: String) in SchemaReadError(source: folder, message: message) }
    let manifests = manifests.map { (name: String($0.fileName.split(separator: "/").last ?? ""), contents: $0.contents) }
    switch folder {
    case .standardInput:
      return .failure(failure("not a package"))
    case .file(let path):
      let absolute = URL(fileURLWithPath: reader.resolved(path)).standardizedFileURL.path
      if let description, URL(fileURLWithPath: description.packageFolder).standardizedFileURL.path == absolute {
        return reader.readFile(description.file).mapError { failure($0.message) }.flatMap(read)
      }
      if let dumped, URL(fileURLWithPath: dumped.packageFolder).standardizedFileURL.path == absolute {
        return dumped.result.mapError { failure($0.message) }.flatMap(read)
      }
      return cached.manifest(in: absolute, manifests: manifests, read: read) {
        run(in: absolute, shownAs: path).mapError { failure($0.message) }
      }
    case .gitRevision(let revision, let path):
      let shownAs = "\(revision):\(path)"
      // With a cache, the same folder for the same manifests: its answer is found again, and
      // SwiftPM's own manifest cache, keyed by the folder too, knows them (1.3 s -> 0.3 s).
      if let kept = cached.cache?.revisionFolder(for: manifests) {
        return cached.manifest(in: kept, manifests: manifests, read: read) {
          run(in: kept, shownAs: shownAs).mapError { failure($0.message) }
        }
      }
      let temporary = FileManager.default.temporaryDirectory
        .appendingPathComponent("navgen-manifest-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: temporary) }
      do {
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        for file in manifests {
          try Data(file.contents).write(to: temporary.appendingPathComponent(file.name))
        }
      } catch {
        return .failure(failure("cannot write its manifest to a temporary folder: \(error)"))
      }
      return run(in: temporary.path, shownAs: shownAs).mapError { failure($0.message) }.flatMap(read)
    }
  }

  /// The manifests right in the package folder `package` of a listing: `Package.swift` and
  /// `Package@swift-*.swift`, relative to the folder listed.
  static func manifestNames(of package: String, in listing: FolderListing) -> [String] {
    listing.files.filter { file in
      parent(of: file) == package && PackageManifestFiles.isManifest(String(file.split(separator: "/").last ?? ""))
    }
  }

  /// `a/b` for `a/b/Package.swift`, empty for `Package.swift`.
  static func parent(of file: String) -> String {
    file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
  }

  /// `swift package dump-package` in `folder`: its JSON, or what is wrong with the manifest
  /// (the compiler's `file:line:column` diagnostics, the manifest named as `shownAs` shows it).
  /// Its scratch folder is a path of its own that does not exist, never the package's `.build`:
  /// SwiftPM locks the scratch folder it is given, so a dump there would wait for as long as a
  /// build of that package runs (a terminal's `swift build`, an editor's), and reading a folder
  /// leaves nothing in it.
  func run(in folder: String, shownAs: String) -> Result<[UInt8], GitRunner.Failure> {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let swift = ChildProcess(
      executablePath: "/usr/bin/env",
      arguments: ["swift", "package", "--package-path", folder, "--scratch-path", scratch.path, "dump-package"], input: nil)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try swift.run()
    } catch {
      return .failure(GitRunner.Failure("cannot run 'swift package dump-package': \(error)"))
    }
    guard outcome.status == 0 else {
      let text = String(decoding: outcome.standardError, as: UTF8.self)
      let manifest = Self.child(shownAs, Self.manifestName)
      // The located lines, without the compiler's command line and source excerpts.
      let located = text.split(separator: "\n").filter { $0.hasPrefix(folder + "/") && $0.contains(": error: ") }
        .map { String($0.dropFirst(folder.count + 1 + Self.manifestName.count)) }
        .map { manifest + $0 }
      let details = located.isEmpty ? text.trimmingWhitespace() : located.joined(separator: "\n")
      return .failure(GitRunner.Failure(
        "'swift package dump-package' cannot read its manifest:\n" + (details.isEmpty ? "status \(outcome.status)" : details)))
    }
    return .success(outcome.standardOutput)
  }

  /// `<path>/<name>` in a git tree, where `.` and the empty path are the top.
  static func child(_ path: String, _ name: String) -> String {
    path.isEmpty || path == "." || path == "./" ? name : SwiftFileSearch.join(path, name)
  }
}
