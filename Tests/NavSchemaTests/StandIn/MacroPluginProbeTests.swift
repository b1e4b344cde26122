import Foundation
import Testing
@testable import NavTestSupport

/// swiftc loads a macro plugin we write ourselves with Foundation only (no swift-syntax on this
/// machine): Tests/CompileSupport/MacroPluginProbe expands two attached macros through the
/// compiler's plugin protocol (Tests/CompileSupport/MacroPluginProtocol). The stand-in's own
/// plugin (`StandInMacroPlugin`) speaks the same protocol.
@Suite("A Foundation-only macro plugin")
struct MacroPluginProbeTests {
  static let folder = Repository.url("Tests/CompileSupport/MacroPluginProbe")
  static let module = "ProbeMacros"
  /// The plugin's sources: its macros and the protocol.
  static let pluginFiles = [
    folder.appendingPathComponent("ProbeMacros.swift"),
    Repository.url("Tests/CompileSupport/MacroPluginProtocol/AttachedMacroPlugin.swift"),
  ]

  /// Builds the plugin executable into `directory`.
  private func buildPlugin(in directory: TemporaryDirectory) throws -> URL {
    let plugin = directory.url.appendingPathComponent("probe-macros")
    let build = try ProcessRunner.run(["swiftc", "-swift-version", "6"] + Self.pluginFiles.map(\.path) + ["-o", plugin.path])
    #expect(build.status == 0, "\(build.standardError)")
    return plugin
  }

  @Test func swiftcExpandsAttachedMacrosThroughThePlugin() throws {
    let directory = try TemporaryDirectory()
    let plugin = try buildPlugin(in: directory)
    let main = try directory.write(
      "main.swift", "print(Destination.greeting, (Destination.detail(1) as Any) is any Greeted)\n")
    let program = directory.url.appendingPathComponent("program")
    let build = try ProcessRunner.run([
      "swiftc", "-swift-version", "6", "-load-plugin-executable", "\(plugin.path)#\(Self.module)",
      Self.folder.appendingPathComponent("Uses.swift").path, main, "-o", program.path,
    ])
    #expect(build.status == 0, "\(build.standardError)")
    #expect(!build.standardError.contains("warning:"), "\(build.standardError)")
    let run = try ProcessRunner.run(program, [])
    #expect(run.standardOutput == "hola true\n", "member and extension roles expanded")
  }

  @Test func thePluginsDiagnosticsAreLocatedAtTheAttribute() throws {
    let directory = try TemporaryDirectory()
    let plugin = try buildPlugin(in: directory)
    let misuse = try directory.write("Misuse.swift", "struct Nothing {}\n\n@Greeting\nstruct NotAnEnum {}\n")
    let result = try ProcessRunner.run([
      "swiftc", "-typecheck", "-swift-version", "6",
      "-load-plugin-executable", "\(plugin.path)#\(Self.module)",
      Self.folder.appendingPathComponent("Uses.swift").path, misuse,
    ])
    #expect(result.status != 0)
    #expect(
      result.standardError.contains("Misuse.swift:3:1: error: @Greeting applies to enums only"),
      "\(result.standardError)")
  }

  /// A SwiftPM `.macro` target needs no swift-syntax either: SwiftPM builds it as the plugin
  /// executable and passes it to the targets that depend on it.
  @Test func swiftPMBuildsTheSamePluginAsAMacroTarget() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "Probe/Package.swift",
      """
      // swift-tools-version:6.0
      import CompilerPluginSupport
      import PackageDescription
      let package = Package(
        name: "Probe",
        platforms: [.macOS(.v14)],
        targets: [
          .macro(name: "ProbeMacros"),
          .target(name: "Probe", dependencies: ["ProbeMacros"]),
          .executableTarget(name: "Program", dependencies: ["Probe"]),
        ]
      )
      """)
    for file in Self.pluginFiles {
      try directory.write(
        "Probe/Sources/ProbeMacros/\(file.lastPathComponent)", try String(contentsOf: file, encoding: .utf8))
    }
    try directory.write(
      "Probe/Sources/Probe/Uses.swift",
      try String(contentsOf: Self.folder.appendingPathComponent("Uses.swift"), encoding: .utf8)
        + "\npublic func greet() -> String { \"\\(Destination.greeting) \\((Destination.detail(1) as Any) is any Greeted)\" }\n")
    try directory.write("Probe/Sources/Program/main.swift", "import Probe\nprint(greet())\n")
    let package = directory.url.appendingPathComponent("Probe")
    let scratch = directory.url.appendingPathComponent("build")
    let build = try ProcessRunner.run([
      "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
    ] + TestBuildOptions.swiftPM)
    #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    let run = try ProcessRunner.run(scratch.appendingPathComponent("debug/Program"), [])
    #expect(run.standardOutput == "hola true\n")
  }
}
