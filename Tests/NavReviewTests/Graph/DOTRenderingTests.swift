import Foundation
import Testing
@testable import NavReview
@testable import NavTestSupport

/// Renders the DOT goldens with Graphviz; skipped, saying so, where Graphviz
/// is not installed (see `OutsideTool`).
@Suite("Graph: DOT renders with Graphviz")
struct DOTRenderingTests {
  @Test(.requires(.graphviz), arguments: [
    ("graph/reference.dot", "Articulo"), ("graph/reference-diff.dot", "Articulo"), ("graph/big-app.dot", "CartFeature"),
    ("graph/reference-changed.dot", "roots filled blue"),
  ])
  func dotRendersToSVG(golden: String, shown: String) throws {
    let dot = try #require(OutsideTool.executable(named: "dot"))
    let source = try #require(DiffGraphSupport.Golden.contents(golden))
    let result = try ProcessRunner.run(dot, ["-Tsvg"], standardInput: source)
    let svg = result.standardOutput
    let messages = result.standardError
    #expect(result.status == 0, "\(messages)")
    #expect(messages.isEmpty, "Graphviz warned: \(messages)")
    #expect(svg.contains("<svg"))
    #expect(svg.contains(shown))
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
}
