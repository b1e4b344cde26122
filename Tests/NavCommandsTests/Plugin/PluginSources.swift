import Foundation
@testable import NavTestSupport

/// NavGenPlugin's sources, and what it takes to compile them without SwiftPM: the toolchain's
/// own `PackagePlugin` module, which SwiftPM puts on a plugin's import path.
enum PluginSources {
  static let folder = Repository.url("Plugins/NavGenPlugin")
  /// The command plugin's folder (NavGenCommand).
  static let commandFolder = Repository.url("Plugins/NavGenCommand")

  /// Every source file of the plugin in `folder` (NavGenPlugin's by default), sorted.
  static func all(in folder: URL = folder) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// The plugin's logic, which tests compile into an ordinary program (Tests/PluginProbe):
  /// every source of the plugin, whose entry points are under `#if canImport(PackagePlugin)`.
  static func withoutPackagePlugin() throws -> [URL] {
    let sources = try all()
    for source in sources {
      let text = try String(contentsOf: source, encoding: .utf8)
      guard !text.contains("import PackagePlugin") || text.contains("#if canImport(PackagePlugin)\nimport PackagePlugin") else {
        throw SandboxError("\(source.lastPathComponent) imports PackagePlugin outside #if canImport(PackagePlugin)")
      }
    }
    return sources
  }

  /// `<toolchain>/usr/lib/swift/pm/PluginAPI`, holding `PackagePlugin.swiftmodule`, found from
  /// the compiler's resource folder so any toolchain on PATH works.
  static func pluginAPIDirectory() throws -> URL {
    let info = try ProcessRunner.run(["swiftc", "-print-target-info"])
    guard info.status == 0,
      let json = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any],
      let paths = json["paths"] as? [String: Any],
      let resources = paths["runtimeResourcePath"] as? String
    else { throw SandboxError("swiftc -print-target-info gave no runtimeResourcePath:\n\(info.log)") }
    let directory = URL(fileURLWithPath: resources).appendingPathComponent("pm/PluginAPI")
    guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("PackagePlugin.swiftmodule").path)
    else { throw SandboxError("no PackagePlugin.swiftmodule in \(directory.path)") }
    return directory
  }

  /// The flags SwiftPM compiles a plugin with for this package's tools version (6.0):
  /// its language mode and the PackagePlugin API of that version.
  static let swiftPMFlags = ["-swift-version", "6", "-package-description-version", "6.0", "-parse-as-library"]
}
