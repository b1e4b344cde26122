extension ReducerArguments {
  /// Appends the attribute the hand-written form puts on a navigation enum:
  /// `@Reducer`, or `@Reducer(state: .equatable, .hashable, action: .sendable)`
  /// (TCA's declaration takes each label's conformances as variadic arguments).
  func writeAttribute<Text: SwiftText & ~Copyable>(to text: inout Text) {
    text.write("@Reducer")
    guard !state.isEmpty || !action.isEmpty else { return }
    text.write("(")
    var first = true
    for (label, members) in [("state", state), ("action", action)] where !members.isEmpty {
      for (index, member) in members.enumerated() {
        text.write(first ? "" : ", ")
        if index == 0 {
          text.write(label)
          text.write(": ")
        }
        text.write(".")
        text.write(member)
        first = false
      }
    }
    text.write(")")
  }
}
