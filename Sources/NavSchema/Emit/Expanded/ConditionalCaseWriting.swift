extension SwiftWriter {
  /// Writes `body` for each case of `groups` in order. The cases of a group
  /// with a condition are wrapped in `#if <condition>` / `#endif` lines at the
  /// current depth, which is how both `@CasePathable` and `@ObservableState`
  /// carry a `#if` block of the enum into every member they generate.
  mutating func forEachCase(
    in groups: [CaseGroup],
    _ body: (inout SwiftWriter, CaseDeclaration) -> Void
  ) {
    for group in groups {
      if let condition = group.condition { line("#if \(condition)") }
      for declaration in group.cases { body(&self, declaration) }
      if group.condition != nil { line("#endif") }
    }
  }
}

extension [CaseGroup] {
  /// True when walking the groups writes no line at all: no case and no
  /// `#if` block. The macros test exactly this to choose between their
  /// "no cases" and "some cases" spellings.
  var writesNoCaseLines: Bool {
    allSatisfy { $0.condition == nil && $0.cases.isEmpty }
  }
}
