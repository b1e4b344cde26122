/// `{"reducerEnum": "Settings"}` among an enum's cases: the schema's enum
/// `<outer>.Settings` is written there (see `ReducerEnumPlacement`).
extension SchemaDecoder {
  /// Names the macro gives meaning to inside a `@Reducer enum`, or writes itself.
  private static let reservedInnerNames: Set<String> = ["State", "Action", "CaseScope", "AllCasePaths"]

  mutating func decodeReducerEnumPlacement(_ object: JSONObject, insideConditional: Bool) -> ReducerEnumPlacement? {
    rejectUnknownKeys(in: object, allowed: SchemaKeys.reducerEnumPlacement, context: "reducer enum placement")
    guard let member = member("reducerEnum", in: object), let text = string(member) else { return nil }
    let at = location(member.value)
    guard let name = checked(SwiftGrammar.identifier(text, as: .enumName), at: at) else { return nil }
    if insideConditional {
      error(
        "a @Reducer enum cannot be placed inside '#if' here; place it outside the block (it keeps the enclosing enum's condition)",
        at: at)
      return nil
    }
    if Self.reservedInnerNames.contains(name) {
      error("a @Reducer enum placed inside another cannot be named '\(name)': the outer enum's @Reducer gives that name its own meaning", at: at)
      return nil
    }
    return ReducerEnumPlacement(name: name, location: sourceLocation(at))
  }

  /// Each placement names an enum of the schema (by the outer's qualified
  /// name and its own), once, under no other condition than the outer's.
  mutating func checkReducerEnumPlacements(_ enums: [NavigationEnum]) {
    let byName = Dictionary(enums.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
    for outer in enums {
      var seen = FirstLocations()
      for placement in outer.reducerEnumPlacements {
        let name = outer.qualifiedName + "." + placement.name
        let at = placement.location.position
        if let first = seen.recordFirst(placement.name, at: at) {
          error("\(DisplayText.quoted(name)) is already placed in \(DisplayText.quoted(outer.qualifiedName))\(Self.firstAt(first))", at: at)
          continue
        }
        guard let inner = byName[name] else {
          error(
            "no enum \(DisplayText.quoted(name)) in this schema to place here; list it in 'enums' with the name \(DisplayText.quoted(name))",
            at: at)
          continue
        }
        if let condition = inner.condition, condition != outer.condition {
          error(
            "\(DisplayText.quoted(name)) has its own condition \(DisplayText.quoted("#if " + condition)); an enum placed inside "
              + "\(DisplayText.quoted(outer.qualifiedName)) can only share that enum's condition",
            at: inner.location.position)
        }
      }
    }
  }
}
