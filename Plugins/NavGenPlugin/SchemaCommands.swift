import Foundation
import PackagePlugin

/// The build commands for a target's navigation schemas, shared by the
/// SwiftPM and Xcode entry points so both behave the same.
enum SchemaCommands {
  static let schemaSuffix = ".navgen.json"

  /// A schema found among a target's files.
  struct Schema {
    var url: URL
    /// Path below the target (or project) folder, `/`-separated; names the output.
    var relativePath: String
  }

  /// One `navgen generate <schema> -o <output>` per schema. SwiftPM and Xcode
  /// rerun a command only when its input (the schema) or `navgen` changes.
  static func buildCommands(
    for schemas: [Schema], reservedFileNames: Set<String>, navgen: URL, workDirectory: URL
  ) -> [Command] {
    let names = OutputFileNames.assign(
      relativePaths: schemas.map(\.relativePath), reserved: reservedFileNames)
    return zip(schemas, names).map { schema, name in
      let output = workDirectory.appending(path: name)
      // No folders here: SwiftPM prints only what follows the last `/` of a description.
      return .buildCommand(
        displayName: "Generating \(name) from \(schema.url.lastPathComponent)",
        executable: navgen,
        arguments: ["generate", schema.url.path(percentEncoded: false), "-o", output.path(percentEncoded: false)],
        inputFiles: [schema.url],
        outputFiles: [output])
    }
  }

  /// The schemas among `files`, with their paths relative to `root`.
  static func schemas(among files: [URL], relativeTo root: URL) -> [Schema] {
    let rootComponents = root.standardizedFileURL.pathComponents
    return files.filter { $0.lastPathComponent.hasSuffix(schemaSuffix) }.map { url in
      let components = url.standardizedFileURL.pathComponents
      let relative = components.starts(with: rootComponents)
        ? components.dropFirst(rootComponents.count) : components.suffix(1)
      return Schema(url: url, relativePath: relative.joined(separator: "/"))
    }
  }
}
