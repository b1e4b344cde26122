/// A swift-case-paths release whose `@CasePathable` expansion the expanded
/// form writes token for token: a tag from 1.5.3 through 1.9.1, or `main`
/// (its main branch as of commit 794f4b0a). Only supported releases can be
/// made, so every value has a family.
public struct CasePathsRelease: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// As written in a schema's `casePaths` and after `--case-paths`: `1.9.1`, `main`.
  public let version: String
  /// Position in `supported`; orders releases oldest first.
  private let position: Int
  /// Position of the release's family in `CasePathsFamily.all`.
  private let familyIndex: Int

  /// Every supported release, oldest first, `main` last.
  public static let supported: [CasePathsRelease] = CasePathsFamily.all.enumerated()
    .flatMap { familyIndex, family in family.releaseNames.map { (familyIndex, $0) } }
    .enumerated()
    .map { position, entry in CasePathsRelease(version: entry.1, position: position, familyIndex: entry.0) }

  /// The default when a schema does not say: the newest tagged release.
  public static let latest = supported.last { $0.version != mainBranchName } ?? supported[0]

  /// swift-case-paths' main branch, which NavGen knows as of this commit.
  public static let mainBranchName = "main"
  /// The commit of swift-case-paths' main branch whose expansion `main` reproduces.
  public static let mainBranchCommit = "794f4b0a"

  /// The release named `version`, or nil when NavGen does not support it.
  public init?(_ version: String) {
    guard let release = Self.supported.first(where: { $0.version == version }) else { return nil }
    self = release
  }

  private init(version: String, position: Int, familyIndex: Int) {
    self.version = version
    self.position = position
    self.familyIndex = familyIndex
  }

  /// The releases that write the same expansion as this one.
  public var family: CasePathsFamily { CasePathsFamily.all[familyIndex] }

  /// The release as written in a schema: `1.9.1`, `main`.
  public var description: String { version }

  /// Oldest first; `main` is the newest.
  public static func < (lhs: CasePathsRelease, rhs: CasePathsRelease) -> Bool { lhs.position < rhs.position }

  /// The oldest release `tca` accepts: its `Package.swift` asks for
  /// swift-case-paths `from: "1.5.3"` in TCA 1.12.0 and `from: "1.5.4"` from
  /// 1.12.1 through 1.25.5 and main.
  public static func oldestAccepted(by tca: TCARelease) -> CasePathsRelease {
    tca.version == "1.12.0" ? supported[0] : supported[1]
  }

  /// "1.5.3 through 1.9.1 (exact major.minor.patch) and main".
  public static var supportedRange: String {
    ReleaseNaming.supportedRange(supported.map(\.version), mainBranchName: mainBranchName)
  }

  /// The error for a `casePaths` value (or `--case-paths` argument) NavGen does not support.
  package static func unsupportedMessage(_ text: String) -> String {
    let hint = ReleaseNaming.hint(for: text, among: supported.map(\.version), mainBranchName: mainBranchName)
    return "unsupported swift-case-paths release \(DisplayText.quoted(text)); supported: \(supportedRange)\(hint)"
  }
}
