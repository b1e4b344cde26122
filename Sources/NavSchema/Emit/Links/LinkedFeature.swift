/// A feature whose destination or path has linked cases, as the link code
/// needs it: each of its enums (linked or not: an unlinked one is cleared when
/// a link opens and makes the navigation unprintable while it shows something)
/// with the state property that holds it. The emitter writes each feature's
/// steps from it; `navgen links` walks the same features (NavReview).
package struct LinkedFeature: Sendable {
  /// One of the feature's enums and the feature's property that holds it.
  package struct HeldEnum: Sendable {
    /// `Recetario.Camino`.
    package var qualifiedName: String
    /// `camino`: `StackState<Camino.State>` or `@Presents var destination`.
    package var stateProperty: String
    /// Every case, in source order; the linked ones carry their link.
    package var cases: [NavigationCase]

    package var linkedCases: [NavigationCase] { cases.filter { $0.link != nil } }
    package var hasLinks: Bool { cases.contains { $0.link != nil } }
  }

  /// `Recetario`.
  package var name: String
  package var destination: HeldEnum?
  package var path: HeldEnum?
  /// The access of `navigate(to:)` and `link`: the narrowest of its linked enums'.
  package var access: AccessLevel

  /// The features of `schema` with linked cases, in schema order; none (and
  /// no work beyond one check) for a schema without `links`.
  package static func all(in schema: NavigationSchema) -> [LinkedFeature] {
    guard schema.links != nil else { return [] }
    var features: [LinkedFeature] = []
    var indexByName: [String: Int] = [:]
    for navigationEnum in schema.enums where navigationEnum.condition == nil {
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
        cases: navigationEnum.cases)
      let index = indexByName[featureName] ?? {
        features.append(LinkedFeature(name: featureName, access: .public))
        indexByName[featureName] = features.count - 1
        return features.count - 1
      }()
      if isPath { features[index].path = held } else { features[index].destination = held }
      if held.hasLinks { features[index].access = min(features[index].access, navigationEnum.access) }
    }
    return features.filter { ($0.destination?.hasLinks ?? false) || ($0.path?.hasLinks ?? false) }
  }
}

extension LinkedFeature {
  /// Whether a linked case carrying `reducer` goes on by that feature's own
  /// links: it is one of `linkedFeatureNames` (this schema's linked features
  /// and those of the schemas generated or read with it).
  package static func opensOwnLinks(_ reducer: TypeRef, linkedFeatureNames: Set<String>) -> Bool {
    linkedFeatureNames.contains(reducer.description)
  }
}
