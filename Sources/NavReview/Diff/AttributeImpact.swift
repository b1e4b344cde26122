import NavSchema

/// How adding or removing one attribute on an enum or a case affects callers.
struct AttributeImpact {
  var classification: ChangeClass
  var reason: String

  /// - Parameters:
  ///   - attribute: the attribute as written, e.g. `@available(iOS 17, *)`.
  ///   - subject: how the reason names what carries it, e.g. "`.beta`".
  init(of attribute: String, added: Bool, on subject: String) {
    switch AttributeImpact.category(of: attribute) {
    case .deprecation:
      classification = .compatible
      reason =
        added
        ? "Deprecation only: code that uses \(subject) gets a warning, not an error."
        : "The deprecation is lifted: fewer warnings, no code stops compiling."
    case .availability:
      classification = added ? .breaking : .compatible
      reason =
        added
        ? "Code that uses \(subject) where `\(attribute)` does not hold (an older deployment target, another platform, or without an `if #available` check) stops compiling."
        : "\(subject) is available in more places; existing code keeps compiling."
    case .caseExpansion:
      classification = .breaking
      reason =
        "`\(attribute)` changes how the `@Reducer` macro expands \(subject): its payloads in `State`, `Action` and `store.case` change, so code that builds or matches it stops compiling."
    case .unknown:
      classification = .breaking
      reason =
        "NavGen cannot tell what \(added ? "adding" : "removing") `\(attribute)` does to code that uses \(subject) (isolation, availability, layout); it is treated as breaking so a reviewer checks it."
    }
  }

  private enum Category { case deprecation, availability, caseExpansion, unknown }

  private static func category(of attribute: String) -> Category {
    let name = attributeName(attribute)
    if name == "ReducerCaseIgnored" || name == "ReducerCaseEphemeral" { return .caseExpansion }
    guard name == "available" else { return .unknown }
    return availabilityArguments(attribute).allSatisfy(isDeprecationArgument) ? .deprecation : .availability
  }

  /// `available` for `@available(iOS 17, *)`.
  static func attributeName(_ attribute: String) -> String {
    let body = attribute.drop { $0 == "@" }
    return String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  /// The comma-separated arguments of `@available(...)`, commas inside string literals kept.
  private static func availabilityArguments(_ attribute: String) -> [String] {
    guard let open = attribute.firstIndex(of: "("), let close = attribute.lastIndex(of: ")"), open < close
    else { return [] }
    var arguments: [String] = []
    var current = ""
    var inString = false
    for character in attribute[attribute.index(after: open)..<close] {
      if character == "\"" { inString.toggle() }
      if character == "," && !inString {
        arguments.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    arguments.append(current)
    return arguments.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
  }

  /// Arguments that only deprecate or explain: `*`, a bare platform name,
  /// `deprecated`, `deprecated: 17`, `message: "..."`, `renamed: "..."`.
  /// `iOS 17`, `introduced:`, `obsoleted:` and `unavailable` restrict use.
  private static func isDeprecationArgument(_ argument: String) -> Bool {
    let label = argument.prefix { $0 != ":" && $0 != " " }
    switch label {
    case "deprecated", "message", "renamed", "*": return true
    case "unavailable", "introduced", "obsoleted", "noasync": return false
    default: return !argument.contains(" ")
    }
  }
}

extension StringProtocol {
  package func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
