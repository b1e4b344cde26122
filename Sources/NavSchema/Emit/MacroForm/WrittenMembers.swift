/// The members of a nested enum as given in full: an enum written by hand in
/// the navigation enum, or a generated alert action enum.
struct WrittenMembers: NestedEnumContent {
  /// A line such as a type alias, or one `case` declaration with the
  /// attributes before it.
  enum Member: Hashable, Sendable {
    case line(String)
    case cases(attributes: [String], [CaseDeclaration])
  }

  var members: [Conditional<Member>]

  init(_ members: [Conditional<Member>]) {
    self.members = members
  }

  /// One case per line, as the macros write them.
  init(cases groups: [CaseGroup]) {
    members = groups.mapConditionalItems { .cases(attributes: [], [$0]) }
  }

  func writeMembers(into writer: inout SwiftWriter) {
    writer.writeConditionals(members) { member, lines in
      switch member {
      case .line(let text):
        lines.line(text)
      case .cases(let attributes, let cases):
        for attribute in attributes { lines.line(attribute) }
        lines.line { text in
          text.write("case ")
          for (index, declaration) in cases.enumerated() {
            if index > 0 { text.write(", ") }
            declaration.write(to: &text)
          }
        }
      }
    }
  }

  var caseGroups: [CaseGroup] {
    members.flatMapConditionalItems { member -> [CaseDeclaration] in
      if case .cases(_, let cases) = member { return cases }
      return []
    }
  }
}
