import NavSchema

/// How a schema change affects code that already uses the generated enums.
public enum ChangeClass: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Code that uses the generated API stops compiling.
  case breaking
  /// Existing exhaustive `switch` statements over `State`, `Action` or
  /// `store.case` stop compiling; other uses keep working.
  case exhaustiveness
  /// Existing code keeps compiling.
  case compatible

  /// True for the classes that make `navgen diff` exit with 1.
  public var failsReview: Bool { self != .compatible }

  private var severity: Int {
    switch self {
    case .breaking: return 0
    case .exhaustiveness: return 1
    case .compatible: return 2
    }
  }

  /// Most severe first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
}
