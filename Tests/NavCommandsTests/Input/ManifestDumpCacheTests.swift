import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// The store behind `ManifestDumpCache`: an answer comes back only for its whole key, a damaged
/// entry is a miss, the entries used least recently go beyond its capacity, and the environment
/// chooses where it lives (or that there is none).
@Suite("Manifest cache: entries")
struct ManifestDumpCacheTests {
  static let toolchain = ToolchainIdentity(lines: ["swift /usr/bin/swift", "/usr/bin/swift 10 1.0 1:2"])

  static func key(_ manifest: String, environment: [String: String] = [:]) -> ManifestDumpKey {
    ManifestDumpKey(
      packageFolder: "/app", manifests: [("Package.swift", Array(manifest.utf8))], holdsGit: false,
      environment: environment, toolchain: toolchain)
  }

  @Test func anAnswerComesBackForItsKeyOnly() throws {
    let directory = try TemporaryDirectory()
    let cache = ManifestDumpCache(folder: directory.path("cache"))
    let key = Self.key("let package = 1")
    #expect(cache.answer(for: key) == nil)
    cache.keep(Array("{\"name\":\"App\"}".utf8), for: key)
    #expect(cache.answer(for: key) == Array("{\"name\":\"App\"}".utf8))
    #expect(cache.answer(for: Self.key("let package = 2")) == nil)
  }

  @Test func anEntryHoldsItsWholeKeyAndADamagedOneIsAMiss() {
    let key = Array("package 4:/app\n".utf8)
    let entry = ManifestDumpCache.entry(key: key, answer: Array("{}".utf8))
    #expect(ManifestDumpCache.answer(in: entry, for: key) == Array("{}".utf8))
    // Another key under the same file name (a hash collision) is no answer.
    #expect(ManifestDumpCache.answer(in: entry, for: Array("package 4:/api\n".utf8)) == nil)
    // Cut short, or written by another format.
    #expect(ManifestDumpCache.answer(in: Array(entry.prefix(30)), for: key) == nil)
    #expect(ManifestDumpCache.answer(in: Array("navgen manifest dump 2 15\n".utf8) + key, for: key) == nil)
    #expect(ManifestDumpCache.answer(in: [], for: key) == nil)
  }

  @Test func anEntryCutShortOnDiskIsAMiss() throws {
    let directory = try TemporaryDirectory()
    let cache = ManifestDumpCache(folder: directory.path("cache"))
    let key = Self.key("let package = 1")
    cache.keep(Array(repeating: UInt8(ascii: "x"), count: 100), for: key)
    let path = cache.entryPath(for: key)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(40).write(to: URL(fileURLWithPath: path))
    #expect(cache.answer(for: key) == nil)
  }

  @Test func theEntriesUsedLeastRecentlyGoBeyondItsCapacity() throws {
    let directory = try TemporaryDirectory()
    var cache = ManifestDumpCache(folder: directory.path("cache"))
    cache.capacity = 3
    let keys = (0..<4).map { Self.key("let package = \($0)") }
    for (index, key) in keys.prefix(3).enumerated() {
      cache.keep([UInt8(index)], for: key)
      // Each entry last used a minute after the one before.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + 60 * Double(index))], ofItemAtPath: cache.entryPath(for: key))
    }
    // Reading the oldest makes it the newest, so the second goes when a fourth comes.
    #expect(cache.answer(for: keys[0]) == [0])
    cache.keep([3], for: keys[3])
    #expect(cache.answer(for: keys[1]) == nil)
    #expect(cache.answer(for: keys[0]) == [0])
    #expect(cache.answer(for: keys[2]) == [2])
    #expect(cache.answer(for: keys[3]) == [3])
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.answers).count == 3)
  }

  @Test func aFolderThatCannotBeWrittenIsNoError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("cache", "a file where the folder would be")
    let cache = ManifestDumpCache(folder: directory.path("cache"))
    cache.keep([1], for: Self.key("let package = 1"))
    #expect(cache.answer(for: Self.key("let package = 1")) == nil)
    #expect(cache.revisionFolder(for: [("Package.swift", [1])]) == nil)
  }

  @Test func aRevisionsManifestsHaveTheSameFolderEachTimeAndNothingElseInIt() throws {
    let directory = try TemporaryDirectory()
    let cache = ManifestDumpCache(folder: directory.path("cache"))
    let manifests = [(name: "Package.swift", contents: Array("// 1".utf8)), ("Package@swift-5.9.swift", Array("// 2".utf8))]
    let folder = try #require(cache.revisionFolder(for: manifests))
    #expect(folder.hasPrefix(cache.revisions + "/navgen-manifest-"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Package.swift", "Package@swift-5.9.swift"])
    #expect(try directory.read("cache/revisions/" + URL(fileURLWithPath: folder).lastPathComponent + "/Package@swift-5.9.swift") == "// 2")
    // A manifest put there by other means is no manifest of the revision's: it goes.
    try Data("// not theirs".utf8).write(to: URL(fileURLWithPath: folder + "/Package@swift-6.0.swift"))
    try Data("// changed".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
    #expect(cache.revisionFolder(for: manifests) == folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Package.swift", "Package@swift-5.9.swift"])
    #expect(try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8) == "// 1")
    #expect(cache.revisionFolder(for: [manifests[0]]) != folder)
  }

  @Test func theEnvironmentChoosesTheFolder() {
    #expect(ManifestDumpCache.chosen(by: ["NAVGEN_CACHE_DIR": "/c", "HOME": "/h"])?.folder == "/c")
    #expect(ManifestDumpCache.chosen(by: ["NAVGEN_CACHE_DIR": "none", "HOME": "/h"]) == nil)
    #expect(ManifestDumpCache.chosen(by: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.folder == "/x/navgen")
    #if canImport(Darwin)
    #expect(ManifestDumpCache.chosen(by: ["HOME": "/h"])?.folder == "/h/Library/Caches/navgen")
    #else
    #expect(ManifestDumpCache.chosen(by: ["HOME": "/h"])?.folder == "/h/.cache/navgen")
    // A relative XDG_CACHE_HOME is to be ignored, as the XDG specification says.
    #expect(ManifestDumpCache.chosen(by: ["XDG_CACHE_HOME": "x", "HOME": "/h"])?.folder == "/h/.cache/navgen")
    #endif
    #expect(ManifestDumpCache.chosen(by: [:]) == nil)
  }
}
