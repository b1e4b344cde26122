import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `OutputWriter`'s `.sourceAsRead`, which `navgen adopt --write` writes
/// Swift files with: replaced only while the file holds what was read.
@Suite("Write: a hand-written file replaced only as read")
struct SourceAsReadWriteTests {
  @Test func replacesTheFileThatHoldsWhatWasRead() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("A.swift", "struct A {}\r\nenum B {}\r\n")
    let outcome = try OutputWriter().write("struct A {}\r\n", toPath: path, replacing: .sourceAsRead("struct A {}\r\nenum B {}\r\n"))
    #expect(outcome == .written)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("struct A {}\r\n".utf8))
  }

  @Test func refusesAFileChangedSinceItWasRead() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("A.swift", "struct A {} // edited\n")
    #expect(throws: OutputWriter.Failure(path: path, reason: "it changed on disk since it was read; it was left as it is (run again)")) {
      try OutputWriter().write("struct A {}\n", toPath: path, replacing: .sourceAsRead("struct A {}\nenum B {}\n"))
    }
    #expect(try directory.read("A.swift") == "struct A {} // edited\n")
  }

  @Test func refusesAFileRemovedSinceItWasRead() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("A.swift")
    #expect(throws: OutputWriter.Failure(path: path, reason: "it changed on disk since it was read; it was left as it is (run again)")) {
      try OutputWriter().write("struct A {}\n", toPath: path, replacing: .sourceAsRead("struct A {}\nenum B {}\n"))
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
