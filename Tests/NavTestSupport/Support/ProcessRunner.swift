import Foundation

/// Runs a real process with a time limit, for end-to-end tests.
struct ProcessResult {
  /// The exit status, or the signal's number when `killedBySignal`.
  var status: Int32
  /// True when a signal ended the process (a crash: `SIGSEGV`, `SIGILL`, ...).
  var killedBySignal = false
  var standardOutput: String
  var standardError: String
  /// Standard output as bytes, for a process that does not write text.
  var standardOutputBytes = Data()
}

enum ProcessRunner {
  struct TimedOut: Error, CustomStringConvertible {
    var command: String
    var description: String { "timed out: \(command)" }
  }

  /// How long a process may run before it counts as hung. A guard against hangs, never a
  /// measure of speed: `swift test` runs its tests side by side on two cores, each spawning
  /// compilers and builds, so a command that takes a second alone can take minutes there (a
  /// CI run once saw `navgen diff` of two packages pass 120 s).
  static let hangGuard: TimeInterval = 600

  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, standardInput: String? = nil,
    environment: [String: String]? = nil, timeout: TimeInterval = Self.hangGuard
  ) throws -> ProcessResult {
    try run(
      executable, arguments, in: directory, input: standardInput.map { Data($0.utf8) }, environment: environment,
      timeout: timeout)
  }

  /// `run` with bytes on standard input (which is closed after them).
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, input: Data?,
    environment: [String: String]? = nil, timeout: TimeInterval = Self.hangGuard
  ) throws -> ProcessResult {
    let launch = try Launch(executable, arguments, in: directory, input: input, environment: environment)
    if launch.drained.wait(timeout: .now() + timeout) == .timedOut {
      launch.process.terminate()
      throw TimedOut(command: launch.command)
    }
    launch.process.waitUntilExit()
    return launch.result
  }

  /// `run` for a test that awaits it: the process is waited for on
  /// Dispatch's threads (its pipes drain there, and their end resumes the
  /// test), never on one of Swift's cooperative pool, so while `swift build`
  /// runs, the pool's threads (two on a 2-core machine) run other tests.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, standardInput: String? = nil,
    environment: [String: String]? = nil, timeout: TimeInterval = Self.hangGuard
  ) async throws -> ProcessResult {
    let launch = try Launch(
      executable, arguments, in: directory, input: standardInput.map { Data($0.utf8) }, environment: environment)
    // Whichever comes first: both pipes at their end (true), or the time limit (false).
    let finished = Locked<Bool?>(nil)
    await withCheckedContinuation { (settled: CheckedContinuation<Void, Never>) in
      let settle = { @Sendable (outcome: Bool) in
        let first = finished.update { value -> Bool in
          guard value == nil else { return false }
          value = outcome
          return true
        }
        if first { settled.resume() }
      }
      launch.drained.notify(queue: .global()) { settle(true) }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { settle(false) }
    }
    if finished.value == false {
      launch.process.terminate()
      throw TimedOut(command: launch.command)
    }
    await withCheckedContinuation { (exited: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        launch.process.waitUntilExit()
        exited.resume()
      }
    }
    return launch.result
  }

  /// Runs a command found on PATH (or given as an absolute path), awaited.
  static func run(_ command: [String], timeout: TimeInterval = Self.hangGuard) async throws -> ProcessResult {
    try await run(URL(fileURLWithPath: "/usr/bin/env"), command, timeout: timeout)
  }

  /// A started process whose standard output and error are being read to
  /// their end (so a large output cannot block it), standard input written and closed.
  private final class Launch: @unchecked Sendable {
    let process = Process()
    let command: String
    /// Left when both pipes reached their end.
    let drained = DispatchGroup()
    private let output = DataBox()
    private let error = DataBox()

    init(_ executable: URL, _ arguments: [String], in directory: URL?, input: Data?, environment: [String: String]?) throws {
      command = ([executable.path] + arguments).joined(separator: " ")
      process.executableURL = executable
      process.arguments = arguments
      if let directory { process.currentDirectoryURL = directory }
      process.environment = Self.withTestCache(environment ?? ProcessInfo.processInfo.environment)
      let outputPipe = Pipe()
      let errorPipe = Pipe()
      let inputPipe = Pipe()
      process.standardOutput = outputPipe
      process.standardError = errorPipe
      process.standardInput = inputPipe
      for (pipe, box) in [(outputPipe, output), (errorPipe, error)] {
        drained.enter()
        DispatchQueue.global().async { [drained] in
          box.data = pipe.fileHandleForReading.readDataToEndOfFile()
          drained.leave()
        }
      }
      try process.run()
      if let input { try inputPipe.fileHandleForWriting.write(contentsOf: input) }
      try inputPipe.fileHandleForWriting.close()
    }

    /// navgen keeps dump-package's answers (`ManifestDumpCache`) where its environment says:
    /// tests spawn it with a folder of their own, never the user's cache, unless a test names one
    /// (or `none`). The same folder in every run, so SwiftPM's own manifest cache, keyed by the
    /// environment too, still answers the builds tests run.
    static func withTestCache(_ environment: [String: String]) -> [String: String] {
      guard environment["NAVGEN_CACHE_DIR"] == nil else { return environment }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-tests-cache").path
      return environment.merging(["NAVGEN_CACHE_DIR": folder]) { $1 }
    }

    /// What the process left; call once it exited.
    var result: ProcessResult {
      ProcessResult(
        status: process.terminationStatus,
        killedBySignal: process.terminationReason == .uncaughtSignal,
        standardOutput: String(decoding: output.data, as: UTF8.self),
        standardError: String(decoding: error.data, as: UTF8.self),
        standardOutputBytes: output.data)
    }
  }

  /// Runs a command found on PATH (or given as an absolute path).
  static func run(_ command: [String], timeout: TimeInterval = Self.hangGuard) throws -> ProcessResult {
    try run(URL(fileURLWithPath: "/usr/bin/env"), command, timeout: timeout)
  }

  /// The `navgen` executable SwiftPM built next to the test bundle.
  static var navgen: URL { sourceBuiltTool("navgen") }

  /// An executable product of this package (`navgen`, `navgen-generate`) that SwiftPM built next
  /// to the test bundle.
  static func sourceBuiltTool(_ name: String) -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return Repository.url(".build/debug/\(name)")
  }
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
}
