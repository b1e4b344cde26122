@testable import NavImport
@testable import NavTestSupport

/// Compares two Swift sources token by token (NavGen's own lexer), ignoring
/// whitespace, comments, imports, the order of file-level declarations and
/// the types or extensions that only wrap them: each enum declaration, at
/// whatever depth, is compared with the enum of the same qualified name, and
/// every other declaration at file scope with its equal. This is how "the
/// generated Swift is token-identical to what the macro expands the original
/// into" is checked.
enum TokenComparison {
  struct Unit: Hashable, Comparable {
    /// `enum Feature.Destination`, or the first tokens of a file-level declaration.
    var key: String
    var tokens: [String]

    static func < (lhs: Unit, rhs: Unit) -> Bool {
      (lhs.key, lhs.tokens.joined(separator: " ")) < (rhs.key, rhs.tokens.joined(separator: " "))
    }
  }

  static func units(of source: String) -> [Unit] {
    let file = DeclarationParser.parse(SourceText(source))
    var units: [Unit] = []
    collect(file.declarations, path: [], condition: "", tokens: file.tokens, into: &units)
    return units.sorted()
  }

  private static func collect(
    _ declarations: [SwiftDeclaration], path: [String], condition: String, tokens: [SourceToken],
    into units: inout [Unit]
  ) {
    for declaration in declarations {
      let texts = tokens[declaration.tokenRange].map { "\($0.kind):\($0.text)" }
      switch declaration {
      case .import:
        continue
      case .type(let type) where type.kind == .enum && !isNamespace(type):
        units.append(Unit(key: condition + "enum " + (path + [type.name]).joined(separator: "."), tokens: texts))
      case .type(let type) where type.members?.isEmpty == false:
        let names = type.kind == .extension ? type.name.split(separator: ".").map(String.init) : [type.name]
        collect(type.members ?? [], path: path + names, condition: condition, tokens: tokens, into: &units)
      case .conditional(let block) where block.clauses.count == 1 && block.clauses[0].keyword == .if:
        let inner = condition + "#if \(block.clauses[0].condition ?? "") "
        collect(block.clauses[0].members, path: path, condition: inner, tokens: tokens, into: &units)
      default:
        let key = tokens[declaration.tokenRange].prefix(3).map(\.text).joined(separator: " ")
        units.append(Unit(key: condition + (path + [key]).joined(separator: "."), tokens: texts))
      }
    }
  }

  /// A caseless enum that only holds types wraps them like an extension does.
  private static func isNamespace(_ type: TypeDeclaration) -> Bool {
    guard let members = type.members, !members.isEmpty else { return false }
    return members.allSatisfy { if case .type = $0 { return true } else { return false } }
  }

  /// Nil when equal; otherwise where the two first differ, for a test message.
  static func difference(expected: String, actual: String) -> String? {
    let expectedUnits = units(of: expected)
    let actualUnits = units(of: actual)
    if expectedUnits == actualUnits { return nil }
    let missing = expectedUnits.filter { !actualUnits.contains($0) }
    let extra = actualUnits.filter { !expectedUnits.contains($0) }
    var report: [String] = []
    for unit in missing {
      if let other = extra.first(where: { $0.key == unit.key }) {
        report.append("\(unit.key): " + firstDifference(unit.tokens, other.tokens))
      } else {
        report.append("missing: \(unit.key)")
      }
    }
    for unit in extra where !missing.contains(where: { $0.key == unit.key }) {
      report.append("unexpected: \(unit.key) \(unit.tokens.prefix(12).map(strip).joined(separator: " "))")
    }
    return report.joined(separator: "\n")
  }

  private static func firstDifference(_ expected: [String], _ actual: [String]) -> String {
    let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
    let context = { (tokens: [String]) in
      tokens[max(0, index - 8)..<min(tokens.count, index + 8)].map(strip).joined(separator: " ")
    }
    return "token \(index) differs\n  expected: …\(context(expected))…\n  actual:   …\(context(actual))…"
  }

  private static func strip(_ token: String) -> String {
    String(token.split(separator: ":", maxSplits: 1).last ?? Substring(token))
  }
}
