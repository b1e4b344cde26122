import Foundation
import Testing
@testable import NavReview
@testable import NavTestSupport

private let plain = NavigationGraph(schema: DiffGraphSupport.Reference.v2)
private let marked = plain.marked(against: NavigationGraph(schema: DiffGraphSupport.Reference.v1))
  .mergingRenamedCases(of: SchemaDiff(old: DiffGraphSupport.Reference.v1, new: DiffGraphSupport.Reference.v2))

@Suite("Graph: Mermaid and DOT output")
struct GraphRenderingTests {
  @Test(arguments: [
    (GraphFormat.mermaid, false, "graph/reference.mmd"),
    (GraphFormat.dot, false, "graph/reference.dot"),
    (GraphFormat.mermaid, true, "graph/reference-diff.mmd"),
    (GraphFormat.dot, true, "graph/reference-diff.dot"),
  ])
  func matchesGolden(format: GraphFormat, diff: Bool, golden: String) throws {
    try DiffGraphSupport.Golden.check(format.render(diff ? marked : plain, title: "App.navgen.json"), golden)
  }

  @Test(arguments: GraphFormat.allCases)
  func sameInputSameBytes(format: GraphFormat) {
    let again = NavigationGraph(schema: DiffGraphSupport.Reference.v2)
    #expect(Array(format.render(plain, title: "t").utf8) == Array(format.render(again, title: "t").utf8))
  }

  @Test func mermaidEscapesLabels() {
    let graph = NavigationGraph(
      nodes: [
        GraphNode(key: "a", label: "Say \"hi\" <b> & #1", kind: .feature, idHint: "A"),
        GraphNode(key: "b", label: "B", kind: .reducer, idHint: "B"),
      ],
      edges: [
        GraphEdge(
          from: "a", to: "b", caseName: "b", enumName: "A.Destination", kind: .destination,
          clauses: ["#if os(iOS) && !targetEnvironment(simulator) || DEBUG"])
      ])
    let text = MermaidRenderer().render(graph, title: "x")
    // HTML's entities: Mermaid 11.16 shows its own `#lt;` codes as written.
    #expect(text.contains("n_A[\"Say &quot;hi&quot; &lt;b&gt; &amp; &num;1\"]"))
    #expect(
      text.contains(
        "|\"b (destination, &num;if os(iOS) &amp;&amp; !targetEnvironment(simulator) &vert;&vert; DEBUG)\"|"))
    #expect(MermaidChecker.problems(in: text) == [])
  }

  @Test func dotEscapesLabels() {
    let graph = NavigationGraph(
      nodes: [GraphNode(key: "a", label: "Say \"hi\" \\n", kind: .feature, idHint: "A")], edges: [])
    #expect(DOTRenderer().render(graph, title: "x").contains("label=\"Say \\\"hi\\\" \\\\n\""))
  }

  @Test func nodeIdsAreSanitizedAndUnique() {
    let graph = NavigationGraph(
      nodes: [
        GraphNode(key: "1", label: "A.B", kind: .feature, idHint: "A.B"),
        GraphNode(key: "2", label: "A_B", kind: .feature, idHint: "A_B"),
        GraphNode(key: "3", label: "Reseña", kind: .feature, idHint: "Reseña"),
        GraphNode(key: "4", label: "end", kind: .feature, idHint: "end"),
      ], edges: [])
    let lines = MermaidRenderer().render(graph, title: "x").split(separator: "\n")
      .drop { !$0.hasPrefix("flowchart") }.dropFirst(2).prefix(4)
    #expect(lines.map { String($0.split(separator: "[")[0]) } == ["  n_A_B", "  n_A_B_2", "  n_Rese_uf1a", "  n_end"])
  }
}
