/// Where a `@Reducer enum` of the schema is written inside another one
/// (`{"reducerEnum": "Settings"}` among `Path`'s cases): the enum named
/// `<outer>.Settings`, listed in the schema on its own, is emitted here,
/// whole, instead of at its scope. TCA's macro sees such a member as neither
/// a case nor an explicit `State`/`Action`, so the outer expansion does not
/// change; the inner enum is expanded by its own `@Reducer`.
public struct ReducerEnumPlacement: Hashable, Sendable {
  /// The inner enum's own name: `Settings`.
  public var name: String
  public var location: SourceLocation

  public init(name: String, location: SourceLocation) {
    self.name = name
    self.location = location
  }
}

extension ReducerEnumPlacement {
  /// The placed enum's qualified name: `<outer>.<name>`.
  public func qualifiedName(in outer: NavigationEnum) -> String {
    outer.qualifiedName + "." + name
  }
}

extension NavigationEnum {
  /// The placements written among the enum's members, in order.
  public var reducerEnumPlacements: [ReducerEnumPlacement] {
    members.conditionalItems().compactMap(\.reducerEnumPlacement)
  }

  /// The enums placed inside this one, and inside those, in member order;
  /// `placed` is `NavigationSchema.placedEnums`.
  public func enumsPlacedInside(from placed: [String: NavigationEnum]) -> [NavigationEnum] {
    reducerEnumPlacements.flatMap { placement -> [NavigationEnum] in
      guard let inner = placed[placement.qualifiedName(in: self)] else { return [] }
      return [inner] + inner.enumsPlacedInside(from: placed)
    }
  }
}

extension NavigationSchema {
  /// The enums placed inside another enum of the schema, by qualified name:
  /// they are written there, not at their scope.
  public var placedEnums: [String: NavigationEnum] {
    let byName = Dictionary(enums.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
    var placed: [String: NavigationEnum] = [:]
    for navigationEnum in enums {
      for placement in navigationEnum.reducerEnumPlacements {
        let name = placement.qualifiedName(in: navigationEnum)
        if let inner = byName[name] { placed[name] = inner }
      }
    }
    return placed
  }
}
