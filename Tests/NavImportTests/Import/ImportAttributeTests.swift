import Testing
@testable import NavImport
@testable import NavImportTestSupport
@testable import NavSchema
@testable import NavTestSupport

/// Attributes written on imports (`@_spi(Logging) import`, `@preconcurrency
/// import`) go into the schema and come out on the generated file's imports.
@Suite("Import: attributes on imports")
struct ImportAttributeTests {
  @Test func attributesAreCarriedIntoTheSchemaAndTheGeneratedFile() throws {
    let swift = """
      @_spi(Logging) import ComposableArchitecture
      @preconcurrency import Foundation
      import struct Models.Item

      extension Feature {
        @Reducer
        enum Destination { case detail(Detail) }
      }
      """
    let source = SwiftSource(fileName: "Feature.swift", contents: Array(swift.utf8))
    let (generated, result) = try ImportFixtures.roundTrip([source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.json.contains(#""imports": ["@_spi(Logging) ComposableArchitecture", "@preconcurrency Foundation", "Models"]"#))
    let importLines = generated.split(separator: "\n").filter { $0.contains("import ") }
    #expect(importLines == ["@_spi(Logging) import ComposableArchitecture", "@preconcurrency import Foundation", "import Models"])
  }

  @Test func attributesOfOneModuleInSeveralFilesAreJoined() {
    let sources = [
      SwiftSource(fileName: "A.swift", contents: Array("@preconcurrency import Foundation\nextension F { @Reducer enum D { case a(A) } }".utf8)),
      SwiftSource(fileName: "B.swift", contents: Array("import Foundation\n@_spi(X) import Foundation\nextension G { @Reducer enum D { case b(B) } }".utf8)),
    ]
    let result = SwiftImporter.importSchema(sources, schemaFileName: "F.navgen.json")
    #expect(result.diagnostics.isEmpty)
    #expect(result.schema.imports == ["ComposableArchitecture", ModuleImport(module: "Foundation", attributes: ["@preconcurrency", "@_spi(X)"])])
  }
}
