extension NavigationSchema {
  /// The features of this schema whose destination or path has a linked case:
  /// the link context of the schemas generated with it, whose pushed or
  /// presented children are built by these features' own links.
  public var linkedFeatureNames: Set<String> {
    guard links != nil else { return [] }
    var names: Set<String> = []
    for navigationEnum in enums where navigationEnum.cases.contains(where: { $0.link != nil }) {
      switch navigationEnum.role {
      case .destination(let feature), .path(let feature): names.insert(feature)
      case .standalone: break
      }
    }
    return names
  }

  /// The link context of schemas generated together: every one's linked features.
  public static func linkContext(of schemas: [NavigationSchema]) -> Set<String> {
    schemas.reduce(into: []) { $0.formUnion($1.linkedFeatureNames) }
  }
}

extension NavigationCase {
  /// The reducer whose `State` a linked case opens (`Receta` for
  /// `case receta(Receta)` with a link); nil for a case without a link.
  package var linkedReducer: TypeRef? {
    guard link != nil, case .reducer(let reducer, _) = payload else { return nil }
    return reducer
  }
}
