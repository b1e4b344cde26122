import NavSchema

/// Adds the conformances of `extension Feature.Destination.State: Equatable {}`
/// (found in any scanned file) to the enum they extend. The schema writes one
/// empty extension per enum and member, with the enum's `@available`
/// attributes; anything else about the extension is imported with a warning.
struct ConformanceExtensionMapper {
  var warnings = ImportWarnings()

  mutating func apply(_ extensions: [ReducerEnumFinder.ConformanceExtension], to navigationEnum: inout NavigationEnum) {
    for member in ["State", "Action"] {
      let matching = extensions.filter { $0.enumName == navigationEnum.qualifiedName && $0.member == member }
      if matching.count > 1, let second = matching.dropFirst().first {
        warn(
          "the schema writes the conformances of \(DisplayText.quoted(navigationEnum.qualifiedName + "." + member)) "
            + "from \(matching.count) extensions as one extension", second, at: second.declaration.location)
      }
      for found in matching {
        let conformances = conformances(of: found, for: navigationEnum)
        if member == "State" {
          navigationEnum.stateConformances += conformances.filter { !navigationEnum.stateConformances.contains($0) }
        } else {
          navigationEnum.actionConformances += conformances.filter { !navigationEnum.actionConformances.contains($0) }
        }
      }
    }
  }

  private mutating func conformances(
    of found: ReducerEnumFinder.ConformanceExtension, for navigationEnum: NavigationEnum
  ) -> [TypeRef] {
    let declaration = found.declaration
    let subject = "the extension of \(DisplayText.quoted(declaration.name))"
    if declaration.members?.isEmpty == false {
      warn(
        "the members of \(subject) are not imported (the schema writes only its conformances); keep them in an "
          + "extension of your own", found, at: declaration.location)
    }
    if let whereClause = declaration.whereClause {
      warn("the \(DisplayText.quoted(whereClause)) clause of \(subject) cannot be held by the schema and was dropped",
        found, at: declaration.location)
    }
    // The schema writes the extension under the enum's own condition.
    let condition = found.conditions.effectiveCondition.flatMap { try? SwiftGrammar.condition($0).get() }
    if condition != navigationEnum.condition {
      let shown = navigationEnum.condition.map { "under '#if \($0)', as the enum" } ?? "without a condition, as the enum"
      warn("the schema writes \(subject) \(shown)", found, at: found.conditions.first?.location ?? declaration.location)
    }
    let availability = navigationEnum.availabilityAttributes
    let attributes = declaration.attributes.map { try? SwiftGrammar.attribute($0.text).get() }
    if attributes != availability.map(Optional.some) || !declaration.modifiers.isEmpty {
      warn(
        "the schema writes \(subject) with the enum's '@available' attributes only, and no modifiers",
        found, at: declaration.location)
    }
    return declaration.inheritance.compactMap { warnings.checkedConformance($0, of: subject, file: found.file) }
  }

  private mutating func warn(
    _ message: String, _ found: ReducerEnumFinder.ConformanceExtension, at position: SourcePosition
  ) {
    warnings.warn(message, file: found.file, at: position)
  }
}
