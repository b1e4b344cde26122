import NavSchema

/// How a schema change affects code that already uses the generated enums.
public enum ChangeClass: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Code that uses the generated API stops compiling.
  case breaking
  /// Existing exhaustive `switch` statements over `State`, `Action` or
  /// `store.case` stop compiling; other uses keep working.
  case exhaustiveness
  /// Values of a coded `State` or `Action` saved by the old version fail to
  /// decode with the new one ("breaks persisted state"). The compiler cannot
  /// catch it, so `navgen diff` gives it its own exit code (3).
  case persistedState
  /// A deep link already published (in emails, web pages, notifications) stops
  /// opening the screen it named ("breaks links"). The compiler cannot catch
  /// it either, so `navgen diff` gives it its own exit code (4).
  case brokenLinks
  /// Existing code keeps compiling (and, for coded enums, saved values still decode).
  case compatible

  /// True for the classes that make `navgen diff` exit with a non-zero code.
  public var failsReview: Bool { self != .compatible }

  /// How reports name the class: `breaking`, `breaks persisted state`, ...
  public var title: String {
    switch self {
    case .persistedState: return "breaks persisted state"
    case .brokenLinks: return "breaks links"
    default: return rawValue
    }
  }

  private var severity: Int {
    switch self {
    case .breaking: return 0
    case .persistedState: return 1
    case .brokenLinks: return 2
    case .exhaustiveness: return 3
    case .compatible: return 4
    }
  }

  /// Most severe first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
}
