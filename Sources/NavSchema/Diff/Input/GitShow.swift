import Foundation

/// Runs `git show <rev>:<path>` and returns the blob's bytes or git's message.
struct GitShow {
  var currentDirectory: String?

  func blob(revision: String, path: String) -> Result<[UInt8], Failure> {
    // A revision starting with `-` would reach git as an option.
    guard !revision.hasPrefix("-") else {
      return .failure(Failure("a revision must not start with '-'"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "show", "\(revision):\(path)"]
    if let currentDirectory {
      process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(Failure("cannot run git: \(error.localizedDescription)"))
    }
    // git writes at most a short message to stderr, so reading stdout first cannot stall it.
    let contents = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingWhitespace()
      return .failure(Failure(text.isEmpty ? "git show exited with status \(process.terminationStatus)" : text))
    }
    return .success(Array(contents))
  }

  struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }
}
