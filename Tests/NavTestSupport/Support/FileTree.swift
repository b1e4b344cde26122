import Foundation

/// Copies of folder trees for fixtures built outside the repository.
enum FileTree {
  /// Makes `destination` hold exactly the files of `source`, hidden entries (`.build`, `.git`,
  /// `.swiftpm`) left out on both sides. A file whose bytes are already there is not rewritten,
  /// so a build folder kept next to the copy stays incremental.
  static func mirror(_ source: URL, to destination: URL) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    let names = try visibleNames(in: source)
    for stale in try visibleNames(in: destination) where !names.contains(stale) {
      try fileManager.removeItem(at: destination.appendingPathComponent(stale))
    }
    for name in names {
      let from = source.appendingPathComponent(name)
      let to = destination.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = fileManager.fileExists(atPath: from.path, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        try mirror(from, to: to)
      } else {
        try write(try Data(contentsOf: from), to: to)
      }
    }
  }

  /// Writes `data` unless the file already holds exactly those bytes.
  static func write(_ data: Data, to file: URL) throws {
    if let existing = try? Data(contentsOf: file), existing == data { return }
    try data.write(to: file)
  }

  private static func visibleNames(in folder: URL) throws -> Set<String> {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") })
  }
}
