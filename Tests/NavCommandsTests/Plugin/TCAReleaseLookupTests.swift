import Foundation
import Testing
@testable import NavTestSupport

/// How NavGenPlugin finds the TCA release the build resolved: which `Package.resolved` it
/// reads (SwiftPM and Xcode layouts), how it reads each format, and what it passes to navgen.
/// Runs the plugin's own sources through `PluginProbe`.
@Suite struct TCAReleaseLookupTests {
  typealias Pin = ResolvedFileText.Pin

  let folder: TemporaryDirectory
  let probe: PluginProbe

  init() throws {
    folder = try TemporaryDirectory()
    probe = try PluginProbe.shared()
  }

  private func url(_ path: String) -> URL { folder.url.appendingPathComponent(path) }

  /// Writes a format-3 `Package.resolved` at `path` pinning TCA at `release`; returns its path.
  @discardableResult
  private func pinTCA(_ release: String, at path: String) throws -> String {
    try folder.write(path, ResolvedFileText.version3([Pin.tca(release)]))
  }

  /// Where Xcode keeps the Package.resolved of `<name>.xcodeproj` and `<name>.xcworkspace`.
  private static func projectFile(_ name: String) -> String {
    "\(name).xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
  }

  private static func workspaceFile(_ name: String) -> String {
    "\(name).xcworkspace/xcshareddata/swiftpm/Package.resolved"
  }

  private func lookUp(_ target: PluginProbe.Target = .rootPackage, in path: String = "App") throws -> PluginProbe.Report {
    try FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
    return try probe.run(target, in: url(path))
  }

  // MARK: Formats

  @Test(arguments: [1, 2, 3])
  func everyFormatGivesThePinnedVersion(formatVersion: Int) throws {
    let pins = [Pin.casePaths, Pin.tca("1.20.2")]
    let text = switch formatVersion {
    case 1: ResolvedFileText.version1(pins)
    case 2: ResolvedFileText.version2(pins)
    default: ResolvedFileText.version3(pins)
    }
    let file = try folder.write("App/Package.resolved", text)
    let report = try lookUp()
    #expect(report.release == "1.20.2")
    #expect(report.casePathsRelease == "1.7.0")
    #expect(report.resolvedFile == file)
    #expect(report.warning == nil)
  }

  @Test func theMainBranchIsTheReleaseMain() throws {
    var pin = Pin.tca("unused")
    pin.version = nil
    pin.branch = "main"
    try folder.write("App/Package.resolved", ResolvedFileText.version3([pin]))
    let report = try lookUp()
    #expect(report.release == "main")
    #expect(report.warning == nil)

    // Format 1 records branches the same way.
    try folder.write("App/Package.resolved", ResolvedFileText.version1([pin]))
    #expect(try lookUp().release == "main")
  }

  @Test func anotherBranchOrABareRevisionNamesNoRelease() throws {
    var branch = Pin.tca("unused")
    branch.version = nil
    branch.branch = "release/2.0"
    let file = try folder.write("App/Package.resolved", ResolvedFileText.version2([branch]))
    let onBranch = try lookUp()
    #expect(onBranch.release == nil)
    #expect(onBranch.resolvedFile == file)
    #expect(
      onBranch.warning
        == "\(file) pins swift-composable-architecture to branch 'release/2.0', which names no release; "
        + "schemas that set no \"tca\" get the newest TCA release navgen supports (set \"tca\" in them to choose)")

    var revision = Pin.tca("unused")
    revision.version = nil
    revision.revision = "d34c1dfe0000000000000000000000000000abcd"
    try folder.write("App/Package.resolved", ResolvedFileText.version3([revision]))
    let atRevision = try lookUp()
    #expect(atRevision.release == nil)
    #expect(atRevision.warning?.hasPrefix("\(file) pins swift-composable-architecture to revision d34c1dfe0000") == true)
  }

  // MARK: Which pin is TCA's

  @Test func tcaIsFoundByIdentityOrByTheEndOfItsURL() throws {
    let cases: [(String, String?)] = [
      // Identity, case-insensitively, whatever the URL (a mirror).
      (ResolvedFileText.version2([Pin(identity: "Swift-Composable-Architecture", location: "https://mirror.example/tca", version: "1.21.0")]), "1.21.0"),
      // A registry pin: identity `scope.name`, no location.
      (ResolvedFileText.version3([Pin(identity: "pointfreeco.swift-composable-architecture", location: "", version: "1.22.0", kind: "registry")]), "1.22.0"),
      // A local clone: the path's last component.
      (ResolvedFileText.version2([Pin(identity: "tca", location: "/src/forks/swift-composable-architecture/", version: "1.23.0", kind: "localSourceControl")]), "1.23.0"),
      // Format 1 without a package name: the URL's end, `.git` and an scp-style host aside.
      (ResolvedFileText.version1([Pin(identity: "", location: "git@github.com:me/Swift-Composable-Architecture.git", version: "1.24.0")], packageName: { _ in nil }), "1.24.0"),
      // Format 1 by the package name alone.
      (ResolvedFileText.version1([Pin(identity: "swift-composable-architecture", location: "https://mirror.example/x", version: "1.25.0")]), "1.25.0"),
      // Names that merely contain TCA's are not TCA.
      (ResolvedFileText.version2([Pin(identity: "swift-composable-architecture-extras", location: "https://github.com/x/swift-composable-architecture-extras", version: "1.0.0")]), nil),
    ]
    for (text, release) in cases {
      try folder.write("App/Package.resolved", text)
      #expect(try lookUp().release == release, "\(text)")
    }
  }

  // MARK: No release

  @Test func noPinAnUnreadableFileOrNoFileWarns() throws {
    let fallback = "schemas that set no \"tca\" get the newest TCA release navgen supports (set \"tca\" in them to choose)"
    let noFile = try lookUp()
    #expect(noFile.release == nil && noFile.resolvedFile == nil)
    #expect(noFile.warning == "found no Package.resolved in \(url("App").path) or any folder above it; \(fallback)")

    let file = try folder.write("App/Package.resolved", ResolvedFileText.version2([Pin.casePaths]))
    let noPin = try lookUp()
    #expect(noPin.release == nil && noPin.resolvedFile == file)
    #expect(noPin.warning == "\(file) pins no swift-composable-architecture; \(fallback)")

    let unreadable: [(String, String)] = [
      ("{ \"pins\": [", "it is not JSON with a numeric \"version\""),
      ("{ \"version\": 4, \"pins\": [] }", "its format version 4 is not 1, 2 or 3"),
      ("{ \"version\": 2, \"object\": { \"pins\": [] } }", "it does not have the pins of format version 2"),
      // A pin without its location, or with a state field that is not a string.
      ("{ \"version\": 2, \"pins\": [{ \"identity\": \"a\", \"state\": {} }] }",
       "it does not have the pins of format version 2"),
      ("{ \"version\": 1, \"object\": { \"pins\": [{ \"repositoryURL\": \"u\", \"state\": { \"version\": 1 } }] } }",
       "it does not have the pins of format version 1"),
      ("[1, 2]", "it is not JSON with a numeric \"version\""),
    ]
    for (text, reason) in unreadable {
      try folder.write("App/Package.resolved", text)
      let report = try lookUp()
      #expect(report.release == nil && report.resolvedFile == file)
      #expect(report.warning == "cannot read \(file): \(reason); \(fallback)")
    }
  }

  // MARK: Which file

  @Test func aRootPackageReadsItsOwnFileBeforeAnyAbove() throws {
    try pinTCA("1.15.0", at: "Package.resolved")
    try pinTCA("1.16.0", at: "App/Package.resolved")
    #expect(try lookUp().release == "1.16.0")
  }

  @Test func theNearestFileDecidesEvenWithoutPin() throws {
    try pinTCA("1.15.0", at: "Package.resolved")
    let own = try folder.write("App/Package.resolved", ResolvedFileText.version3([Pin.casePaths]))
    let report = try lookUp()
    #expect(report.release == nil)
    #expect(report.resolvedFile == own)
  }

  @Test func aDependencyPackageSkipsItsOwnLockFile() throws {
    // A package checked out under the root's .build: its committed Package.resolved is not
    // what SwiftPM resolved; the root's, found above it, is.
    let root = try pinTCA("1.17.0", at: "App/Package.resolved")
    try pinTCA("1.13.0", at: "App/.build/checkouts/Library/Package.resolved")
    let report = try lookUp(.dependencyPackage, in: "App/.build/checkouts/Library")
    #expect(report.release == "1.17.0")
    #expect(report.resolvedFile == root)
    // The same folder as the root package reads its own file.
    #expect(try lookUp(.rootPackage, in: "App/.build/checkouts/Library").release == "1.13.0")
  }

  @Test func aLocalPackageInsideAnXcodeProjectFolderReadsTheProjectsFile() throws {
    let project = try pinTCA("1.18.0", at: "App/" + Self.projectFile("App"))
    let report = try lookUp(.dependencyPackage, in: "App/Modules")
    #expect(report.release == "1.18.0")
    #expect(report.resolvedFile == project)
  }

  @Test func anXcodeProjectReadsItsSharedFile() throws {
    try pinTCA("1.12.0", at: "App/" + Self.projectFile("Other"))
    let own = try pinTCA("1.19.0", at: "App/" + Self.projectFile("App"))
    // A Package.resolved beside the project counts only after the project's own.
    try pinTCA("1.14.0", at: "App/Package.resolved")
    let report = try lookUp(.xcodeProject("App"))
    #expect(report.release == "1.19.0")
    #expect(report.resolvedFile == own)
  }

  @Test func aWorkspaceBesideOrAboveTheProjectWins() throws {
    try pinTCA("1.19.0", at: "App/" + Self.projectFile("App"))
    let workspace = try pinTCA("1.20.0", at: "App/" + Self.workspaceFile("App"))
    let beside = try lookUp(.xcodeProject("App"))
    #expect(beside.release == "1.20.0" && beside.resolvedFile == workspace)

    // A project in a subfolder of the workspace's folder, without a file of its own.
    let above = try lookUp(.xcodeProject("Feature"), in: "App/Feature")
    #expect(above.release == "1.20.0" && above.resolvedFile == workspace)
  }

  // MARK: Commands

  @Test func commandsPassTheReleaseAndWatchTheFile() throws {
    let resolved = try pinTCA("1.21.1", at: "App/Package.resolved")
    let schema = try folder.write("App/Sources/Feature/App.navgen.json", "{}")
    try FileManager.default.createDirectory(at: url("App"), withIntermediateDirectories: true)
    let report = try probe.run(.rootPackage, in: url("App"), files: [URL(fileURLWithPath: schema)])
    #expect(
      report.commands == [
        .init(
          displayName: "Generating App+*.swift from App.navgen.json",
          arguments: Self.perEnumArguments(schema) + ["--plugin-defaults", "--default-tca", "1.21.1"],
          inputFiles: [schema, resolved], outputFiles: ["/work/App.swift"])
      ])

    // Without a pin navgen keeps its default, and the file stays an input: pinning TCA later
    // changes it and regenerates.
    try folder.write("App/Package.resolved", ResolvedFileText.version3([Pin.casePaths]))
    let unpinned = try probe.run(.rootPackage, in: url("App"), files: [URL(fileURLWithPath: schema)])
    #expect(
      unpinned.commands.map(\.arguments)
        == [Self.perEnumArguments(schema) + ["--plugin-defaults", "--default-case-paths", "1.7.0"]])
    #expect(unpinned.commands.map(\.inputFiles) == [[schema, resolved]])

    // Without any file, only the schema is an input.
    try FileManager.default.removeItem(atPath: resolved)
    let none = try probe.run(.rootPackage, in: url("App"), files: [URL(fileURLWithPath: schema)])
    #expect(none.commands.map(\.inputFiles) == [[schema]])
  }

  @Test func theSwiftCasePathsPinIsPassedBesideTCAs() throws {
    var casePaths = Pin.casePaths
    casePaths.location = "git@github.com:someone/Swift-Case-Paths.git"
    casePaths.identity = "swift-case-paths"
    casePaths.version = "1.10.0"
    let resolved = try folder.write("App/Package.resolved", ResolvedFileText.version3([Pin.tca("1.25.5"), casePaths]))
    let schema = try folder.write("App/Sources/Feature/App.navgen.json", "{}")
    let report = try probe.run(.rootPackage, in: url("App"), files: [URL(fileURLWithPath: schema)])
    #expect(report.casePathsRelease == "1.10.0")
    #expect(report.warning == nil)
    // navgen falls back to the attribute form (`--plugin-defaults`) for a release it does not
    // know; the plugin has said so once for the target (PluginUnknownReleaseTests).
    #expect(
      report.commands.map(\.arguments) == [
        Self.perEnumArguments(schema)
          + [
            "--plugin-defaults", "--default-tca", "1.25.5", "--default-case-paths", "1.10.0",
            "--release-warned-by-plugin",
          ]
      ])
    #expect(report.commands.map(\.inputFiles) == [[schema, resolved]])

    // On its main branch: the release `main`.
    casePaths.version = nil
    casePaths.branch = "main"
    try folder.write("App/Package.resolved", ResolvedFileText.version2([Pin.tca("1.25.5"), casePaths]))
    #expect(try probe.run(.rootPackage, in: url("App")).casePathsRelease == "main")
  }

  /// What the probe's plugin passes navgen for a schema without enums (`{}`) before the release.
  private static func perEnumArguments(_ schema: String) -> [String] {
    [schema, "--output-dir", "/work/", "--per-enum", "--file-prefix", "App", "--expect-file", "App.swift"]
  }
}
