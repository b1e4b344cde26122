#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// dump-package's answers kept on disk, so a folder read again costs no `swift package` run
/// (about 0.3 s each, most of it SwiftPM starting, even when its own manifest cache answers).
/// An answer is found again only under the same `ManifestDumpKey`, which holds everything
/// SwiftPM's own cache is keyed by, so it is never staler than dump-package's own answer.
/// Only answers are kept; a manifest dump-package cannot read is dumped again each time.
///
/// Where: `NAVGEN_CACHE_DIR`, else `XDG_CACHE_HOME/navgen`, else `~/.cache/navgen`
/// (`~/Library/Caches/navgen` on macOS); `NAVGEN_CACHE_DIR=none` keeps nothing. The answers are
/// in its `manifests/`, and a revision's manifests are written for dump-package to a folder of
/// `revisions/` named by their bytes (the same folder each time, so its answer is found again).
/// An entry that cannot be read or written is a miss, never an error.
public struct ManifestDumpCache: Sendable {
  /// The cache's folder.
  public var folder: String
  /// How many answers, and how many revisions' manifests, are kept: the least recently used go first.
  public var capacity = 128

  var answers: String { folder + "/manifests" }
  var revisions: String { folder + "/revisions" }

  public init(folder: String) {
    self.folder = folder
  }

  /// The cache the environment's variables choose; nil when they turn it off or name no home.
  public static func chosen(by variables: [String: String]) -> ManifestDumpCache? {
    if let chosen = variables["NAVGEN_CACHE_DIR"], !chosen.isEmpty {
      return chosen == "none" ? nil : ManifestDumpCache(folder: chosen)
    }
    if let cache = variables["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return ManifestDumpCache(folder: cache + "/navgen")
    }
    guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
    #if canImport(Darwin)
    return ManifestDumpCache(folder: home + "/Library/Caches/navgen")
    #else
    return ManifestDumpCache(folder: home + "/.cache/navgen")
    #endif
  }

  /// The answer kept under `key`, if any.
  func answer(for key: ManifestDumpKey) -> [UInt8]? {
    let path = entryPath(for: key)
    guard let bytes = try? FileDescriptor.readWholeFile(atPath: path),
      let answer = Self.answer(in: bytes, for: key.bytes)
    else { return nil }
    Self.markUsed(path)
    return answer
  }

  /// Keeps `answer` under `key`, written whole or not at all, and drops the entries used least
  /// recently beyond `capacity`.
  func keep(_ answer: [UInt8], for key: ManifestDumpKey) {
    do {
      try FileManager.default.createDirectory(atPath: answers, withIntermediateDirectories: true)
      try Data(Self.entry(key: key.bytes, answer: answer)).write(to: URL(fileURLWithPath: entryPath(for: key)), options: .atomic)
    } catch {
      return
    }
    dropLeastRecentlyUsed(in: answers) { $0.hasSuffix(ManifestDumpKey.entrySuffix) }
  }

  func entryPath(for key: ManifestDumpKey) -> String {
    answers + "/" + key.fileName
  }

  /// A folder holding exactly `manifests`, the same one for the same manifests, for dump-package
  /// to read a revision's manifests in; nil when it cannot be written. In the cache, not in the
  /// shared temporary folder, where another user could have made it first and put a
  /// `Package@swift-*.swift` of theirs in it for dump-package to run.
  func revisionFolder(for manifests: [(name: String, contents: [UInt8])]) -> String? {
    let manager = FileManager.default
    let path = revisions + "/" + ManifestDumpKey.folderName(for: manifests)
    do {
      try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
      for file in manifests where (try? FileDescriptor.readWholeFile(atPath: path + "/" + file.name)) != file.contents {
        try Data(file.contents).write(to: URL(fileURLWithPath: path + "/" + file.name), options: .atomic)
      }
      // Nothing else: a manifest left there by other means would be one dump-package may choose.
      let names = Set(manifests.map(\.name))
      for name in try manager.contentsOfDirectory(atPath: path) where !names.contains(name) {
        try manager.removeItem(atPath: path + "/" + name)
      }
    } catch {
      return nil
    }
    Self.markUsed(path)
    dropLeastRecentlyUsed(in: revisions) { $0.hasPrefix(ManifestDumpKey.revisionPrefix) }
    return path
  }

  /// Used now: the last to go when the cache is full.
  private static func markUsed(_ path: String) {
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
  }

  /// Beyond `capacity`, the entries `named` used least recently (the rest are files being
  /// written, which are renamed into place once whole).
  private func dropLeastRecentlyUsed(in folder: String, named: (String) -> Bool) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder).filter(named), names.count > capacity else { return }
    let entries = names.map { name in
      let path = folder + "/" + name
      let used = (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
      return (path: path, used: used)
    }
    for entry in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }).dropLast(capacity) {
      try? manager.removeItem(atPath: entry.path)
    }
  }

  /// An entry: a first line naming the format and the key's length, the key, then the answer.
  static func entry(key: [UInt8], answer: [UInt8]) -> [UInt8] {
    Array("\(header) \(key.count)\n".utf8) + key + answer
  }

  /// The answer an entry holds for exactly `key`; nil for another key or a damaged entry.
  static func answer(in entry: [UInt8], for key: [UInt8]) -> [UInt8]? {
    guard let newline = entry.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let first = String(decoding: entry[..<newline], as: UTF8.self)
    guard first == "\(header) \(key.count)" else { return nil }
    let keyStart = newline + 1
    guard entry.count >= keyStart + key.count, entry[keyStart..<(keyStart + key.count)].elementsEqual(key) else { return nil }
    return Array(entry[(keyStart + key.count)...])
  }

  static let header = "navgen manifest dump 1"
}
