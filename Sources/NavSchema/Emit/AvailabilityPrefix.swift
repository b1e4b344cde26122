/// `@Reducer`, `@CasePathable` and `@ObservableState` all repeat the enum's
/// `@available(...)` attributes, and only those, in front of the extensions
/// they add: `@available(iOS 17, *) extension E: ... {}`.
enum AvailabilityPrefix {
  static func of(_ attributes: [String]) -> String {
    var text = ""
    write(attributes, to: &text)
    return text
  }

  /// Appends `of(attributes)` to `text`.
  static func write<Text: SwiftText & ~Copyable>(_ attributes: [String], to text: inout Text) {
    for attribute in attributes where NavigationEnum.isAvailability(attribute) {
      text.write(attribute)
      text.write(" ")
    }
  }
}
