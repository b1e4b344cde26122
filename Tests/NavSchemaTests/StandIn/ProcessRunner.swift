import Foundation

struct ProcessOutput: Sendable {
  let exitStatus: Int32
  let standardOutput: String
  let standardError: String
}

/// Runs a command found on PATH (or an absolute path) and waits for it.
enum ProcessRunner {
  static func run(_ arguments: [String]) throws -> ProcessOutput {
    // Output goes to files, not pipes: a full pipe would block a chatty compiler.
    let outputDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-process-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputDirectory) }
    let stdoutFile = outputDirectory.appendingPathComponent("stdout")
    let stderrFile = outputDirectory.appendingPathComponent("stderr")
    try Data().write(to: stdoutFile)
    try Data().write(to: stderrFile)
    let stdout = try FileHandle(forWritingTo: stdoutFile)
    let stderr = try FileHandle(forWritingTo: stderrFile)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    try stdout.close()
    try stderr.close()

    return ProcessOutput(
      exitStatus: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: stdoutFile), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: stderrFile), as: UTF8.self)
    )
  }
}
