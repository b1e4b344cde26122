import Foundation

/// Build products the tests keep under the system temporary folder from one run to the next
/// (the TCA stand-in per checkout, the artifact bundle per content of the sources), named
/// `<prefix><StableHash>`. Each run marks the folder it uses; a folder of the same kind that no
/// run has used for a week (a removed checkout, sources since changed) is removed, so repeated
/// runs do not fill the disk.
enum KeptBuildFolders {
  static let unusedLimit: TimeInterval = 7 * 24 * 60 * 60

  /// Records that a run uses `folder` now.
  static func markUsed(_ folder: URL) {
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
  }

  /// Marks `folder` used and removes the other folders beside it named `<prefix><hash>`
  /// that were last used more than `unusedLimit` before `now`. Another process may be
  /// using one of them; a folder in use was marked when that run began.
  static func keep(_ folder: URL, prefix: String, now: Date = Date()) {
    markUsed(folder)
    let parent = folder.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where name != folder.lastPathComponent && isKept(name, prefix: prefix) {
      let path = parent.appendingPathComponent(name).path
      guard let used = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
        now.timeIntervalSince(used) > unusedLimit
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// `<prefix>` then a `StableHash`: up to 16 lowercase hexadecimal digits and nothing else.
  static func isKept(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    let hash = name.dropFirst(prefix.count)
    return (1...16).contains(hash.count) && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }
}
