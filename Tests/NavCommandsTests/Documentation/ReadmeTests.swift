import Foundation
import Testing
@testable import NavTestSupport

/// README.md stays a page a newcomer reads: short, the two commands a fresh machine needs at
/// the very top, and everything else behind links into the DocC catalog that resolve on GitHub.
@Suite struct ReadmeTests {
  static let limit = 12_000

  static func readme() throws -> String {
    try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
  }

  @Test func theReadmeIsAtMostTwelveThousandCharacters() throws {
    let count = try Self.readme().count
    #expect(count <= Self.limit, "README.md has \(count) characters; move detail into an article of Sources/NavSchema/NavSchema.docc")
  }

  /// The first code block is the two commands, exactly; `.ci/run` runs the test command.
  @Test func theTwoCommandsComeFirst() throws {
    let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false)
    let opening = try #require(lines.firstIndex { $0.hasPrefix("```") })
    #expect(opening <= 3, "the commands must open the README, not line \(opening + 1)")
    let block = lines[(opening + 1)...].prefix { !$0.hasPrefix("```") }
    let commands = block.map { $0.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces) }
    #expect(commands == ["swift run navgen generate Schemas/examples/Articulo.navgen.json", "swift test"])
    let ci = try String(contentsOf: Repository.url(".ci/run"), encoding: .utf8)
    #expect(ci.split(separator: "\n").contains("swift test"), ".ci/run must run the README's test command")
  }

  /// Every relative link names a file of the repository, and every article of the catalog is
  /// linked, so the README points into all of it.
  @Test func relativeLinksResolveAndReachEveryArticle() throws {
    let targets = Self.relativeLinkTargets(in: try Self.readme())
    #expect(!targets.isEmpty)
    for target in targets {
      let path = String(target.split(separator: "#", maxSplits: 1)[0])
      #expect(FileManager.default.fileExists(atPath: Repository.url(path).path), "README.md links to \(target), which does not exist")
    }
    let linked = Set(targets.map { String($0.split(separator: "#", maxSplits: 1)[0]) })
    for article in try DocumentationCatalog.articleNames() where article != "NavSchema.md" {
      #expect(
        linked.contains("Sources/NavSchema/NavSchema.docc/\(article)"),
        "README.md does not link to the article \(article)")
    }
  }

  @Test func linkTargetsAreFound() {
    let text = "See [a](Docs/A.md), [b](https://example.com) and [c](Sources/X.md#part)."
    #expect(Self.relativeLinkTargets(in: text) == ["Docs/A.md", "Sources/X.md#part"])
  }

  /// The targets of Markdown links `[text](target)` that are not URLs or in-page anchors.
  static func relativeLinkTargets(in text: String) -> [String] {
    var targets: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close])
      if !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") { targets.append(target) }
      rest = rest[close...]
    }
    return targets
  }
}
