#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Per-enum files a schema no longer has: after an enum is removed or
/// renamed, its old file in the output folder would still compile. Removed
/// are only files named like one of this schema's per-enum files
/// (`PerEnumFiles.isPerEnumFile`) whose first line is this schema's header;
/// any other file, hand-written or another schema's, stays.
public enum StalePerEnumFiles {
  /// Removes the stale files in `directory`, keeping `current`; returns the
  /// names removed, sorted.
  @discardableResult
  public static func remove(
    in directory: String, prefix: String, schemaFileName: String, keeping current: Set<String>
  ) throws(OutputWriter.Failure) -> [String] {
    let header = SwiftGenerator.header(forSchemaNamed: schemaFileName) + "\n"
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      // A folder not created yet holds nothing stale.
      if !FileManager.default.fileExists(atPath: directory) { return [] }
      throw OutputWriter.Failure(path: directory, reason: "the folder cannot be listed")
    }
    var removed: [String] = []
    for name in names.sorted()
    where !current.contains(name) && PerEnumFiles.isPerEnumFile(name, prefix: prefix) {
      let path = directory + "/" + name
      guard let file = ExistingOutputFile(path: path), file.starts(with: header) == true else { continue }
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw OutputWriter.Failure(path: path, reason: "the stale file cannot be removed")
      }
      removed.append(name)
    }
    return removed
  }
}
