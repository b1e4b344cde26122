import Testing
@testable import NavTestSupport

/// Checks the Mermaid goldens line by line against the flowchart syntax NavGen uses.
@Suite("Graph: Mermaid structure")
struct MermaidStructureTests {
  @Test(arguments: ["graph/reference.mmd", "graph/reference-diff.mmd", "graph/big-app.mmd"])
  func flowchartIsWellFormed(golden: String) throws {
    let text = try #require(DiffGraphSupport.Golden.contents(golden))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "flowchart TD" || lines.first == "flowchart LR")
    var declared: Set<String> = []
    var edgeCount = 0
    var inSubgraph = false
    for line in lines.dropFirst() {
      let indent = inSubgraph && line.hasPrefix("    ") ? 4 : 2
      #expect(line.hasPrefix("  ") && line.dropFirst(indent).first != " ", "\(line)")
      let body = String(line.dropFirst(indent))
      if body.hasPrefix("%%") || body.hasPrefix("classDef ") { continue }
      if body.hasPrefix("subgraph ") {
        // `subgraph mn_Module ["Module"]`, never nested.
        #expect(!inSubgraph && body.hasSuffix("\"]") && body.split(separator: " ")[1].hasPrefix("mn_"), "\(line)")
        inSubgraph = true
        continue
      }
      if body == "end" {
        #expect(inSubgraph && indent == 2, "\(line)")
        inSubgraph = false
        continue
      }
      #expect(inSubgraph == (indent == 4), "only nodes are in a subgraph: \(line)")
      if body.hasPrefix("class ") {
        let ids = body.split(separator: " ")[1].split(separator: ",").map(String.init)
        #expect(ids.allSatisfy(declared.contains), "\(line)")
      } else if body.hasPrefix("linkStyle ") {
        let indices = body.split(separator: " ")[1].split(separator: ",").compactMap { Int($0) }
        #expect(!indices.isEmpty && indices.allSatisfy { $0 < edgeCount }, "\(line)")
      } else if let edge = Self.edge(body) {
        #expect(declared.contains(edge.from) && declared.contains(edge.to), "\(line)")
        edgeCount += 1
      } else {
        let id = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        #expect(id.hasPrefix("n_"), "\(line)")
        let shape = body.dropFirst(id.count)
        #expect(["[\"", "[[\"", "(\"", "{{\"", "[/\"", "([\"", ">\""].contains { shape.hasPrefix($0) }, "\(line)")
        #expect(shape.filter { $0 == "\"" }.count == 2, "label must be one quoted string: \(line)")
        declared.insert(id)
      }
    }
    #expect(edgeCount > 0)
    #expect(!inSubgraph)
  }

  /// `a -->|"label"| b` with one of the three arrows NavGen writes, made
  /// longer (`--->`, `===>`, `-..->`) for an edge spanning more ranks.
  private static func edge(_ body: String) -> (from: String, to: String)? {
    let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, let arrow = parts[1].split(separator: "|").first.map(String.init),
      arrow.wholeMatch(of: /--+>|==+>|-\.+->/) != nil,
      let target = parts[1].split(separator: " ").last
    else { return nil }
    #expect(parts[1].contains("|\"") && parts[1].contains("\"| "))
    return (parts[0], String(target))
  }
}
