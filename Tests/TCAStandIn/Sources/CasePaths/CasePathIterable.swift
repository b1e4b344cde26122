/// A `CasePathable` enum whose `AllCasePaths` lists every case key path.
// Mirrors: swift-case-paths Sources/CasePaths/CasePathIterable.swift:16 (1.5.3),
//   Sources/CasePathsCore/CasePathIterable.swift:16 (1.9.1)
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}

/// An `AllCasePaths` that can name the case of a given value.
// Mirrors: swift-case-paths Sources/CasePaths/CasePathReflectable.swift:18 (1.5.3),
//   Sources/CasePathsCore/CasePathReflectable.swift:18 (1.9.1)
public protocol CasePathReflectable<Root> {
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathReflectable.swift:20 (1.5.3),
  //   Sources/CasePathsCore/CasePathReflectable.swift:20 (1.9.1)
  associatedtype Root: CasePathable

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathReflectable.swift:26 (1.5.3),
  //   Sources/CasePathsCore/CasePathReflectable.swift:26 (1.9.1)
  subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}
