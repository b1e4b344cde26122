import Foundation
import Testing
@testable import NavTestSupport

/// The awaited `ProcessRunner.run` the end-to-end tests wait for `swift build` with.
@Suite("Support: a process awaited without holding a thread")
struct AwaitedProcessTests {
  @Test func itsOutputAndStatusComeBack() async throws {
    let result = try await ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "read line; echo \"$line out\"; echo err >&2; exit 3"], standardInput: "in\n")
    #expect(result.status == 3)
    #expect(result.standardOutput == "in out\n")
    #expect(result.standardError == "err\n")
  }

  @Test func aProcessPastItsTimeLimitIsEndedAndReported() async throws {
    await #expect(throws: ProcessRunner.TimedOut.self) {
      try await ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "exec sleep 30"], timeout: 0.5)
    }
  }

  /// More processes than the cooperative pool has threads, each running
  /// until a task on that pool lets them end: were each holding a thread,
  /// that task would never run and they would reach their time limit.
  @Test func processesWaitedForLeaveThePoolFree() async throws {
    let folder = try TemporaryDirectory()
    let url = folder.url
    let count = ProcessInfo.processInfo.activeProcessorCount + 2
    let script = "touch started-$0; while [ ! -e release ]; do sleep 0.05; done"
    try await withThrowingTaskGroup(of: Int32.self) { group in
      for index in 0..<count {
        group.addTask {
          try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, "\(index)"], in: url, timeout: 60
          ).status
        }
      }
      group.addTask {
        while (try FileManager.default.contentsOfDirectory(atPath: url.path).count) < count {
          try await Task.sleep(for: .milliseconds(50))
        }
        try Data().write(to: url.appendingPathComponent("release"))
        return 0
      }
      var statuses: [Int32] = []
      for try await status in group { statuses.append(status) }
      #expect(statuses == Array(repeating: 0, count: count + 1))
    }
  }
}
