/// `@Reducer`, `@CasePathable` and `@ObservableState` all repeat the enum's
/// `@available(...)` attributes, and only those, in front of the extensions
/// they add: `@available(iOS 17, *) extension E: ... {}`.
enum AvailabilityPrefix {
  static func of(_ attributes: [String]) -> String {
    attributes
      .filter(NavigationEnum.isAvailability)
      .map { "\($0) " }
      .joined()
  }
}
