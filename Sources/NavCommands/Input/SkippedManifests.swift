import NavSchema
import NavPackage
import NavGenerate

/// The warnings that name a manifest a folder's reading did not read, at the manifest: one
/// dump-package cannot read (whose package's files are then read as sources outside any target),
/// and the version-specific manifests this toolchain's dump-package reads instead of, or does not
/// read beside, the one it reads.
enum SkippedManifests {
  /// At the manifest's first error, as the compiler located it, or at its first line.
  static func unreadable(_ manifest: String, error: SchemaReadError, folder: String) -> Diagnostic {
    let lines = error.message.split(separator: "\n").map(String.init)
    let located = lines.compactMap { CompilerError($0, in: manifest) }
    let problem = located.first.map { "error: " + $0.message } ?? lines.dropFirst().first ?? error.message
    let more = located.count > 1 ? ", and \(located.count - 1) more" : ""
    let place = folder.isEmpty ? "the folder" : "'\(folder)'"
    return .warning(
      "'swift package dump-package' cannot read this manifest (\(problem)\(more)), so its targets are unknown; "
        + "the Swift files and schemas of \(place) are read as sources outside any target",
      at: SourceLocation(file: manifest, line: located.first?.line ?? 1, column: located.first?.column ?? 1))
  }

  /// At each manifest of the package in `folder` that dump-package did not read: the one it read
  /// is the one whose tools version it reports. Nothing when the package has one manifest.
  static func versionSpecific(
    of folder: String, read manifest: PackageManifest, in source: SchemaSource, listing: FolderListing,
    reader: SchemaSourceReader
  ) -> [Diagnostic] {
    let names = PackageManifestReader.manifestNames(of: folder, in: listing)
    guard names.count > 1, case .success(let files) = reader.contents(of: names, in: source) else { return [] }
    let versions = files.map { PackageManifestFiles.toolsVersion(declaredIn: $0.contents) }
    let matching = files.indices.filter { versions[$0] != nil && versions[$0] == manifest.toolsVersion }
    let readName = matching.count == 1 ? lastComponent(files[matching[0]].fileName) : nil
    return files.indices.filter { $0 != (matching.count == 1 ? matching[0] : nil) }.map { index in
      let which = readName.map { "reads \($0) (tools version \(manifest.toolsVersion ?? "?"))" }
        ?? "reads another of the package's manifests (tools version \(manifest.toolsVersion ?? "unknown"))"
      return .warning(
        "not read: 'swift package dump-package' of this toolchain \(which); the targets only this manifest "
          + "declares are not read", at: SourceLocation(file: files[index].fileName, line: 1, column: 1))
    }
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// `<manifest>:<line>:<column>: error: <message>`, a line of dump-package's failure.
private struct CompilerError {
  var line: Int
  var column: Int
  var message: String

  init?(_ text: String, in manifest: String) {
    guard text.hasPrefix(manifest + ":") else { return nil }
    let parts = text.dropFirst(manifest.count + 1).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let line = Int(parts[0]), let column = Int(parts[1]), parts[2] == " error" else { return nil }
    self.line = line
    self.column = column
    message = String(parts[3].drop { $0 == " " })
  }
}
