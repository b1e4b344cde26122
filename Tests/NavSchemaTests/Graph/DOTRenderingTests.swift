import Foundation
import NavSchema
import Testing

/// Renders the DOT goldens with Graphviz. Graphviz must be installed
/// (`apt-get install graphviz`); without it this test fails rather than skips.
@Suite("Graph: DOT renders with Graphviz")
struct DOTRenderingTests {
  @Test(arguments: ["graph/reference.dot", "graph/reference-diff.dot"])
  func dotRendersToSVG(golden: String) throws {
    let dot = try #require(Self.executable("dot"), "Graphviz `dot` is not installed (apt-get install graphviz)")
    let source = try #require(DiffGraphSupport.Golden.contents(golden))
    let result = try ProcessRunner.run(URL(fileURLWithPath: dot), ["-Tsvg"], standardInput: source)
    let svg = result.standardOutput
    let messages = result.standardError
    #expect(result.status == 0, "\(messages)")
    #expect(messages.isEmpty, "Graphviz warned: \(messages)")
    #expect(svg.contains("<svg"))
    #expect(svg.contains("Articulo"))
  }

  @Test func dotIsADigraphWithEveryNodeDeclaredBeforeUse() throws {
    let text = try #require(DiffGraphSupport.Golden.contents("graph/reference-diff.dot"))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "digraph navigation {")
    #expect(lines.last == "}")
    var declared: Set<String> = []
    for line in lines where line.hasPrefix("  \"") {
      let quoted = line.split(separator: "\"")
      if line.contains(" -> ") {
        #expect(declared.contains(String(quoted[1])) && declared.contains(String(quoted[3])), "\(line)")
      } else {
        declared.insert(String(quoted[1]))
      }
    }
    #expect(
      declared.count
        == NavigationGraph(schema: DiffGraphSupport.Reference.v2)
        .marked(against: NavigationGraph(schema: DiffGraphSupport.Reference.v1)).nodes.count)
  }

  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
