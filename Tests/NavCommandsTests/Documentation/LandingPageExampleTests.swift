import Foundation
import Testing
@testable import NavImportTestSupport
@testable import NavTestSupport

/// The library example on the catalog's landing page (NavSchema.md) typechecks against the
/// NavSchema module this test run was built with, so the page cannot drift from the API.
@Suite struct LandingPageExampleTests {
  @Test func theLibraryExampleTypechecks() throws {
    let page = try DocumentationCatalog.article("NavSchema.md")
    let examples = Self.swiftBlocks(in: page)
    try #require(examples.count == 1, "NavSchema.md should show one Swift example; found \(examples.count)")
    let modules = try #require(Self.modulesDirectory(), "no NavSchema.swiftmodule next to the test bundle")
    let folder = try TemporaryDirectory()
    let source = try folder.write("main.swift", examples[0])
    let result = CompilerResult(try ProcessRunner.run(["swiftc", "-typecheck", "-I", modules.path, source]))
    #expect(result.succeeded, "the landing page's example does not typecheck:\n\(result.diagnostics)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// The blocks fenced as ```swift, in page order.
  static func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line.hasPrefix("```") {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// SwiftPM 6 puts modules in `Modules/` beside the products the tests run from.
  static func modulesDirectory() -> URL? {
    let products = ProcessRunner.navgen.deletingLastPathComponent()
    return [products.appendingPathComponent("Modules"), products].first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("NavSchema.swiftmodule").path)
    }
  }
}
