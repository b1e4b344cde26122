import Foundation
import Testing
@testable import NavSchema

extension DiffGraphSupport {
  /// Golden files of the diff and graph tests, under `Tests/Golden`.
  enum Golden {
    static func check(
      _ actual: String, _ relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
      try GoldenFile.assertMatches(actual, golden: "Tests/Golden/\(relativePath)", sourceLocation: sourceLocation)
    }

    static func contents(_ relativePath: String) -> String? {
      try? String(contentsOf: Repository.url("Tests/Golden/\(relativePath)"), encoding: .utf8)
    }

    /// The schema `Tests/Golden/diff/inputs/<name>.navgen.json`, which must load.
    static func diffInput(_ name: String) throws -> NavigationSchema {
      let path = "Tests/Golden/diff/inputs/\(name).navgen.json"
      let loaded = SchemaLoader.load(contents: Array(try Data(contentsOf: Repository.url(path))), fileName: path)
      return try #require(loaded.schema, "\(loaded.diagnostics)")
    }
  }

  typealias TemporaryDirectory = NavTestSupport.TemporaryDirectory
}

extension TemporaryDirectory {
  var path: String { url.path }

  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    try write(name, text)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Runs `git <arguments>` here with a fixed identity; returns its exit status.
  @discardableResult
  func git(_ arguments: String...) throws -> Int32 {
    let identity = [
      "git", "-c", "user.name=NavGen Tests", "-c", "user.email=tests@navgen.invalid",
      "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main",
    ]
    return try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), identity + arguments, in: url).status
  }
}
