/// A `CasePathable` enum whose `AllCasePaths` lists every case key path.
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}

/// An `AllCasePaths` that can name the case of a given value.
public protocol CasePathReflectable<Root> {
  associatedtype Root: CasePathable

  subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}
