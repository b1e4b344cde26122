import Foundation

/// The build commands for a target's navigation schemas, shared by the
/// SwiftPM and Xcode entry points so both behave the same. Plain values, so
/// tests can run this without PackagePlugin (`BuildCommandPlan+Command` turns
/// them into PackagePlugin commands).
enum SchemaCommands {
  static let schemaSuffix = ".navgen.json"
  /// The tool the commands run: `navgen generate` alone, which takes the
  /// same arguments as `navgen generate` without the command's name.
  static let toolName = "navgen-generate"

  /// One `navgen-generate <schema> -o <output> [--default-tca <release>]` per
  /// `*.navgen.json` among a target's `files`. SwiftPM and Xcode rerun a
  /// command only when an input (the schema, the `Package.resolved` the
  /// release came from) or `navgen` changed. `root` is the target's (or Xcode
  /// project's) folder; paths below it name the outputs (`OutputFileNames`).
  static func plans(
    forFiles files: [URL], under root: URL, navgen: URL, workDirectory: URL, tca: TCAReleaseLookup
  ) -> [BuildCommandPlan] {
    let schemas = files.filter { $0.lastPathComponent.hasSuffix(schemaSuffix) }
    let names = OutputFileNames.assign(
      relativePaths: schemas.map { relativePath(of: $0, under: root) },
      reserved: Set(files.filter { $0.pathExtension == "swift" }.map(\.lastPathComponent)))
    let releaseArguments = tca.release.map { ["--default-tca", $0] } ?? []
    return zip(schemas, names).map { schema, name in
      let output = workDirectory.appending(path: name)
      // No folders here: SwiftPM prints only what follows the last `/` of a description.
      return BuildCommandPlan(
        displayName: "Generating \(name) from \(schema.lastPathComponent)",
        executable: navgen,
        arguments: [schema.path(percentEncoded: false), "-o", output.path(percentEncoded: false)]
          + releaseArguments,
        inputFiles: [schema] + (tca.resolvedFile.map { [$0] } ?? []),
        outputFiles: [output])
    }
  }

  /// `/`-separated path of `file` below `root`; its whole path when it lies elsewhere.
  static func relativePath(of file: URL, under root: URL) -> String {
    let rootComponents = root.standardizedFileURL.pathComponents
    let components = file.standardizedFileURL.pathComponents
    let relative = components.starts(with: rootComponents)
      ? components.dropFirst(rootComponents.count) : components.dropFirst()
    return relative.joined(separator: "/")
  }
}

/// What one `.buildCommand` is made of.
struct BuildCommandPlan: Equatable {
  var displayName: String
  var executable: URL
  var arguments: [String]
  var inputFiles: [URL]
  var outputFiles: [URL]
}
