import NavSchema

/// `indirect` added to or removed from the `State` or `Action` of an enum
/// (asked with `"indirect"`, or written on a hand-written `State` / `Action`)
/// or another enum written inside it. The cases and every API stay the same,
/// so callers keep compiling; what changes is the layout: payloads move into
/// (or out of) heap boxes.
struct IndirectionChanges {
  var old: NavigationEnum
  var new: NavigationEnum
  var context: EnumContext

  var changes: [SchemaChange] {
    var changes: [SchemaChange] = []
    for member in ["State", "Action"] {
      if let change = change(member, old: Self.isIndirect(member, in: old), new: Self.isIndirect(member, in: new)) {
        changes.append(change)
      }
    }
    let oldNested = Self.otherNestedEnums(of: old)
    for (name, isIndirect) in Self.otherNestedEnums(of: new) {
      guard let before = oldNested.first(where: { $0.name == name }) else { continue }
      if let change = change(name, old: before.isIndirect, new: isIndirect) { changes.append(change) }
    }
    return changes
  }

  /// Whether the enum's `State` (or `Action`) is `indirect`, whoever writes it.
  static func isIndirect(_ member: String, in navigationEnum: NavigationEnum) -> Bool {
    if member == "State" {
      return navigationEnum.explicitState?.isIndirect ?? navigationEnum.indirection.state
    }
    return navigationEnum.explicitAction?.isIndirect ?? navigationEnum.indirection.action
  }

  private static func otherNestedEnums(of navigationEnum: NavigationEnum) -> [(name: String, isIndirect: Bool)] {
    navigationEnum.members.conditionalItems().compactMap { member in
      guard let nested = member.nestedEnum, nested.name != "State", nested.name != "Action" else { return nil }
      return (nested.name, nested.isIndirect)
    }
  }

  private func change(_ member: String, old: Bool, new: Bool) -> SchemaChange? {
    guard old != new else { return nil }
    let type = "`\(context.enumName).\(member)`"
    let reason =
      new
      ? "\(type) becomes an `indirect enum`: same cases, same API, existing code keeps compiling. Its layout changes: each case's payload moves into a heap box, so the enum is one pointer wide whatever its children hold; code compiled against the old layout (a prebuilt binary) must be rebuilt."
      : "\(type) is no longer an `indirect enum`: same cases, same API, existing code keeps compiling. Its layout changes: payloads are stored inline again, so the enum is as large as its largest case (and so is every stack frame that holds one); code compiled against the old layout (a prebuilt binary) must be rebuilt."
    return context.change(
      .indirectChanged, .compatible, old: "\(old ? "indirect " : "")enum \(member)",
      new: "\(new ? "indirect " : "")enum \(member)", reason: reason)
  }
}
