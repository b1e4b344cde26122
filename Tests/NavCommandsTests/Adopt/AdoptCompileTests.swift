import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavGenerate
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// The round trip adopt → generate → compile, for the fixture apps written
/// to compile (Stays holds every shape that must stay in Swift): the app's
/// sources as `adopt --write` leaves them, with the Swift its schemas
/// generate (either form, one file per schema or one per enum), type-check
/// against the TCA stand-in cleanly, with and without `DEBUG`. An enum adopt
/// moves that a generated file cannot reach fails here.
///
/// The stand-in has no `@Reducer` (TCA's macro cannot run here), so what
/// adopt left in Swift with it is cut out of the sources before compiling:
/// each `@Reducer enum`, its conformance extensions, a body that declares
/// one. swiftc refuses a file that is not UTF-8, so it is left out. (Kept
/// is not in the list: it imports a module, `Models`, that is not there.)
@Suite("Adopt: the adopted app compiles")
struct AdoptCompileTests {
  typealias F = AdoptFixtures

  enum Files: String, CaseIterable, Sendable {
    case perSchema, perEnum
  }

  static let combinations: [(String, OutputForm, Files)] = ["Library", "Stays"].flatMap { app in
    [OutputForm.macro, .expanded].flatMap { form in Files.allCases.map { (app, form, $0) } }
  }

  @Test(arguments: combinations)
  func adoptedSourcesAndGeneratedCodeTypecheck(_ app: String, _ form: OutputForm, _ files: Files) async throws {
    let directory = try F.copy(app)
    let adopted = F.adopt(directory, write: true)
    #expect(adopted.errors.isEmpty, "\(adopted.standardError)")
    var sources: [URL] = []
    for file in SwiftFileSearch.files(in: directory.path("Sources")) {
      guard let compilable = Self.withoutWhatStaysInSwift(Array(try Data(contentsOf: directory.url.appendingPathComponent("Sources/\(file)")))) else { continue }
      sources.append(URL(fileURLWithPath: try directory.write("Compiled/\(file)", String(decoding: compilable, as: UTF8.self))))
    }
    #expect(sources.count == (try F.swiftFiles(in: F.root(app)).count) - (app == "Stays" ? 1 : 0))
    let schemas = try FileManager.default.contentsOfDirectory(atPath: directory.path(F.schemas)).sorted()
    #expect(!schemas.isEmpty)
    for schema in schemas {
      let loaded = SchemaLoader.load(contents: Array(try directory.read("\(F.schemas)/\(schema)").utf8), fileName: schema)
      let model = try #require(loaded.schema, "\(loaded.diagnostics)")
      let prefix = String(schema.dropLast(".navgen.json".count))
      let generated: [(fileName: String, text: String)]
      switch files {
      case .perSchema:
        generated = [("\(prefix).generated.swift", SwiftGenerator.generate(model, expandMacros: form == .expanded))]
      case .perEnum:
        generated = PerEnumFiles.generate(model, prefix: prefix, expandMacros: form == .expanded).map { ($0.fileName, $0.source.text) }
      }
      for file in generated {
        sources.append(URL(fileURLWithPath: try directory.write("Generated/\(file.fileName)", file.text)))
      }
    }
    let toolchain = try await StandInToolchain.shared()
    for defines in [[], ["DEBUG"]] {
      let result = try await toolchain.typecheck(files: sources, defines: defines, expandingMacros: true)
      #expect(result.succeeded, "\(app) \(form) \(files) \(defines):\n\(result.diagnostics)")
      #expect(!result.diagnostics.contains("warning:"), "\(app) \(form) \(files) \(defines):\n\(result.diagnostics)")
    }
  }

  /// The file without its `@Reducer enum`s (all of them stayed in Swift),
  /// their conformance extensions and any body declaring one; nil for a
  /// file that is not UTF-8.
  static func withoutWhatStaysInSwift(_ bytes: [UInt8]) -> [UInt8]? {
    let file = DeclarationParser.parse(bytes)
    guard var rewrite = FileRewrite(bytes: bytes, file: file) else { return nil }
    var finder = ReducerEnumFinder()
    finder.scan(file, named: "file")
    let enums = Set(finder.enums.map { ($0.scope + [$0.declaration.name]).joined(separator: ".") })
    for found in finder.enums { rewrite.removeDeclaration(found.declaration.tokenRange) }
    for found in finder.conformanceExtensions where enums.contains(found.enumName) {
      rewrite.removeDeclaration(found.declaration.tokenRange)
    }
    for local in finder.enumsInBodies { rewrite.removeDeclaration(local.container.tokenRange) }
    return rewrite.rewritten
  }
}
