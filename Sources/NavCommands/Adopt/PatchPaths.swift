#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// File names as `git apply` takes them: relative to the folder it runs in,
/// with no `.` or `..` component and no leading `/` (it refuses those).
struct PatchPaths {
  let base: String

  init(reader: SchemaSourceReader) {
    base = URL(fileURLWithPath: reader.currentDirectory ?? FileManager.default.currentDirectoryPath).standardized.path
  }

  private func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path.hasPrefix("/") ? path : base + "/" + path).standardized.path
  }

  func isInside(_ path: String) -> Bool {
    absolute(path).hasPrefix(base == "/" ? "/" : base + "/")
  }

  /// The path below the current folder; a path outside it stays absolute.
  func name(_ path: String) -> String {
    let full = absolute(path)
    guard isInside(path) else { return full }
    return String(full.dropFirst(base == "/" ? 1 : base.count + 1))
  }
}
