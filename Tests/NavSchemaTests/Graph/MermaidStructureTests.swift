import NavCommands
import NavGenerate
import NavImport
import NavReview
import NavSchema
import Testing

/// Checks the Mermaid goldens line by line against the flowchart syntax NavGen uses.
@Suite("Graph: Mermaid structure")
struct MermaidStructureTests {
  @Test(arguments: ["graph/reference.mmd", "graph/reference-diff.mmd"])
  func flowchartIsWellFormed(golden: String) throws {
    let text = try #require(DiffGraphSupport.Golden.contents(golden))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "flowchart TD")
    var declared: Set<String> = []
    var edgeCount = 0
    for line in lines.dropFirst() {
      #expect(line.hasPrefix("  "), "\(line)")
      let body = String(line.dropFirst(2))
      if body.hasPrefix("%%") || body.hasPrefix("classDef ") { continue }
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
  }

  /// `a -->|"label"| b` with one of the three arrows NavGen writes.
  private static func edge(_ body: String) -> (from: String, to: String)? {
    let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, ["-->|", "==>|", "-.->|"].contains(where: { parts[1].hasPrefix($0) }),
      let target = parts[1].split(separator: " ").last
    else { return nil }
    #expect(parts[1].contains("|\"") && parts[1].contains("\"| "))
    return (parts[0], String(target))
  }
}
