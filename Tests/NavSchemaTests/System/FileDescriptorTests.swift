import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `FileDescriptor`'s whole reads and writes, through pipes made non-blocking
/// so that writes are partial and both sides meet `EAGAIN`.
@Suite("System: reading and writing a descriptor whole")
struct FileDescriptorTests {
  /// A pipe's (read, write) ends, closed by the test.
  static func pipe(nonBlocking: Bool) throws -> (read: FileDescriptor, write: FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    try #require(Foundation.pipe(&ends) == 0)
    if nonBlocking {
      for end in ends { try #require(fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) == 0) }
    }
    return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
  }

  /// Writes `text` from one thread and reads it to the end on another, under
  /// a deadline, so a lost end of file fails the test instead of hanging the run.
  static func roundTrip(_ text: String, nonBlocking: Bool) throws -> [UInt8] {
    let ends = try pipe(nonBlocking: nonBlocking)
    let (bytes, failure) = try OwnThreadDeadline.run {
      defer { close(ends.read.rawValue) }
      let writer = DispatchGroup()
      let failure = Locked<SystemError?>(nil)
      DispatchQueue.global().async(group: writer) {
        defer { close(ends.write.rawValue) }
        do throws(SystemError) { try ends.write.writeAll(text) } catch { failure.set(error) }
      }
      let bytes = try ends.read.readToEnd()
      writer.wait()
      return (bytes, failure.value)
    }
    #expect(failure == nil)
    return bytes
  }

  static let large = String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 250_000) + "é\n"

  @Test(arguments: [false, true])
  func aLargeWriteArrivesWhole(nonBlocking: Bool) throws {
    #expect(try Self.roundTrip(Self.large, nonBlocking: nonBlocking) == Array(Self.large.utf8))
  }

  @Test(arguments: [0, 1, 4_096, 6_500_000])
  func aWholeFileIsReadInOneBuffer(size: Int) throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("schema.json").path
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try FileDescriptor.readWholeFile(atPath: path) == bytes)
  }

  @Test func aMissingFileIsAnError() {
    #expect(throws: SystemError(code: ENOENT)) { try FileDescriptor.readWholeFile(atPath: "/nonexistent/navgen/schema.json") }
  }

  @Test func anEmptyWriteAndAnEmptyRead() throws {
    #expect(try Self.roundTrip("", nonBlocking: false).isEmpty)
  }

  @Test func writingToAPipeWithoutReaderFailsWithEPIPE() throws {
    let ends = try Self.pipe(nonBlocking: false)
    close(ends.read.rawValue)
    defer { close(ends.write.rawValue) }
    #expect(throws: SystemError(code: EPIPE)) {
      try BrokenPipeSignal.blocked { () throws(SystemError) in try ends.write.writeAll("lost") }
    }
  }

  @Test func aClosedDescriptorFailsWithItsReason() {
    #expect(throws: SystemError(code: EBADF)) { try FileDescriptor(rawValue: -1).readToEnd() }
    #expect(throws: SystemError(code: EBADF)) { try FileDescriptor(rawValue: -1).writeAll("x") }
    #expect(SystemError(code: EBADF).description == "Bad file descriptor")
  }
}
