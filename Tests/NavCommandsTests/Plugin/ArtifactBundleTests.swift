import Foundation
import Testing
@testable import NavTestSupport

/// The artifact bundles Scripts/build-artifact-bundle.sh builds here (ArtifactBundle: built once
/// per change of the sources): SwiftPM bundles whose tools run without the Swift toolchain's
/// libraries, one tool each, zipped so the checksum follows from the contents alone.
@Suite struct ArtifactBundleTests {
  /// Each bundle holds its one tool (the plugin's nothing but `navgen-generate`, which is all
  /// SwiftPM extracts into a consumer's build), for this machine, at the version the tools say.
  @Test(.requires(.python3), .timeLimit(.minutes(60)))
  func infoListsTheBundlesToolForThisMachine() async throws {
    let bundles = try await ArtifactBundle.shared()
    let triple = try Self.hostTriple()
    // The version the tools say (`navgen --version`), which SwiftPM requires of each artifact.
    let said = try await ProcessRunner.run(ProcessRunner.navgen, ["--version"]).standardOutput
    let version = try #require(said.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
    for bundle in [bundles.plugin, bundles.cli] {
      let data = try Data(contentsOf: bundle.directory.appendingPathComponent("info.json"))
      let info = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(info["schemaVersion"] as? String == "1.0")
      let artifacts = try #require(info["artifacts"] as? [String: [String: Any]])
      #expect(artifacts.keys.sorted() == [bundle.tool], "\(bundle.directory.lastPathComponent)")
      let artifact = try #require(artifacts[bundle.tool])
      #expect(artifact["type"] as? String == "executable")
      #expect(artifact["version"] as? String == version)
      let variants = try #require(artifact["variants"] as? [[String: Any]])
      let here = try #require(variants.first { ($0["supportedTriples"] as? [String])?.contains(triple) == true })
      let path = try #require(here["path"] as? String)
      #expect(path.hasSuffix("/bin/\(bundle.tool)"))
      #expect(FileManager.default.isExecutableFile(atPath: bundle.directory.appendingPathComponent(path).path))
    }
  }

  /// The script says which variants it built, and those are exactly each bundle's folders; every
  /// other one it names as not built, with the reason.
  @Test(.requires(.python3), .timeLimit(.minutes(60)))
  func scriptReportsTheVariantsItBuilt() async throws {
    let bundles = try await ArtifactBundle.shared()
    let built = bundles.variantReport.filter { $0.hasPrefix("built ") }.map { $0.split(separator: " ")[1] }.map(String.init)
    for bundle in [bundles.plugin, bundles.cli] {
      let folders = try FileManager.default.contentsOfDirectory(atPath: bundle.directory.path).filter { $0 != "info.json" }
      #expect(built.sorted() == folders.sorted(), "\(bundle.directory.lastPathComponent): \(bundles.variantReport)")
    }
    #if os(Linux)
    let arch = try await ProcessRunner.run(["uname", "-m"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(built.contains("navgen-linux-\(arch)"), "\(bundles.variantReport)")
    let other = arch == "x86_64" ? "aarch64" : "x86_64"
    let named = bundles.variantReport.filter { $0.contains("navgen-linux-\(other) ") }
    #expect(named.count == 1, "\(bundles.variantReport)")
    #expect(bundles.variantReport.contains { $0.hasPrefix("not built: navgen-macos (needs macOS") }, "\(bundles.variantReport)")
    #endif
  }

  #if os(Linux)
  /// `--static-swift-stdlib`: the tools need the C runtime only, so they run where Swift is not installed.
  @Test(.requires(.python3), .timeLimit(.minutes(60)))
  func toolsLinkNoSwiftLibraries() async throws {
    let bundles = try await ArtifactBundle.shared()
    let variant = "navgen-linux-\(try await ProcessRunner.run(["uname", "-m"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))"
    for bundle in [bundles.plugin, bundles.cli] {
      let path = bundle.directory.appendingPathComponent("\(variant)/bin/\(bundle.tool)").path
      let libraries = try await ProcessRunner.run(["ldd", path])
      #expect(libraries.status == 0, "\(libraries.log)")
      #expect(!libraries.standardOutput.contains("libswift"), "\(libraries.standardOutput)")
      #expect(!libraries.standardOutput.contains("libFoundation"), "\(libraries.standardOutput)")
    }
    let version = try await ProcessRunner.run(
      URL(fileURLWithPath: bundles.cli.directory.appendingPathComponent("\(variant)/bin/navgen").path), ["--version"],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(version.status == 0 && version.standardOutput.hasPrefix("navgen "), "\(version.log)")
  }
  #endif

  /// Each printed checksum is SwiftPM's for its zip, and zipping the same folder again gives the same bytes.
  @Test(.requires(.python3), .timeLimit(.minutes(60)))
  func zipAndChecksumAreReproducible() async throws {
    let bundles = try await ArtifactBundle.shared()
    let folder = try TemporaryDirectory()
    for bundle in [bundles.plugin, bundles.cli] {
      let again = folder.url.appendingPathComponent("\(bundle.tool).zip")
      let zipped = try await ProcessRunner.run([Repository.url("Scripts/deterministic-zip.py").path, bundle.directory.path, again.path])
      try #require(zipped.status == 0, "\(zipped.log)")
      #expect(try Data(contentsOf: again) == (try Data(contentsOf: bundle.archive)))
      let checksum = try await ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "compute-checksum", again.path], in: folder.url)
      #expect(checksum.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == bundle.checksum, "\(checksum.log)")
      #expect(bundle.checksum.count == 64)
    }
    #expect(bundles.plugin.checksum != bundles.cli.checksum)
  }

  /// The triple SwiftPM matches `supportedTriples` against, e.g. `x86_64-unknown-linux-gnu`.
  static func hostTriple() throws -> String {
    let info = try ProcessRunner.run(["swiftc", "-print-target-info"])
    guard let json = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any],
      let target = json["target"] as? [String: Any], let triple = target["unversionedTriple"] as? String
    else { throw SandboxError("swiftc -print-target-info gave no target triple:\n\(info.log)") }
    return triple
  }
}
