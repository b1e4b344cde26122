import Foundation
import Testing
@testable import NavTestSupport

/// The binary plugin package and what the release workflow does to it, without building:
/// its plugin is the source-built plugin's folder, its manifest has the lines the workflow
/// rewrites, and the workflow runs scripts that exist.
@Suite struct BinaryPluginPackageTests {
  @Test func pluginSourcesAreTheSourceBuiltPlugins() throws {
    let link = BinaryPluginPackage.folder.appendingPathComponent("Plugins/NavGenPlugin")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../Plugins/NavGenPlugin")
    #expect(link.resolvingSymlinksInPath().path == PluginSources.folder.resolvingSymlinksInPath().path)
    let names = try FileManager.default.contentsOfDirectory(atPath: link.path).sorted()
    #expect(names == (try PluginSources.all().map(\.lastPathComponent)))
  }

  @Test func manifestDeclaresThePluginOverTheBinaryTarget() throws {
    let text = try String(contentsOf: BinaryPluginPackage.folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(text.contains(".plugin(name: \"NavGenPlugin\", targets: [\"NavGenPlugin\"])"))
    #expect(text.contains(".plugin(name: \"NavGenPlugin\", capability: .buildTool(), dependencies: [\"\(ArtifactBundle.name)\"])"))
    #expect(text.contains(".binaryTarget(\n      name: \"\(ArtifactBundle.name)\","))
    let local = try BinaryPluginPackage.manifest(pointingAt: "B.artifactbundle")
    #expect(local.contains("path: \"B.artifactbundle\""))
    #expect(!local.contains("url: \"") && !local.contains("checksum: \""))
  }

  @Test func releaseWorkflowRewritesExactlyTheURLAndChecksumLines() throws {
    let folder = try TemporaryDirectory()
    let original = try String(contentsOf: BinaryPluginPackage.folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    let manifest = try folder.write("Package.swift", original)
    let url = "https://github.com/example/NavGen/releases/download/2.3.4/NavGenBinary.artifactbundle.zip"
    let checksum = String(repeating: "0123456789abcdef", count: 4)
    let result = try ProcessRunner.run([Repository.url(Self.updateScript).path, url, checksum, manifest])
    #expect(result.status == 0, "\(result.log)")
    let updated = try folder.read("Package.swift")
    let changed = zip(original.split(separator: "\n"), updated.split(separator: "\n")).filter { $0 != $1 }
    #expect(changed.map(\.1) == ["      url: \"\(url)\",", "      checksum: \"\(checksum)\""])
    #expect(original.split(separator: "\n").count == updated.split(separator: "\n").count)

    // A value that is not a checksum is refused and the manifest left alone.
    let refused = try ProcessRunner.run([Repository.url(Self.updateScript).path, url, "not-a-checksum", manifest])
    #expect(refused.status == 2)
    #expect(try folder.read("Package.swift") == updated)
  }

  @Test func releaseWorkflowRunsTheScripts() throws {
    let workflow = try String(contentsOf: Repository.url(".github/workflows/release.yml"), encoding: .utf8)
    for command in [
      "\(ArtifactBundle.script) variant variant", "\(ArtifactBundle.script) assemble out variants/*",
      "\(Self.updateScript) \"$url\" \"$CHECKSUM\"",
    ] {
      #expect(workflow.contains(command), "release.yml does not run \(command)")
    }
    for script in [ArtifactBundle.script, Self.updateScript, "Scripts/deterministic-zip.py"] {
      #expect(FileManager.default.isExecutableFile(atPath: Repository.url(script).path), "\(script)")
    }
  }

  @Test(.requires(.python3)) func zipIsTheSameForTheSameFilesWrittenAtAnotherTime() throws {
    let folder = try TemporaryDirectory()
    try folder.write("A.artifactbundle/info.json", "{}\n")
    let tool = try folder.write("A.artifactbundle/v/bin/tool", "#!/bin/sh\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
    func zipped(_ name: String) throws -> Data {
      let result = try ProcessRunner.run([
        Repository.url("Scripts/deterministic-zip.py").path, folder.path("A.artifactbundle"), folder.path(name),
      ])
      try #require(result.status == 0, "\(result.log)")
      return try Data(contentsOf: folder.url.appendingPathComponent(name))
    }
    let first = try zipped("1.zip")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1e9)], ofItemAtPath: tool)
    #expect(try zipped("2.zip") == first)
    // Name, mode and time stamp of each entry, in the zip's order.
    let listing = try ProcessRunner.run([
      "python3", "-c",
      "import sys, zipfile\nfor i in zipfile.ZipFile(sys.argv[1]).infolist(): print(i.filename, oct(i.external_attr >> 16), i.date_time)",
      folder.path("1.zip"),
    ])
    #expect(listing.standardOutput.split(separator: "\n") == [
      "A.artifactbundle/ 0o40755 (1980, 1, 1, 0, 0, 0)",
      "A.artifactbundle/info.json 0o100644 (1980, 1, 1, 0, 0, 0)",
      "A.artifactbundle/v/ 0o40755 (1980, 1, 1, 0, 0, 0)",
      "A.artifactbundle/v/bin/ 0o40755 (1980, 1, 1, 0, 0, 0)",
      "A.artifactbundle/v/bin/tool 0o100755 (1980, 1, 1, 0, 0, 0)",
    ], "\(listing.log)")
  }

  static let updateScript = "Scripts/update-binary-plugin-manifest.sh"
}
