import Foundation
import Testing
@testable import NavTestSupport

/// Every Mermaid golden, and every Mermaid block of a Markdown golden, is in the flowchart
/// subset NavGen writes (`MermaidChecker`); the checker itself rejects what Mermaid would.
@Suite("Graph: Mermaid structure")
struct MermaidStructureTests {
  /// Found by listing the folders, so a new golden is checked without being named here.
  static let goldens: [String] = ["graph", "diff"].flatMap { folder in
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Golden/\(folder)").path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") || $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
  }

  @Test func goldensAreFound() {
    #expect(Self.goldens.contains("graph/reference-diff.mmd"))
    #expect(Self.goldens.contains("diff/picture-reference.md"))
    #expect(Self.goldens.contains("graph/reference-changed.mmd"))
  }

  @Test(arguments: goldens)
  func goldenIsWellFormed(golden: String) throws {
    let text = try #require(DiffGraphSupport.Golden.contents(golden))
    let pictures = golden.hasSuffix(".md") ? MermaidChecker.mermaidBlocks(inMarkdown: text) : [text]
    for picture in pictures {
      #expect(MermaidChecker.problems(in: picture) == [], "\(golden)")
    }
    if golden.hasPrefix("diff/picture-") { #expect(pictures.count == 1, "\(golden) has its picture") }
  }

  @Test func acceptsTheSubset() {
    let text = """
      ---
      title: "green: added · red, dashed: removed"
      config:
        flowchart:
          curve: catmullRom
        themeVariables:
          edgeLabelBackground: "#f6f8fa"
      ---
      flowchart LR
        %% a comment
        subgraph mn_App ["App"]
          n_A["A &quot;x&quot; &lt;T&gt; &amp; &vert;"]
          n_B[["B"]]
        end
        n_C("C")
        n_D{{"AlertState&lt;Never&gt;"}}
        n_E[/"Dialog"/]
        n_F(["Toast"])
        n_G>"URL"]
        n_A -->|"b (destination)"| n_B
        n_A ===>|"c (&num;if DEBUG)<br>e (sheet): added"| n_C
        n_A -..->|"d"| n_D
        n_A --> n_G
        classDef navAdded stroke:#40a02b,stroke-width:3px
        class n_A,n_B navAdded
        linkStyle default color:#1f2328
        linkStyle 0,2 stroke:#d20f39,stroke-dasharray:5 5,color:#a40e26

      """
    #expect(MermaidChecker.problems(in: text) == [])
  }

  @Test(arguments: [
    ("  n_A[\"say \"hi\"\"]", "unescaped '\"'"),
    ("  n_A[\"a <b>\"]", "unescaped '<'"),
    ("  n_A[\"#if DEBUG\"]", "unescaped '#'"),
    ("  n_A[\"A#lt;B#gt;\"]", "unescaped '#'"),
    ("  n_A[\"a & b\"]", "'&' that starts no entity"),
    ("  n_A[\"a\"]\n  n_A -->|\"x<b>y\"| n_A", "unescaped '<'"),
    ("  n_A[\"a\"]\n  n_A[\"a\"]", "declared twice"),
    ("  end[\"a\"]", "expected a node id"),
    ("  end", "'end' without a subgraph"),
    ("  n_A(\"a\"", "no shape NavGen writes"),
    ("  n_A[\"a\"]\n  n_A -->|\"x\"| n_B", "undeclared node 'n_B'"),
    ("  n_A[\"a\"]\n  n_A --x|\"x\"| n_A", "no shape NavGen writes"),
    ("  n_A[\"a\"]\n  n_A -->|\"a|b\"| n_A", "unescaped '|'"),
    ("  n_A[\"a\"]\n  class n_A missing", "has no classDef"),
    ("  n_A[\"a\"]\n  class n_B added\n  classDef added stroke:#fff", "undeclared node 'n_B'"),
    ("  n_A[\"a\"]\n  n_A -->|\"x\"| n_A\n  linkStyle 1 stroke:#fff", "edge that does not exist"),
    ("  subgraph m [\"M\"]\n    subgraph k [\"K\"]", "nested subgraph"),
    ("  subgraph m [\"M\"]\n    n_A[\"a\"]", "not closed"),
    ("   n_A[\"a\"]", "indent"),
  ])
  func rejects(body: String, problem: String) {
    let problems = MermaidChecker.problems(in: "flowchart TD\n\(body)\n")
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }

  @Test(arguments: [
    ("---\nflowchart TD\n", "expected 'config:'"),
    ("---\nconfig:\n  flowchart:\n    curve: catmullRom\n  themeVariables:\n    edgeLabelBackground: \"white\"\n---\nflowchart TD\n", "#rrggbb"),
    ("---\nconfig:\n  flowchart:\n    curve: catmullRom\n  themeVariables:\nflowchart TD\n", "#rrggbb"),
    ("---\ntitle: \"a \"b\"\"\nconfig:\n  themeVariables:\n---\nflowchart TD\n", "expected 'title:"),
    ("---\nconfig:\n  themeVariables:\n    edgeLabelBackground: \"#ffffff\"\n---\nflowchart TD\n", "'  flowchart:'"),
    ("---\nconfig:\n  flowchart:\n    curve: wiggly\n  themeVariables:\n---\nflowchart TD\n", "'    curve: <curve>'"),
  ])
  func rejectsFrontMatter(text: String, problem: String) {
    let problems = MermaidChecker.problems(in: text)
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }

  @Test func findsTheBlocksOfMarkdown() {
    let markdown = "# x\n\n```mermaid\nflowchart TD\n  n_A[\"a\"]\n```\n\n```swift\nlet a = 1\n```\n"
    #expect(MermaidChecker.mermaidBlocks(inMarkdown: markdown) == ["flowchart TD\n  n_A[\"a\"]\n"])
  }
}
