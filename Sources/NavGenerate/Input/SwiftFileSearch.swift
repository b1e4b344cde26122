#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// Which Swift files a folder holds for `navgen import`, `diff` and `graph`:
/// every `.swift` file below it, except in build products (`.build`,
/// `.swiftpm`, `DerivedData`) and hidden folders, in a fixed order
/// (byte order of the relative paths), so results never depend on the file
/// system. Symbolic links to folders are not followed. The same search finds
/// a folder's schemas (`suffix: schemaSuffix`), for `generate --context` too.
package enum SwiftFileSearch {
  package static let skippedFolders: Set<String> = [".build", ".swiftpm", "DerivedData"]
  package static let swiftSuffix = ".swift"
  package static let schemaSuffix = ".navgen.json"

  /// Whether a path relative to the searched folder is a file to read.
  package static func includes(relativePath: String, suffix: String = swiftSuffix) -> Bool {
    let components = relativePath.split(separator: "/").map(String.init)
    guard let name = components.last, includes(name: name, suffix: suffix) else { return false }
    return !components.dropLast().contains { skippedFolders.contains($0) || $0.hasPrefix(".") }
  }

  /// Whether a file's name, in a folder already searched, is one to read.
  package static func includes(name: some StringProtocol, suffix: String) -> Bool {
    name.hasSuffix(suffix) && name.count > suffix.count && !name.hasPrefix(".")
  }

  /// Relative paths of the Swift files (or the files ending in `suffix`) under `folder` on disk.
  package static func files(in folder: String, suffix: String = swiftSuffix) -> [String] {
    var found: [String] = []
    var pending = [""]
    let fileManager = FileManager.default
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? folder : folder + "/" + relative
      guard let names = try? fileManager.contentsOfDirectory(atPath: absolute) else { continue }
      for name in names {
        let child = relative.isEmpty ? name : relative + "/" + name
        if isFolder(absolute + "/" + name) {
          if !name.hasPrefix(".") && !skippedFolders.contains(name) { pending.append(child) }
        } else if includes(name: name, suffix: suffix) {
          found.append(child)
        }
      }
    }
    return sortedPaths(found)
  }

  /// A folder itself, not a symbolic link to one: `lstat`, which costs less than Foundation's
  /// attributes of an item (a dictionary for each file of the tree).
  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  package static func sortedPaths(_ paths: [String]) -> [String] {
    paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// `Sources/App` + `Feature.swift` → `Sources/App/Feature.swift`.
  package static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
