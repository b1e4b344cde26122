import Foundation

/// The TCA stand-in package (Tests/TCAStandIn) and the releases it can present, read from its
/// manifest: a copy whose `presentedRelease` is R is built with `-D TCA_<boundary>` for every
/// boundary up to R, and so presents R's API; it declares the package traits R declares, and a
/// build with some of them enabled presents R's API under those traits.
struct StandInPackage: Sendable {
  /// Every release a copy can present, oldest first; `main` is TCA's main branch.
  let releases: [String]
  /// The releases that changed the stand-in's API, oldest first.
  let boundaries: [String]
  /// What the manifest presents.
  let presentedRelease: String
  /// TCA's package traits, each with the release that first declares it (a boundary).
  let traits: [(name: String, since: String)]

  static let directory = Repository.url("Tests/TCAStandIn")
  static let manifestName = "Package.swift"

  /// The checked-in package's manifest.
  static func load() throws -> StandInPackage {
    let file = directory.appendingPathComponent(manifestName)
    return try StandInPackage(manifest: String(contentsOf: file, encoding: .utf8))
  }

  /// Reads the manifest's `presentedRelease`, `releases` and `boundaries` (the first string of
  /// each entry), as written there: one declaration each, strings in double quotes.
  init(manifest: String) throws {
    guard let presentedLine = manifest.split(separator: "\n").first(where: { $0.hasPrefix(Self.presentedPrefix) }),
      let presented = Self.quotedStrings(in: presentedLine).first
    else { throw StandInPackageError("the stand-in's manifest declares no presentedRelease") }
    let releases = Self.quotedStrings(in: try Self.declaration("let releases = [", in: manifest))
    let boundaries = try Self.declaration("let boundaries = [", in: manifest)
      .split(separator: "\n").compactMap { Self.quotedStrings(in: $0).first }
    guard releases.contains(presented) else {
      throw StandInPackageError("presentedRelease \(presented) is not one of the manifest's releases")
    }
    for boundary in boundaries where !releases.contains(boundary) {
      throw StandInPackageError("boundary \(boundary) in the stand-in's manifest is not a release")
    }
    let traits = try Self.declaration("let traitsSince = [", in: manifest).split(separator: "\n")
      .map { Self.quotedStrings(in: $0) }.filter { !$0.isEmpty }
      .map { strings -> (name: String, since: String) in
        guard strings.count == 2 else { throw StandInPackageError("a trait in the stand-in's manifest is not (name, release)") }
        return (strings[0], strings[1])
      }
    // Releases share a build when they share an API, so the traits a release declares may
    // change only where the API does.
    for trait in traits where !boundaries.contains(trait.since) {
      throw StandInPackageError("trait \(trait.name) is declared from \(trait.since), which is not a boundary")
    }
    self.releases = releases
    self.boundaries = boundaries
    self.presentedRelease = presented
    self.traits = traits
  }

  /// One release per API the stand-in can present: the first release and every boundary.
  var releasesWithDistinctAPIs: [String] {
    var firsts = [releases[0]]
    for boundary in boundaries where boundary != firsts.last { firsts.append(boundary) }
    return firsts
  }

  /// The compilation conditions a copy presenting `release` is built with (`TCA_1_14_0`, ...).
  func conditions(presenting release: String) throws -> [String] {
    let position = try index(of: release)
    return boundaries.filter { releases.firstIndex(of: $0)! <= position }.map(Self.condition(for:))
  }

  /// The oldest release with the same API as `release`: copies presenting either are identical
  /// but for the `presentedRelease` line, so one build serves both.
  func firstReleaseWithSameAPI(as release: String) throws -> String {
    let position = try index(of: release)
    return boundaries.last { releases.firstIndex(of: $0)! <= position } ?? releases[0]
  }

  /// The package traits `release` declares, in the manifest's order (none before 1.25.0).
  func traits(declaredBy release: String) throws -> [String] {
    let position = try index(of: release)
    return traits.filter { releases.firstIndex(of: $0.since)! <= position }.map(\.name)
  }

  /// `traits` as a build of `release` enables them: in the manifest's order, without repeats.
  /// A trait `release` does not declare is an error that lists those it does, as SwiftPM's is.
  func enabledTraits(_ traits: some Collection<String>, presenting release: String) throws -> [String] {
    let declared = try self.traits(declaredBy: release)
    for trait in traits where !declared.contains(trait) {
      let list = declared.isEmpty ? "none" : declared.joined(separator: ", ")
      throw StandInPackageError("TCA \(release) declares no trait \(trait); its traits: \(list)")
    }
    return declared.filter(traits.contains)
  }

  /// `TCA_1_14_0` for `1.14.0`, `TCA_MAIN` for `main`.
  static func condition(for boundary: String) -> String {
    "TCA_" + boundary.uppercased().replacingOccurrences(of: ".", with: "_")
  }

  /// Makes `destination` a copy of the stand-in presenting `release`.
  func copy(presenting release: String, to destination: URL) throws {
    _ = try index(of: release)
    try FileTree.mirror(Self.directory, to: destination)
    let file = destination.appendingPathComponent(Self.manifestName)
    let lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix(Self.presentedPrefix) ? "\(Self.presentedPrefix)\"\(release)\"" : String($0) }
    try FileTree.write(Data(lines.joined(separator: "\n").utf8), to: file)
  }

  /// Makes `directory` a git repository of the stand-in with one commit per release of
  /// `releases`, in that order, each presenting its release and tagged with it (`1.14.0`) so
  /// that SwiftPM resolves `.package(url: "file://…", exact: "1.14.0")` to it. The branch is
  /// `main`; `main` among `releases` is committed but not tagged (list it last, for
  /// `.package(url:, branch: "main")`). Name the folder `swift-composable-architecture` to give
  /// the package TCA's identity.
  func makeGitRepository(at directory: URL, releases: [String]) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Self.git(["init", "--quiet", "--initial-branch=main"], in: directory)
    for release in releases {
      try copy(presenting: release, to: directory)
      try Self.git(["add", "--all"], in: directory)
      try Self.git(["commit", "--quiet", "--message", "TCA stand-in presenting \(release)"], in: directory)
      if release != "main" { try Self.git(["tag", release], in: directory) }
    }
  }

  private func index(of release: String) throws -> Int {
    guard let index = releases.firstIndex(of: release) else {
      throw StandInPackageError("the stand-in cannot present TCA \(release); it knows \(releases)")
    }
    return index
  }

  private static let presentedPrefix = "let presentedRelease = "

  /// The text from `opening` to the `]` that closes it.
  private static func declaration(_ opening: String, in manifest: String) throws -> Substring {
    guard let start = manifest.range(of: opening),
      let end = manifest[start.upperBound...].range(of: "\n]")
    else { throw StandInPackageError("the stand-in's manifest has no `\(opening)`") }
    return manifest[start.upperBound..<end.lowerBound]
  }

  private static func quotedStrings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  private static func git(_ arguments: [String], in directory: URL) throws {
    // A fixed identity and no signing, whatever the machine's git configuration says.
    let settings = [
      "-c", "user.name=NavGen tests", "-c", "user.email=navgen-tests@example.invalid",
      "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false",
    ]
    let result = try ProcessRunner.run(["git", "-C", directory.path] + settings + arguments)
    guard result.status == 0 else {
      throw StandInPackageError("git \(arguments.joined(separator: " ")) failed: \(result.standardError)")
    }
  }
}

struct StandInPackageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
