#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// The inputs of `generate` and `check`: schema files and standard input
/// (`-`), read through the tool's environment and validated. (The other
/// commands also read git revisions and Swift sources, through `InputLoader`,
/// which comes to the same result for a schema file.)
struct SchemaInputs {
  var environment: ToolEnvironment

  func load(_ specification: String, tca: TCARelease?, defaultTCA: String?, casePaths: ReleaseChoice = .init()) -> LoadedInput {
    var input = LoadedInput(specification: specification)
    let source: SchemaSource = specification == "-" ? .standardInput : .file(path: specification)
    let contents: [UInt8]
    switch source {
    case .standardInput:
      contents = environment.readStandardInput()
    case .file(let path), .gitRevision(_, let path):
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        input.readError = .notASchema(source, isFolder: true)
        return input
      }
      if path.hasSuffix(".swift") {
        input.readError = .notASchema(source, isFolder: false)
        return input
      }
      do {
        contents = try environment.readFile(path)
      } catch let error as SchemaReadError {
        input.readError = SchemaReadError(source: source, message: error.message)
        return input
      } catch {
        input.readError = SchemaReadError(source: source, message: "\(error)")
        return input
      }
    }
    let loaded = SchemaLoader.load(
      contents: contents, fileName: source.description, tcaOverride: tca, defaultTCA: defaultTCA, casePaths: casePaths)
    input.diagnostics = loaded.diagnostics.sortedByLocation()
    input.schema = input.diagnostics.hasErrors ? nil : loaded.schema
    return input
  }
}
