import Foundation
import Testing
@testable import NavTestSupport

/// The deadline the system tests rely on to turn a hang into a failure.
@Suite("Support: work under a deadline on its own thread")
struct OwnThreadDeadlineTests {
  struct Refused: Error, Equatable {}

  @Test func theWorksValueAndErrorComeBack() throws {
    #expect(try OwnThreadDeadline.run { 42 } == 42)
    #expect(throws: Refused()) { try OwnThreadDeadline.run { () throws -> Int in throw Refused() } }
  }

  @Test func workPastTheDeadlineIsReportedAsAHang() {
    let release = DispatchSemaphore(value: 0)
    defer { release.signal() }
    #expect(throws: OwnThreadDeadline.Expired.self) {
      try OwnThreadDeadline.run(within: 0.2) { release.wait() }
    }
  }
}
