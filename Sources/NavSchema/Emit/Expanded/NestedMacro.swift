/// The macros `@Reducer` leaves on the enums it writes, which the expanded
/// form writes out: `@CasePathable` (swift-case-paths) and `@ObservableState`
/// (TCA). Both add members to the enum and a conformance extension at file scope.
public enum NestedMacro: String, Hashable, Sendable, CaseIterable {
  /// swift-case-paths' `@CasePathable`: `AllCasePaths`, `allCasePaths` and the `CasePathable` conformance.
  case casePathable = "CasePathable"
  /// TCA's `@ObservableState` on an enum: `_$id`, `_$willModify()` and the `ObservableState` conformance.
  case observableState = "ObservableState"

  /// Writes the members the macro adds to the enum `enumName` with these cases;
  /// `@CasePathable`'s as the swift-case-paths family `casePaths` writes them.
  public func writeMembers(
    enumName: String, caseGroups: [CaseGroup], casePaths: CasePathsFamily = .latest, into writer: inout SwiftWriter
  ) {
    switch self {
    case .casePathable:
      CasePathableExpansion.writeMembers(enumName: enumName, caseGroups: caseGroups, family: casePaths, into: &writer)
    case .observableState:
      ObservableStateEnumExpansion.writeMembers(caseGroups: caseGroups, into: &writer)
    }
  }

  /// The extensions the macro adds, to be written at file scope.
  ///
  /// - Parameters:
  ///   - qualifiedName: how file scope names the enum, e.g. `Articulo.Destination.State`.
  ///   - inheritedTypes: the enum's inheritance clause as written.
  ///   - attributes: attributes whose `@available` ones are repeated on the extensions.
  public func conformanceExtensions(
    qualifiedName: String, inheritedTypes: [String], attributes: [String]
  ) -> [String] {
    switch self {
    case .casePathable:
      CasePathableExpansion.conformanceExtensions(
        qualifiedName: qualifiedName, inheritedTypes: inheritedTypes, attributes: attributes)
    case .observableState:
      ObservableStateEnumExpansion.conformanceExtensions(qualifiedName: qualifiedName, attributes: attributes)
    }
  }
}
