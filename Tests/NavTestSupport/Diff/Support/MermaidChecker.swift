import Foundation

/// A checker of the Mermaid flowchart subset NavGen writes, so a golden that Mermaid would
/// reject fails a test on a machine without Mermaid. It accepts, one statement a line:
///
/// - a front matter first: `---`, `title: "label"` (optional), `config:`, `  flowchart:`,
///   `    curve: <name>` (one of d3's curves Mermaid knows), `  themeVariables:`,
///   `    <name>: "<value>"` lines, `---`;
/// - `flowchart TD` or `flowchart LR`, then lines indented by two spaces (four inside
///   a subgraph);
/// - `%% comment`;
/// - `subgraph <id> ["label"]` … `end`, not nested;
/// - a node: `<id>` and one of NavGen's shapes around one quoted label: `["…"]`, `[["…"]]`,
///   `("…")`, `{{"…"}}`, `[/"…"/]`, `(["…"])`, `>"…"]`;
/// - an edge: `<id> <arrow>|"label"| <id>` or `<id> <arrow> <id>` between declared nodes, the
///   arrow `-->`, `==>` or `-.->` made longer (`--->`, `===>`, `-..->`); an edge label's lines
///   are joined by `<br>`;
/// - `classDef <name> <style>`, `class <id>,<id> <name>` (declared nodes, a defined class),
///   `linkStyle <n>,<n> <style>` (existing edges) or `linkStyle default <style>`.
///
/// Ids are `[A-Za-z_][A-Za-z0-9_]*` and never a keyword. A label holds none of `"`, `<`, `>`,
/// `|` and `#`, and `&` only starts one of the entities NavGen writes (`&quot;`, `&lt;`,
/// `&gt;`, `&amp;`, `&num;`, `&vert;`): Mermaid 11 turns any `#name;` into a code it shows as
/// written.
enum MermaidChecker {
  /// Problems, each `line <n>: <what>`; empty when the text is in the subset.
  static func problems(in text: String) -> [String] {
    var checker = State()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start: Int
    switch frontMatterEnd(lines) {
    case .success(let end): start = end
    case .failure(let problem): return [problem.description]
    }
    guard start < lines.count, lines[start] == "flowchart TD" || lines[start] == "flowchart LR" else {
      return ["line \(start + 1): expected 'flowchart TD' or 'flowchart LR'"]
    }
    checker.lineNumber = start + 1
    for (index, line) in lines.enumerated().dropFirst(start + 1) where !(line.isEmpty && index == lines.count - 1) {
      if let problem = checker.check(line) { checker.problems.append("line \(index + 1): \(problem)") }
    }
    if checker.openSubgraph { checker.problems.append("subgraph not closed with 'end'") }
    for (name, line) in checker.usedClasses where !checker.definedClasses.contains(name) {
      checker.problems.append("line \(line): class '\(name)' has no classDef")
    }
    return checker.problems
  }

  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The index of the line after the front matter (0 without one).
  static func frontMatterEnd(_ lines: [String]) -> Result<Int, Problem> {
    guard lines.first == "---" else { return .success(0) }
    var index = 1
    if index < lines.count, lines[index].hasPrefix("title: ") {
      let value = lines[index].dropFirst("title: ".count)
      guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""),
        labelProblem(String(value.dropFirst().dropLast())) == nil
      else { return .failure(Problem(description: "line \(index + 1): expected 'title: \"<label>\"'")) }
      index += 1
    }
    guard index + 3 < lines.count, lines[index] == "config:", lines[index + 1] == "  flowchart:",
      let curve = lines[index + 2].wholeMatch(of: #/    curve: ([A-Za-z]+)/#), curves.contains(String(curve.1)),
      lines[index + 3] == "  themeVariables:"
    else {
      let expected = "'config:', '  flowchart:', '    curve: <curve>', '  themeVariables:'"
      return .failure(Problem(description: "line \(index + 1): expected \(expected)"))
    }
    index += 4
    while index < lines.count, lines[index] != "---" {
      guard lines[index].wholeMatch(of: #/\ {4}[A-Za-z]+: "\#[0-9a-f]{6}"/#) != nil else {
        return .failure(Problem(description: "line \(index + 1): expected '    <variable>: \"#rrggbb\"'"))
      }
      index += 1
    }
    guard index < lines.count else { return .failure(Problem(description: "front matter not closed with '---'")) }
    return .success(index + 1)
  }

  /// The curves Mermaid 11's flowchart `curve` setting names (d3's, as its config schema lists them).
  static let curves: Set<String> = [
    "basis", "bumpX", "bumpY", "cardinal", "catmullRom", "linear", "monotoneX", "monotoneY", "natural", "step",
    "stepAfter", "stepBefore",
  ]

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
        if words[1] == "default" { return nil }
        let indices = words[1].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard indices.allSatisfy({ $0 != nil && $0! >= 0 && $0! < edgeCount }) else {
          return "linkStyle of an edge that does not exist (\(edgeCount) edges)"
        }
        return nil
      default:
        if words.count > 1, words[1].wholeMatch(of: /(--+>|==+>|-\.+->)(\|.*)?/) != nil {
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
      guard parts.count == 2 else { return "expected an edge" }
      let target: String
      if let bar = parts[1].firstIndex(of: "|") {
        let arrow = String(parts[1][..<bar])
        guard arrow.wholeMatch(of: /--+>|==+>|-\.+->/) != nil else { return "unknown arrow '\(arrow)'" }
        let afterArrow = parts[1][parts[1].index(after: bar)...]
        guard afterArrow.hasPrefix("\""), let close = afterArrow.range(of: "\"| ") else {
          return "edge label must be |\"…\"| followed by a space"
        }
        let label = String(afterArrow[afterArrow.index(after: afterArrow.startIndex)..<close.lowerBound])
        for line in label.components(separatedBy: "<br>") {
          if let problem = MermaidChecker.labelProblem(line) { return problem }
        }
        target = String(afterArrow[close.upperBound...])
      } else {
        let words = parts[1].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count == 2, words[0].wholeMatch(of: /--+>|==+>|-\.+->/) != nil else {
          return "expected '<id> <arrow> <id>'"
        }
        target = words[1]
      }
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

  /// The entities NavGen writes in labels, each shown as its character.
  static let entities = ["&quot;", "&lt;", "&gt;", "&amp;", "&num;", "&vert;"]

  /// Nil when the label is escaped as Mermaid needs.
  static func labelProblem(_ label: String) -> String? {
    if let bad = label.first(where: { "\"<>|#\n".contains($0) }) { return "unescaped '\(bad)' in label '\(label)'" }
    var rest = Substring(label)
    while let ampersand = rest.firstIndex(of: "&") {
      let after = rest[ampersand...]
      guard let entity = entities.first(where: { after.hasPrefix($0) }) else {
        return "'&' that starts no entity NavGen writes in label '\(label)'"
      }
      rest = after.dropFirst(entity.count)
    }
    return nil
  }
}
