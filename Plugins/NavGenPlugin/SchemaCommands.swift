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

  /// One `navgen-generate <schema> --output-dir <work> --per-enum --file-prefix <prefix>
  /// --expect-file <name>... [--default-tca <release>]` per `*.navgen.json` among a
  /// target's `files`, declaring one output per navigation enum (`SchemaEnumNames`,
  /// `PerEnumFileNames`). SwiftPM and Xcode rerun a command only when an input (the
  /// schema, the `Package.resolved` the release came from) or `navgen` changed; navgen
  /// then rewrites only the files whose text changed, so only those recompile. `root`
  /// is the target's (or Xcode project's) folder; paths below it name the outputs
  /// (`OutputFileNames`). SwiftPM reruns the plugin only when it plans the build again
  /// (a change to the package, a clean build), not when a schema's contents change; until
  /// then navgen writes exactly the declared files, an added enum into the first of them
  /// (`PerEnumFiles.DeclaredFiles`). Once the plugin reruns, a removed enum's file is no
  /// longer declared and navgen deletes it.
  static func plans(
    forFiles files: [URL], under root: URL, navgen: URL, workDirectory: URL, tca: TCAReleaseLookup
  ) -> [BuildCommandPlan] {
    let schemas = files.filter { $0.lastPathComponent.hasSuffix(schemaSuffix) }
    let relativePaths = schemas.map { relativePath(of: $0, under: root) }
    var enumNames: [String: [String]] = [:]
    for (schema, path) in zip(schemas, relativePaths) {
      enumNames[path] = SchemaEnumNames.read(schema) ?? []
    }
    let fileNames = { (path: String, prefix: String) in
      PerEnumFileNames.names(prefix: prefix, qualifiedNames: enumNames[path] ?? [])
    }
    let prefixes = OutputFileNames.assign(
      relativePaths: relativePaths,
      reserved: Set(files.filter { $0.pathExtension == "swift" }.map(\.lastPathComponent)),
      names: fileNames)
    let releaseArguments = tca.release.map { ["--default-tca", $0] } ?? []
    return zip(schemas, zip(relativePaths, prefixes)).map { schema, named in
      let names = fileNames(named.0, named.1)
      // No folders here: SwiftPM prints only what follows the last `/` of a description.
      return BuildCommandPlan(
        displayName: "Generating \(named.1)+*.swift from \(schema.lastPathComponent)",
        executable: navgen,
        arguments: [
          schema.path(percentEncoded: false), "--output-dir", workDirectory.path(percentEncoded: false), "--per-enum",
          "--file-prefix", named.1,
        ] + names.flatMap { ["--expect-file", $0] } + releaseArguments,
        inputFiles: [schema] + (tca.resolvedFile.map { [$0] } ?? []),
        outputFiles: names.map { workDirectory.appending(path: $0) })
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
