import Foundation
import Testing
@testable import NavTestSupport

/// The composite action (`action.yml`), its example workflow in the catalog and the script they
/// run agree: the workflow passes only inputs the action declares, the action calls the script
/// with the options the script takes and the same default codes.
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
    #expect(options == ["--base", "--schemas", "--pr", "--repo", "--fail-on", "--navgen"])
    for option in options { #expect(Self.script.contains("\(option) |") || Self.script.contains("| \(option)")) }
  }

  @Test func theDefaultCodesAgree() {
    #expect(Self.action.contains("    default: \"1,3,4\""))
    #expect(Self.script.contains("fail_on=\"1,3,4\""))
  }
}
