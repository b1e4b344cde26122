import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavTestSupport

/// The apps under `Tests/AdoptFixtures`, copied to a temporary folder for each test.
enum AdoptFixtures {
  static let apps = ["Library", "Kept", "Stays"]
  static let schemas = "Sources/Navigation"

  static func root(_ app: String) -> URL { Repository.url("Tests/AdoptFixtures/\(app)") }

  /// The app's files, copied byte for byte.
  static func copy(_ app: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for name in try FileManager.default.contentsOfDirectory(atPath: root(app).path) {
      try FileManager.default.copyItem(at: root(app).appendingPathComponent(name), to: directory.url.appendingPathComponent(name))
    }
    return directory
  }

  static func adopt(
    _ directory: TemporaryDirectory, write: Bool = false, beforeWritingSources: () -> Void = {}
  ) -> ReviewCommandResult {
    AdoptCommand.run(
      inputs: ["Sources"], schemasDirectory: schemas, write: write,
      reader: SchemaSourceReader(currentDirectory: directory.path), beforeWritingSources: beforeWritingSources)
  }

  /// The line breaks a file uses: `"\r\n"`, `"\n"` or both.
  static func lineEndings(_ bytes: Data) -> Set<String> {
    var endings: Set<String> = []
    let bytes = Array(bytes)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      endings.insert(index > 0 && bytes[index - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n")
    }
    return endings
  }

  /// The app's Swift files (relative paths) with their bytes.
  static func swiftFiles(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for relative in SwiftFileSearch.files(in: folder.path) {
      files[relative] = try Data(contentsOf: folder.appendingPathComponent(relative))
    }
    return files
  }
}
