import Foundation
import Testing
@testable import NavCommands
@testable import NavSchema
@testable import NavTestSupport

/// The round trip adopt → generate → compile: the Library app's sources as
/// adopt leaves them, with the Swift its schemas generate (either form),
/// type-check against the TCA stand-in cleanly, with and without `DEBUG`.
@Suite("Adopt: the adopted app compiles")
struct AdoptCompileTests {
  typealias F = AdoptFixtures

  @Test(arguments: [OutputForm.macro, .expanded])
  func adoptedSourcesAndGeneratedCodeTypecheck(_ form: OutputForm) throws {
    let directory = try F.copy("Library")
    let adopted = F.adopt(directory, write: true)
    #expect(adopted.errors.isEmpty, "\(adopted.standardError)")
    var files = SwiftFileSearch.files(in: directory.path("Sources")).map { directory.url.appendingPathComponent("Sources/\($0)") }
    #expect(files.count == (try F.swiftFiles(in: F.root("Library")).count))
    for schema in try FileManager.default.contentsOfDirectory(atPath: directory.path(F.schemas)).sorted() {
      let path = "\(F.schemas)/\(schema)"
      let loaded = SchemaLoader.load(contents: Array(try directory.read(path).utf8), fileName: schema)
      let model = try #require(loaded.schema, "\(loaded.diagnostics)")
      let swift = SwiftGenerator.generate(model, expandMacros: form == .expanded)
      files.append(URL(fileURLWithPath: try directory.write("Generated/\(schema).swift", swift)))
    }
    let toolchain = try StandInToolchain.shared()
    for defines in [[], ["DEBUG"]] {
      let result = try toolchain.typecheck(files: files, defines: defines, expandingMacros: true)
      #expect(result.succeeded, "\(form) \(defines):\n\(result.diagnostics)")
      #expect(!result.diagnostics.contains("warning:"), "\(form) \(defines):\n\(result.diagnostics)")
    }
  }
}
