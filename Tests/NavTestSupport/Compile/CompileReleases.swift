import Foundation
import Testing
@testable import NavSchema

/// The TCA releases generated code is compiled and run against, family by family
/// (`ExpansionFamily.all`; every release of a family writes the same expansion).
enum CompileReleases {
  /// Each swift-case-paths family but the default's, by its newest release the default TCA
  /// release accepts: the expanded form is compiled and run with each at the default release
  /// (the stand-in's CasePaths API the expanded form uses is the same in every tag from 1.5.3).
  static let olderCasePaths = CasePathsFamily.all.filter { $0 != .latest }.compactMap { family in
    family.releaseNames.compactMap(CasePathsRelease.init).last { $0 >= CasePathsRelease.oldestAccepted(by: .latest) }
  }

  /// Each family's oldest release. Its stand-in has the oldest API any release of the family
  /// offers, so an expansion that names something newer fails there; the families of 1.25.5
  /// and `main` are one release each. Scenarios and random schemas run against these.
  static let representatives: [TCARelease] = ExpansionFamily.all.map { $0.releases[0] }

  /// For each family, the oldest of its releases with each stand-in API the family spans
  /// (`StandInPackage.firstReleaseWithSameAPI`): 1.14.0, 1.15.0, 1.16.0 and 1.22.0 for the
  /// family 1.14.0–1.23.2. Every supported release has the same expansion and the same API as
  /// one of these, so the examples typecheck against all of them.
  static let everyAPI: [TCARelease] = {
    guard let package = try? StandInPackage.load() else { return representatives }
    return ExpansionFamily.all.flatMap { family in
      var seen: Set<String> = []
      return family.releases.filter { release in
        guard let api = try? package.firstReleaseWithSameAPI(as: release.version) else { return true }
        return seen.insert(api).inserted
      }
    }
  }()

  /// The schema's diagnostics when `release` refuses it for a shape that release's macro
  /// cannot expand (every diagnostic names the release), nil when they are something else.
  static func refusal(_ loaded: SchemaLoadResult, release: TCARelease) -> [Diagnostic]? {
    guard loaded.schema == nil, !loaded.diagnostics.isEmpty,
      loaded.diagnostics.allSatisfy({ "\($0)".contains("TCA \(release)") })
    else { return nil }
    return loaded.diagnostics
  }
}
