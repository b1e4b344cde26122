import Foundation
@testable import NavTestSupport

/// Runs NavGenPlugin's logic (release lookup and command building) outside a build: the plugin's
/// PackagePlugin-free sources compiled with Tests/PluginProbe/main.swift into one program, built
/// once per test process.
struct PluginProbe: Sendable {
  /// What the probe prints: the lookup and the commands the plugin would declare.
  struct Report: Decodable, Equatable {
    struct Command: Decodable, Equatable {
      var displayName: String
      var arguments: [String]
      var inputFiles: [String]
      var outputFiles: [String]
    }

    var release: String?
    var casePathsRelease: String?
    var resolvedFile: String?
    /// Why the lookup found no release.
    var warning: String?
    /// The one warning the plugin gives the target (the lookup's and any release navgen does not know).
    var targetWarning: String?
    /// The warnings about TCA's traits in the package's manifest, each at its line.
    var manifestWarnings: [ManifestWarning]
    var commands: [Command]

    struct ManifestWarning: Decodable, Equatable {
      var line: Int
      var message: String
    }
  }

  /// TCA's traits a manifest switches on, as the plugin reads them (`ManifestTraits`).
  struct Traits: Decodable, Equatable {
    struct Name: Decodable, Equatable {
      var text: String
      var line: Int
      var column: Int
    }

    struct Location: Decodable, Equatable {
      var line: Int
      var column: Int
    }

    /// Whether the manifest declares a dependency on swift-composable-architecture.
    var declaresTCA: Bool
    var names: [Name]
    /// A `traits:` argument the plugin cannot take apart.
    var unreadable: Location?
  }

  /// The releases the plugin knows navgen supports (`KnownReleases`).
  struct Releases: Decodable, Equatable {
    var tca: [String]
    var casePaths: [String]
    /// Those of the TCA releases asked about that the plugin takes as older than any it knows.
    var olderThanTCA: [String]
    /// TCA's traits, each with the first release that declares it.
    var tcaTraits: [[String]]
  }

  /// Which entry point's search to run.
  enum Target {
    /// A target of the root package.
    case rootPackage
    /// A target of a package the root depends on.
    case dependencyPackage
    /// A target of `<name>.xcodeproj`.
    case xcodeProject(String)

    var argument: String {
      switch self {
      case .rootPackage: "package"
      case .dependencyPackage: "dependency"
      case .xcodeProject(let name): "xcode:\(name)"
      }
    }
  }

  let executable: URL

  private static let sharedBuild = Result { try PluginProbe.build() }

  static func shared() throws -> PluginProbe { try sharedBuild.get() }

  /// The lookup from `folder` (a package's or an Xcode project's), with commands for `files`;
  /// `module`, `dependencies` and `others` place the target among its package's (`TargetModules`).
  func run(
    _ target: Target, in folder: URL, files: [URL] = [], module: String? = nil,
    dependencies: [(module: String, schema: URL)] = [], others: [(module: String, schema: URL)] = []
  ) throws -> Report {
    let placement = (module.map { ["--module", $0] } ?? [])
      + dependencies.flatMap { ["--dependency", "\($0.module)=\($0.schema.path)"] }
      + others.flatMap { ["--other", "\($0.module)=\($0.schema.path)"] }
    return try output(Report.self, [target.argument, folder.path] + files.map(\.path) + placement)
  }

  /// The plugin's lists of releases, and which of `tcaReleases` it takes as older than those.
  func releases(classifying tcaReleases: [String] = []) throws -> Releases {
    try output(Releases.self, ["releases"] + tcaReleases)
  }

  /// TCA's traits `manifest` switches on, as the plugin reads them.
  func traits(in manifest: URL) throws -> Traits {
    try output(Traits.self, ["traits", manifest.path])
  }

  /// What the probe prints for `arguments`, decoded.
  private func output<Output: Decodable>(_ type: Output.Type, _ arguments: [String]) throws -> Output {
    let result = try ProcessRunner.run(executable, arguments)
    guard result.status == 0 else { throw SandboxError("the plugin probe failed:\n\(result.log)") }
    return try JSONDecoder().decode(type, from: Data(result.standardOutput.utf8))
  }

  private static func build() throws -> PluginProbe {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-plugin-probe-\(StableHash.of(Repository.root.path))", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let executable = folder.appendingPathComponent("probe")
    // Built under a name of its own and renamed, so test processes running at once never
    // run a half-written program.
    let partial = folder.appendingPathComponent("probe-\(UUID().uuidString)")
    let sources = try PluginSources.withoutPackagePlugin() + [Repository.url("Tests/PluginProbe/main.swift")]
    let compilation = CompilerResult(
      try ProcessRunner.run(["swiftc", "-swift-version", "6"] + sources.map(\.path) + ["-o", partial.path]))
    guard compilation.succeeded else {
      throw SandboxError("compiling the plugin probe failed:\n\(compilation.diagnostics)")
    }
    guard rename(partial.path, executable.path) == 0 else {
      throw SandboxError("cannot move \(partial.path) to \(executable.path)")
    }
    return PluginProbe(executable: executable)
  }
}
