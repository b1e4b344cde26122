/// The cases of an enum the expansion writes (`State`, `Action`, or the
/// explicit `Action` NavGen derives): one spot's, a case per line, after
/// `leadingLine` (`State`'s `typealias StateReducer`).
struct SpotCases: NestedEnumContent {
  var leadingLine: String?
  var spot: SpotItems<ExpansionCase>

  func writeMembers(into writer: inout SwiftWriter) {
    if let leadingLine { writer.line(leadingLine) }
    spot.write(into: &writer) { expansionCase, lines in
      lines.line {
        $0.write("case ")
        expansionCase.write(to: &$0)
      }
    }
  }

  var caseGroups: [CaseGroup] {
    spot.map { $0.declaration }.tree
  }
}
