import Foundation
import Testing
@testable import NavCommands
@testable import NavSchema
@testable import NavTestSupport

extension DiffGraphSupport {
  /// A loader for command tests that do not depend on JSON parsing: a file
  /// whose text is `v1` or `v2` loads the reference schema of that name;
  /// anything else is reported invalid at 1:1.
  static let stubLoader: SchemaLoading = { contents, fileName in
    let text = String(decoding: contents, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let schema: NavigationSchema?
    switch text {
    case "v1": schema = Reference.v1
    case "v2": schema = Reference.v2
    default: schema = nil
    }
    guard var schema else {
      return SchemaLoadResult(
        schema: nil, diagnostics: [.error("not a test schema", at: SourceLocation(file: fileName, line: 1, column: 1))])
    }
    schema.fileName = fileName
    return SchemaLoadResult(schema: schema, diagnostics: [])
  }

  static func environment(in directory: TemporaryDirectory, standardInput: String = "") -> ReviewEnvironment {
    ReviewEnvironment(
      reader: SchemaSourceReader(currentDirectory: directory.path, readStandardInput: { Array(standardInput.utf8) }),
      load: stubLoader)
  }

  /// A git repository whose `path` is `v1` in its one commit and `v2` in the working tree.
  static func repositoryWithV2Uncommitted(at path: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try #require(try directory.git("init", "-q") == 0)
    try directory.write("v1", to: path)
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "v1") == 0)
    try directory.write("v2", to: path)
    return directory
  }
}
