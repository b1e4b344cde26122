/// A maximal run of swift-case-paths releases whose `@CasePathable` expansion
/// is the same for every schema. The expanded form writes that expansion out
/// (`CasePathableExpansion`); the macro form leaves `@CasePathable` to the
/// real macro and does not depend on the family.
///
/// Facts come from `Sources/CasePathsMacros/CasePathableMacro.swift` (1.5.3
/// through 1.7.3) and `Sources/CasePathsMacrosSupport/CasePathableMacro.swift`
/// (1.8.0 on, which the former calls), checked against each tag's
/// `Tests/CasePathsMacrosTests/CasePathableMacroTests.swift`. Between tags:
/// - 1.5.4, 1.5.5, 1.6.0, 1.7.0, 1.7.2: the macro's source is unchanged;
/// - 1.5.6: `@unknown default` in a helper that reads `@available` (no output change);
/// - 1.6.1: `Sendable`, `Sequence` and `IndexingIterator` are written `Swift.`-qualified
///   (all 21 expansions of that tag's tests change; none of 1.6.0's has `Swift.`);
/// - 1.7.1: a trailing comma after the last associated value is dropped from the
///   tuple type; NavGen never writes one, so its output does not change;
/// - 1.7.3: `AllCasePaths` and `allCasePaths` become two declarations and `#if`
///   titles plain strings: layout only;
/// - 1.8.0: the macro moves to `CasePathsMacrosSupport` and skips an enum that
///   also carries a third-party case-path macro (NavGen writes none): same tokens;
/// - 1.9.0, 1.9.1: only which third-party macros expand case paths, and formatting;
/// - `main` (794f4b0a): the macro files are 1.9.1's.
///
/// Every CasePaths name the expansion uses (`CasePathable`, `CasePathIterable`,
/// `CasePathReflectable`, `PartialCaseKeyPath`, `AnyCasePath._$embed(_:extract:)`,
/// `is(_:)`, `Case.never`) has the same declaration in every tag from 1.5.3; from
/// 1.6.0 they are declared in `CasePathsCore`, which `CasePaths` re-exports, so
/// `CasePaths.`-qualified names resolve in every family.
public struct CasePathsFamily: Hashable, Sendable, CustomStringConvertible {
  /// The releases in the family, oldest first, as `CasePathsRelease.version` spells them.
  public let releaseNames: [String]
  /// What the family's first release changed in the expansion, in a reviewer's words.
  public let change: String
  /// How `AllCasePaths` names the standard library's `Sendable`, `Sequence` and `IndexingIterator`.
  public let standardLibraryNames: StandardLibraryNames

  /// Names the family: its first release (`1.6.1`). Golden folders are named by it.
  public var id: String { releaseNames[0] }

  /// `1.5.3 through 1.6.0`.
  public var description: String {
    releaseNames.count == 1 ? id : "\(id) through \(releaseNames[releaseNames.count - 1])"
  }

  /// The family of the default release.
  public static var latest: CasePathsFamily { CasePathsRelease.latest.family }

  /// How the expansion spells a standard library type.
  public enum StandardLibraryNames: Hashable, Sendable {
    /// `Sendable`, `Sequence`, `IndexingIterator`.
    case unqualified
    /// `Swift.Sendable`, `Swift.Sequence`, `Swift.IndexingIterator`.
    case swiftQualified

    /// `name` as the family writes it.
    func spelling(_ name: String) -> String {
      switch self {
      case .unqualified: name
      case .swiftQualified: "Swift." + name
      }
    }
  }
}

extension CasePathsFamily {
  /// Every family, oldest first, from 1.5.3 (the oldest release TCA 1.12.0
  /// accepts) to `main`.
  public static let all: [CasePathsFamily] = [
    CasePathsFamily(
      releaseNames: ["1.5.3", "1.5.4", "1.5.5", "1.5.6", "1.6.0"],
      change: "`AllCasePaths` names `Sendable`, `Sequence` and `IndexingIterator` unqualified.",
      standardLibraryNames: .unqualified),
    CasePathsFamily(
      releaseNames: ["1.6.1", "1.7.0", "1.7.1", "1.7.2", "1.7.3", "1.8.0", "1.9.0", "1.9.1", CasePathsRelease.mainBranchName],
      change: "`AllCasePaths` names `Swift.Sendable`, `Swift.Sequence` and `Swift.IndexingIterator`.",
      standardLibraryNames: .swiftQualified),
  ]
}
