import Foundation
import Testing

/// A program some tests need that is not part of the Swift toolchain.
///
/// `swift test` on a machine without it skips those tests and prints why
/// (`Test … skipped: "needs Graphviz's dot …"`). `.ci/run` installs every tool
/// and sets `NAVGEN_REQUIRE_TOOLS=1`; then a missing tool fails the test
/// instead, so CI can never pass by skipping. Mark a test with
/// `@Test(.requires(.graphviz))`; to add a tool, add a `static let` below
/// and install it in `.ci/run`.
struct OutsideTool: Sendable {
  /// What the messages call it: "Graphviz's `dot`".
  let name: String
  /// How to get it: "apt-get install graphviz".
  let installation: String
  /// Whether it works on this machine; asked when a test that needs it is about to run.
  let isAvailable: @Sendable () -> Bool

  /// The variable `.ci/run` sets; `1` turns a missing tool into a failure.
  static let requirementVariable = "NAVGEN_REQUIRE_TOOLS"

  static var isRequired: Bool {
    ProcessInfo.processInfo.environment[requirementVariable] == "1"
  }

  static let graphviz = OutsideTool(
    name: "Graphviz's `dot`", installation: "apt-get install graphviz",
    isAvailable: { executable(named: "dot") != nil })

  static let jsonschema = OutsideTool(
    name: "`python3` with the `jsonschema` package", installation: "python3 -m pip install jsonschema",
    isAvailable: { succeeds(["python3", "-c", "import jsonschema"]) })

  /// Scripts/build-artifact-bundle.sh writes info.json and the zip with it.
  static let python3 = OutsideTool(
    name: "`python3`", installation: "apt-get install python3",
    isAvailable: { succeeds(["python3", "--version"]) })

  /// Debian's headless browser, which renders the pictures as GitHub's readers see them.
  static let chromium = OutsideTool(
    name: "Debian's `chromium`", installation: "apt-get install chromium",
    isAvailable: { executable(named: "chromium") != nil })

  /// The mermaid.js GitHub draws pictures with, shipped in a PyPI wheel (which asks for
  /// Python 3.12 for a loader this does not use).
  static let mermaidScript = OutsideTool(
    name: "mermaid.min.js \(PictureBrowser.mermaidVersion) (PyPI's artoo-mermaid)",
    installation:
      "python3 -m pip install --target .build/picture-tools/mermaid-11.16.0 --ignore-requires-python --no-deps artoo-mermaid==11.16.0",
    isAvailable: { PictureBrowser.mermaidScript != nil })

  static let git = OutsideTool(
    name: "`git`", installation: "apt-get install git",
    isAvailable: { succeeds(["git", "--version"]) })

  /// The executable's path on `PATH`, or nil.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private static func succeeds(_ command: [String]) -> Bool {
    (try? ProcessRunner.run(command, timeout: 60).status) == 0
  }

  /// The condition of `.requires(_:)`: run when available, skip when not,
  /// fail (by throwing) when not and CI requires every tool.
  func mayRun() throws -> Bool {
    if isAvailable() { return true }
    if Self.isRequired { throw Missing(tool: self) }
    return false
  }

  struct Missing: Error, CustomStringConvertible {
    let tool: OutsideTool
    var description: String {
      "\(OutsideTool.requirementVariable)=1 requires \(tool.name), which is not installed (\(tool.installation))"
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips the test, saying why, when `tool` is missing; fails it instead
  /// under `NAVGEN_REQUIRE_TOOLS=1` (what `.ci/run` sets).
  static func requires(_ tool: OutsideTool) -> Self {
    .enabled(
      if: try tool.mayRun(),
      Comment(
        rawValue: "needs \(tool.name), which is not installed (\(tool.installation)); "
          + "\(OutsideTool.requirementVariable)=1, as .ci/run sets, makes this a failure"))
  }
}
