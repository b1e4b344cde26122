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

  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, standardInput: String? = nil,
    environment: [String: String]? = nil, timeout: TimeInterval = 120
  ) throws -> ProcessResult {
    try run(
      executable, arguments, in: directory, input: standardInput.map { Data($0.utf8) }, environment: environment,
      timeout: timeout)
  }

  /// `run` with bytes on standard input (which is closed after them).
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, input: Data?,
    environment: [String: String]? = nil, timeout: TimeInterval = 120
  ) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = inputPipe
    // Drain both pipes while the process runs so a large output can't block it.
    let outputData = DataBox()
    let errorData = DataBox()
    let group = DispatchGroup()
    for (pipe, box) in [(output, outputData), (error, errorData)] {
      group.enter()
      DispatchQueue.global().async {
        box.data = pipe.fileHandleForReading.readDataToEndOfFile()
        group.leave()
      }
    }
    try process.run()
    if let input { try inputPipe.fileHandleForWriting.write(contentsOf: input) }
    try inputPipe.fileHandleForWriting.close()
    if group.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      throw TimedOut(command: ([executable.path] + arguments).joined(separator: " "))
    }
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus,
      killedBySignal: process.terminationReason == .uncaughtSignal,
      standardOutput: String(decoding: outputData.data, as: UTF8.self),
      standardError: String(decoding: errorData.data, as: UTF8.self),
      standardOutputBytes: outputData.data)
  }

  /// Runs a command found on PATH (or given as an absolute path).
  static func run(_ command: [String], timeout: TimeInterval = 600) throws -> ProcessResult {
    try run(URL(fileURLWithPath: "/usr/bin/env"), command, timeout: timeout)
  }

  /// The `navgen` executable SwiftPM built next to the test bundle.
  static var navgen: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("navgen")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return Repository.url(".build/debug/navgen")
  }
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
}
