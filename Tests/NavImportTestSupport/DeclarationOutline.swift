@testable import NavImport
@testable import NavTestSupport

/// A readable outline of a parsed file, one declaration a line, indented by
/// nesting, for comparing what the reader saw with what a test expects.
enum DeclarationOutline {
  static func lines(_ file: SwiftSourceFile) -> [String] {
    var lines: [String] = []
    for declaration in file.declarations { append(declaration, depth: 0, to: &lines) }
    return lines
  }

  static func lines(of source: String) -> [String] {
    lines(DeclarationParser.parse(SourceText(source)))
  }

  private static func append(_ declaration: SwiftDeclaration, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let at = " @\(declaration.location)"
    switch declaration {
    case .import(let node):
      let kind = node.kind.map { "\($0) " } ?? ""
      lines.append(indent + prefix(node.attributes, []) + "import \(kind)\(node.path.joined(separator: "."))" + at)
    case .type(let node):
      var text = prefix(node.attributes, node.modifiers) + "\(node.kind.rawValue) \(node.name)"
      if let generic = node.genericClause { text += generic }
      if let extended = node.extendedType, extended != node.name { text += " [\(extended)]" }
      if !node.inheritance.isEmpty { text += ": " + node.inheritance.map(\.text).joined(separator: ", ") }
      if let whereClause = node.whereClause { text += " " + whereClause }
      if node.members == nil { text += " (no body)" }
      lines.append(indent + text + at)
      for member in node.members ?? [] { append(member, depth: depth + 1, to: &lines) }
    case .enumCase(let node):
      let elements = node.elements.map { element -> String in
        var text = element.name
        if let parameters = element.parameters {
          text += "(" + parameters.map { parameter in
            var label = [parameter.firstName, parameter.secondName].compactMap { $0 }.joined(separator: " ")
            if !label.isEmpty { label += ": " }
            return label + parameter.type + (parameter.defaultValue.map { " = \($0)" } ?? "")
          }.joined(separator: ", ") + ")"
        }
        if let raw = element.rawValue { text += " = \(raw)" }
        return text
      }
      let text = prefix(node.attributes, node.modifiers) + "case " + elements.joined(separator: ", ")
      lines.append(indent + text.trimmingTrailingSpaces + at)
    case .conditional(let block):
      for clause in block.clauses {
        lines.append(indent + clause.keyword.rawValue + (clause.condition.map { " \($0)" } ?? "") + " @\(clause.location)")
        for member in clause.members { append(member, depth: depth + 1, to: &lines) }
      }
      lines.append(indent + "#endif")
    case .other(let node):
      lines.append(indent + prefix(node.attributes, node.modifiers) + node.kind + (node.name.map { " \($0)" } ?? "") + at)
    }
  }

  private static func prefix(_ attributes: [SwiftAttribute], _ modifiers: [SwiftModifier]) -> String {
    let modifierTexts = modifiers.map { modifier in modifier.detail.map { "\(modifier.name)(\($0))" } ?? modifier.name }
    return (attributes.map(\.text) + modifierTexts).map { $0 + " " }.joined()
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
