/// The linked cases of one enum grouped by their first segment, as the
/// matcher finds them: a `static let` table from each literal first segment to
/// its group's number, read once per step, then a `switch` on that number
/// (a jump, not a comparison per literal: a Swift `switch` on strings compares
/// one literal after another). Templates that share a first literal are tried
/// in schema order; those that start with a placeholder are tried when the
/// segment is in no group.
struct FirstSegmentGroups {
  /// The first literals, in schema order: group `n` is `literals[n]`.
  private(set) var literals: [String] = []
  private var cases: [[LinkCaseCode]] = []
  private var placeholderFirst: [LinkCaseCode] = []

  init(_ codes: [LinkCaseCode]) {
    var groupOf: [String: Int] = [:]
    for code in codes {
      guard let literal = code.firstLiteral else {
        placeholderFirst.append(code)
        continue
      }
      if let group = groupOf[literal] {
        cases[group].append(code)
      } else {
        groupOf[literal] = literals.count
        literals.append(literal)
        cases.append([code])
      }
    }
  }

  private static let table = "_navGenFirstSegments"

  /// `private static let _navGenFirstSegments: [String: Int] = ["receta": 0, …]`; nothing when no template starts with a literal.
  func writeTable(into writer: inout SwiftWriter) {
    guard !literals.isEmpty else { return }
    writer.line("/// The group of linked cases each literal first segment starts (NavGen): one lookup, however many cases.")
    writer.line("private static let \(Self.table): [String: Int] = [")
    writer.indented { writer in
      for (group, literal) in literals.enumerated() {
        writer.line("\"\(literal)\": \(group),")
      }
    }
    writer.line("]")
    writer.line()
  }

  /// `switch _navGenFirstSegments[_segments[_start]]` with a case per group, the
  /// templates that start with a placeholder in `default`.
  func writeSwitch(into writer: inout SwiftWriter) {
    guard !literals.isEmpty else { return Self.writeAttempts(placeholderFirst, into: &writer) }
    writer.line("switch Self.\(Self.table)[_segments[_start]] {")
    for (group, literal) in literals.enumerated() {
      writer.line("case \(group)?:  // \(literal)")
      writer.indented { Self.writeAttempts(cases[group], into: &$0) }
    }
    writer.line("default:")
    writer.indented { Self.writeAttempts(placeholderFirst, into: &$0) }
    writer.line("}")
  }

  /// `if <conditions> { return (<state>, <end>) }` per template, then `return nil`.
  private static func writeAttempts(_ codes: [LinkCaseCode], into writer: inout SwiftWriter) {
    for code in codes {
      writer.block("if \(code.matchConditions.joined(separator: ", "))") { writer in
        writer.line("return (\(code.matchedState), _start + \(code.template.segments.count))")
      }
    }
    writer.line("return nil")
  }
}
