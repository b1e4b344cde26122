/// `"indirect"` on a navigation enum: `true`, `false`, `"state"` or `"action"`.
/// It asks for the `State` and `Action` NavGen writes; one the enum writes
/// itself (a nested `State` / `Action`) says `"indirect": true` there instead.
extension SchemaDecoder {
  mutating func decodeIndirection(_ member: JSONMember, collected: CollectedMembers) -> Indirection {
    let asked: Indirection
    if let flag = json.bool(member.value) {
      asked = flag ? .both : .none
    } else if let text = json.string(member.value) {
      switch text {
      case "state": asked = Indirection(state: true)
      case "action": asked = Indirection(action: true)
      default:
        let hint = SpellingSuggestion.hint(for: text, among: Indirection.stringValues)
        error(
          "\(DisplayText.quoted(text)) is not a value of 'indirect': use true (State and Action), \"state\" or \"action\"\(hint)",
          at: location(member.value))
        return .none
      }
    } else {
      error(
        "expected true, false, \"state\" or \"action\" for 'indirect', found \(json.typeDescription(member.value))",
        at: location(member.value))
      return .none
    }
    var result = asked
    if asked.state, let written = collected.nestedEnums.first(where: { $0.model.name == "State" }) {
      writtenByHandError("State", written: written, at: member)
      result.state = false
    }
    if asked.action, let written = collected.nestedEnums.first(where: { $0.model.name == "Action" }) {
      writtenByHandError("Action", written: written, at: member)
      result.action = false
    }
    return result
  }

  private mutating func writtenByHandError(_ type: String, written: DecodedNestedEnum, at member: JSONMember) {
    error(
      "'indirect' asks for an indirect '\(type)', but the enum writes its own '\(type)' (line \(written.nameLocation.line), column \(written.nameLocation.column)), which @Reducer leaves as written; give \"indirect\": true on that enum instead",
      at: location(member.value))
  }
}
