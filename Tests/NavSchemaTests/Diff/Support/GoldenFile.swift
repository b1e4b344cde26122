import Foundation
import Testing

extension DiffGraphSupport {
  /// Compares output with a checked-in file under `Tests/Golden`. With
  /// `NAVGEN_RECORD=1` the file is (re)written instead and the test passes.
  enum Golden {
    static func check(
      _ actual: String, _ relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
      let url = DiffGraphSupport.RepositoryRoot.url.appendingPathComponent("Tests/Golden").appendingPathComponent(
        relativePath)
      if ProcessInfo.processInfo.environment["NAVGEN_RECORD"] == "1" {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
      }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
          "Missing golden file \(relativePath); record it with NAVGEN_RECORD=1", sourceLocation: sourceLocation)
        return
      }
      let expected = String(decoding: data, as: UTF8.self)
      guard expected != actual else { return }
      Issue.record(
        "\(relativePath) differs (re-record with NAVGEN_RECORD=1): \(firstDifference(expected, actual))",
        sourceLocation: sourceLocation)
    }

    static func contents(_ relativePath: String) -> String? {
      let url = DiffGraphSupport.RepositoryRoot.url.appendingPathComponent("Tests/Golden").appendingPathComponent(
        relativePath)
      return FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// "line 3: expected `...` but got `...`".
    static func firstDifference(_ expected: String, _ actual: String) -> String {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      for index in 0..<max(expectedLines.count, actualLines.count) {
        let lhs = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
        let rhs = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
        if lhs != rhs { return "line \(index + 1): expected `\(lhs)` but got `\(rhs)`" }
      }
      return "same lines, different bytes"
    }
  }

}

extension DiffGraphSupport {
  /// The folder holding Package.swift, found from this file's path.
  enum RepositoryRoot {
    static let url: URL = {
      var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      while directory.path != "/" {
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
          return directory
        }
        directory.deleteLastPathComponent()
      }
      return directory
    }()
  }
}
