import Foundation

/// The declarations of one stand-in source file (Tests/TCAStandIn/Sources), as the mirror test
/// reads them: every declaration at type level (not inside a function body), with the `#if`
/// conditions it sits under, the conditions of the `#if`s around its attributes, and the
/// `// Mirrors:` or `// Stand-in only:` comment above it.
///
/// A line reader for the stand-in's own style, not a Swift parser: comments and string
/// contents are blanked first, a declaration's header runs to its `{` or to the end of its
/// statement, and the comment above a declaration is the one after the last blank line or code
/// line before it (attributes, `#if` lines and other comments may sit in between).
struct StandInDeclarations {
  struct Declaration: Sendable {
    /// 1-based line of the declaration's keyword.
    var line: Int
    /// `func`, `init`, `subscript`, `var`, `let`, `struct`, `enum`, `class`, `protocol`,
    /// `typealias`, `extension`, `macro`, `associatedtype`, `case`.
    var kind: String
    /// The declared name (for an extension, the extended type as written).
    var name: String
    /// The header from the keyword on, whitespace collapsed.
    var header: String
    var modifiers: [String]
    /// Each enclosing `#if` clause's condition, outermost first (an `#else` clause is the
    /// negation of the clauses before it).
    var conditions: [String]
    /// The conditions of the `#if` blocks just above the declaration that wrap attributes only
    /// (`#if ComposableArchitecture2Deprecations @available(...) #else ... #endif`).
    var attributeConditions: [String]
    /// The enclosing types and extensions, outermost first: kind and whether they are public.
    var containers: [(kind: String, isPublic: Bool)]
    /// The text of the `// Mirrors:` comment (continuation lines joined), if any.
    var mirror: String?
    /// The text after `// Stand-in only:`, if any.
    var standInOnly: String?

    var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }
  }

  let declarations: [Declaration]

  static let kinds: Set<String> = [
    "func", "init", "subscript", "var", "let", "struct", "enum", "class", "protocol", "typealias", "extension",
    "macro", "associatedtype", "case", "actor", "deinit",
  ]
  static let modifierWords: Set<String> = [
    "public", "open", "internal", "package", "private", "fileprivate", "static", "class", "final", "mutating",
    "nonmutating", "override", "convenience", "required", "indirect", "lazy", "weak", "unowned", "nonisolated",
    "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing", "distributed",
  ]

  init(source: String) {
    let raw = source.components(separatedBy: "\n")
    let code = Self.blankingCommentsAndStrings(raw)
    var declarations: [Declaration] = []
    var conditions: [(current: String, earlier: [String])] = []
    // Each open brace: the container it opens, or nil for a body.
    var braces: [(kind: String, isPublic: Bool)?] = []
    var mirror: String?
    var standInOnly: String?
    // `#if` blocks opened and closed since the last blank or code line wrap attributes.
    var baseline = 0
    var attributeConditions: [String] = []
    var index = 0

    func effectiveConditions() -> [String] {
      conditions.map { clause in
        ([clause.current] + clause.earlier.map { "!(\($0))" }).map { "(\($0))" }.joined(separator: " && ")
      }
    }
    func resetComment() {
      mirror = nil
      standInOnly = nil
      attributeConditions = []
      baseline = conditions.count
    }

    while index < raw.count {
      let text = raw[index].trimmingCharacters(in: .whitespaces)
      let line = code[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let inBody = braces.contains { $0 == nil }
      if let directive = Self.directive(text) {
        switch directive.keyword {
        case "#if":
          conditions.append((directive.condition, []))
        case "#elseif":
          if let last = conditions.popLast() { conditions.append((directive.condition, last.earlier + [last.current])) }
        case "#else":
          if let last = conditions.popLast() { conditions.append(("true", last.earlier + [last.current])) }
        default:
          if conditions.count > baseline, let last = conditions.last {
            attributeConditions += last.earlier + [last.current]
          }
          _ = conditions.popLast()
          baseline = min(baseline, conditions.count)
        }
        index += 1
        continue
      }
      if inBody {
        Self.count(braces: line, into: &braces, opening: nil)
        index += 1
        continue
      }
      if text.hasPrefix("// Mirrors:") {
        var comment = String(text.dropFirst("// Mirrors:".count))
        while index + 1 < raw.count, raw[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("//   ") {
          index += 1
          comment += " " + raw[index].trimmingCharacters(in: .whitespaces).dropFirst(2).trimmingCharacters(in: .whitespaces)
        }
        mirror = comment.trimmingCharacters(in: .whitespaces)
        index += 1
        continue
      }
      if text.hasPrefix("// Stand-in only:") {
        standInOnly = text.dropFirst("// Stand-in only:".count).trimmingCharacters(in: .whitespaces)
        index += 1
        continue
      }
      if text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") {
        index += 1
        continue
      }
      if trimmed.isEmpty {
        resetComment()
        index += 1
        continue
      }
      if Self.isAttributeOnly(trimmed) {
        // An attribute, perhaps over several lines (`@available(\n ... \n)`).
        var depth = Self.parenthesisDepth(trimmed)
        while depth > 0, index + 1 < raw.count {
          index += 1
          depth += Self.parenthesisDepth(code[index])
        }
        index += 1
        continue
      }
      guard let (kind, modifiers) = Self.keyword(of: trimmed) else {
        resetComment()
        Self.count(braces: line, into: &braces, opening: nil)
        index += 1
        continue
      }
      // The header: up to the `{` that opens the body, or to the end of the statement.
      var header = ""
      var end = index
      var opens = false
      var depth = 0
      scan: while end < raw.count {
        for character in code[end] {
          if character == "(" || character == "[" { depth += 1 }
          if character == ")" || character == "]" { depth -= 1 }
          if character == "{" && depth == 0 {
            opens = true
            break scan
          }
          header.append(character)
        }
        header.append(" ")
        let next = end + 1 < raw.count ? code[end + 1].trimmingCharacters(in: .whitespaces) : ""
        let continues =
          depth > 0 || Self.continuationStarts.contains { next.hasPrefix($0) }
          || Self.continuationEnds.contains { header.trimmingCharacters(in: .whitespaces).hasSuffix($0) }
        guard continues else { break }
        end += 1
      }
      let collapsed = header.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let fromKeyword = collapsed.range(of: kind).map { String(collapsed[$0.lowerBound...]) } ?? collapsed
      declarations.append(
        Declaration(
          line: index + 1, kind: kind, name: Self.name(of: fromKeyword, kind: kind), header: fromKeyword,
          modifiers: modifiers, conditions: effectiveConditions(), attributeConditions: attributeConditions,
          containers: braces.compactMap { $0 }, mirror: mirror, standInOnly: standInOnly))
      resetComment()
      for position in index...end {
        let opening = position == end && opens ? (kind: kind, isPublic: modifiers.contains("public")) : nil
        Self.count(braces: code[position], into: &braces, opening: Self.containerKinds.contains(kind) ? opening : nil)
      }
      index = end + 1
    }
    self.declarations = declarations
  }

  static let containerKinds: Set<String> = ["struct", "enum", "class", "protocol", "extension", "actor"]
  private static let continuationStarts = ["where ", "where\t", "->", ":", ",", "&", ")", "throws", "async", "rethrows", "=", "{"]
  private static let continuationEnds = [",", ":", "->", "&", "=", "(", "<", " where"]

  /// Updates the brace stack with `line`'s braces; the first `{` opens `opening` when given.
  private static func count(
    braces: String, into stack: inout [(kind: String, isPublic: Bool)?], opening: (kind: String, isPublic: Bool)?
  ) {
    var opening = opening
    for character in braces {
      if character == "{" {
        stack.append(opening)
        opening = nil
      } else if character == "}", !stack.isEmpty {
        stack.removeLast()
      }
    }
  }

  private static func directive(_ text: String) -> (keyword: String, condition: String)? {
    for keyword in ["#elseif", "#else", "#endif", "#if"] where text == keyword || text.hasPrefix(keyword + " ") {
      return (keyword, text.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// `text` without its leading attributes (`@name`, `@name(...)`).
  static func droppingAttributes(_ text: String) -> Substring {
    var rest = Substring(text)
    while rest.hasPrefix("@") {
      var end = rest.index(after: rest.startIndex)
      while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" || rest[end] == "." {
        end = rest.index(after: end)
      }
      // Generic arguments (`@ReducerBuilder<State, Action>`), then arguments.
      for (open, close) in [("<", ">"), ("(", ")")] as [(Character, Character)] where end < rest.endIndex && rest[end] == open {
        var depth = 0
        while end < rest.endIndex {
          if rest[end] == open { depth += 1 }
          if rest[end] == close { depth -= 1 }
          end = rest.index(after: end)
          if depth == 0 { break }
        }
      }
      rest = rest[end...].drop { $0 == " " }
    }
    return rest
  }

  private static func isAttributeOnly(_ line: String) -> Bool {
    line.hasPrefix("@") && droppingAttributes(line).isEmpty
  }

  private static func parenthesisDepth(_ line: String) -> Int {
    line.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
  }

  /// The declaration keyword and modifiers of a line, or nil when it declares nothing.
  private static func keyword(of line: String) -> (String, [String])? {
    let words = droppingAttributes(line).split(separator: " ").map(String.init)
    var modifiers: [String] = []
    for (position, word) in words.enumerated() {
      let base = word.split(separator: "(").first.map(String.init) ?? word
      let nextIsKeyword = position + 1 < words.count && (kinds.contains(words[position + 1]) || modifierWords.contains(words[position + 1]))
      if modifierWords.contains(base) && (base != "class" || nextIsKeyword) {
        modifiers.append(base)
        continue
      }
      let keyword = String(word.prefix { $0.isLetter })
      return kinds.contains(keyword) ? (keyword, modifiers) : nil
    }
    return nil
  }

  private static func name(of header: String, kind: String) -> String {
    let rest = header.dropFirst(kind.count).drop { $0 == " " }
    switch kind {
    case "init", "subscript": return kind
    case "extension":
      return String(rest.prefix { $0 != ":" && $0 != " " && $0 != "{" })
    default:
      return String(rest.prefix { !"(<:{= ".contains($0) }).replacingOccurrences(of: "`", with: "")
    }
  }

  /// The lines with comments removed and string literals' contents blanked (line count kept).
  private static func blankingCommentsAndStrings(_ lines: [String]) -> [String] {
    var result: [String] = []
    var inBlockComment = false
    var inMultilineString = false
    for line in lines {
      var output = ""
      let characters = Array(line)
      var position = 0
      while position < characters.count {
        let character = characters[position]
        let rest = String(characters[position...])
        if inBlockComment {
          if rest.hasPrefix("*/") {
            inBlockComment = false
            position += 2
          } else {
            position += 1
          }
          continue
        }
        if inMultilineString {
          if rest.hasPrefix("\"\"\"") {
            inMultilineString = false
            output += "\"\"\""
            position += 3
          } else {
            position += 1
          }
          continue
        }
        if rest.hasPrefix("//") { break }
        if rest.hasPrefix("/*") {
          inBlockComment = true
          position += 2
          continue
        }
        if rest.hasPrefix("\"\"\"") {
          inMultilineString = true
          output += "\"\"\""
          position += 3
          continue
        }
        if character == "\"" {
          output += "\"\""
          position += 1
          while position < characters.count, characters[position] != "\"" {
            position += characters[position] == "\\" ? 2 : 1
          }
          position += 1
          continue
        }
        output.append(character)
        position += 1
      }
      result.append(output)
    }
    return result
  }
}
