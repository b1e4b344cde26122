import NavSchema

/// Compares two versions of one enum (matched by qualified name).
struct EnumComparison {
  var old: NavigationEnum
  var new: NavigationEnum

  var changes: [SchemaChange] {
    let context = EnumContext(new)
    let matching = CaseMatching(old: old.placedCases, new: new.placedCases)
    return accessChanges(context)
      + AttributeChanges(old: old.attributes, new: new.attributes).changes(
        context: context, caseName: nil, subject: "`\(context.enumName)`")
      + conformanceChanges(context)
      + IndirectionChanges(old: old, new: new, context: context).changes
      + conditionChanges(context)
      + caseChanges(context, matching)
      + GeneratedActionChanges(old: old, new: new, context: context).changes
      + NestedEnumChanges(old: old, new: new, context: context).changes
      + orderChanges(context)
      + SwiftUIGlueChanges(old: old, new: new, context: context).changes
      + PersistedStateChanges(old: old, new: new, context: context, matching: matching).changes
  }

  private func accessChanges(_ context: EnumContext) -> [SchemaChange] {
    guard old.access != new.access else { return [] }
    let before = old.access.rawValue
    let after = new.access.rawValue
    if new.access > old.access {
      return [
        context.change(
          .accessRaised, .compatible, old: before, new: after,
          reason:
            "`\(context.enumName)` becomes `\(after)` (was `\(before)`): more code may use it; existing code keeps compiling."
        )
      ]
    }
    return [
      context.change(
        .accessLowered, .breaking, old: before, new: after,
        reason:
          "`\(context.enumName)` becomes `\(after)` (was `\(before)`): code outside \(new.access == .internal ? "the module" : "the package") that uses it stops compiling."
      )
    ]
  }

  private func conformanceChanges(_ context: EnumContext) -> [SchemaChange] {
    conformanceChanges(
      context, member: nil, old: old.conformances, new: new.conformances,
      added: .enumConformanceAdded, removed: .enumConformanceRemoved,
      use: "code that uses the enum itself as that protocol")
      + conformanceChanges(
      context, member: "State", old: old.allStateConformances, new: new.allStateConformances,
      added: .stateConformanceAdded, removed: .stateConformanceRemoved,
      use: "comparing or hashing states, or a parent `State` that conforms to it through `@Presents` or `StackState`")
      + conformanceChanges(
        context, member: "Action", old: old.allActionConformances, new: new.allActionConformances,
        added: .actionConformanceAdded, removed: .actionConformanceRemoved,
        use: "a parent `Action` that conforms to it, or tests that compare actions")
  }

  /// The whole enum moved under `#if`, left it, or changed its condition.
  private func conditionChanges(_ context: EnumContext) -> [SchemaChange] {
    guard old.condition != new.condition else { return [] }
    let enumName = "`\(context.enumName)`"
    switch (old.condition, new.condition) {
    case (nil, let condition?):
      return [
        context.change(
          .enumConditionChanged, .breaking, new: condition,
          reason: "\(enumName) now exists only when `\(condition)` holds: in other builds, code that uses it stops compiling.")
      ]
    case (let condition?, nil):
      return [
        context.change(
          .enumConditionChanged, .compatible, old: condition,
          reason: "\(enumName) now exists in every build, not only when `\(condition)` holds; existing code keeps compiling.")
      ]
    default:
      return [
        context.change(
          .enumConditionChanged, .breaking, old: old.condition, new: new.condition,
          reason:
            "\(enumName) moves from `#if \(old.condition ?? "")` to `#if \(new.condition ?? "")`: builds where only the old condition holds lose it."
        )
      ]
    }
  }

  private func conformanceChanges(
    _ context: EnumContext, member: String?, old: [TypeRef], new: [TypeRef],
    added: ChangeKind, removed: ChangeKind, use: String
  ) -> [SchemaChange] {
    let type = "`\(context.enumName)\(member.map { "." + $0 } ?? "")`"
    let additions = new.filter { !old.contains($0) }.map { conformance in
      context.change(
        added, .compatible, new: conformance.description,
        reason: "\(type) now conforms to `\(conformance)`; existing code keeps compiling.")
    }
    let removals = old.filter { !new.contains($0) }.map { conformance in
      context.change(
        removed, .breaking, old: conformance.description,
        reason: "\(type) no longer conforms to `\(conformance)`: code that relies on it (\(use)) stops compiling.")
    }
    return additions + removals
  }

  private func caseChanges(_ context: EnumContext, _ matching: CaseMatching) -> [SchemaChange] {
    let renamedNames = Set(matching.renamed.map(\.new.name))
    let addedNames = Set(matching.added.map(\.name))
    let matchedByNew = Dictionary(
      matching.matched.map { ($0.new.name, $0.old) }, uniquingKeysWith: { first, _ in first })
    var changes: [SchemaChange] = []
    for newCase in new.placedCases {
      if addedNames.contains(newCase.name) {
        changes.append(caseAdded(newCase, context))
        continue
      }
      guard let oldCase = matchedByNew[newCase.name] else { continue }
      if renamedNames.contains(newCase.name) {
        changes.append(
          context.change(
            .caseRenamed, .breaking, case: newCase.name, old: oldCase.name, new: newCase.name,
            reason:
              "`.\(oldCase.name)` is now `.\(newCase.name)` with the same payload (`\(newCase.payload.typeSummary)`), a likely rename: code that names `.\(oldCase.name)` stops compiling."
          ))
      }
      changes += CaseComparison(context: context, old: oldCase, new: newCase).changes
    }
    for removedCase in matching.removed {
      changes.append(
        context.change(
          .caseRemoved, .breaking, case: removedCase.name, old: removedCase.declarationSummary,
          reason: "Code that builds, matches or scopes to `.\(removedCase.name)` stops compiling."))
    }
    return changes
  }

  private func caseAdded(_ newCase: PlacedCase, _ context: EnumContext) -> SchemaChange {
    let builds = newCase.condition.map { " (in builds where `\($0)` holds)" } ?? ""
    return context.change(
      .caseAdded, .exhaustiveness, case: newCase.name, new: newCase.declarationSummary,
      reason:
        "Exhaustive switches over \(context.switchTargets(for: newCase.payload)) must handle the new `.\(newCase.name)`\(builds); other code keeps compiling."
    )
  }

  /// Reorders among the cases both versions share by name; additions and
  /// removals alone are not reported as a reorder.
  private func orderChanges(_ context: EnumContext) -> [SchemaChange] {
    let newNames = Set(new.cases.map(\.name))
    let oldNames = Set(old.cases.map(\.name))
    let oldOrder = old.cases.map(\.name).filter(newNames.contains)
    let newOrder = new.cases.map(\.name).filter(oldNames.contains)
    guard oldOrder != newOrder else { return [] }
    return [
      context.change(
        .caseOrderChanged, .compatible,
        old: oldOrder.joined(separator: ", "), new: newOrder.joined(separator: ", "),
        reason: "Only the order of the generated cases changes; code does not depend on it.")
    ]
  }
}

extension NavigationEnum {
  /// `State`'s conformances however the schema asks for them: by extension
  /// or by `@Reducer(state:)`, which give the same API.
  var allStateConformances: [TypeRef] {
    stateConformances + reducerArguments.stateConformances.map(TypeRef.named).filter { !stateConformances.contains($0) }
  }

  var allActionConformances: [TypeRef] {
    actionConformances + reducerArguments.actionConformances.map(TypeRef.named).filter { !actionConformances.contains($0) }
  }
}
