import Foundation

/// One run of `navgen` for the command plugin: its standard streams are the plugin's, so
/// its output and its `file:line:column` diagnostics reach SwiftPM or Xcode unchanged.
struct NavGenRun {
  var executable: URL
  var workingDirectory: URL
  /// Variables added to the plugin's environment for navgen.
  var environment: [String: String] = [:]

  /// Runs navgen with `arguments` as given; when it exits with a status other than 0, the
  /// plugin process exits with the same status, as the CLI would.
  func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = workingDirectory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit else {
      // A crash is a bug in navgen; say so rather than pass on a signal number as a status.
      throw NavGenFailure(description: "navgen was terminated by signal \(process.terminationStatus)")
    }
    if process.terminationStatus != 0 {
      // navgen has printed its diagnostics; a thrown error would add a line of the plugin's own.
      exit(process.terminationStatus)
    }
  }
}

struct NavGenFailure: Error, CustomStringConvertible {
  var description: String
}
