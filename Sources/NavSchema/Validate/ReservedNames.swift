/// Names the macros already give members of a navigation enum, with what
/// declares them, so a clash is explained rather than merely refused.
enum ReservedNames {
  /// Case names that would redeclare a member `@Reducer` or `@CasePathable` adds.
  static let caseNames: [String: String] = [
    "body": "the static 'body' property that @Reducer adds to the enum",
    "scope": "the static 'scope(_:)' function that @Reducer adds to the enum",
    "allCasePaths": "the static 'allCasePaths' property that @CasePathable adds",
    "makeIterator": "the 'makeIterator()' function of the 'AllCasePaths' type that @CasePathable adds",
    "State": "the 'State' enum that @Reducer adds to the enum",
    "Action": "the 'Action' enum that @Reducer adds to the enum",
    "CaseScope": "the 'CaseScope' enum that @Reducer adds to the enum",
    "AllCasePaths": "the 'AllCasePaths' type that @CasePathable adds to 'State' and 'Action'",
    "StateReducer": "the 'StateReducer' type alias that @Reducer adds to 'State'",
    "Cases": "the 'Cases' type that CasePathable gives 'State' and 'Action' (used by '\\Self.State.Cases')",
    "CasePaths": "the 'CasePaths' module that the expansion names in qualified types",
    "ComposableArchitecture": "the 'ComposableArchitecture' module that the expansion names in qualified types",
  ]

  /// Action names of a generated action enum (itself `@CasePathable`).
  static let actionNames: [String: String] = [
    "allCasePaths": caseNames["allCasePaths"]!,
    "makeIterator": caseNames["makeIterator"]!,
    "AllCasePaths": "the 'AllCasePaths' type that @CasePathable adds",
    "Cases": "the 'Cases' type that CasePathable gives every case-pathable enum",
    "CasePaths": caseNames["CasePaths"]!,
  ]

  /// Type names `@Reducer` declares inside every reducer (`State`, `Action`)
  /// and inside an enum reducer (`CaseScope`, `AllCasePaths`): an enum or a
  /// generated action enum of that name would collide with them.
  static let typeNames: Set<String> = ["State", "Action", "CaseScope", "AllCasePaths"]
  private static let typeNameTable = NameTable(typeNames)

  static func caseNameClash(_ name: String, shownAs shown: @autoclosure () -> String? = nil) -> String? {
    guard caseNameTable.contains(name) else { return nil }
    return caseNames[name].map { "case name \(shown() ?? DisplayText.quoted(name)) clashes with \($0)" }
  }

  static func actionNameClash(_ name: String) -> String? {
    guard actionNameTable.contains(name) else { return nil }
    return actionNames[name].map { "action name \(DisplayText.quoted(name)) clashes with \($0)" }
  }

  /// Every name is asked about; these answer most without hashing it.
  private static let caseNameTable = NameTable(caseNames.keys)
  private static let actionNameTable = NameTable(actionNames.keys)

  static func typeNameClash(_ name: String, as role: NameRole) -> String? {
    // Inside the `AllCasePaths` sequence that `@CasePathable` adds to a
    // generated action enum, `Element` names the sequence's element, so an
    // action enum of that name cannot refer to itself there.
    if role == .actionEnumName, name == "Element" {
      return "'Element' cannot name a generated action enum: inside the 'AllCasePaths' sequence that "
        + "@CasePathable adds, 'Element' means the sequence's element; choose another \(role.noun)"
    }
    guard typeNameTable.contains(name) else { return nil }
    return "'\(name)' is reserved: the @Reducer macro declares a type named '\(name)' there; choose another \(role.noun)"
  }
}
