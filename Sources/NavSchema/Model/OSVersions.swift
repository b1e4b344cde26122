/// The oldest version of each Apple platform on which an API exists, as its
/// `@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)` says.
package struct OSVersions: Hashable, Sendable {
  var iOS: OSVersion
  var macOS: OSVersion
  var tvOS: OSVersion
  var watchOS: OSVersion

  init(iOS: OSVersion, macOS: OSVersion, tvOS: OSVersion, watchOS: OSVersion) {
    self.iOS = iOS
    self.macOS = macOS
    self.tvOS = tvOS
    self.watchOS = watchOS
  }

  package var all: [OSVersion] { [iOS, macOS, tvOS, watchOS] }

  /// Each platform's later version: what needs both.
  func union(_ other: OSVersions) -> OSVersions {
    OSVersions(
      iOS: max(iOS, other.iOS), macOS: max(macOS, other.macOS), tvOS: max(tvOS, other.tvOS),
      watchOS: max(watchOS, other.watchOS))
  }

  /// True when some platform needs a later version than `other` gives.
  func isAbove(_ other: OSVersions) -> Bool {
    zip(all, other.all).contains { $0 > $1 }
  }

  /// True when some platform needs at least the version `other` names.
  func reaches(_ other: OSVersions) -> Bool {
    zip(all, other.all).contains { $0 >= $1 }
  }

  /// One `@available(<platform>, deprecated: <version>, message: "...")` per platform, as
  /// swift-perception writes them; `message` gives a string literal's contents (no `"` or `\`)
  /// for a platform and version: `iOS 17`.
  func deprecationAttributes(message: (String) -> String) -> [String] {
    zip(["iOS", "macOS", "tvOS", "watchOS"], all).map {
      "@available(\($0), deprecated: \($1), message: \"\(message("\($0) \($1)"))\")"
    }
  }

  package var attribute: String {
    "@available(iOS \(iOS), macOS \(macOS), tvOS \(tvOS), watchOS \(watchOS), *)"
  }
}

/// `16`, `10.15`.
package struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  var components: [Int]

  package init(stringLiteral text: String) {
    components = text.split(separator: ".").compactMap { Int($0) }
  }

  package var description: String { components.map(String.init).joined(separator: ".") }

  package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    for (left, right) in zip(lhs.components, rhs.components) where left != right { return left < right }
    return lhs.components.count < rhs.components.count
  }
}
