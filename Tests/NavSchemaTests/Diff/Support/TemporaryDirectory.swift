import Foundation

extension DiffGraphSupport {
  /// A fresh directory under the system temp dir, removed by `remove()`.
  struct TemporaryDirectory {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-diffgraph-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      return file.path
    }

    func remove() {
      try? FileManager.default.removeItem(at: url)
    }

    /// Runs `git <arguments>` here with a fixed identity; returns its exit status.
    @discardableResult
    func git(_ arguments: String...) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        [
          "git", "-c", "user.name=NavGen Tests", "-c", "user.email=tests@navgen.invalid",
          "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main",
        ] + arguments
      process.currentDirectoryURL = url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }
}
