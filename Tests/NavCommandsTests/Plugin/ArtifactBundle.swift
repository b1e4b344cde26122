import Foundation
@testable import NavTestSupport

/// NavGen's artifact bundles as Scripts/build-artifact-bundle.sh builds them for this machine, in a
/// folder under the system temporary folder (never the repository): NavGenBinary, the plugin's,
/// with `navgen-generate` alone, and NavGenCLI with `navgen`. Built in debug (`configuration`):
/// the tests check the bundles' layout, linking and use, and a release build costs four times
/// the CPU (130 s against 30 s on two cores), on the path of the suite's longest chain of tests
/// in a clean checkout. The bundles are kept for the same sources, scripts and toolchain (built
/// at most once per test process), and the script's build folder is kept too, so a change
/// rebuilds only what it touched; bundles and build folders no run used for a week go
/// (`KeptBuildFolders`).
struct ArtifactBundle: Sendable {
  /// One bundle the script wrote.
  struct Built: Sendable {
    /// The one tool it holds.
    let tool: String
    /// `<folder>/<name>.artifactbundle`.
    let directory: URL
    /// `<folder>/<name>.artifactbundle.zip`.
    let archive: URL
    /// What `swift package compute-checksum` printed for the zip when the script ran.
    let checksum: String
  }

  /// NavGenBinary: what BinaryPlugin's binary target names.
  let plugin: Built
  /// NavGenCLI.
  let cli: Built
  /// The script's report of the variants it built (`built navgen-linux-x86_64 (…)`) and could
  /// not build (`not built: navgen-macos (…)`), one a line.
  let variantReport: [String]

  /// Each bundle's name and the tool it holds, in the order the script prints them.
  static let contents = [(name: "NavGenBinary", tool: "navgen-generate"), (name: "NavGenCLI", tool: "navgen")]
  /// The plugin's bundle.
  static let name = contents[0].name
  static let script = "Scripts/build-artifact-bundle.sh"
  /// The script's `--configuration`.
  static let configuration = "debug"

  private static let builds = OnceCache<String, ArtifactBundle>()

  static func shared() async throws -> ArtifactBundle {
    try await builds.value(for: "bundle") { try await build() }
  }

  /// Everything the bundle's bytes follow from.
  private static func fingerprint() async throws -> String {
    let version = try await ProcessRunner.run(["swiftc", "--version"])
    var bytes = Array((version.standardOutput + configuration).utf8)
    let files = try swiftFiles(in: "Sources") + [
      "Package.swift", script, "Scripts/deterministic-zip.py",
    ].map(Repository.url)
    for file in files {
      bytes += Array(file.path.dropFirst(Repository.root.path.count).utf8) + [0] + (try Repository.bytes(file)) + [0]
    }
    return StableHash.of(bytes)
  }

  private static func build() async throws -> ArtifactBundle {
    let temporary = FileManager.default.temporaryDirectory
    let folder = temporary.appendingPathComponent("navgen-artifactbundle-\(try await fingerprint())", isDirectory: true)
    if let bundle = try? existing(in: folder) {
      KeptBuildFolders.keep(folder, prefix: "navgen-artifactbundle-")
      return bundle
    }

    // Built aside, then moved into place whole: another process may be building the same.
    let work = temporary.appendingPathComponent("navgen-artifactbundle-build-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let output = work.appendingPathComponent("out")
    // One build folder per checkout; SwiftPM locks it, so two processes sharing it take turns.
    let scratch = temporary.appendingPathComponent(
      "navgen-artifactbundle-scratch-\(StableHash.of(Repository.root.path))", isDirectory: true)
    KeptBuildFolders.keep(scratch, prefix: "navgen-artifactbundle-scratch-")
    let result = try await ProcessRunner.run(
      Repository.url(script), [output.path, "--scratch-path", scratch.path, "--configuration", configuration],
      timeout: 3600)
    guard result.status == 0 else { throw SandboxError("\(script) failed:\n\(result.log)") }
    try Data(result.standardOutput.utf8).write(to: output.appendingPathComponent("script-output.txt"))
    let report = result.standardError.split(separator: "\n").filter { $0.hasPrefix("built ") || $0.hasPrefix("not built: ") }
    try Data(report.map { "\($0)\n" }.joined().utf8).write(to: output.appendingPathComponent("variants.txt"))
    if rename(output.path, folder.path) != 0, !FileManager.default.fileExists(atPath: folder.path) {
      throw SandboxError("cannot move the bundle to \(folder.path): errno \(errno)")
    }
    KeptBuildFolders.keep(folder, prefix: "navgen-artifactbundle-")
    return try existing(in: folder)
  }

  /// The bundles a finished build left in `folder`: the script prints each zip's path, then its checksum.
  private static func existing(in folder: URL) throws -> ArtifactBundle {
    let output = try String(contentsOf: folder.appendingPathComponent("script-output.txt"), encoding: .utf8)
    let lines = output.split(separator: "\n").map(String.init)
    guard lines.count == 2 * contents.count else { throw SandboxError("\(script) printed:\n\(output)") }
    let built = contents.enumerated().map { index, bundle in
      Built(
        tool: bundle.tool,
        directory: folder.appendingPathComponent("\(bundle.name).artifactbundle"),
        archive: folder.appendingPathComponent("\(bundle.name).artifactbundle.zip"),
        checksum: lines[2 * index + 1])
    }
    let report = try String(contentsOf: folder.appendingPathComponent("variants.txt"), encoding: .utf8)
    return ArtifactBundle(
      plugin: built[0], cli: built[1], variantReport: report.split(separator: "\n").map(String.init))
  }

  /// The Swift files under `folder` of the checkout, sorted by path.
  private static func swiftFiles(in folder: String) throws -> [URL] {
    let root = Repository.url(folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      throw SandboxError("no folder \(root.path)")
    }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }
}
