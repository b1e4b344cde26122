/// Both `@CasePathable` and `@ObservableState` repeat the enum's
/// `@available(...)` attributes, and only those, in front of the conformance
/// extension they add: `@available(iOS 17, *) extension E: ... {}`.
enum AvailabilityPrefix {
  static func of(_ attributes: [String]) -> String {
    attributes
      .filter(isAvailability)
      .map { "\($0) " }
      .joined()
  }

  private static func isAvailability(_ attribute: String) -> Bool {
    guard attribute.hasPrefix("@available") else { return false }
    let rest = attribute.dropFirst("@available".count).drop { $0 == " " }
    return rest.isEmpty || rest.first == "("
  }
}
