import Foundation
import Testing
@testable import NavTestSupport

/// The composite action (`action.yml`), its example workflow in the catalog and the script they
/// run agree: the workflow passes only inputs the action declares, the action calls the script
/// with the options the script takes and the same default codes, and the article shows the
/// example as it is checked in and the picture as Graphviz draws it.
@Suite("Review workflow: the action and its example")
struct ReviewActionTests {
  static let action = (try? String(contentsOf: Repository.url("action.yml"), encoding: .utf8)) ?? ""
  static let exampleName = "Sources/NavSchema/NavSchema.docc/Resources/navgen-review.yml"
  static let example = (try? String(contentsOf: Repository.url(exampleName), encoding: .utf8)) ?? ""
  static let script = (try? String(contentsOf: Repository.url("Scripts/navgen-review.sh"), encoding: .utf8)) ?? ""

  /// The keys of the block under `header` (a line of its own), at the block's first indent.
  static func keys(under header: String, in text: String) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == header }) else { return [] }
    let outer = lines[start].prefix { $0 == " " }.count
    var keys: [String] = []
    var indent: Int?
    for line in lines[(start + 1)...] where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
      let spaces = line.prefix { $0 == " " }.count
      if spaces <= outer { break }
      if indent == nil { indent = spaces }
      if spaces == indent, let colon = line.firstIndex(of: ":") {
        keys.append(line[..<colon].trimmingCharacters(in: .whitespaces))
      }
    }
    return keys
  }

  @Test func theExampleUsesTheActionsInputs() {
    let inputs = Self.keys(under: "inputs:", in: Self.action)
    #expect(inputs.contains("schemas") && inputs.contains("fail-on"))
    let given = Self.keys(under: "with:", in: String(Self.example[Self.example.range(of: "NavGen@")!.lowerBound...]))
    #expect(!given.isEmpty)
    for input in given { #expect(inputs.contains(input), "the action has no input '\(input)'") }
    #expect(Self.example.contains("fetch-depth: 0"))
    #expect(Self.example.contains("pull-requests: write"))
  }

  @Test func theActionRunsTheScriptWithItsOptions() throws {
    #expect(FileManager.default.isExecutableFile(atPath: Repository.url("Scripts/navgen-review.sh").path))
    let call = try #require(Self.action.range(of: "Scripts/navgen-review.sh\" ")).upperBound
    let options = Self.action[call...].split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("--") }
    #expect(options == ["--base", "--schemas", "--pr", "--repo", "--fail-on", "--navgen", "--site-association"])
    for option in options { #expect(Self.script.contains("\(option) |") || Self.script.contains("| \(option)")) }
  }

  @Test func theDefaultCodesAgree() {
    #expect(Self.action.contains("    default: \"1,3,4\""))
    #expect(Self.script.contains("fail_on=\"1,3,4\""))
  }

  @Test func theArticleShowsTheExampleAsCheckedIn() throws {
    let article = try String(
      contentsOf: Repository.url("Sources/NavSchema/NavSchema.docc/ReviewingChanges.md"), encoding: .utf8)
    #expect(article.contains("```yaml\n" + Self.example + "```\n"))
  }

  /// The article's picture is the DOT golden of `graph --diff --changed-only` rendered with
  /// Graphviz: rendered again here, it has the same size (within 10 %, for other Graphviz versions).
  @Test(.requires(.graphviz)) func theArticlesPictureIsTheChangedOnlyGolden() throws {
    let article = try String(
      contentsOf: Repository.url("Sources/NavSchema/NavSchema.docc/ReviewingChanges.md"), encoding: .utf8)
    #expect(article.contains("](changed-neighbourhood.png)"))
    let checkedIn = try Data(
      contentsOf: Repository.url("Sources/NavSchema/NavSchema.docc/Resources/changed-neighbourhood.png"))
    let dot = try #require(OutsideTool.executable(named: "dot"))
    let source = try String(contentsOf: Repository.url("Tests/Golden/graph/reference-changed.dot"), encoding: .utf8)
    let rendered = try ProcessRunner.run(dot, ["-Tpng"], standardInput: source)
    #expect(rendered.status == 0, "\(rendered.standardError)")
    let want = try #require(Self.pngSize(checkedIn))
    let got = try #require(Self.pngSize(rendered.standardOutputBytes))
    #expect(abs(got.width - want.width) <= want.width / 10 && abs(got.height - want.height) <= want.height / 10,
      "rendered \(got), checked in \(want): render it again with dot -Tpng")
  }

  /// Width and height from a PNG's header chunk.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    let number = { (offset: Int) in bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }
}
