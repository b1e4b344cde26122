#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavPackage
import NavGenerate

/// Whether a folder is a package, and what its manifest declares: `swift package
/// dump-package`, which evaluates `Package.swift` without resolving or fetching anything, run
/// in the package's folder, or for `<rev>:<folder>` in a temporary folder holding that
/// revision's manifests (`Package.swift` and `Package@swift-*.swift`). When NavGen's command
/// plugin has written SwiftPM's own view of the package (`description`, the same JSON),
/// that is read for the package it describes instead.
struct PackageManifestReader {
  var reader: SchemaSourceReader
  /// The package the command plugin runs in and the description it wrote of it.
  var description: (packageFolder: String, file: String)?

  static let manifestName = "Package.swift"

  /// Whether `folder` holds a `Package.swift`.
  func isPackage(_ folder: SchemaSource) -> Bool {
    switch folder {
    case .standardInput:
      return false
    case .file(let path):
      return FileManager.default.fileExists(atPath: reader.resolved(SwiftFileSearch.join(path, Self.manifestName)))
    case .gitRevision(let revision, let path):
      return (try? git.objectType(revision: revision, path: Self.child(path, Self.manifestName)).get()) == "blob"
    }
  }

  func manifest(of folder: SchemaSource) -> Result<PackageManifest, SchemaReadError> {
    let failure = { (message: String) in SchemaReadError(source: folder, message: message) }
    return dumpPackage(folder).flatMap { json in
      PackageManifest.read(json: json, fileName: "\(folder)/\(Self.manifestName)").mapError { failure("\($0)") }
    }
  }

  /// dump-package's JSON for the package in `folder`.
  private func dumpPackage(_ folder: SchemaSource) -> Result<[UInt8], SchemaReadError> {
    let failure = { (message: String) in SchemaReadError(source: folder, message: message) }
    switch folder {
    case .standardInput:
      return .failure(failure("not a package"))
    case .file(let path):
      let absolute = URL(fileURLWithPath: reader.resolved(path)).standardizedFileURL.path
      if let description, URL(fileURLWithPath: description.packageFolder).standardizedFileURL.path == absolute {
        return reader.readFile(description.file).mapError { failure($0.message) }
      }
      return run(in: absolute, shownAs: path).mapError { failure($0.message) }
    case .gitRevision(let revision, let path):
      return manifests(at: revision, path).mapError { failure($0.message) }.flatMap { files in
        let temporary = FileManager.default.temporaryDirectory
          .appendingPathComponent("navgen-manifest-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        do {
          try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
          for (name, contents) in files { try Data(contents).write(to: temporary.appendingPathComponent(name)) }
        } catch {
          return .failure(failure("cannot write its manifest to a temporary folder: \(error)"))
        }
        return run(in: temporary.path, shownAs: "\(revision):\(path)").mapError { failure($0.message) }
      }
    }
  }

  /// The manifests at the top of `<rev>:<path>`, by name.
  private func manifests(at revision: String, _ path: String) -> Result<[(String, [UInt8])], GitRunner.Failure> {
    git.filesInTree(revision: revision, path: path).flatMap { names in
      let manifests = names.filter { name in
        !name.contains("/") && (name == Self.manifestName || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")))
      }
      let objects = manifests.map { "\(revision):\(Self.child(path, $0))" }
      return git.blobs(objects, revision: revision).flatMap { contents in
        guard contents.allSatisfy({ $0 != nil }) else { return .failure(GitRunner.Failure("git cannot read its manifest")) }
        return .success(zip(manifests, contents).map { ($0, $1 ?? []) })
      }
    }
  }

  /// `swift package dump-package` in `folder`: its JSON, or what is wrong with the manifest
  /// (the compiler's `file:line:column` diagnostics, the manifest named as `shownAs` shows it).
  func run(in folder: String, shownAs: String) -> Result<[UInt8], GitRunner.Failure> {
    let swift = ChildProcess(
      executablePath: "/usr/bin/env", arguments: ["swift", "package", "--package-path", folder, "dump-package"], input: nil)
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

  private var git: GitRunner { GitRunner(currentDirectory: reader.currentDirectory) }

  /// `<path>/<name>` in a git tree, where `.` and the empty path are the top.
  static func child(_ path: String, _ name: String) -> String {
    path.isEmpty || path == "." || path == "./" ? name : SwiftFileSearch.join(path, name)
  }
}
