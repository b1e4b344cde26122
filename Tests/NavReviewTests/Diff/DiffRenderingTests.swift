import Foundation
import Testing
@testable import NavReview
@testable import NavTestSupport

private let reference = SchemaDiff(old: DiffGraphSupport.Reference.v1, new: DiffGraphSupport.Reference.v2)

@Suite("Diff: text, markdown and JSON output")
struct DiffRenderingTests {
  @Test(arguments: [
    (DiffFormat.text, false, "diff/reference.txt"),
    (DiffFormat.text, true, "diff/reference-colour.txt"),
    (DiffFormat.markdown, false, "diff/reference.md"),
    (DiffFormat.json, false, "diff/reference.json"),
  ])
  func matchesGolden(format: DiffFormat, colour: Bool, golden: String) throws {
    try DiffGraphSupport.Golden.check(format.render(reference, colour: colour), golden)
  }

  @Test(arguments: DiffFormat.allCases)
  func noChangesGolden(format: DiffFormat) throws {
    let same = SchemaDiff(old: DiffGraphSupport.Reference.v1, new: DiffGraphSupport.Reference.v1)
    let fileExtension = ["text": "txt", "markdown": "md", "json": "json"][format.rawValue] ?? format.rawValue
    try DiffGraphSupport.Golden.check(format.render(same, colour: false), "diff/no-changes.\(fileExtension)")
  }

  @Test(arguments: DiffFormat.allCases)
  func sameInputSameBytes(format: DiffFormat) {
    let again = SchemaDiff(old: DiffGraphSupport.Reference.v1, new: DiffGraphSupport.Reference.v2)
    #expect(Array(format.render(reference, colour: false).utf8) == Array(format.render(again, colour: false).utf8))
  }

  @Test func colourOnlyWhenAsked() {
    let plain = DiffFormat.text.render(reference, colour: false)
    let coloured = DiffFormat.text.render(reference, colour: true)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1;31m[breaking]\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[33m[exhaustiveness]\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[32m[compatible]\u{1B}[0m"))
    #expect(!DiffFormat.markdown.render(reference, colour: true).contains("\u{1B}["))
    #expect(!DiffFormat.json.render(reference, colour: true).contains("\u{1B}["))
  }

  @Test func markdownSummaryAndTable() throws {
    let lines = DiffFormat.markdown.render(reference, colour: false).split(separator: "\n").map(String.init)
    #expect(lines.contains("**9 breaking**, 3 exhaustiveness, 10 compatible changes"))
    let header = "| Change | Enum | Case | Class | Why |"
    let headerIndex = try #require(lines.firstIndex(of: header))
    let rows = lines.filter { $0.hasPrefix("| ") && $0 != header && !$0.hasPrefix("| ---") }
    #expect(lines[headerIndex + 1] == "| --- | --- | --- | --- | --- |")
    #expect(rows.count == reference.changes.count)
    for row in rows {
      #expect(row.split(separator: "|", omittingEmptySubsequences: false).count == 7, "\(row)")
    }
  }

  @Test func markdownEscapesPipesInConditions() {
    var old = DiffGraphSupport.Reference.v1
    var new = old
    old.enums[2].entries[6].condition = "DEBUG || BETA"
    new.enums[2].entries[6].condition = "DEBUG"
    let text = DiffFormat.markdown.render(SchemaDiff(old: old, new: new), colour: false)
    #expect(text.contains("`DEBUG \\|\\| BETA`"))
  }

  @Test func jsonHasVersionSummaryAndStableKeys() throws {
    let text = DiffFormat.json.render(reference, colour: false)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["breaking": 9, "persistedState": 0, "brokenLinks": 0, "exhaustiveness": 3, "compatible": 10])
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.count == 22)
    for change in changes {
      #expect(Set(change.keys) == ["kind", "class", "feature", "enum", "case", "old", "new", "reason", "target"])
    }
    #expect(changes.first?["kind"] as? String == "importAdded")
  }

  @Test func jsonKeysAreSorted() {
    let text = DiffFormat.json.render(reference, colour: false)
    let topLevelKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
    #expect(topLevelKeys == ["changes", "summary", "version"])
    let changeKeys = text.split(separator: "\n").filter { $0.hasPrefix("      \"") }.prefix(8).map {
      String($0.split(separator: "\"")[1])
    }
    #expect(changeKeys == ["case", "class", "enum", "feature", "kind", "new", "old", "reason"])
  }
}
