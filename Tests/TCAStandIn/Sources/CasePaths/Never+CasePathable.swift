// Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:1 (1.5.3),
//   Sources/CasePathsCore/Never+CasePathable.swift:1 (1.9.1)
extension Never: CasePathable, CasePathIterable {
  // Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:2 (1.5.3),
  //   Sources/CasePathsCore/Never+CasePathable.swift:2 (1.9.1)
  public struct AllCasePaths: CasePathReflectable, Sequence, Sendable {
    // Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:3 (1.5.3),
    //   Sources/CasePathsCore/Never+CasePathable.swift:3 (1.9.1)
    public subscript(root: Never) -> PartialCaseKeyPath<Never> {}

    // Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:33 (1.5.3),
    //   Sources/CasePathsCore/Never+CasePathable.swift:33 (1.9.1)
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Never>]> {
      [].makeIterator()
    }
  }

  // Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:8 (1.5.3),
  //   Sources/CasePathsCore/Never+CasePathable.swift:8 (1.9.1)
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}

extension Case where Value: CasePathable {
  /// A case no value can be: the `@CasePathable` expansion's fallback (`return \.never`).
  // Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:18 (1.5.3),
  //   Sources/CasePathsCore/Never+CasePathable.swift:18 (1.9.1)
  public var never: Case<Never> {
    Case<Never>(
      embed: { (never: Never) -> Any in never },
      extract: { (_: Any) in nil }
    )
  }
}
