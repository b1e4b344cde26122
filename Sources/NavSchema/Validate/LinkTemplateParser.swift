/// Reads a case's `"link"`: `receta/{id: Int}?tab={tab?}`. Path segments are
/// separated by `/`; each is a literal of URL-safe characters or, whole, a
/// placeholder `{name}`, `{name: Type}`; the query after `?` is `key={placeholder}`
/// items separated by `&`, whose placeholders may be optional (`{tab?}`).
/// Every message names the template.
enum LinkTemplateParser {
  static func parse(_ text: String) -> Result<LinkTemplate, GrammarError> {
    do throws(GrammarError) {
      return .success(try template(text))
    } catch {
      return .failure(error)
    }
  }

  private static func problem(_ message: String, in text: String) -> GrammarError {
    GrammarError("\(message) in link template \(DisplayText.quoted(text))")
  }

  private static func template(_ text: String) throws(GrammarError) -> LinkTemplate {
    guard !text.isEmpty else { throw GrammarError("a link template needs at least one path segment") }
    if text.hasPrefix("/") {
      throw problem("a template starts without '/' (the prefixes in the file's 'links' hold what comes before)", in: text)
    }
    let parts = splitAtQuery(text)
    var names: Set<String> = []
    var segments: [LinkTemplate.Segment] = []
    for piece in parts[0].split(separator: "/", omittingEmptySubsequences: false) {
      let segment = String(piece)
      guard !segment.isEmpty else {
        throw problem("empty path segment (a '/' at the end or two together)", in: text)
      }
      if let placeholder = try placeholder(segment, in: text) {
        guard !placeholder.isOptional else {
          throw problem("only a query placeholder may be optional; '\(segment)' is a path segment", in: text)
        }
        try record(placeholder, in: &names, text: text)
        segments.append(.placeholder(placeholder))
      } else {
        try checkLiteral(segment, in: text)
        segments.append(.literal(segment))
      }
    }
    var query: [LinkTemplate.QueryItem] = []
    if parts.count == 2 {
      var keys: Set<String> = []
      for piece in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
        let item = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard item.count == 2, !item[0].isEmpty, let placeholder = try placeholder(String(item[1]), in: text) else {
          throw problem("expected 'key={placeholder}' in the query, found '\(piece)'", in: text)
        }
        let key = String(item[0])
        try checkLiteral(key, in: text)
        guard keys.insert(key).inserted else { throw problem("the query item '\(key)' appears twice", in: text) }
        try record(placeholder, in: &names, text: text)
        query.append(LinkTemplate.QueryItem(key: key, placeholder: placeholder))
      }
    }
    return LinkTemplate(segments: segments, query: query)
  }

  /// The path and, when there is one, the query: split at the first `?` outside braces.
  private static func splitAtQuery(_ text: String) -> [Substring] {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "{": depth += 1
      case "}": depth -= 1
      case "?" where depth == 0: return [text[..<index], text[text.index(after: index)...]]
      default: break
      }
    }
    return [text[...]]
  }

  private static func record(_ placeholder: LinkPlaceholder, in names: inout Set<String>, text: String) throws(GrammarError) {
    guard names.insert(placeholder.name).inserted else {
      throw problem("the placeholder '\(placeholder.name)' appears twice", in: text)
    }
  }

  /// Letters, digits and `- . _ ~`: what a URL carries without escaping.
  static func isURLSafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar))
  }

  private static func checkLiteral(_ segment: String, in text: String) throws(GrammarError) {
    if segment == "." || segment == ".." {
      throw problem("'\(segment)' cannot be a segment (URLs resolve it away)", in: text)
    }
    if segment.contains("{") || segment.contains("}") {
      throw problem("a placeholder must be a whole segment, found '\(segment)'", in: text)
    }
    if let bad = segment.unicodeScalars.first(where: { !isURLSafe($0) }) {
      throw problem(
        "\(DisplayText.quoted(String(bad))) cannot appear in a literal (allowed: ASCII letters, digits, '-', '.', '_', '~')",
        in: text)
    }
  }

  /// The placeholder a whole segment spells, or nil when the segment is not one.
  private static func placeholder(_ segment: String, in text: String) throws(GrammarError) -> LinkPlaceholder? {
    guard segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count >= 2 else { return nil }
    let inner = segment.dropFirst().dropLast()
    let halves = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    var name = halves[0].trimmingSpaces
    let isOptional = name.hasSuffix("?")
    if isOptional { name.removeLast() }
    if name.hasPrefix("_") {
      throw problem("a placeholder name cannot start with '_' (the generated code keeps those names)", in: text)
    }
    let checkedName: String
    switch SwiftIdentifier.check(name, as: .propertyName) {
    case .success(let valid): checkedName = valid
    case .failure(let failure): throw problem(failure.message, in: text)
    }
    var type = LinkValueType.string
    if halves.count == 2 {
      let typeText = halves[1].trimmingSpaces
      switch SwiftGrammar.type(typeText) {
      case .failure(let failure): throw problem(failure.message, in: text)
      case .success(let parsed):
        if let builtIn = LinkValueType.builtIn[parsed.description] {
          type = builtIn
        } else if case .nominal(let components) = parsed, components.allSatisfy({ $0.genericArguments.isEmpty }) {
          type = .custom(parsed)
        } else {
          throw problem(
            "a placeholder's type is String, Int, Double, Bool, UUID or a LosslessStringConvertible type of the app, not '\(parsed)'",
            in: text)
        }
      }
    }
    return LinkPlaceholder(name: checkedName, type: type, isOptional: isOptional)
  }
}

extension Substring {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
