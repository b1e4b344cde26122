import Foundation

/// The build commands for a target's navigation schemas, shared by the
/// SwiftPM and Xcode entry points so both behave the same. Plain values, so
/// tests can run this without PackagePlugin (`PluginCommands` turns them into
/// PackagePlugin commands).
enum SchemaCommands {
  static let schemaSuffix = ".navgen.json"
  /// The tool the commands run: `navgen generate` alone, which takes the
  /// same arguments as `navgen generate` without the command's name.
  static let toolName = "navgen-generate"

  /// One `navgen-generate <schema> --output-dir <work> --per-enum --file-prefix <prefix>
  /// --expect-file <name>... --plugin-defaults [--default-tca <release>]
  /// [--default-case-paths <release>]` per `*.navgen.json` among a
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
  ///
  /// The plan's one warning says what the lookup could not find and which resolved release
  /// navgen does not know (`UnknownReleases`); navgen is then told not to say it again for
  /// each schema (`--release-warned-by-plugin`).
  ///
  /// `modules` places the target in its package: each command names the target's module,
  /// the schemas of the targets it depends on (and, for a schema with links, the target's
  /// other schemas) as context (`--context`, and inputs: an edit to one reruns the commands
  /// that read it, and only those), and the package's other schemas as `--not-imported` (not
  /// inputs: they only name a missing dependency, which the compiler would report too).
  static func plan(
    forFiles files: [URL], under root: URL, navgen: URL, workDirectory: URL, tca: TCAReleaseLookup,
    modules: TargetModules = TargetModules()
  ) -> TargetPlan {
    let schemas = files.filter { $0.lastPathComponent.hasSuffix(schemaSuffix) }
    let relativePaths = schemas.map { relativePath(of: $0, under: root) }
    // Each schema is read and parsed once, for its enum names and the releases it names.
    let roots = schemas.map(jsonRoot(of:))
    var enumNames: [String: [String]] = [:]
    for (root, path) in zip(roots, relativePaths) {
      enumNames[path] = root.flatMap(SchemaEnumNames.read) ?? []
    }
    let fileNames = { (path: String, prefix: String) in
      PerEnumFileNames.names(prefix: prefix, qualifiedNames: enumNames[path] ?? [])
    }
    let prefixes = OutputFileNames.assign(
      relativePaths: relativePaths,
      reserved: Set(files.filter { $0.pathExtension == "swift" }.map(\.lastPathComponent)),
      names: fileNames)
    // `--plugin-defaults`: the macro-free form unless a schema says `"expandMacros": false`,
    // and the fallback forms for releases navgen does not know, said once here (`UnknownReleases`).
    let unknown = UnknownReleases(tca, schemas: roots)
    let releaseArguments =
      ["--plugin-defaults"] + (tca.release.map { ["--default-tca", $0] } ?? [])
      + (tca.casePathsRelease.map { ["--default-case-paths", $0] } ?? [])
      + (unknown.warning == nil ? [] : ["--release-warned-by-plugin"])
    let commands = zip(schemas, zip(relativePaths, zip(prefixes, roots))).map { schema, named in
      let names = fileNames(named.0, named.1.0)
      // The target's other schemas are generated with this one, in the same module; they change
      // only the link code (which child goes on by its own links), so a schema with links reads them.
      let siblings = named.1.1?["links"] == nil ? [] : schemas.filter { $0 != schema }
      let context = modules.contextArguments(siblings: siblings)
      // No folders here: SwiftPM prints only what follows the last `/` of a description.
      return BuildCommandPlan(
        displayName: "Generating \(named.1.0)+*.swift from \(schema.lastPathComponent)",
        executable: navgen,
        arguments: [
          schema.path(percentEncoded: false), "--output-dir", workDirectory.path(percentEncoded: false), "--per-enum",
          "--file-prefix", named.1.0,
        ] + names.flatMap { ["--expect-file", $0] } + releaseArguments + context.arguments,
        inputFiles: [schema] + (tca.resolvedFile.map { [$0] } ?? []) + context.inputs,
        outputFiles: names.map { workDirectory.appending(path: $0) })
    }
    let warnings = [tca.warning, unknown.warning].compactMap { $0 }
    return TargetPlan(warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "), commands: commands)
  }

  /// A schema's top-level object; nil when it cannot be read or is not a JSON object
  /// (navgen then reports why, at its line and column).
  static func jsonRoot(of schema: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: schema) else { return nil }
    return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
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

/// Where a target stands in its package, as SwiftPM tells the plugin: its module, and the
/// schemas of the package's other targets, those it depends on (directly or not) apart.
struct TargetModules: Equatable {
  /// The target's module name; nil where the plugin does not know it (an Xcode target).
  var module: String?
  var dependencies: [ModuleSchemas] = []
  var others: [ModuleSchemas] = []

  /// The context arguments of one command, and the files it reads: the target's other
  /// schemas (`siblings`) and its dependencies' as `--context`, the rest as `--not-imported`.
  func contextArguments(siblings: [URL]) -> (arguments: [String], inputs: [URL]) {
    let prefix = module.map { "\($0)=" } ?? ""
    var arguments = module.map { ["--module", $0] } ?? []
    arguments += siblings.flatMap { ["--context", prefix + $0.path(percentEncoded: false)] }
    for dependency in dependencies {
      arguments += dependency.schemas.flatMap { ["--context", "\(dependency.module)=\($0.path(percentEncoded: false))"] }
    }
    for other in others {
      arguments += other.schemas.flatMap { ["--not-imported", "\(other.module)=\($0.path(percentEncoded: false))"] }
    }
    return (arguments, siblings + dependencies.flatMap(\.schemas))
  }
}

/// One target's module and its schemas.
struct ModuleSchemas: Equatable {
  var module: String
  var schemas: [URL]
}

/// What the plugin declares for a target: at most one warning for the build log, and the commands.
struct TargetPlan: Equatable {
  var warning: String?
  var commands: [BuildCommandPlan]
}

/// What one `.buildCommand` is made of.
struct BuildCommandPlan: Equatable {
  var displayName: String
  var executable: URL
  var arguments: [String]
  var inputFiles: [URL]
  var outputFiles: [URL]
}

/// The navigation enums a schema declares, read by the plugin itself: a build
/// command names its outputs before navgen runs, and there is one output per
/// enum. Only the keys that declare an enum are read, in navgen's order:
/// each feature's `destination` (default name `Destination`) then `path`
/// (default `Path`), nested in the feature (`App.Settings` →
/// `App.Settings.Destination`), features in schema order; then the entries
/// of `enums`, whose `name` is already qualified (`Path.Settings`). Nothing
/// else declares an enum: nested enums (`Alert`, explicit `State`/`Action`)
/// are written inside their navigation enum's file, and so is an enum placed
/// inside another (`{"reducerEnum": "Settings"}` among `Path`'s cases names
/// `Path.Settings`), which has no file of its own (`PerEnumFiles`).
///
/// Nothing is validated here; navgen validates. A schema this cannot read
/// (invalid JSON, a name that is not a string, ...) gives nil, and the plugin
/// then declares one file, `<prefix>.swift`: navgen runs, reports the
/// schema's errors at their line and column and fails the build; should
/// navgen find the schema valid after all, it writes every enum into that
/// one file, as it does whenever the declared files and the enums differ.
enum SchemaEnumNames {
  static func read(_ root: [String: Any]) -> [String]? {
    var names: [String] = []
    var placed: Set<String> = []
    if let value = root["features"] {
      guard let features = value as? [Any] else { return nil }
      for case let feature as [String: Any] in features {
        guard let featureName = feature["name"] as? String else { return nil }
        for (key, defaultName) in [("destination", "Destination"), ("path", "Path")] {
          guard let value = feature[key] else { continue }
          guard let object = value as? [String: Any] else { return nil }
          guard let name = enumName(object, default: defaultName) else { return nil }
          names.append("\(featureName).\(name)")
          placed.formUnion(placements(in: object, of: "\(featureName).\(name)"))
        }
      }
    }
    if let value = root["enums"] {
      guard let enums = value as? [Any] else { return nil }
      for entry in enums {
        guard let object = entry as? [String: Any], let name = object["name"] as? String else { return nil }
        names.append(name)
        placed.formUnion(placements(in: object, of: name))
      }
    }
    return names.filter { !placed.contains($0) }
  }

  /// The qualified names of the enums placed among `object`'s cases.
  private static func placements(in object: [String: Any], of enumName: String) -> [String] {
    guard let cases = object["cases"] as? [Any] else { return [] }
    return cases.compactMap { entry in
      guard let placement = entry as? [String: Any], let inner = placement["reducerEnum"] as? String else { return nil }
      return "\(enumName).\(inner)"
    }
  }

  private static func enumName(_ object: [String: Any], default defaultName: String) -> String? {
    guard let value = object["name"] else { return defaultName }
    return value as? String
  }
}

/// Prefixes of the generated files in the plugin's work folder: a schema's
/// files are `<prefix>+<Scope>.<Enum>.swift` (`PerEnumFileNames`). All of a
/// target's Swift files share one module, where two files may not share a
/// name, so every name must differ from the others and from the target's own
/// files (compared case-insensitively, as on macOS file systems):
/// 1. `Sub/Folder/App.navgen.json` → prefix `App` when its names are free;
/// 2. otherwise its folders join the prefix: `Sub_Folder_App`;
/// 3. if even that is taken, `_2`, `_3`, … is appended.
/// Paths are visited in sorted order, so the result never depends on the
/// order the build system lists files in.
enum OutputFileNames {
  /// The prefix for each of `relativePaths`, in order; `names` gives the files of a schema for a prefix.
  static func assign(
    relativePaths: [String], reserved: Set<String>, names: (_ path: String, _ prefix: String) -> [String]
  ) -> [String] {
    let stemCounts = Dictionary(grouping: relativePaths.map { stem(of: $0).lowercased() }, by: { $0 })
      .mapValues(\.count)
    var taken = Set(reserved.map { $0.lowercased() })
    var assigned: [String: String] = [:]
    for path in Set(relativePaths).sorted() {
      let stem = stem(of: path)
      func isFree(_ prefix: String) -> Bool {
        // The prefix alone is taken too: no other schema may start its names with it.
        !taken.contains(prefix.lowercased()) && names(path, prefix).allSatisfy { !taken.contains($0.lowercased()) }
      }
      var base = stem
      if stemCounts[stem.lowercased(), default: 0] > 1 || !isFree(stem) {
        base = (folders(of: path) + [stem]).joined(separator: "_")
      }
      var prefix = base
      var counter = 2
      while !isFree(prefix) {
        prefix = "\(base)_\(counter)"
        counter += 1
      }
      taken.insert(prefix.lowercased())
      for name in names(path, prefix) { taken.insert(name.lowercased()) }
      assigned[path] = prefix
    }
    return relativePaths.map { assigned[$0]! }
  }

  /// `Sub/Folder/App.navgen.json` → `App`.
  static func stem(of relativePath: String) -> String {
    let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return String(fileName.dropLast(SchemaCommands.schemaSuffix.count))
  }

  static func folders(of relativePath: String) -> [String] {
    relativePath.split(separator: "/").dropLast().map(String.init)
  }
}

/// The names navgen gives per-enum files (`PerEnumFiles` in NavSchema, which
/// the plugin cannot import): `<prefix>+<Scope>.<Enum>.swift` in schema
/// order, `_2`, `_3`, … after a name another enum of the schema already has
/// when compared case-insensitively; `<prefix>.swift` for a schema without
/// enums. A test checks both give the same names.
enum PerEnumFileNames {
  static func names(prefix: String, qualifiedNames: [String]) -> [String] {
    guard !qualifiedNames.isEmpty else { return ["\(prefix).swift"] }
    var taken: Set<String> = []
    return qualifiedNames.map { qualifiedName in
      let base = "\(prefix)+\(qualifiedName)"
      var name = "\(base).swift"
      var counter = 2
      while taken.contains(name.lowercased()) {
        name = "\(base)_\(counter).swift"
        counter += 1
      }
      taken.insert(name.lowercased())
      return name
    }
  }
}
