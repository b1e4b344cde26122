extension Never: CasePathable, CasePathIterable {
  public struct AllCasePaths: CasePathReflectable, Sequence, Sendable {
    public subscript(root: Never) -> PartialCaseKeyPath<Never> {}

    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Never>]> {
      [].makeIterator()
    }
  }

  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}

extension Case where Value: CasePathable {
  /// A case no value can be: the `@CasePathable` expansion's fallback (`return \.never`).
  public var never: Case<Never> {
    Case<Never>(
      embed: { (never: Never) -> Any in never },
      extract: { (_: Any) in nil }
    )
  }
}
