import Foundation
import Testing
@testable import NavTestSupport

/// The prebuilt plugin for real: Scripts/build-artifact-bundle.sh builds the artifact bundle
/// (kept between runs for the same sources, ArtifactBundle), the consumer fixture uses
/// BinaryPlugin over it through `binaryTarget(path:)`, and `swift build` must compile none of
/// NavGen's sources yet generate what the source-built tool generates for the same commands.
@Suite struct BinaryPluginEndToEndTests {
  @Test(.requires(.python3), .timeLimit(.minutes(60)))
  func consumerBuildsWithThePrebuiltToolAlone() async throws {
    let bundle = try await ArtifactBundle.shared()
    let binary = try ConsumerSandbox()
    try binary.useBinaryPlugin(archive: bundle.plugin.archive)

    let clean = try await binary.build()
    try #require(clean.status == 0, "clean build with the binary plugin failed:\n\(clean.log)")
    #expect(clean.log.contains("Generating App+*.swift from App.navgen.json"), "\(clean.log)")
    for sign in ["Compiling NavSchema", "Compiling NavGenerate", "Compiling navgen", "Linking navgen"] {
      #expect(!clean.log.contains(sign), "the binary plugin's build did '\(sign)':\n\(clean.log)")
    }
    #expect(try Self.entries(named: "NavSchema.build", under: binary.scratch).isEmpty)
    #expect(try Self.entries(named: "NavGenerate.build", under: binary.scratch).isEmpty)
    // The command SwiftPM planned runs the bundle's tool, as SwiftPM unzipped it into the build folder.
    let tool = try #require(try binary.plannedCommand("Generating App+*.swift from App.navgen.json").arguments.first)
    let inBundle = try #require(tool.components(separatedBy: "/\(ArtifactBundle.name).artifactbundle/").last)
    #expect(tool.hasPrefix(binary.scratch.path + "/artifacts/") && inBundle.hasSuffix("/bin/navgen-generate"), "\(tool)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: tool))
        == (try Data(contentsOf: bundle.plugin.directory.appendingPathComponent(inBundle))))
    // SwiftPM extracts the whole zip in each clean build: the plugin's bundle holds its tool alone.
    let extracted = try Self.entries(named: "navgen", under: binary.scratch.appendingPathComponent("artifacts"))
    #expect(extracted.isEmpty, "\(extracted)")
    #expect(try await binary.run("ConsumerApp").standardOutput == "consumer OK\n")

    // The source-built plugin plans the same commands (both plugins are Plugins/NavGenPlugin), so
    // the binary plugin generates its bytes when each planned command, run again with the tool
    // built from this checkout's sources, writes the same files. (That the plugin writes what
    // `navgen generate` prints for each pin: PluginReleaseEndToEndTests; a second clean build
    // here would compile NavGen's core once more for nothing.)
    let generated = try binary.generatedFiles()
    #expect(
      generated.keys.sorted()
        == (PluginEndToEndTests.appFiles + ["Counter+CounterRoute.swift", "Settings_App+SettingsRoute.swift"]).sorted())
    let replayed = try TemporaryDirectory()
    for description in PluginEndToEndTests.commandDescriptions {
      var arguments = Array(try binary.plannedCommand(description).arguments.dropFirst())
      let outputDirectory = try #require(arguments.firstIndex(of: "--output-dir")) + 1
      arguments[outputDirectory] = replayed.url.path
      let run = try await ProcessRunner.run(ProcessRunner.sourceBuiltTool("navgen-generate"), arguments)
      #expect(run.status == 0, "\(description): \(run.log)")
    }
    var fromSources: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: replayed.url.path) {
      fromSources[name] = try Data(contentsOf: replayed.url.appendingPathComponent(name))
    }
    #expect(generated == fromSources)

    // A schema error still fails the build at the schema's line and column.
    try binary.replaceInSchema(#""name": "help""#, with: #""name": "class""#)
    let text = try String(contentsOf: binary.schema, encoding: .utf8)
    let position = try #require(PluginEndToEndTests.position(of: #""class""#, in: text))
    let broken = try await binary.build()
    #expect(broken.status != 0)
    let locations = [binary.schema.path, binary.schema.resolvingSymlinksInPath().path].map {
      "\($0):\(position.line):\(position.column): error: "
    }
    #expect(locations.contains { broken.log.contains($0) }, "expected \(locations[0]) in:\n\(broken.log)")
  }

  /// Files and folders named `name` anywhere below `root`.
  private static func entries(named name: String, under root: URL) throws -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent == name }
  }
}
