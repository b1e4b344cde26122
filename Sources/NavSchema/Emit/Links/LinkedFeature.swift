/// A feature of a schema with `links` that holds a destination or path, as
/// the link code needs it: each of its enums (linked or not: an unlinked one
/// is cleared when a link opens and makes the navigation unprintable while it
/// shows something) with the state property that holds it. The emitter writes
/// each feature's steps from it; `navgen links` walks the same features (NavReview).
package struct LinkedFeature: Sendable {
  /// One of the feature's enums and the feature's property that holds it.
  package struct HeldEnum: Sendable {
    /// `Recetario.Camino`.
    package var qualifiedName: String
    /// `camino`: `StackState<Camino.State>` or `@Presents var destination`.
    package var stateProperty: String
    /// Every case, in source order; the linked ones carry their link.
    package var cases: [NavigationCase]
    /// The `#if` around the whole enum; such an enum has no linked case.
    package var condition: String?

    package var linkedCases: [NavigationCase] { cases.filter { $0.link != nil } }
    package var hasLinks: Bool { cases.contains { $0.link != nil } }
  }

  /// `Recetario`.
  package var name: String
  package var destination: HeldEnum?
  package var path: HeldEnum?
  /// The access of `navigate(to:)` and `link`: the narrowest of its linked enums'.
  package var access: AccessLevel
  /// The module (SwiftPM target) its enums are declared in, when the app is a package.
  package var module: String?

  /// Whether a case of its destination or path has a link: only such a
  /// feature gets `navigate(to:)` and `link`, and starts chains in `navgen links`.
  package var hasLinkedCases: Bool { (destination?.hasLinks ?? false) || (path?.hasLinks ?? false) }

  /// The features of `schema` with linked cases, in schema order; none (and
  /// no work beyond one check) for a schema without `links`.
  package static func all(in schema: NavigationSchema) -> [LinkedFeature] {
    withLinkCode(in: schema).filter(\.hasLinkedCases)
  }

  /// Every feature of `schema` that holds an enum, when the schema declares
  /// `links`: each gets the steps a link goes on by (`_navGenOpen`,
  /// `_navGenPrint`), so that a parent's link that pushes or presents it, from
  /// this module or another, clears what it shows and prints nothing shorter
  /// than what is on screen. None for a schema without `links`.
  package static func withLinkCode(in schema: NavigationSchema) -> [LinkedFeature] {
    guard schema.links != nil else { return [] }
    var features: [LinkedFeature] = []
    var indexByName: [String: Int] = [:]
    for navigationEnum in schema.enums {
      let featureName: String
      let isPath: Bool
      switch navigationEnum.role {
      case .destination(let feature): (featureName, isPath) = (feature, false)
      case .path(let feature): (featureName, isPath) = (feature, true)
      case .standalone: continue
      }
      let held = HeldEnum(
        qualifiedName: navigationEnum.qualifiedName,
        stateProperty: navigationEnum.swiftUI?.stateProperty
          ?? SwiftUIGlue.defaultStateProperty(forEnumNamed: navigationEnum.name),
        cases: navigationEnum.cases, condition: navigationEnum.condition)
      let index = indexByName[featureName] ?? {
        features.append(LinkedFeature(name: featureName, access: .public, module: navigationEnum.module))
        indexByName[featureName] = features.count - 1
        return features.count - 1
      }()
      if isPath { features[index].path = held } else { features[index].destination = held }
      if held.hasLinks { features[index].access = min(features[index].access, navigationEnum.access) }
    }
    return features
  }
}

extension LinkedFeature {
  /// Whether a linked case carrying `reducer` goes on by that feature's own
  /// links: it is one of `linkedFeatureNames` (the features with linked cases
  /// of the app `navgen links` reads).
  package static func opensOwnLinks(_ reducer: TypeRef, linkedFeatureNames: Set<String>) -> Bool {
    linkedFeatureNames.contains(reducer.description)
  }
}
