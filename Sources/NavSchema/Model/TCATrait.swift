/// A package trait of TCA's: a switch a team turns on in its `.package(…, traits: [...])` of
/// swift-composable-architecture (or in Xcode's package settings) that changes which of TCA's
/// declarations exist and which are deprecated. With the release, the traits are what the
/// generated code compiles against (`TCASwiftUIAPI`).
///
/// Facts from TCA's `Package.swift` at each tag: neither trait is on by default, neither
/// enables the other.
public enum TCATrait: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// Deprecates, unconditionally, what TCA 2.0 removes (1.25.0 and later).
  case deprecations = "ComposableArchitecture2Deprecations"
  /// Replaces overloads with ones that point at TCA 2.0's spellings, some of them deprecated
  /// (1.25.3 and later; "meant to be enabled temporarily during migration").
  case deprecationOverloads = "ComposableArchitecture2DeprecationOverloads"

  /// The first release whose `Package.swift` declares the trait.
  public var since: TCARelease {
    switch self {
    case .deprecations: return Self.deprecationsSince
    case .deprecationOverloads: return Self.deprecationOverloadsSince
    }
  }

  private static let deprecationsSince = TCARelease("1.25.0")!
  private static let deprecationOverloadsSince = TCARelease("1.25.3")!

  /// The name as a manifest and `--tca-traits` write it.
  public var description: String { rawValue }

  /// Declaration order in TCA's `Package.swift`.
  public static func < (lhs: TCATrait, rhs: TCATrait) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The traits `release`'s `Package.swift` declares, in its order.
  public static func declared(by release: TCARelease) -> [TCATrait] {
    allCases.filter { $0.since <= release }
  }

  /// "ComposableArchitecture2Deprecations, ComposableArchitecture2DeprecationOverloads", or
  /// "none" for a release that declares no trait: what messages list.
  public static func list(_ traits: [TCATrait]) -> String {
    traits.isEmpty ? "none" : traits.map(\.rawValue).joined(separator: ", ")
  }

  /// The error for a name `release` does not declare: what it declares, and the closest name.
  package static func undeclaredMessage(_ name: String, release: TCARelease) -> String {
    let declared = declared(by: release)
    if let trait = TCATrait(rawValue: name) {
      return "TCA \(release) declares no trait \(DisplayText.quoted(name)) (TCA declares it from \(trait.since)); "
        + "its traits: \(list(declared))"
    }
    let hint = SpellingSuggestion.hint(for: name, among: allCases.map(\.rawValue))
    return "TCA \(release) declares no trait \(DisplayText.quoted(name)); its traits: \(list(declared))\(hint)"
  }
}
