/// A TCA release whose `@Reducer` enum expansion NavGen reproduces token for
/// token: a tag from 1.12.0 through 1.25.5, or `main` (TCA's main branch as
/// of commit d34c1dfe). Only supported releases can be made, so every value
/// has a family.
public struct TCARelease: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// As written in a schema's `tca` and after `--tca`: `1.25.5`, `main`.
  public let version: String
  /// Position in `supported`; orders releases oldest first.
  private let position: Int
  /// Position of the release's family in `ExpansionFamily.all`.
  private let familyIndex: Int

  /// Every supported release, oldest first, `main` last.
  public static let supported: [TCARelease] = ExpansionFamily.all.enumerated()
    .flatMap { familyIndex, family in family.releaseNames.map { (familyIndex, $0) } }
    .enumerated()
    .map { position, entry in TCARelease(version: entry.1, position: position, familyIndex: entry.0) }

  /// The default when a schema does not say: the newest tagged release.
  public static let latest = supported.last { $0.version != mainBranchName } ?? supported[0]

  /// The newest release NavGen knows, TCA's main branch: the SwiftUI glue of a release newer
  /// than any NavGen knows follows it, so that it never calls what `main` deprecates.
  public static let newestKnown = supported[supported.count - 1]

  /// TCA's main branch, which NavGen knows as of this commit.
  public static let mainBranchName = "main"
  /// The commit of TCA's main branch whose expansion `main` reproduces.
  public static let mainBranchCommit = "d34c1dfe"

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
  public var family: ExpansionFamily { ExpansionFamily.all[familyIndex] }

  /// Whether this is TCA's main branch rather than a tag.
  public var isMainBranch: Bool { version == Self.mainBranchName }

  /// The release as written in a schema: `1.25.5`, `main`.
  public var description: String { version }

  /// Oldest first; `main` is the newest.
  public static func < (lhs: TCARelease, rhs: TCARelease) -> Bool { lhs.position < rhs.position }

  /// "1.12.0 through 1.25.5 (exact major.minor.patch) and main": the
  /// supported range as error messages name it.
  public static var supportedRange: String {
    ReleaseNaming.supportedRange(supported.map(\.version), mainBranchName: mainBranchName)
  }

  /// Whether `text` names a release older than the oldest NavGen supports
  /// (`1.11.0`, `v1.9.2`): one NavGen never writes for, in any form. A newer
  /// release, or anything that is not `major.minor.patch`, is not.
  package static func isOlderThanSupported(_ text: String) -> Bool {
    let numbers = (text.hasPrefix("v") ? text.dropFirst() : Substring(text)).split(separator: ".").map { Int($0) }
    guard numbers.count == 3, let oldest = supported.first else { return false }
    let parts = numbers.compactMap { $0 }
    let oldestParts = oldest.version.split(separator: ".").compactMap { Int($0) }
    return parts.count == 3 && parts.lexicographicallyPrecedes(oldestParts)
  }

  /// The error for a `tca` value (or `--tca` argument) NavGen does not support.
  package static func unsupportedMessage(_ text: String) -> String {
    let hint = ReleaseNaming.hint(for: text, among: supported.map(\.version), mainBranchName: mainBranchName)
    return "unsupported TCA release \(DisplayText.quoted(text)); supported: \(supportedRange)\(hint)"
  }
}
