import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// NavGenPlugin follows the TCA release the build resolved. The consumer fixture depends on a
/// local git package named `swift-composable-architecture`, the stand-in with one commit per
/// release presenting that release's API (`StandInPackage.makeGitRepository`), and its schemas
/// set no `tca` and no `expandMacros`: each pin gets exactly what `navgen generate --tca <pin>
/// --expand-macros` writes (the plugin's default is the macro-free form), re-pinning
/// regenerates, the `main` branch is the release `main`, and a release navgen does not know
/// gets the hand-written form with one warning for the target naming it. (The fixture's usual
/// build, with the stand-in as a path dependency and so nothing pinned, warns:
/// PluginEndToEndTests.)
@Suite struct PluginReleaseEndToEndTests {
  @Test(.requires(.git), .timeLimit(.minutes(30)))
  func followsTheReleaseTheBuildResolved() async throws {
    let sandbox = try ConsumerSandbox()
    let repository = sandbox.folder.url.appendingPathComponent(ConsumerSandbox.tcaPackage)
    let older = "1.24.1"
    let newest = TCARelease.latest.version
    // The last commit, on branch `main` and untagged, presents TCA's main branch.
    try StandInPackage.load().makeGitRepository(at: repository, releases: [older, newest, "main"])
    // The older release first: from a release that declares package traits (1.25.0 on, as TCA's)
    // SwiftPM 6.3 does not move a built package to one that declares none ("Disabled default
    // traits on package ... that declares no traits"; swiftlang/swift-package-manager#10409), as
    // for TCA itself.
    try sandbox.dependOnTCA(at: repository, #"exact: "\#(older)""#)
    let appFiles = PluginEndToEndTests.appFiles
    // App.navgen.json's files, joined in schema order.
    func appOutput() throws -> String {
      try appFiles.map { try String(contentsOf: sandbox.pluginOutputs.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    // Runs `swift package resolve <pin>`, builds, checks that App.navgen.json's files are exactly
    // what `navgen generate --per-enum` writes for `release` and that the consumer runs; returns
    // them joined.
    func build(resolving pin: [String], expecting release: String) async throws -> String {
      let pin = try await sandbox.swiftPackage(["resolve"] + pin)
      try #require(pin.status == 0, "\(pin.log)")
      let build = try await sandbox.build()
      try #require(build.status == 0, "build with TCA \(release) failed:\n\(build.log)")
      #expect(!build.log.contains("NavGenPlugin:"), "\(build.log)")
      #expect(build.log.contains("Generating App+*.swift from App.navgen.json"), "navgen did not rerun:\n\(build.log)")
      let folder = try TemporaryDirectory()
      let expected = try await ProcessRunner.run(
        ProcessRunner.navgen,
        ["generate", sandbox.schema.path, "--tca", release, "--expand-macros", "--output-dir", folder.url.path, "--per-enum"])
      try #require(expected.status == 0, "\(expected.log)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == appFiles)
      for name in appFiles {
        #expect(
          try Data(contentsOf: sandbox.pluginOutputs.appendingPathComponent(name))
            == Data(contentsOf: folder.url.appendingPathComponent(name)),
          "\(name) is not TCA \(release)'s expansion")
      }
      let generated = try appOutput()
      #expect(try await sandbox.run("ConsumerApp").standardOutput == "consumer OK\n")
      return generated
    }

    // Pinned to an older family: that family's expansion.
    let olderOutput = try await build(resolving: [], expecting: older)

    // Then a range: SwiftPM updates to the newest tag and navgen reruns with that family's
    // expansion; the plugin passes the release to navgen and makes Package.resolved an input of
    // every navgen command.
    try sandbox.replaceInManifest(#"exact: "\#(older)""#, with: #"from: "1.0.0""#)
    let update = try await sandbox.swiftPackage(["update"])
    try #require(update.status == 0, "\(update.log)")
    let newestOutput = try await build(resolving: [], expecting: newest)
    let command = try sandbox.plannedCommand("Generating App+*.swift from App.navgen.json")
    #expect(
      Array(command.arguments.suffix(7))
        == ["--plugin-defaults", "--default-tca", newest, "--tca-traits", "", "--module", "Navigation"],
      "\(command.arguments)")
    #expect(command.inputs.contains(sandbox.resolvedFile.path), "\(command.inputs)")
    #expect(olderOutput != newestOutput)
    #expect(!olderOutput.contains("_CaseScopeProtocol") && newestOutput.contains("_CaseScopeProtocol"))

    // On the `main` branch (a branch requirement: with a version requirement SwiftPM would
    // resolve a tag again at build time): the release `main`.
    try sandbox.replaceInManifest(#"from: "1.0.0""#, with: #"branch: "main""#)
    let mainOutput = try await build(resolving: [], expecting: "main")
    #expect(mainOutput.contains(#"store.scope(\.counter, action: \.counter)"#))

    // TCA's traits switched on in the manifest (`traits:` needs tools 6.1): the plugin reads them
    // from Package.swift's text and passes them, and the build with them goes through. A name TCA
    // does not declare SwiftPM refuses itself; the plugin's warning for it is PluginTraitsTests'.
    let traits = ["ComposableArchitecture2Deprecations", "ComposableArchitecture2DeprecationOverloads"]
    try sandbox.replaceInManifest("// swift-tools-version:6.0", with: "// swift-tools-version:6.1")
    try sandbox.replaceInManifest(
      #"branch: "main""#, with: #"branch: "main", traits: ["\#(traits[0])", "\#(traits[1])"]"#)
    let traitsBuild = try await sandbox.build()
    try #require(traitsBuild.status == 0, "build with TCA's traits failed:\n\(traitsBuild.log)")
    #expect(!traitsBuild.log.contains("NavGenPlugin:"), "\(traitsBuild.log)")
    let traitsCommand = try sandbox.plannedCommand("Generating App+*.swift from App.navgen.json")
    #expect(
      Array(traitsCommand.arguments.suffix(7))
        == [
          "--plugin-defaults", "--default-tca", "main", "--tca-traits", traits.joined(separator: ","), "--module",
          "Navigation",
        ],
      "\(traitsCommand.arguments)")
    #expect(try appOutput() == mainOutput)

    // A release navgen does not know (here newer than any it supports): the plugin warns once
    // for the target naming the release, at the Package.resolved it read, and navgen reruns and
    // writes the hand-written form (`navgen generate --plugin-defaults --default-tca <release>`)
    // without a warning per schema, whose @Reducer TCA's macro expands. The stand-in package has no macro target (the compile tests load its macro
    // plugin into swiftc: ExampleCompileTests' hand-written form), so here the build stops at compiling it.
    let unknown = "1.26.0"
    let tag = try await ProcessRunner.run(["git", "-C", repository.path, "tag", unknown, newest])
    try #require(tag.status == 0, "\(tag.log)")
    try sandbox.replaceInManifest(#"branch: "main""#, with: #"exact: "\#(unknown)""#)
    let pin = try await sandbox.swiftPackage(["resolve"])
    try #require(pin.status == 0, "\(pin.log)")
    let unknownBuild = try await sandbox.build()
    let warning =
      "warning: NavGenPlugin: TCA '\(unknown)' (the release \(sandbox.resolvedFile.path) pins) is one navgen does "
      + "not know (supported: \(TCARelease.supportedRange)); this target's schemas that set no \"tca\" are written as a "
      + "developer writes them, each enum's @Reducer left to TCA's macro, and their SwiftUI glue as for the newest "
      + "release navgen knows (main); set \"tca\" in them or update navgen for the macro-free form"
    // The fixture's Navigation target has three schemas without `tca`: still one warning.
    #expect(unknownBuild.log.components(separatedBy: warning).count == 2, "\(unknownBuild.log)")
    #expect(!unknownBuild.log.contains(".navgen.json:1:1: warning:"), "\(unknownBuild.log)")
    #expect(!unknownBuild.log.contains(".navgen.json:1:1: error:"), "\(unknownBuild.log)")
    let unknownCommand = try sandbox.plannedCommand("Generating App+*.swift from App.navgen.json")
    // The release arguments, then the target's module (its context: the fixture's one target has no other).
    #expect(
      Array(unknownCommand.arguments.suffix(8))
        == [
          "--plugin-defaults", "--default-tca", unknown, "--tca-traits", traits.joined(separator: ","),
          "--release-warned-by-plugin", "--module", "Navigation",
        ],
      "\(unknownCommand.arguments)")
    let folder = try TemporaryDirectory()
    let expected = try await ProcessRunner.run(
      ProcessRunner.navgen,
      [
        "generate", sandbox.schema.path, "--plugin-defaults", "--default-tca", unknown, "--tca-traits",
        traits.joined(separator: ","), "--output-dir", folder.url.path, "--per-enum",
      ])
    try #require(expected.status == 0, "\(expected.log)")
    for name in appFiles {
      #expect(
        try Data(contentsOf: sandbox.pluginOutputs.appendingPathComponent(name))
          == Data(contentsOf: folder.url.appendingPathComponent(name)),
        "\(name) is not the hand-written form")
    }
    #expect(try appOutput().contains("@Reducer"))
  }
}
