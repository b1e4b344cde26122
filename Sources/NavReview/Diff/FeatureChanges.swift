import NavSchema

/// Features added or removed (matched by name). A feature's own code is
/// hand-written; what NavGen adds or removes with it are its enums, so the
/// feature change reports them and they are not reported again one by one.
struct FeatureChanges {
  var changes: [SchemaChange] = []
  /// Qualified names of enums whose addition or removal a feature change reports.
  var coveredEnums: Set<String> = []

  init(old: NavigationSchema, new: NavigationSchema) {
    let oldNames = Set(old.features.map(\.name))
    let newNames = Set(new.features.map(\.name))
    let oldEnumNames = Set(old.enums.map(\.qualifiedName))
    let newEnumNames = Set(new.enums.map(\.qualifiedName))
    for feature in new.features where !oldNames.contains(feature.name) {
      let enums = Self.enumNames(of: feature.name, in: new).filter { !oldEnumNames.contains($0) }
      coveredEnums.formUnion(enums)
      changes.append(
        SchemaChange(
          .featureAdded, .compatible, feature: feature.name, new: enums.joined(separator: ", "),
          reason: enums.isEmpty
            ? "New feature `\(feature.name)` with no new navigation enums; existing code keeps compiling."
            : "New feature `\(feature.name)`: NavGen now writes \(Self.list(enums)); no existing code refers to \(enums.count == 1 ? "it" : "them")."
        ))
    }
    for feature in old.features where !newNames.contains(feature.name) {
      let enums = Self.enumNames(of: feature.name, in: old).filter { !newEnumNames.contains($0) }
      coveredEnums.formUnion(enums)
      changes.append(
        enums.isEmpty
          ? SchemaChange(
            .featureRemoved, .compatible, feature: feature.name,
            reason: "Feature `\(feature.name)` is no longer listed; none of its navigation enums disappear.")
          : SchemaChange(
            .featureRemoved, .breaking, feature: feature.name, old: enums.joined(separator: ", "),
            reason:
              "Feature `\(feature.name)` is no longer listed: \(Self.list(enums)) \(enums.count == 1 ? "is" : "are") no longer generated, so code that uses \(enums.count == 1 ? "it" : "them") stops compiling."
          ))
    }
  }

  private static func enumNames(of feature: String, in schema: NavigationSchema) -> [String] {
    schema.enums.filter { navigationEnum in
      switch navigationEnum.role {
      case .destination(let owner), .path(let owner): return owner == feature
      case .standalone: return false
      }
    }.map(\.qualifiedName)
  }

  private static func list(_ names: [String]) -> String {
    names.map { "`\($0)`" }.joined(separator: " and ")
  }
}
