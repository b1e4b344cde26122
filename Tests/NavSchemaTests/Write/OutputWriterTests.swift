import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `OutputWriter` in-process: what it leaves in the target's folder.
@Suite("Write: output files and their temporaries")
struct OutputWriterTests {
  static let generated = SwiftGenerator.header(forSchemaNamed: "App.navgen.json") + "\n"

  /// A name of the form an interrupted run leaves behind.
  static func temporaryName(of target: String) -> String {
    ".\(target).navgen-\(UUID().uuidString)"
  }

  func names(in folder: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
  }

  @Test func writingLeavesOnlyTheTarget() throws {
    let folder = try TemporaryDirectory()
    #expect(try OutputWriter().write(Self.generated + "// one\n", toPath: folder.path("App.swift")) == .written)
    #expect(try OutputWriter().write(Self.generated + "// two\n", toPath: folder.path("App.swift")) == .written)
    #expect(try folder.read("App.swift") == Self.generated + "// two\n")
    #expect(try names(in: folder) == ["App.swift"])
  }

  @Test(arguments: [false, true])
  func aStaleTemporaryOfTheTargetIsRemoved(targetExists: Bool) throws {
    let folder = try TemporaryDirectory()
    if targetExists { try folder.write("App.swift", Self.generated) }
    try folder.write(Self.temporaryName(of: "App.swift"), "// half a file")
    try OutputWriter().write(Self.generated, toPath: folder.path("App.swift"))
    #expect(try names(in: folder) == ["App.swift"])
  }

  /// Even when the content is unchanged and the target is not touched.
  @Test func aStaleTemporaryIsRemovedWhenNothingIsWritten() throws {
    let folder = try TemporaryDirectory()
    try folder.write("App.swift", Self.generated)
    try folder.write(Self.temporaryName(of: "App.swift"), "// half a file")
    #expect(try OutputWriter().write(Self.generated, toPath: folder.path("App.swift")) == .unchanged)
    #expect(try names(in: folder) == ["App.swift"])
  }

  @Test func filesThatAreNotTheTargetsTemporariesStay() throws {
    let folder = try TemporaryDirectory()
    let uuid = UUID().uuidString
    let others = [
      ".Other.swift.navgen-\(uuid)",  // another target's
      ".App.swift.navgen-\(uuid).bak",
      ".App.swift.navgen-not-a-uuid",
      "App.swift.navgen-\(uuid)",
      ".App.swift.navgen-\(uuid.dropLast())",
    ]
    for name in others { try folder.write(name, "keep") }
    try OutputWriter().write(Self.generated, toPath: folder.path("App.swift"))
    #expect(try names(in: folder) == (others + ["App.swift"]).sorted())
  }

  /// A temporary whose writer is still running (it holds the lock) is not stale.
  @Test func aTemporaryARunningWriterHoldsStays() throws {
    let folder = try TemporaryDirectory()
    let busy = Self.temporaryName(of: "App.swift")
    try folder.write(busy, "// being written")
    let descriptor = open(folder.path(busy), O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX) == 0)
    try OutputWriter().write(Self.generated, toPath: folder.path("App.swift"))
    #expect(try names(in: folder) == [busy, "App.swift"].sorted())
  }

  @Test func aFailedWriteLeavesNoTemporary() throws {
    let folder = try TemporaryDirectory()
    // A folder cannot be replaced by a file: the rename fails after the content is written.
    try FileManager.default.createDirectory(atPath: folder.path("App.swift"), withIntermediateDirectories: false)
    try folder.write("App.swift/inside", "x")
    #expect(throws: DurableReplacement.Failure.self) {
      try DurableReplacement.replace(folder.url.appendingPathComponent("App.swift"), with: Self.generated)
    }
    #expect(try names(in: folder) == ["App.swift"])
  }
}
