import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// `ChildProcess`, NavGen's `posix_spawn` runner, with `/bin/sh` and `/bin/cat` as children.
@Suite("System: running a child process")
struct ChildProcessTests {
  static func shell(_ script: String, _ arguments: [String] = [], input: [UInt8]? = nil) throws -> ChildProcess.Outcome {
    try run(shellProcess(script, arguments, input: input))
  }

  static func shellProcess(_ script: String, _ arguments: [String] = [], input: [UInt8]? = nil) -> ChildProcess {
    ChildProcess(executablePath: "/bin/sh", arguments: ["-c", script, "sh"] + arguments, input: input)
  }

  /// Runs `process` under a deadline, so a deadlock fails its test instead of hanging the run.
  static func run(_ process: ChildProcess) throws -> ChildProcess.Outcome {
    try OwnThreadDeadline.run { try process.run() }
  }

  /// Megabytes of lines that are not all alike, so a lost or repeated piece shows.
  static func lines(_ count: Int) -> [UInt8] {
    Array(String(repeating: "navgen 0123456789 abcdefghijklmnopqrstuvwxyz\n", count: count).utf8)
  }

  /// The child fills its error pipe before it writes any output: reading
  /// the output to its end first would wait for ever.
  @Test func largeStandardErrorBeforeLargeStandardOutput() throws {
    let outcome = try Self.shell("head -c 3000000 /dev/zero | tr '\\0' e >&2; head -c 2000000 /dev/zero | tr '\\0' o")
    #expect(outcome.status == 0)
    #expect(outcome.standardError == [UInt8](repeating: UInt8(ascii: "e"), count: 3_000_000))
    #expect(outcome.standardOutput == [UInt8](repeating: UInt8(ascii: "o"), count: 2_000_000))
  }

  /// `cat` writes its output while its input is still coming: writing all
  /// the input before reading would wait for ever once both pipes are full.
  @Test func largeInputIsFedWhileTheOutputIsRead() throws {
    let input = Self.lines(100_000)
    let outcome = try Self.run(ChildProcess(executablePath: "/bin/cat", arguments: [], input: input))
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == input)
    #expect(outcome.standardError.isEmpty)
  }

  @Test func emptyInputIsAnImmediateEndOfFile() throws {
    let outcome = try Self.run(ChildProcess(executablePath: "/bin/cat", arguments: [], input: []))
    #expect(outcome == ChildProcess.Outcome(status: 0, standardOutput: [], standardError: []))
  }

  @Test func withoutInputTheChildReadsTheNullDevice() throws {
    let outcome = try Self.run(ChildProcess(executablePath: "/bin/cat", arguments: [], input: nil))
    #expect(outcome == ChildProcess.Outcome(status: 0, standardOutput: [], standardError: []))
  }

  @Test func argumentsArriveAsGiven() throws {
    let outcome = try Self.shell(#"printf '%s|' "$@""#, ["a b", "", "ü\"$HOME"])
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "a b||ü\"$HOME|")
  }

  @Test func nonZeroExitStatusAndItsMessage() throws {
    let outcome = try Self.shell("echo 'not today' >&2; exit 3")
    #expect(outcome.status == 3)
    #expect(String(decoding: outcome.standardError, as: UTF8.self) == "not today\n")
    #expect(outcome.standardOutput.isEmpty)
  }

  /// As Foundation's `terminationStatus`: the number of the signal.
  @Test func aChildEndedByASignalReportsTheSignal() throws {
    #expect(try Self.shell("kill -KILL $$").status == SIGKILL)
  }

  /// The child exits without reading a large input: NavGen is not ended by
  /// `SIGPIPE`, the status is the child's, and the thread's signal mask is as before.
  @Test func aChildThatIgnoresItsInputDoesNotEndNavGen() throws {
    let input = Self.lines(100_000)
    // The mask is read on the thread that ran the child.
    let (outcome, pipeBlockedAfter) = try OwnThreadDeadline.run {
      let outcome = try Self.shellProcess("exit 4", input: input).run()
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, nil, &mask)
      return (outcome, sigismember(&mask, SIGPIPE) != 0)
    }
    #expect(outcome.status == 4)
    #expect(!pipeBlockedAfter)
  }

  @Test func aMissingExecutableCannotBeStarted() {
    #expect(throws: SystemError(code: ENOENT)) {
      try Self.run(ChildProcess(executablePath: "/nonexistent/navgen-test-tool", arguments: [], input: [1, 2, 3]))
    }
    #expect(SystemError(code: ENOENT).description == "No such file or directory")
  }

  /// Runs that start and end leave no descriptor open behind them.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "counts the descriptors in /proc/self/fd"))
  func noDescriptorIsLeftOpen() throws {
    func openDescriptors() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count }
    let before = try openDescriptors()
    for _ in 0..<20 {
      _ = try Self.shell("cat; echo done >&2", input: [1, 2, 3])
      _ = try? Self.run(ChildProcess(executablePath: "/nonexistent/navgen-test-tool", arguments: [], input: nil))
    }
    // Other tests run at the same time and open files too; twenty runs leaking would show as forty or more.
    #expect(try openDescriptors() < before + 20)
  }
}
