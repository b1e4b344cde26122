import Foundation
import Testing
@testable import NavTestSupport

/// The Xcode entry point (NavGenPlugin.swift's `#if canImport(XcodeProjectPlugin)` block, compiled only where it
/// can be imported) typechecked on any machine: against the fixture module
/// Tests/XcodeProjectPlugin, which mirrors Xcode's API, and the toolchain's real PackagePlugin,
/// with the flags SwiftPM compiles the plugin with.
@Suite struct XcodeEntryPointTests {
  @Test func thePluginTypechecksAgainstXcodesAPIWithoutWarnings() throws {
    // Proof that the `#if canImport(XcodeProjectPlugin)` block was compiled, not skipped:
    // this only typechecks when NavGenPlugin conforms to XcodeBuildToolPlugin.
    try expectTypechecksAgainstXcode(
      PluginSources.all(),
      conformance: "func xcodeEntryPoint() -> any XcodeBuildToolPlugin.Type { NavGenPlugin.self }")
  }

  /// The same for the command plugin's Xcode entry point (`XcodeNavGenCommand.swift`).
  @Test func theCommandPluginTypechecksAgainstXcodesAPIWithoutWarnings() throws {
    try expectTypechecksAgainstXcode(
      PluginSources.all(in: PluginSources.commandFolder),
      conformance: "func xcodeEntryPoint() -> any XcodeCommandPlugin.Type { NavGenCommand.self }")
  }

  private func expectTypechecksAgainstXcode(_ sources: [URL], conformance declaration: String) throws {
    let folder = try TemporaryDirectory()
    let pluginAPI = try PluginSources.pluginAPIDirectory()
    let fixtures = try Self.fixtureSources()
    #expect(!fixtures.isEmpty)
    #expect(!sources.isEmpty)

    let module = CompilerResult(
      try ProcessRunner.run(
        ["swiftc", "-emit-module", "-module-name", "XcodeProjectPlugin", "-I", pluginAPI.path]
          + PluginSources.swiftPMFlags + fixtures.map(\.path)
          + ["-emit-module-path", folder.url.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path]))
    try #require(module.succeeded, "the XcodeProjectPlugin fixture does not compile:\n\(module.diagnostics)")
    #expect(module.diagnostics.isEmpty, "\(module.diagnostics)")

    let conformance = try folder.write("XcodeConformance.swift", "import XcodeProjectPlugin\n\n\(declaration)\n")
    let plugin = CompilerResult(
      try ProcessRunner.run(
        ["swiftc", "-typecheck", "-I", pluginAPI.path, "-I", folder.url.path] + PluginSources.swiftPMFlags
          + sources.map(\.path) + [conformance]))
    #expect(plugin.succeeded, "\(plugin.diagnostics)")
    #expect(plugin.diagnostics.isEmpty, "the plugin has warnings against Xcode's API:\n\(plugin.diagnostics)")
  }

  /// Every declaration of the fixture says what of Xcode's API it mirrors.
  @Test func everyFixtureDeclarationNamesWhatItMirrors() throws {
    for file in try Self.fixtureSources() {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("public ") {
        let comments = lines[..<index].reversed()
          .prefix(while: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") || $0.contains("@available") })
        #expect(
          comments.contains { $0.contains("Mirrors") },
          "\(file.lastPathComponent):\(index + 1) declares '\(line.trimmingCharacters(in: .whitespaces))' without naming what it mirrors")
      }
    }
  }

  static func fixtureSources() throws -> [URL] {
    let folder = Repository.url("Tests/XcodeProjectPlugin")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
  }
}
