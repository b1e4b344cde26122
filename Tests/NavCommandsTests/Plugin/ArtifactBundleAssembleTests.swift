import Foundation
import Testing
@testable import NavTestSupport

/// `Scripts/build-artifact-bundle.sh assemble` on variants made of stand-in tools, without a
/// build: SwiftPM requires each artifact's version, so the bundle takes the one the tools said
/// (a variant's `version` file) or the release's tag, and refuses to guess or to disagree.
@Suite struct ArtifactBundleAssembleTests {
  /// A variant folder as `variant` leaves it, with shell scripts for tools.
  private func variant(in folder: TemporaryDirectory, name: String, version: String?) throws -> String {
    for tool in ["navgen", "navgen-generate"] {
      let path = try folder.write("\(name)/\(tool)", "#!/bin/sh\necho \(tool)\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    }
    try folder.write("\(name)/triples", "x86_64-unknown-linux-gnu\n")
    try folder.write("\(name)/name", "navgen-linux-\(name)\n")
    if let version { try folder.write("\(name)/version", "\(version)\n") }
    return folder.path(name)
  }

  private func assemble(_ folder: TemporaryDirectory, _ variants: [String], tag: String? = nil) throws -> ProcessResult {
    var environment = ProcessInfo.processInfo.environment
    environment["NAVGEN_VERSION"] = tag
    return try ProcessRunner.run(
      Repository.url(ArtifactBundle.script), ["assemble", folder.path("out")] + variants, environment: environment)
  }

  /// The artifacts of bundle `name`'s info.json.
  private func info(_ folder: TemporaryDirectory, bundle name: String) throws -> [String: [String: Any]] {
    let data = try Data(contentsOf: folder.url.appendingPathComponent("out/\(name).artifactbundle/info.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(json["artifacts"] as? [String: [String: Any]])
  }

  @Test(.requires(.python3)) func eachBundleHoldsItsToolAtTheToolsVersionExecutable() throws {
    let folder = try TemporaryDirectory()
    let result = try assemble(folder, [try variant(in: folder, name: "a", version: "3.1.4")])
    try #require(result.status == 0, "\(result.log)")
    for bundle in ArtifactBundle.contents {
      let artifacts = try info(folder, bundle: bundle.name)
      #expect(artifacts.keys.sorted() == [bundle.tool], "\(bundle.name)")
      #expect(artifacts[bundle.tool]?["version"] as? String == "3.1.4")
      let tool = folder.url.appendingPathComponent("out/\(bundle.name).artifactbundle/navgen-linux-a/bin/\(bundle.tool)")
      // Uploaded artifacts lose the executable bit; the bundle's tools get it back.
      #expect(FileManager.default.isExecutableFile(atPath: tool.path))
    }
    // Each zip's path, then its checksum: the plugin's bundle first.
    let lines = result.standardOutput.split(separator: "\n")
    try #require(lines.count == 4, "\(result.log)")
    for (index, bundle) in ArtifactBundle.contents.enumerated() {
      #expect(lines[2 * index].hasSuffix("/out/\(bundle.name).artifactbundle.zip"), "\(result.log)")
      #expect(lines[2 * index + 1].count == 64, "\(result.log)")
    }
  }

  @Test(.requires(.python3)) func theReleaseTagMustBeTheToolsVersion() throws {
    let folder = try TemporaryDirectory()
    let said = try variant(in: folder, name: "a", version: "3.1.4")
    let agreed = try assemble(folder, [said], tag: "3.1.4")
    #expect(agreed.status == 0, "\(agreed.log)")
    let refused = try assemble(folder, [said], tag: "3.2.0")
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("NAVGEN_VERSION is 3.2.0 but navgen --version says 3.1.4"), "\(refused.log)")
  }

  @Test(.requires(.python3)) func aCrossBuiltVariantTakesTheTag() throws {
    let folder = try TemporaryDirectory()
    let silent = try variant(in: folder, name: "b", version: nil)
    let untagged = try assemble(folder, [silent])
    #expect(untagged.status == 1)
    #expect(untagged.standardError.contains("no version: set NAVGEN_VERSION"), "\(untagged.log)")
    let tagged = try assemble(folder, [silent], tag: "3.1.4")
    try #require(tagged.status == 0, "\(tagged.log)")
    #expect(try info(folder, bundle: "NavGenCLI")["navgen"]?["version"] as? String == "3.1.4")
    #expect(try info(folder, bundle: ArtifactBundle.name)["navgen-generate"]?["version"] as? String == "3.1.4")
  }

  /// `--configuration` takes SwiftPM's two; anything else is a usage error before any build.
  @Test func anUnknownConfigurationIsAUsageError() throws {
    let folder = try TemporaryDirectory()
    for arguments in [["--configuration", "profile"], ["--configuration"]] {
      let result = try ProcessRunner.run(
        Repository.url(ArtifactBundle.script), ["variant", folder.path("variant")] + arguments)
      #expect(result.status == 2, "\(arguments): \(result.log)")
      #expect(result.standardError.contains("[--configuration release|debug]"), "\(result.log)")
      #expect(!FileManager.default.fileExists(atPath: folder.path("variant/navgen")))
    }
  }

  @Test func variantsThatDisagreeAreRefused() throws {
    let folder = try TemporaryDirectory()
    let result = try assemble(
      folder, [try variant(in: folder, name: "a", version: "3.1.4"), try variant(in: folder, name: "b", version: "3.1.5")])
    #expect(result.status == 1)
    #expect(result.standardError.contains("the variants say different versions: 3.1.4 3.1.5"), "\(result.log)")
    for bundle in ArtifactBundle.contents {
      #expect(!FileManager.default.fileExists(atPath: folder.path("out/\(bundle.name).artifactbundle")))
    }
  }
}
