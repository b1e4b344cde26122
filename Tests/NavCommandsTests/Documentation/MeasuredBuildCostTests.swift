import Foundation
import Testing
@testable import NavTestSupport

/// The build-cost figures the catalog and the README quote are the medians of the runs kept in
/// `Benchmarks/Results/`, cell for cell, so a table cannot drift from the data it claims, and a
/// new run cannot land without its tables.
@Suite struct MeasuredBuildCostTests {
  /// One `consumer-builds.py --json` file, as far as the tables read it.
  struct Run: Decodable {
    struct Median: Decodable {
      let size: Int
      let config: String
      let form: String
      let kind: String
      let seconds: Double
    }
    let navgenCommit: String
    let medians: [Median]

    enum CodingKeys: String, CodingKey {
      case navgenCommit = "navgen_commit"
      case medians
    }
  }

  struct Cell: Hashable {
    let size: Int
    let config: String
    let form: String
    let kind: String
  }

  /// The catalog table's columns after enums, config and build, in order.
  static let forms = ["reducer-macro", "binary", "binary-attributes", "checked-in", "checked-in-attributes", "empty-plugin"]
  static let kinds = ["clean": "clean", "edit one enum": "edit", "of which `navgen generate`": "generate", "no-op": "noop"]

  static func runs() throws -> [Run] {
    let folder = Repository.url("Benchmarks/Results")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("consumer-builds-") && $0.hasSuffix(".json") }.sorted()
    return try names.map { try JSONDecoder().decode(Run.self, from: Data(contentsOf: folder.appendingPathComponent($0))) }
  }

  static func medians() throws -> [Cell: Double] {
    var medians: [Cell: Double] = [:]
    for run in try runs() {
      for median in run.medians {
        let cell = Cell(size: median.size, config: median.config, form: median.form, kind: median.kind)
        #expect(medians[cell] == nil, "two runs in Benchmarks/Results measure \(cell)")
        medians[cell] = median.seconds
      }
    }
    return medians
  }

  static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }

  /// The cells of each Markdown table row under the line that starts with `header`.
  static func rows(under header: String, in text: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }), start + 2 <= lines.count else { return [] }
    return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test func theResultsAreOneCommitsRuns() throws {
    let runs = try Self.runs()
    #expect(runs.count >= 1, "Benchmarks/Results holds no consumer-builds run")
    let commits = Set(runs.map { String($0.navgenCommit.prefix(7)) })
    #expect(commits.count == 1, "the quoted runs measure different commits: \(commits.sorted())")
    let catalog = try DocumentationCatalog.article("BuildToolPlugin.md")
    for commit in commits {
      #expect(catalog.contains("at NavGen\n\(commit)") || catalog.contains("at NavGen \(commit)"),
              "BuildToolPlugin.md does not name the commit its figures measure, \(commit)")
    }
  }

  @Test func theCatalogTableIsTheMedians() throws {
    let medians = try Self.medians()
    let catalog = try DocumentationCatalog.article("BuildToolPlugin.md")
    let rows = Self.rows(under: "| enums | config | build | hand-written `@Reducer` |", in: catalog)
    var shown: Set<Cell> = []
    for row in rows {
      try #require(row.count == 3 + Self.forms.count, "a row of the catalog's table has \(row.count) cells: \(row)")
      let size = try #require(Int(row[0]), "not a number of enums: \(row[0])")
      let kind = try #require(Self.kinds[row[2]], "not a kind of build: \(row[2])")
      for (form, text) in zip(Self.forms, row[3...]) {
        let cell = Cell(size: size, config: row[1], form: form, kind: kind)
        #expect(text == medians[cell].map(Self.seconds) ?? "", "\(cell): the catalog says '\(text)'")
        shown.insert(cell)
      }
    }
    let missing = Set(medians.keys).subtracting(shown)
    #expect(missing.isEmpty, "measured but not in the catalog's table: \(missing.count) cells, e.g. \(missing.first.map { "\($0)" } ?? "")")
  }

  /// README's row: the prebuilt plugin's median and its ratio to the macro, `0.89 (0.56x)`.
  @Test func theReadmeRowIsTheMedians() throws {
    let medians = try Self.medians()
    let readme = try ReadmeTests.readme()
    let rows = Self.rows(under: "| enums | debug, edit | debug, clean | release, edit | release, clean |", in: readme)
    let columns = [("debug", "edit"), ("debug", "clean"), ("release", "edit"), ("release", "clean")]
    let sizes = Set(medians.keys.map(\.size))
    #expect(Set(rows.compactMap { Int($0[0]) }) == sizes, "the README's rows are not the measured sizes \(sizes.sorted())")
    for row in rows {
      try #require(row.count == 1 + columns.count, "a row of the README's table has \(row.count) cells: \(row)")
      let size = try #require(Int(row[0]))
      for ((config, kind), text) in zip(columns, row[1...]) {
        let plugin = medians[Cell(size: size, config: config, form: "binary", kind: kind)]
        let macro = medians[Cell(size: size, config: config, form: "reducer-macro", kind: kind)]
        let expected = plugin.flatMap { plugin in macro.map { "\(Self.seconds(plugin)) (\(Self.seconds(plugin / $0))x)" } } ?? "—"
        #expect(text == expected, "README, \(size) enums, \(config) \(kind): '\(text)', the medians give '\(expected)'")
      }
    }
  }

  @Test func rowsAreReadUnderTheirHeader() {
    let text = "x\n| a | b |\n|---|---|\n| 1 | |\n| 2 | 3 |\n\n| a | b |"
    #expect(Self.rows(under: "| a |", in: text) == [["1", ""], ["2", "3"]])
    #expect(Self.rows(under: "| z |", in: text).isEmpty)
  }
}
