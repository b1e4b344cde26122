import Foundation

/// Runs work that could hang (pipes, child processes) on a thread of its own
/// and waits for it at most `seconds`, counted from when the work starts.
///
/// A suite's `.timeLimit` counts from when Swift Testing starts the test, and
/// on a 2-core machine the end-to-end tests hold both threads of the
/// cooperative pool for minutes while `swift build` runs: a test of a few
/// milliseconds then passes its limit before it ever runs. A thread of its
/// own is scheduled by the system, so only a real hang reaches the deadline.
enum OwnThreadDeadline {
  struct Expired: Error, CustomStringConvertible {
    var seconds: Double
    var description: String { "still running after \(Int(seconds)) s on its own thread: a hang" }
  }

  static func run<Value: Sendable>(
    within seconds: Double = 60, _ work: @escaping @Sendable () throws -> Value
  ) throws -> Value {
    let outcome = Locked<Result<Value, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      outcome.set(Result { try work() })
      done.signal()
    }
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success, let result = outcome.value else {
      // The thread is left blocked; the test fails instead of the whole run hanging.
      throw Expired(seconds: seconds)
    }
    return try result.get()
  }
}
