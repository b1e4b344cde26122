import NavSchema

/// The enum a change belongs to and how reasons name its generated types.
struct EnumContext {
  var enumName: String
  var feature: String?

  init(_ navigationEnum: NavigationEnum) {
    enumName = navigationEnum.qualifiedName
    switch navigationEnum.role {
    case .destination(let feature), .path(let feature): self.feature = feature
    case .standalone: feature = nil
    }
  }

  func change(
    _ kind: ChangeKind,
    _ classification: ChangeClass,
    case caseName: String? = nil,
    old: String? = nil,
    new: String? = nil,
    reason: String
  ) -> SchemaChange {
    SchemaChange(
      kind, classification, feature: feature, enumName: enumName, caseName: caseName,
      old: old, new: new, reason: reason)
  }

  /// "`Articulo.Destination.State`, `Articulo.Destination.Action` and `store.case`",
  /// or without `Action` for cases whose action is `Swift.Never`: an exhaustive
  /// `switch` over `Action` need not list a case with an uninhabited payload.
  func switchTargets(for payload: NavigationCase.Payload) -> String {
    switch payload {
    case .ignored(_, nil), .none:
      return "`\(enumName).State` and `store.case`"
    default:
      return "`\(enumName).State`, `\(enumName).Action` and `store.case`"
    }
  }
}
