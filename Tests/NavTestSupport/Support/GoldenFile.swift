import Foundation
import Testing

/// Compares generated text with a checked-in golden file. With
/// `NAVGEN_RECORD=1` in the environment the golden is rewritten instead
/// (`NAVGEN_RECORD=1 swift test --filter Golden`), and the test still fails
/// so a recording run is never mistaken for a passing one.
enum GoldenFile {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVGEN_RECORD"] == "1" }

  static func assertMatches(
    _ actual: String, golden relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = Repository.url(relativePath)
    if isRecording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      Issue.record("recorded \(relativePath); run again without NAVGEN_RECORD", sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden \(relativePath); record it with NAVGEN_RECORD=1 swift test", sourceLocation: sourceLocation)
      return
    }
    guard actual != expected else { return }
    Issue.record(
      "\(relativePath) differs from the generated output: \(firstDifference(actual, expected))",
      sourceLocation: sourceLocation)
  }

  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let got = index < actualLines.count ? actualLines[index] : "<end of output>"
      let want = index < expectedLines.count ? expectedLines[index] : "<end of golden>"
      if got != want {
        return "line \(index + 1): expected '\(want)', generated '\(got)'"
      }
    }
    return "same lines, different bytes"
  }
}
