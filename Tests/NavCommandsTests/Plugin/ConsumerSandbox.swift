import Foundation
@testable import NavTestSupport

/// A copy of a consumer package fixture (Tests/PluginConsumer, or another such as
/// Tests/ModularConsumer) in a fresh folder under the system temp folder, its path
/// dependencies pointed back at this checkout, built with one `--scratch-path` so every
/// step reuses the products of the first build. Nothing is ever built inside the repository.
struct ConsumerSandbox {
  /// The hang guard of one build or plugin run, inside the tests' 30-minute limits. The first
  /// one builds NavGen from source while the other sandboxes build theirs, side by side on two
  /// cores: a run on a busy machine saw the command plugin's first `navgen generate` pass 900 s.
  static let buildTimeout: TimeInterval = 1_500

  let folder: TemporaryDirectory
  let package: URL
  let scratch: URL

  init(fixture: String = "PluginConsumer") throws {
    folder = try TemporaryDirectory()
    package = folder.url.appendingPathComponent(fixture)
    scratch = folder.url.appendingPathComponent("build")
    try FileTree.mirror(Repository.url("Tests/\(fixture)"), to: package)
    try pointDependenciesAtRepository()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
  }

  /// The fixture's manifest says `../..` and `../TCAStandIn`, right for the
  /// fixture where it lives; the copy needs absolute paths to the same folders.
  private func pointDependenciesAtRepository() throws {
    let manifest = package.appendingPathComponent("Package.swift")
    var text = try String(contentsOf: manifest, encoding: .utf8)
    for (relative, target) in [("\"../..\"", Repository.root), ("\"../TCAStandIn\"", Repository.url("Tests/TCAStandIn"))] {
      guard text.contains(relative) else { throw SandboxError("Package.swift has no dependency path \(relative)") }
      text = text.replacingOccurrences(of: relative, with: "\"\(target.standardizedFileURL.path)\"")
    }
    try Data(text.utf8).write(to: manifest)
  }

  /// The name of TCA's package, which a git copy of the stand-in takes to be TCA for SwiftPM.
  static let tcaPackage = "swift-composable-architecture"

  /// Replaces the path dependency on the stand-in with a versioned one on the git repository
  /// at `repository` (named `swift-composable-architecture`; `requirement` as in a manifest,
  /// e.g. `from: "1.0.0"`), as an app depends on TCA.
  func dependOnTCA(at repository: URL, _ requirement: String) throws {
    let standIn = Repository.url("Tests/TCAStandIn").standardizedFileURL.path
    try replaceInManifest(
      ".package(name: \"TCAStandIn\", path: \"\(standIn)\")",
      with: ".package(url: \"\(repository.absoluteString)\", \(requirement))")
    try replaceInManifest("package: \"TCAStandIn\"", with: "package: \"\(Self.tcaPackage)\"")
  }

  /// Edits the consumer's Package.swift, e.g. to change a dependency's requirement.
  func replaceInManifest(_ old: String, with new: String) throws {
    let manifest = package.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    guard text.contains(old) else { throw SandboxError("Package.swift does not contain \(old)") }
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: manifest)
  }

  /// `swift package <arguments>` on the consumer, with the build's scratch folder.
  /// Gives the manifest a new modification time, so that SwiftPM plans the next build again
  /// (and reruns build-tool plugins), as after any edit of the package.
  func touchManifest() throws {
    let manifest = package.appendingPathComponent("Package.swift")
    let later = Date().addingTimeInterval(2)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: manifest.path)
  }

  func swiftPackage(_ arguments: [String]) async throws -> ProcessResult {
    try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path] + TestBuildOptions.swiftPM
        + arguments,
      environment: environment, timeout: Self.buildTimeout)
  }

  /// `swift package navgen <arguments>` on the consumer: NavGenCommand, run from outside the
  /// package's folder so that only the plugin can make paths relative to it. With
  /// `allowWriting`, the permission the plugin asks for is granted on the command line.
  func navgenCommand(_ arguments: [String], allowWriting: Bool = true) async throws -> ProcessResult {
    try await swiftPackage((allowWriting ? ["--allow-writing-to-package-directory"] : []) + ["navgen"] + arguments)
  }

  /// The inputs and arguments of the build command with this description, as SwiftPM planned
  /// it in its build manifest (`<scratch>/debug.yaml`, one JSON array per line).
  func plannedCommand(_ description: String) throws -> (inputs: [String], arguments: [String]) {
    let manifest = try String(contentsOf: scratch.appendingPathComponent("debug.yaml"), encoding: .utf8)
    let lines = manifest.split(separator: "\n").map(String.init)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("  \"\(description)-") }) else {
      throw SandboxError("no command '\(description)' in debug.yaml")
    }
    let body = lines[(header + 1)...].prefix(while: { $0.hasPrefix("    ") })
    func array(_ key: String) throws -> [String] {
      guard let line = body.first(where: { $0.hasPrefix("    \(key): ") }),
        let values = try JSONSerialization.jsonObject(with: Data(line.dropFirst(key.count + 6).utf8)) as? [String]
      else { throw SandboxError("command '\(description)' in debug.yaml has no \(key)") }
      return values
    }
    return (try array("inputs"), try array("args"))
  }

  /// The consumer's own Package.resolved, which the plugin reads.
  var resolvedFile: URL { package.appendingPathComponent("Package.resolved") }

  /// The schema the plugin turns into `App.swift`.
  var schema: URL { package.appendingPathComponent("Sources/Navigation/App.navgen.json") }

  /// Where SwiftPM puts the plugin's output for the `Navigation` target.
  var pluginOutputs: URL {
    scratch.appendingPathComponent("plugins/outputs/pluginconsumer/Navigation/destination/NavGenPlugin")
  }

  /// The files in `pluginOutputs`, sorted.
  func outputNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: pluginOutputs.path).sorted()
  }

  /// Each file in `pluginOutputs` with its modification date.
  func modificationDates() throws -> [String: Date] {
    var dates: [String: Date] = [:]
    for name in try outputNames() {
      dates[name] = try FileManager.default.attributesOfItem(atPath: pluginOutputs.appendingPathComponent(name).path)[
        .modificationDate] as? Date
    }
    return dates
  }

  /// The files of `module` a build log says it compiled (`Compiling Navigation A.swift, B.swift`), sorted.
  static func compiledFiles(of module: String, in log: String) -> [String] {
    var files: Set<String> = []
    for line in log.split(separator: "\n") {
      guard let range = line.range(of: "Compiling \(module) ") else { continue }
      for file in line[range.upperBound...].split(separator: ",") {
        files.insert(file.trimmingCharacters(in: .whitespaces))
      }
    }
    return files.sorted()
  }

  /// `swift build` of the whole consumer, or of one target and what it depends on (`log` on
  /// the result is what a terminal shows).
  func build(target: String? = nil) async throws -> ProcessResult {
    try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path] + TestBuildOptions.swiftPM
        + (target.map { ["--target", $0] } ?? []),
      environment: environment, timeout: Self.buildTimeout)
  }

  /// SwiftPM keeps lock files in the temp folder; give it one inside the sandbox.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.url.appendingPathComponent("tmp").path
    return environment
  }

  /// Runs an executable product of the last build.
  func run(_ product: String, _ arguments: [String] = [], standardInput: String? = nil) async throws -> ProcessResult {
    try await ProcessRunner.run(scratch.appendingPathComponent("debug/\(product)"), arguments, standardInput: standardInput)
  }

  func replaceInSchema(_ old: String, with new: String) throws {
    let text = try String(contentsOf: schema, encoding: .utf8)
    guard text.contains(old) else { throw SandboxError("App.navgen.json does not contain \(old)") }
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: schema)
  }
}

struct SandboxError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
