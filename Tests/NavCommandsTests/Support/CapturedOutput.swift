import Foundation
@testable import NavCommands
@testable import NavGenerate
@testable import NavImportTestSupport
@testable import NavTestSupport

/// A `ToolEnvironment` that keeps what the tool prints, for in-process CLI tests.
final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""

  var standardOutput: String { lock.withLock { out } }
  var standardError: String { lock.withLock { err } }

  func environment(
    files: [String: String] = [:], standardInput: String = "", variables: [String: String] = [:]
  ) -> ToolEnvironment {
    ToolEnvironment(
      readFile: { path in
        if let contents = files[path] { return Array(contents.utf8) }
        return try ToolEnvironment.process.readFile(path)
      },
      readStandardInput: { Array(standardInput.utf8) },
      writeStandardOutput: { text in self.lock.withLock { self.out += text } },
      writeStandardError: { text in self.lock.withLock { self.err += text } },
      variables: variables)
  }

  /// Runs `navgen` in-process with `arguments` and returns its exit code.
  func run(_ arguments: [String], files: [String: String] = [:], standardInput: String = "") -> Int32 {
    NavGenTool(environment: environment(files: files, standardInput: standardInput)).run(arguments)
  }
}
