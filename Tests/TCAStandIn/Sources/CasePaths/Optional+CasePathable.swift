extension Optional: CasePathable, CasePathIterable {
  public struct AllCasePaths: CasePathReflectable, Sequence, Sendable {
    public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
      switch root {
      case .none: return \.none
      case .some: return \.some
      }
    }

    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(
        embed: { .none },
        extract: { if case .none = $0 { () } else { nil } }
      )
    }

    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }

    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Optional>]> {
      [\.none, \.some].makeIterator()
    }
  }

  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}
