import Foundation
import Testing
@testable import NavSchema

/// An example schema's output in one form for one TCA release, generated through the whole
/// pipeline, and the hand-written Swift that goes with it in
/// `Tests/CompileSupport/Examples/<Name>`: the child features and other types the generated
/// enums name, parent features using them, and the scenario program `main.swift`.
struct ExampleSources {
  /// `Tienda` for `Tienda.navgen.json`.
  let name: String
  /// The release the expansion is written for (`--tca`), whatever `tca` the file pins.
  let release: TCARelease
  let form: OutputForm
  /// The output written to a temporary folder as `<Name>.generated.swift`.
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

  /// The `-D` sets to typecheck with: with and without `DEBUG` when the generated or support
  /// code has an `#if`, once otherwise.
  var conditionSets: [[String]] {
    let texts = ([generatedFile] + supportFiles).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    return texts.contains { $0.contains("#if") } ? [[], ["DEBUG"]] : [[]]
  }

  /// Helpers every scenario program uses (`expect`, `report`, ...).
  static func commonFiles() throws -> [URL] {
    try swiftFiles(in: supportRoot.appendingPathComponent("Common", isDirectory: true))
  }

  /// The example's load for `release` (and the swift-case-paths release
  /// `casePaths`): its schema, or why that release refuses it.
  static func load(_ name: String, release: TCARelease, casePaths: CasePathsRelease = .latest) throws -> SchemaLoadResult {
    let schemaURL = Repository.url("Schemas/examples/\(name).navgen.json")
    return SchemaLoader.load(
      contents: try Repository.bytes(schemaURL), fileName: "\(name).navgen.json", tcaOverride: release,
      casePaths: ReleaseChoice(override: casePaths))
  }

  init(
    example name: String, release: TCARelease = .latest, form: OutputForm = .expanded,
    casePaths: CasePathsRelease = .latest
  ) throws {
    self.name = name
    self.release = release
    self.form = form
    let loaded = try Self.load(name, release: release, casePaths: casePaths)
    var schema = try #require(loaded.schema, "\(name).navgen.json does not load for TCA \(release): \(loaded.diagnostics)")
    // What the plugin's `--default-tca` of a release navgen does not know gives the schema
    // (HandWrittenGoldenTests checks the decoder's way there against the same goldens).
    if form == .handWritten { schema.unknownTCARelease = "1.26.0" }
    directory = try TemporaryDirectory()
    generatedFile = URL(
      fileURLWithPath: try directory.write("\(name).generated.swift", SwiftGenerator.generate(schema, expandMacros: form.expandsMacros)))

    let folder = Self.supportRoot.appendingPathComponent("Examples/\(name)", isDirectory: true)
    let files = try Self.swiftFiles(in: folder)
    supportFiles = files.filter { $0.lastPathComponent != "main.swift" }
    mainFile = folder.appendingPathComponent("main.swift")
    guard !supportFiles.isEmpty, files.contains(mainFile) else {
      throw MissingSupport(folder: folder.path)
    }
  }

  /// The release the stand-in's `@Reducer` expands for: the hand-written form's, nil for the others.
  var reducerRelease: String? { form == .handWritten ? release.version : nil }

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

/// The outputs of `navgen generate`: the macro form (the default, nested macros left as
/// attributes, compiled with the stand-in's macro plugin), the expanded form
/// (`--expand-macros`, compiled without any plugin) and the hand-written form (NavGenPlugin's
/// for a TCA release navgen does not know, `@Reducer` expanded by the stand-in's plugin).
enum OutputForm: String, CaseIterable, Sendable, CustomStringConvertible {
  case macro, expanded, handWritten

  /// The two forms a team chooses; the hand-written form, a fallback, is compiled by tests of
  /// its own (a few: `ExampleCompileTests`, `ScenarioRunTests`).
  static var allCases: [OutputForm] { [.macro, .expanded] }

  var expandsMacros: Bool { self == .expanded }
  /// Whether the compiler needs the stand-in's macro plugin for it.
  var needsMacroPlugin: Bool { self != .expanded }
  var description: String { "\(rawValue) form" }
}
