/// The access levels a schema may give an enum. `private` and `fileprivate`
/// are left out: a generated file's navigation types must be usable from the
/// feature's hand-written code in other files.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The default: visible in the module.
  case `internal`
  /// Visible in the package's other modules.
  case package
  /// Visible to every module; the macro repeats it on the members it adds.
  case `public`

  /// The modifier the macro writes before members it adds: it repeats only
  /// `public` and `package`, never `internal`.
  public var memberModifier: String? {
    self == .internal ? nil : rawValue
  }

  /// `memberModifier` ready to put before a declaration: `"public "` or `""`.
  public var memberPrefix: String {
    memberModifier.map { "\($0) " } ?? ""
  }

  private var rank: Int {
    switch self {
    case .internal: return 0
    case .package: return 1
    case .public: return 2
    }
  }

  /// Narrower first: `internal` < `package` < `public`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
