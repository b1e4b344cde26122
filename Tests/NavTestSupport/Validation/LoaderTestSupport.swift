import Foundation
import Testing
@testable import NavSchema

/// Helpers for the loader tests: load inline JSON and describe diagnostics
/// as `line:column: severity: message`, the way users see them minus the file.
enum LoaderTestSupport {
  static let fileName = "Schemas/test.navgen.json"

  static func load(_ json: String) -> SchemaLoadResult {
    SchemaLoader.load(contents: Array(json.utf8), fileName: fileName)
  }

  /// Every diagnostic of `json` in the order the loader returns them.
  static func diagnostics(_ json: String) -> [String] {
    let result = load(json)
    for diagnostic in result.diagnostics {
      #expect(diagnostic.location.file == fileName)
    }
    if result.diagnostics.hasErrors {
      #expect(result.schema == nil, "a schema with errors must not produce a model")
    }
    return result.diagnostics.map(describe)
  }

  static func describe(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
  }

  /// The model of a schema that must load without any diagnostic.
  static func schema(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NavigationSchema {
    let result = load(json)
    #expect(result.diagnostics.map(describe) == [], sourceLocation: sourceLocation)
    return try #require(result.schema, sourceLocation: sourceLocation)
  }

  static func location(_ line: Int, _ column: Int) -> NavSchema.SourceLocation {
    NavSchema.SourceLocation(file: fileName, line: line, column: column)
  }

  /// The repository root: the nearest folder above this file with a Package.swift.
  static func repositoryRoot(filePath: String = #filePath) throws -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    throw RepositoryNotFound()
  }

  struct RepositoryNotFound: Error {}
}
