import Foundation

/// A checker of the Mermaid flowchart subset NavGen writes, so a golden that Mermaid would
/// reject fails a test on a machine without Mermaid. It accepts, one statement a line:
///
/// - `flowchart TD` or `flowchart LR` first, then lines indented by two spaces (four inside
///   a subgraph);
/// - `%% comment`;
/// - `subgraph <id> ["label"]` … `end`, not nested;
/// - a node: `<id>` and one of NavGen's shapes around one quoted label: `["…"]`, `[["…"]]`,
///   `("…")`, `{{"…"}}`, `[/"…"/]`, `(["…"])`, `>"…"]`;
/// - an edge: `<id> <arrow>|"label"| <id>` between declared nodes, the arrow `-->`, `==>` or
///   `-.->` made longer (`--->`, `===>`, `-..->`);
/// - `classDef <name> <style>`, `class <id>,<id> <name>` (declared nodes, a defined class),
///   `linkStyle <n>,<n> <style>` (existing edges).
///
/// Ids are `[A-Za-z_][A-Za-z0-9_]*` and never a keyword. A label holds no `"` and none of
/// `<`, `>`, `&`, `|`; `#` only starts an entity code (`#quot;`, `#35;`).
enum MermaidChecker {
  /// Problems, each `line <n>: <what>`; empty when the text is in the subset.
  static func problems(in text: String) -> [String] {
    var checker = State()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.first == "flowchart TD" || lines.first == "flowchart LR" else {
      return ["line 1: expected 'flowchart TD' or 'flowchart LR'"]
    }
    for (index, line) in lines.enumerated().dropFirst() where !(line.isEmpty && index == lines.count - 1) {
      if let problem = checker.check(line) { checker.problems.append("line \(index + 1): \(problem)") }
    }
    if checker.openSubgraph { checker.problems.append("subgraph not closed with 'end'") }
    for (name, line) in checker.usedClasses where !checker.definedClasses.contains(name) {
      checker.problems.append("line \(line): class '\(name)' has no classDef")
    }
    return checker.problems
  }

  /// The fenced ```mermaid blocks of a Markdown text.
  static func mermaidBlocks(inMarkdown text: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil, line == "```mermaid" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  static let keywords: Set<String> = [
    "end", "subgraph", "graph", "flowchart", "class", "classDef", "style", "linkStyle", "click", "direction",
  ]
  static let shapes: [(open: String, close: String)] = [
    ("[[\"", "\"]]"), ("[/\"", "\"/]"), ("([\"", "\"])"), ("{{\"", "\"}}"), ("[\"", "\"]"), ("(\"", "\")"),
    (">\"", "\"]"),
  ]

  private struct State {
    var problems: [String] = []
    var declared: Set<String> = []
    var subgraphs: Set<String> = []
    var definedClasses: Set<String> = []
    var usedClasses: [(String, Int)] = []
    var edgeCount = 0
    var openSubgraph = false
    var lineNumber = 1

    mutating func check(_ line: String) -> String? {
      lineNumber += 1
      let indent = openSubgraph ? "    " : "  "
      guard line.hasPrefix(indent), line.dropFirst(indent.count).first != " " else {
        if openSubgraph, line == "  end" {
          openSubgraph = false
          return nil
        }
        return "expected an indent of \(indent.count) spaces"
      }
      let body = String(line.dropFirst(indent.count))
      let words = body.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      switch words[0] {
      case "%%":
        return nil
      case "end":
        return "'end' without a subgraph"
      case "subgraph":
        if openSubgraph { return "nested subgraph" }
        guard words.count >= 3, MermaidChecker.isID(words[1]) else { return "expected 'subgraph <id> [\"label\"]'" }
        let rest = words.dropFirst(2).joined(separator: " ")
        guard rest.hasPrefix("[\""), rest.hasSuffix("\"]") else { return "subgraph label must be [\"…\"]" }
        if let problem = MermaidChecker.labelProblem(String(rest.dropFirst(2).dropLast(2))) { return problem }
        guard subgraphs.insert(words[1]).inserted, !declared.contains(words[1]) else {
          return "id '\(words[1])' used twice"
        }
        openSubgraph = true
        return nil
      case "classDef":
        guard !openSubgraph, words.count >= 3, MermaidChecker.isID(words[1]),
          MermaidChecker.isStyle(words.dropFirst(2).joined(separator: " "))
        else {
          return "expected 'classDef <name> <style>' outside subgraphs"
        }
        definedClasses.insert(words[1])
        return nil
      case "class":
        guard !openSubgraph, words.count == 3, MermaidChecker.isID(words[2]) else {
          return "expected 'class <ids> <name>' outside subgraphs"
        }
        let ids = words[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let unknown = ids.first(where: { !declared.contains($0) }) { return "class of undeclared node '\(unknown)'" }
        usedClasses.append((words[2], lineNumber))
        return nil
      case "linkStyle":
        guard !openSubgraph, words.count >= 3, MermaidChecker.isStyle(words.dropFirst(2).joined(separator: " ")) else {
          return "expected 'linkStyle <indices> <style>' outside subgraphs"
        }
        let indices = words[1].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard indices.allSatisfy({ $0 != nil && $0! >= 0 && $0! < edgeCount }) else {
          return "linkStyle of an edge that does not exist (\(edgeCount) edges)"
        }
        return nil
      default:
        if words.count > 1, words[1].prefixMatch(of: /--+>\||==+>\||-\.+->\|/) != nil {
          if openSubgraph { return "edges go outside subgraphs" }
          return edge(body)
        }
        return node(body)
      }
    }

    private mutating func node(_ body: String) -> String? {
      let id = String(body.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
      guard MermaidChecker.isID(id) else { return "expected a node id, found '\(body)'" }
      let shape = body.dropFirst(id.count)
      guard let match = MermaidChecker.shapes.first(where: { shape.hasPrefix($0.open) && shape.hasSuffix($0.close) }),
        shape.count >= match.open.count + match.close.count
      else { return "node '\(id)' has no shape NavGen writes: '\(shape)'" }
      let label = String(shape.dropFirst(match.open.count).dropLast(match.close.count))
      if let problem = MermaidChecker.labelProblem(label) { return problem }
      guard !declared.contains(id), !subgraphs.contains(id) else { return "id '\(id)' declared twice" }
      declared.insert(id)
      return nil
    }

    private mutating func edge(_ body: String) -> String? {
      let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2, let bar = parts[1].firstIndex(of: "|") else { return "expected an edge with a label" }
      let arrow = String(parts[1][..<bar])
      guard arrow.wholeMatch(of: /--+>|==+>|-\.+->/) != nil else { return "unknown arrow '\(arrow)'" }
      let afterArrow = parts[1][parts[1].index(after: bar)...]
      guard afterArrow.hasPrefix("\""), let close = afterArrow.range(of: "\"| ") else {
        return "edge label must be |\"…\"| followed by a space"
      }
      let label = String(afterArrow[afterArrow.index(after: afterArrow.startIndex)..<close.lowerBound])
      if let problem = MermaidChecker.labelProblem(label) { return problem }
      let target = String(afterArrow[close.upperBound...])
      for id in [parts[0], target] where !declared.contains(id) {
        return "edge to or from undeclared node '\(id)'"
      }
      edgeCount += 1
      return nil
    }
  }

  static func isID(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !keywords.contains(text)
  }

  /// `stroke:#40a02b,stroke-width:3px`: properties with values, nothing that ends the line's meaning.
  static func isStyle(_ text: String) -> Bool {
    !text.isEmpty
      && text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
        let pair = $0.split(separator: ":", omittingEmptySubsequences: false)
        return pair.count == 2 && !pair[0].isEmpty && !pair[1].isEmpty && !$0.contains(";")
      }
  }

  /// Nil when the label is escaped as Mermaid needs.
  static func labelProblem(_ label: String) -> String? {
    if let bad = label.first(where: { "\"<>&|\n".contains($0) }) { return "unescaped '\(bad)' in label '\(label)'" }
    var rest = Substring(label)
    while let hash = rest.firstIndex(of: "#") {
      let after = rest[rest.index(after: hash)...]
      guard let end = after.firstIndex(of: ";"),
        after[..<end].wholeMatch(of: /[a-z]+|[0-9]+/) != nil
      else { return "'#' that starts no entity code in label '\(label)'" }
      rest = after[after.index(after: end)...]
    }
    return nil
  }
}
