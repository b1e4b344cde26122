import NavSchema

/// Changes to the enums written inside a navigation enum (action enums, an
/// explicit `Action` or `State`), matched by name: the enum added or
/// removed, its cases (by name, with their values and the condition they
/// are compiled under) and its conformances.
struct NestedEnumChanges {
  var old: NavigationEnum
  var new: NavigationEnum
  var context: EnumContext

  var changes: [SchemaChange] {
    let oldEnums = nestedEnums(of: old)
    let newEnums = nestedEnums(of: new)
    var changes: [SchemaChange] = []
    for (name, after) in newEnums {
      guard let before = oldEnums.first(where: { $0.name == name })?.declaration else {
        changes.append(added(after))
        continue
      }
      changes += caseChanges(before, after) + conformanceChanges(before, after)
    }
    for (name, before) in oldEnums where !newEnums.contains(where: { $0.name == name }) {
      changes.append(removed(before))
    }
    return changes
  }

  private func nestedEnums(of navigationEnum: NavigationEnum) -> [(name: String, declaration: NestedEnumDeclaration)] {
    navigationEnum.members.conditionalItems().compactMap { $0.nestedEnum.map { ($0.name, $0) } }
  }

  private func type(_ declaration: NestedEnumDeclaration) -> String {
    "`\(context.enumName).\(declaration.name)`"
  }

  /// An explicit `Action` or `State` replaces the one the macro writes.
  private func replacesExpansion(_ declaration: NestedEnumDeclaration) -> Bool {
    ["Action", "State"].contains(declaration.name)
  }

  private func added(_ declaration: NestedEnumDeclaration) -> SchemaChange {
    guard replacesExpansion(declaration) else {
      return context.change(
        .nestedEnumAdded, .compatible, new: declaration.name,
        reason: "\(type(declaration)) is written in the enum; existing code keeps compiling.")
    }
    return context.change(
      .nestedEnumAdded, .breaking, new: declaration.name,
      reason:
        "\(type(declaration)) is now written by hand instead of by the @Reducer macro; its cases may differ from the macro's, so code that uses them must be checked."
    )
  }

  private func removed(_ declaration: NestedEnumDeclaration) -> SchemaChange {
    let reason =
      replacesExpansion(declaration)
      ? "\(type(declaration)) is now written by the @Reducer macro instead of by hand; its cases may differ from the written ones, so code that uses them must be checked."
      : "\(type(declaration)) is no longer written in the enum: code that names it stops compiling."
    return context.change(.nestedEnumRemoved, .breaking, old: declaration.name, reason: reason)
  }

  private func caseChanges(_ before: NestedEnumDeclaration, _ after: NestedEnumDeclaration) -> [SchemaChange] {
    let oldCases = placedCases(before)
    let newCases = placedCases(after)
    var changes: [SchemaChange] = []
    for (element, condition) in newCases {
      let spelled = "\(after.name).\(summary(element))"
      guard let (previous, previousCondition) = oldCases.first(where: { $0.element.name == element.name }) else {
        changes.append(
          context.change(
            .nestedEnumCaseAdded, .exhaustiveness, new: spelled,
            reason: "\(type(after)) gains `.\(element.name)`: exhaustive switches over it must handle it."))
        continue
      }
      if previous.values != element.values || previousCondition != condition {
        changes.append(
          context.change(
            .nestedEnumCaseChanged, .breaking, old: "\(before.name).\(summary(previous))", new: spelled,
            reason:
              "`.\(element.name)` of \(type(after)) changes its values or the builds it exists in: code that builds or matches it the old way stops compiling."
          ))
      }
    }
    for (element, _) in oldCases where !newCases.contains(where: { $0.element.name == element.name }) {
      changes.append(
        context.change(
          .nestedEnumCaseRemoved, .breaking, old: "\(before.name).\(summary(element))",
          reason: "\(type(before)) loses `.\(element.name)`: code that sends or matches it stops compiling."))
    }
    return changes
  }

  private func placedCases(_ declaration: NestedEnumDeclaration) -> [(element: PlainCase, condition: String?)] {
    var result: [(element: PlainCase, condition: String?)] = []
    declaration.members.forEachConditionalItem { member, clauses in
      for element in member.declaration?.elements ?? [] { result.append((element, clauses.effectiveCondition)) }
    }
    return result
  }

  private func summary(_ element: PlainCase) -> String {
    guard let values = element.values else { return element.name }
    return "\(element.name)(\(values.map(\.description).joined(separator: ", ")))"
  }

  private func conformanceChanges(_ before: NestedEnumDeclaration, _ after: NestedEnumDeclaration) -> [SchemaChange] {
    let additions = after.inheritance.filter { !before.inheritance.contains($0) }.map { conformance in
      context.change(
        .nestedEnumConformanceAdded, .compatible, new: "\(after.name): \(conformance)",
        reason: "\(type(after)) now conforms to `\(conformance)`; existing code keeps compiling.")
    }
    let removals = before.inheritance.filter { !after.inheritance.contains($0) }.map { conformance in
      context.change(
        .nestedEnumConformanceRemoved, .breaking, old: "\(before.name): \(conformance)",
        reason: "\(type(after)) no longer conforms to `\(conformance)`: code that relies on it stops compiling.")
    }
    return additions + removals
  }
}
