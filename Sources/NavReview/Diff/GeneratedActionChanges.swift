import NavSchema

/// Actions added to or removed from the alert and dialog action enums NavGen
/// generates, compared per enum name so an enum shared by several cases is
/// reported once.
struct GeneratedActionChanges {
  var old: NavigationEnum
  var new: NavigationEnum
  var context: EnumContext

  var changes: [SchemaChange] {
    let oldEnums = Dictionary(
      old.generatedActionEnums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [SchemaChange] = []
    for generated in new.generatedActionEnums {
      guard let before = oldEnums[generated.name] else { continue }
      let caseName = new.cases.first { $0.generatedActionEnum?.name == generated.name }?.name
      let type = "`\(context.enumName).\(generated.name)`"
      for action in generated.actions where !before.actions.contains(action) {
        changes.append(
          context.change(
            .alertActionAdded, .exhaustiveness, case: caseName, new: action,
            reason:
              "\(type) gains `.\(action)`: exhaustive switches over its actions (usually in the parent reducer) must handle it."
          ))
      }
      for action in before.actions where !generated.actions.contains(action) {
        changes.append(
          context.change(
            .alertActionRemoved, .breaking, case: caseName, old: action,
            reason: "\(type) loses `.\(action)`: code that sends or matches it stops compiling."))
      }
    }
    return changes
  }
}
