import Foundation
@testable import NavImportTestSupport
@testable import NavTestSupport

/// The DocC catalog's articles as Markdown text, for tests that keep them in step with the
/// format and the README.
enum DocumentationCatalog {
  static let folder = Repository.url("Sources/NavSchema/NavSchema.docc")

  /// Every article's file name (`GettingStarted.md`), sorted.
  static func articleNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
  }

  static func article(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// The lines under `heading` (a whole heading line, `### Features`) up to the next heading
  /// of any level; headings inside code blocks (`#if` lines) do not count. Nil without it.
  static func section(_ heading: String, of text: String) -> [Substring]? {
    var inCode = false
    var lines: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      if !inCode, isHeading(line) {
        if lines != nil { break }
        if line == heading { lines = [] }
        continue
      }
      lines?.append(line)
    }
    return lines
  }

  static func isHeading(_ line: Substring) -> Bool {
    let hashes = line.prefix(while: { $0 == "#" })
    return (1...6).contains(hashes.count) && line.dropFirst(hashes.count).hasPrefix(" ")
  }

  /// Whitespace runs as one space, and a table cell's escaped `\|` as `|`.
  static func normalized(_ text: some StringProtocol) -> String {
    text.replacingOccurrences(of: "\\|", with: "|").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
