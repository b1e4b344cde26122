import Foundation

/// A copy of the consumer package fixture (Tests/PluginConsumer) in a fresh
/// folder under the system temp folder, its path dependencies pointed back at
/// this checkout, built with one `--scratch-path` so every step reuses the
/// products of the first build. Nothing is ever built inside the repository.
struct ConsumerSandbox {
  static let buildTimeout: TimeInterval = 900

  let folder: TemporaryDirectory
  let package: URL
  let scratch: URL

  init() throws {
    folder = try TemporaryDirectory()
    package = folder.url.appendingPathComponent("PluginConsumer")
    scratch = folder.url.appendingPathComponent("build")
    try FileTree.mirror(Repository.url("Tests/PluginConsumer"), to: package)
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

  /// The schema the plugin turns into `App.swift`.
  var schema: URL { package.appendingPathComponent("Sources/Navigation/App.navgen.json") }

  /// Where SwiftPM puts the plugin's output for the `Navigation` target.
  var pluginOutputs: URL {
    scratch.appendingPathComponent("plugins/outputs/pluginconsumer/Navigation/destination/NavGenPlugin")
  }

  /// `swift build` of the whole consumer (`log` on the result is what a terminal shows).
  func build() throws -> ProcessResult {
    // SwiftPM keeps lock files in the temp folder; give it one inside the sandbox.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.url.appendingPathComponent("tmp").path
    return try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path],
      environment: environment, timeout: Self.buildTimeout)
  }

  /// Runs an executable product of the last build.
  func run(_ product: String) throws -> ProcessResult {
    try ProcessRunner.run(scratch.appendingPathComponent("debug/\(product)"), [])
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
