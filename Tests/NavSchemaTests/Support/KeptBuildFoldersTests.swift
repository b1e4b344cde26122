import Foundation
import Testing
@testable import NavTestSupport

@Suite("Support: build folders kept between runs")
struct KeptBuildFoldersTests {
  @Test func onlyFoldersOfTheKindUnusedForAWeekAreRemoved() throws {
    let parent = try TemporaryDirectory()
    let now = Date()
    let old = now.addingTimeInterval(-KeptBuildFolders.unusedLimit - 60)
    let recent = now.addingTimeInterval(-KeptBuildFolders.unusedLimit + 60)
    func folder(_ name: String, usedAt date: Date) throws -> String {
      let url = parent.url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: url.appendingPathComponent("file"))
      try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
      return name
    }
    let current = try folder("navgen-kind-0123456789abcdef", usedAt: old)
    let stale = try folder("navgen-kind-42", usedAt: old)
    let inUse = try folder("navgen-kind-7f", usedAt: recent)
    let otherKind = try folder("navgen-kind-scratch-42", usedAt: old)
    let notAHash = try folder("navgen-kind-build-F00", usedAt: old)

    KeptBuildFolders.keep(parent.url.appendingPathComponent(current), prefix: "navgen-kind-", now: now)

    let left = Set(try FileManager.default.contentsOfDirectory(atPath: parent.url.path))
    #expect(left == [current, inUse, otherKind, notAHash])
    #expect(!left.contains(stale))
    let marked = try FileManager.default.attributesOfItem(atPath: parent.url.appendingPathComponent(current).path)
    #expect(abs((marked[.modificationDate] as? Date ?? .distantPast).timeIntervalSinceNow) < 3600)
  }

  @Test func aKeptNameIsThePrefixAndAStableHash() {
    #expect(KeptBuildFolders.isKept("navgen-standin-\(StableHash.of("/work/main"))", prefix: "navgen-standin-"))
    #expect(!KeptBuildFolders.isKept("navgen-standin-", prefix: "navgen-standin-"))
    #expect(!KeptBuildFolders.isKept("navgen-standin-run-0a", prefix: "navgen-standin-"))
    #expect(!KeptBuildFolders.isKept("navgen-standin-0123456789abcdef0", prefix: "navgen-standin-"))
    #expect(!KeptBuildFolders.isKept("navgen-standin-ABC", prefix: "navgen-standin-"))
  }
}
