import Foundation
@testable import NavTestSupport

/// The modular Recetario (Tests/ModularConsumer) in its hand-written form, made in a sandbox's
/// copy as Tests/ModularConsumer/HandWritten/README.md says: no schemas, each target's
/// navigation enums written by hand in its feature's file, the manifest without the lines
/// marked `// navgen-plugin`.
enum HandWrittenModularPackage {
  static let mark = "  // navgen-plugin"
  static let fixture = Repository.url("Tests/ModularConsumer")
  /// The feature files that hold the enums, below `Sources/`.
  static let featureFiles = [
    "ComentariosFeature/Comentarios.swift", "RecetaFeature/Receta.swift", "AppFeature/Recetario.swift",
  ]

  /// Turns the fixture's copy in `package` into the hand-written form; with
  /// `keepingDependency`, the package keeps its dependency on NavGen (as one that runs the
  /// command plugin must have), and loses only the plugin usages.
  static func make(in package: URL, keepingDependency: Bool = false) throws {
    for case let file as URL in FileManager.default.enumerator(at: package.appendingPathComponent("Sources"), includingPropertiesForKeys: nil) ?? .init()
    where file.lastPathComponent.hasSuffix(".navgen.json") {
      try FileManager.default.removeItem(at: file)
    }
    for file in featureFiles {
      try FileTree.write(
        Data(contentsOf: fixture.appendingPathComponent("HandWritten/\(file)")),
        to: package.appendingPathComponent("Sources/\(file)"))
    }
    try? FileManager.default.removeItem(at: package.appendingPathComponent("HandWritten"))
    let manifest = package.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(handWrittenManifest(text, keepingDependency: keepingDependency).utf8).write(to: manifest)
  }

  /// The manifest without its marked lines (the dependency on NavGen kept unmarked with
  /// `keepingDependency`), and without the comma a removed line leaves after a call's last argument.
  static func handWrittenManifest(_ text: String, keepingDependency: Bool) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var kept: [String] = []
    for (index, line) in lines.enumerated() {
      guard line.hasSuffix(mark) else {
        kept.append(line)
        continue
      }
      if keepingDependency && line.contains(".package(") {
        kept.append(String(line.dropLast(mark.count)))
        continue
      }
      let next = lines.indices.contains(index + 1) ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
      if next.hasPrefix(")"), let last = kept.last, last.hasSuffix(",") { kept[kept.count - 1] = String(last.dropLast()) }
    }
    return kept.joined(separator: "\n")
  }

  /// What adopt writes back: the fixture's manifest (as the sandbox points it) without the marks.
  static func adoptedManifest(_ text: String) -> String {
    text.replacingOccurrences(of: mark + "\n", with: "\n")
  }
}
