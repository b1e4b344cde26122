import Foundation
import Testing
@testable import NavSchema

/// NavGenPlugin follows the TCA release the build resolved: the consumer fixture depends on a
/// local git package named `swift-composable-architecture` (the stand-in, tagged as releases)
/// and its schemas set no `tca`. Re-pinning the package regenerates; a release navgen does not
/// support fails the build with the supported range. (The fixture's usual build, with the
/// stand-in as a path dependency and so no pin at all, warns: PluginEndToEndTests.)
@Suite struct PluginReleaseEndToEndTests {
  @Test(.timeLimit(.minutes(30)))
  func followsTheReleaseTheBuildResolved() throws {
    let sandbox = try ConsumerSandbox()
    let repository = try LocalTCARepository(in: sandbox.folder.url)
    let newest = TCARelease.latest.version
    // 1.11.0 is older than any release navgen supports.
    for release in ["1.11.0", newest] { try repository.tag(release) }
    try sandbox.dependOnTCA(repository, #"from: "1.0.0""#)
    let app = sandbox.pluginOutputs.appendingPathComponent("App.swift")
    let generateApp = "Generating App.swift from App.navgen.json"

    // SwiftPM resolves the newest tag; the plugin passes it to navgen for the schemas without
    // `tca` and makes Package.resolved an input of every navgen command.
    let pinned = try sandbox.build()
    try #require(pinned.status == 0, "build failed:\n\(pinned.log)")
    #expect(!pinned.log.contains("NavGenPlugin:"), "\(pinned.log)")
    #expect(try String(contentsOf: sandbox.resolvedFile, encoding: .utf8).contains(#""version" : "\#(newest)""#))
    let command = try sandbox.plannedCommand(generateApp)
    #expect(Array(command.arguments.suffix(2)) == ["--default-tca", newest], "\(command.arguments)")
    #expect(command.inputs.contains(sandbox.resolvedFile.path), "\(command.inputs)")
    #expect(try sandbox.run("ConsumerApp").standardOutput == "consumer OK\n")

    // Re-pinning to a release navgen does not support reruns navgen, which fails every schema
    // without `tca` at its first line, naming the supported releases; the last good output stays.
    let lastGood = try Data(contentsOf: app)
    let repin = try sandbox.swiftPackage(["resolve", LocalTCARepository.name, "--version", "1.11.0"])
    try #require(repin.status == 0, "\(repin.log)")
    let unsupported = try sandbox.build()
    #expect(unsupported.status != 0)
    #expect(unsupported.log.contains(generateApp), "navgen did not rerun:\n\(unsupported.log)")
    let schemaError = "App.navgen.json:1:1: error: this schema sets no 'tca' and takes the default from --default-tca"
    #expect(unsupported.log.contains(schemaError), "\(unsupported.log)")
    #expect(
      unsupported.log.contains("unsupported TCA release '1.11.0'; supported: \(TCARelease.supportedRange)"), "\(unsupported.log)")
    #expect(try Data(contentsOf: app) == lastGood)

    // Back on a supported release the build succeeds again.
    let back = try sandbox.swiftPackage(["resolve", LocalTCARepository.name, "--version", newest])
    try #require(back.status == 0, "\(back.log)")
    let restored = try sandbox.build()
    #expect(restored.status == 0, "\(restored.log)")
    #expect(try Data(contentsOf: app) == lastGood)
  }
}
