import Foundation
import Testing
@testable import NavCommands
@testable import NavReview
@testable import NavTestSupport

/// The Universal links article shows the file as navgen writes it: each component line of its
/// excerpt is a line of the Recetario's golden, in the same order, and the file's first line
/// opens the excerpt.
@Suite("Docs: the Universal links article's site file")
struct UniversalLinksArticleTests {
  @Test func theExcerptIsTheRecetariosFile() throws {
    let article = try DocumentationCatalog.article("UniversalLinks.md")
    let golden = try String(
      contentsOf: Repository.url("Tests/Golden/links/site/Recetario/recetario.example.json"), encoding: .utf8)
    let start = try #require(article.range(of: "```json\n"))
    let end = try #require(article.range(of: "```", range: start.upperBound..<article.endIndex))
    let excerpt = article[start.upperBound..<end.lowerBound].split(separator: "\n").filter { !$0.contains("…") }
    let lines = golden.split(separator: "\n")
    var position = lines.startIndex
    for line in excerpt {
      guard let found = lines[position...].firstIndex(of: line) else {
        Issue.record("the article's line is not in the golden, or not in its order: \(line)")
        return
      }
      position = found + 1
    }
    #expect(excerpt.count >= 15)
  }
}
