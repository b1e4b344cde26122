import Foundation

/// Paths inside the NavGen checkout, found from this file's location so tests
/// run the same from any working directory.
enum Repository {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    fatalError("Package.swift not found above \(#filePath)")
  }()

  static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The example schemas shipped in Schemas/examples, sorted by name.
  static var exampleSchemas: [URL] {
    let folder = url("Schemas/examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".navgen.json") }.sorted().map { folder.appendingPathComponent($0) }
  }

  static func bytes(_ url: URL) throws -> [UInt8] {
    Array(try Data(contentsOf: url))
  }
}
