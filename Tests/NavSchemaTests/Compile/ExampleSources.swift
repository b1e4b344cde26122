import Foundation
import Testing
@testable import NavSchema

/// An example schema's expanded form, generated through the whole pipeline, and the
/// hand-written Swift that goes with it in `Tests/CompileSupport/Examples/<Name>`: the child
/// features and other types the generated enums name, parent features using them, and the
/// scenario program `main.swift`.
struct ExampleSources {
  /// `Tienda` for `Tienda.navgen.json`.
  let name: String
  /// The expanded form written to a temporary folder as `<Name>.generated.swift`.
  let generatedFile: URL
  /// Declarations and parents, without `main.swift`.
  let supportFiles: [URL]
  /// The scenario program.
  let mainFile: URL
  let directory: TemporaryDirectory

  static let supportRoot = Repository.url("Tests/CompileSupport")

  /// The example schemas' names: `Articulo`, `Inventario`, ...
  static var exampleNames: [String] {
    Repository.exampleSchemas.map { String($0.lastPathComponent.dropLast(".navgen.json".count)) }
  }

  /// Helpers every scenario program uses (`expect`, `report`, ...).
  static func commonFiles() throws -> [URL] {
    try swiftFiles(in: supportRoot.appendingPathComponent("Common", isDirectory: true))
  }

  init(example name: String) throws {
    self.name = name
    let schemaURL = Repository.url("Schemas/examples/\(name).navgen.json")
    let loaded = SchemaLoader.load(contents: try Repository.bytes(schemaURL), fileName: "\(name).navgen.json")
    let schema = try #require(loaded.schema, "\(name).navgen.json does not load: \(loaded.diagnostics)")
    directory = try TemporaryDirectory()
    generatedFile = URL(
      fileURLWithPath: try directory.write("\(name).generated.swift", SwiftGenerator.generate(schema, expandMacros: true)))

    let folder = Self.supportRoot.appendingPathComponent("Examples/\(name)", isDirectory: true)
    let files = try Self.swiftFiles(in: folder)
    supportFiles = files.filter { $0.lastPathComponent != "main.swift" }
    mainFile = folder.appendingPathComponent("main.swift")
    guard !supportFiles.isEmpty, files.contains(mainFile) else {
      throw MissingSupport(folder: folder.path)
    }
  }

  private static func swiftFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  struct MissingSupport: Error, CustomStringConvertible {
    var folder: String
    var description: String {
      "\(folder) must hold the declarations the example's generated code needs and a main.swift scenario"
    }
  }
}
