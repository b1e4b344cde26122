import Foundation
@testable import NavTestSupport

/// The binary plugin package (BinaryPlugin/) in a consumer sandbox: a copy next to the consumer,
/// its plugin's sources as files (the repository's folder is a link to Plugins/NavGenPlugin), its
/// `NavGenBinary` target a `binaryTarget(path:)` to a local copy of the bundle's zip (what a
/// release publishes) instead of the release's URL.
enum BinaryPluginPackage {
  static let folder = Repository.url("BinaryPlugin")
  /// Where a copy holds the zip: SwiftPM takes only files inside the package, and not through a
  /// symbolic link.
  static let localBundle = "\(ArtifactBundle.name).artifactbundle.zip"

  /// `url: "…",` and `checksum: "…"` of the checked-in manifest, replaced by `path: "<bundle>"`
  /// (relative to the package's folder).
  static func manifest(pointingAt bundle: String) throws -> String {
    let text = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pattern = try Regex(#"url: "[^"]*",\s*checksum: "[0-9a-f]{64}""#)
    guard text.matches(of: pattern).count == 1 else {
      throw SandboxError("BinaryPlugin/Package.swift has no single url:/checksum: pair")
    }
    return text.replacing(pattern, with: "path: \"\(bundle)\"")
  }
}

extension ConsumerSandbox {
  /// Makes the consumer use the binary plugin over the zipped bundle `archive` instead of the
  /// source-built plugin.
  func useBinaryPlugin(archive: URL) throws {
    let copy = folder.url.appendingPathComponent("BinaryPlugin")
    try FileTree.mirror(BinaryPluginPackage.folder, to: copy)
    try FileManager.default.copyItem(at: archive, to: copy.appendingPathComponent(BinaryPluginPackage.localBundle))
    try Data(try BinaryPluginPackage.manifest(pointingAt: BinaryPluginPackage.localBundle).utf8)
      .write(to: copy.appendingPathComponent("Package.swift"))
    try replaceInManifest(
      ".package(name: \"NavGen\", path: \"\(Repository.root.standardizedFileURL.path)\")",
      with: ".package(name: \"BinaryPlugin\", path: \"\(copy.path)\")")
    try replaceInManifest("package: \"NavGen\"", with: "package: \"BinaryPlugin\"")
  }

  /// Every file the plugin wrote for the `Navigation` target, by name.
  func generatedFiles() throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: pluginOutputs.path).filter { $0.hasSuffix(".swift") }
    var files: [String: Data] = [:]
    for name in names { files[name] = try Data(contentsOf: pluginOutputs.appendingPathComponent(name)) }
    return files
  }
}
