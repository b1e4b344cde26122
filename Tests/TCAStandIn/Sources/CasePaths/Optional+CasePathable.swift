// Mirrors: swift-case-paths Sources/CasePaths/Optional+CasePathable.swift:1 (1.5.3),
//   Sources/CasePathsCore/Optional+CasePathable.swift:1 (1.9.1)
extension Optional: CasePathable, CasePathIterable {
  // Mirrors: swift-case-paths Sources/CasePaths/Optional+CasePathable.swift:3 (1.5.3),
  //   Sources/CasePathsCore/Optional+CasePathable.swift:3 (1.9.1)
  public struct AllCasePaths: CasePathReflectable, Sequence, Sendable {
    // Mirrors: swift-case-paths Sources/CasePaths/Optional+CasePathable.swift:4 (1.5.3),
    //   Sources/CasePathsCore/Optional+CasePathable.swift:4 (1.9.1)
    public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
      switch root {
      case .none: return \.none
      case .some: return \.some
      }
    }

    // Mirrors: swift-case-paths Sources/CasePaths/Optional+CasePathable.swift:12 (1.5.3),
    //   Sources/CasePathsCore/Optional+CasePathable.swift:12 (1.9.1)
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(
        embed: { .none },
        extract: { if case .none = $0 { () } else { nil } }
      )
    }

    // Mirrors: swift-case-paths Sources/CasePaths/Optional+CasePathable.swift:23 (1.5.3),
    //   Sources/CasePathsCore/Optional+CasePathable.swift:23 (1.9.1)
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }

    // Mirrors: swift-case-paths Sources/CasePaths/Never+CasePathable.swift:33 (1.5.3),
    //   Sources/CasePathsCore/Never+CasePathable.swift:33 (1.9.1)
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Optional>]> {
      [\.none, \.some].makeIterator()
    }
  }

  // Mirrors: swift-case-paths Sources/CasePaths/Optional+CasePathable.swift:51 (1.5.3),
  //   Sources/CasePathsCore/Optional+CasePathable.swift:52 (1.9.1)
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}
