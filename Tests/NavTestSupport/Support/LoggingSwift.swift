import Foundation

/// A `swift` put first on PATH that appends its arguments to a log and hands them to the real
/// one: how tests count the `swift package dump-package` runs of the navgen SwiftPM built.
struct LoggingSwift {
  let log: URL
  /// The process's environment with the logging `swift` first on PATH.
  let environment: [String: String]

  /// Writes the logging `swift` into `directory`'s `bin`.
  init(in directory: TemporaryDirectory) throws {
    guard let swift = try ProcessRunner.run(["which", "swift"]).standardOutput.split(separator: "\n").first else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "swift is not on PATH"])
    }
    log = directory.url.appendingPathComponent("swift-calls.log")
    let wrapper = try directory.write("bin/swift", """
      #!/bin/sh
      echo "$*" >> '\(log.path)'
      exec '\(swift)' "$@"

      """)
    guard chmod(wrapper, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
    let path = directory.path("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    environment = ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 }
  }

  /// The calls logged since the last `forget()`, a line each.
  func calls() -> [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  func forget() {
    try? FileManager.default.removeItem(at: log)
  }
}
