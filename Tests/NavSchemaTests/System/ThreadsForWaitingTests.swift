import Dispatch
import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Waits run on threads of their own: sixteen waits that each go on only once all sixteen have
/// begun end, which they could not on Dispatch's few threads for CPU work (two on a 2-core
/// machine), and a wait goes on beside work that keeps every core's piece busy.
@Suite struct ThreadsForWaitingTests {
  @Test func everyWaitHasAThreadOfItsOwn() throws {
    let results = try OwnThreadDeadline.run(within: 120) {
      let begun = DispatchGroup()
      for _ in 0..<16 { begun.enter() }
      return eachWaitingOnItsOwnThread(16) { index in
        begun.leave()
        begun.wait()
        return index * 2
      }
    }
    #expect(results == Array(0..<16).map { $0 * 2 })
    #expect(eachWaitingOnItsOwnThread(1) { $0 + 7 } == [7])
    #expect(eachWaitingOnItsOwnThread(0) { $0 }.isEmpty)
  }

  /// The wait ends only once the work (every core's piece of it at once) has signalled it, and
  /// the work's pieces all begin only when each has a thread: both ran at the same time. The
  /// work is told when the wait has ended, never before.
  @Test func aWaitGoesOnBesideWorkOnEveryCore() throws {
    let (waited, worked) = try OwnThreadDeadline.run(within: 120) {
      let signal = DispatchSemaphore(value: 0)
      return whileWaiting(for: { () -> String in
        signal.wait()
        return "signalled"
      }, do: { waitEnded -> (sum: Int, endedEarly: Bool) in
        let pieces = Array(0..<1_000).mapConcurrentPieces(minimumPieceSize: 1) { $0.reduce(0, +) }
        let endedEarly = waitEnded()
        signal.signal()
        while !waitEnded() { usleep(1_000) }
        return (pieces.reduce(0, +), endedEarly)
      })
    }
    #expect(waited == "signalled")
    #expect(worked.sum == (0..<1_000).reduce(0, +))
    #expect(!worked.endedEarly)
  }
}
