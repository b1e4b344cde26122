import Foundation

// The plugin is one file on purpose: SwiftPM compiles a plugin in every clean build of a
// consumer, with one compiler process per file, each loading Foundation and PackagePlugin
// again (Benchmarks/plugin-compile.py, medians of 7 on an idle machine: 0.60 s as one file
// against 0.73 s as three, 0.18 s for a plugin that does nothing; as eleven files it once took
// 1.42 s). The entry points come first, under `canImport(PackagePlugin)`, so that tests compile
// the rest (the commands for a target's schemas, which TCA release a build uses) into a plain
// program (Tests/PluginProbe).

#if canImport(PackagePlugin)
import PackagePlugin

/// Generates Swift from every `*.navgen.json` among a target's source files
/// (any subfolder) at build time; see NavSchema.docc/BuildToolPlugin.md.
@main
struct NavGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    // Generated Swift only builds in a Swift target.
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    // SwiftPM reads only the root package's Package.resolved; a dependency's own is not the build's.
    let isRoot: Bool
    if case .root = context.package.origin { isRoot = true } else { isRoot = false }
    return PluginCommands.commands(
      forFiles: module.sourceFiles.map(\.url),
      under: module.directoryURL,
      navgen: try context.tool(named: SchemaCommands.toolName).url,
      workDirectory: context.pluginWorkDirectoryURL,
      search: ResolvedFileSearch(start: context.package.directoryURL, layout: .package(skipsOwnFile: !isRoot)),
      modules: TargetModules(module, in: context.package), manifestFolder: context.package.directoryURL)
  }
}

extension TargetModules {
  /// `target` among the Swift targets of `package`: the schemas of those it depends on,
  /// directly or through others, and of the rest, each target's in path order.
  init(_ target: SwiftSourceModuleTarget, in package: Package) {
    module = target.moduleName
    let dependencies = Set(target.recursiveTargetDependencies.map(\.id))
    for other in package.targets where other.id != target.id {
      guard let other = other as? SwiftSourceModuleTarget else { continue }
      let schemas = other.sourceFiles.map(\.url)
        .filter { $0.lastPathComponent.hasSuffix(SchemaCommands.schemaSuffix) }
        .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
      guard !schemas.isEmpty else { continue }
      let entry = ModuleSchemas(module: other.moduleName, schemas: schemas)
      if dependencies.contains(other.id) { self.dependencies.append(entry) } else { others.append(entry) }
    }
  }
}

/// What both entry points do once they know a target's files and where to
/// look for `Package.resolved`: look up the TCA release, report a missing one
/// or one navgen does not know in the build log, once, and return the commands.
enum PluginCommands {
  static func commands(
    forFiles files: [URL], under root: URL, navgen: URL, workDirectory: URL, search: ResolvedFileSearch,
    modules: TargetModules = TargetModules(), manifestFolder: URL? = nil
  ) -> [Command] {
    // Only a target with schemas needs a release (and a warning when none is found).
    guard files.contains(where: { $0.lastPathComponent.hasSuffix(SchemaCommands.schemaSuffix) }) else { return [] }
    let tca = TCAReleaseLookup.lookUp(search)
    let traits = manifestFolder.flatMap(TraitsLookup.lookUp(in:))
    let plan = SchemaCommands.plan(
      forFiles: files, under: root, navgen: navgen, workDirectory: workDirectory, tca: tca, modules: modules,
      traits: traits)
    if let warning = plan.warning {
      // Once for the target, located at the file read, if any, rather than at this source line (the default).
      Diagnostics.warning("NavGenPlugin: \(warning)", file: tca.resolvedFile?.path, line: nil)
    }
    for warning in plan.manifestWarnings {
      Diagnostics.warning("NavGenPlugin: \(warning.message)", file: traits?.manifest.path, line: warning.line)
    }
    return plan.commands.map { command in
      .buildCommand(
        displayName: command.displayName,
        executable: command.executable,
        arguments: command.arguments,
        inputFiles: command.inputFiles,
        outputFiles: command.outputFiles)
    }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same commands for a target of an Xcode project: the schemas are among
/// the target's files (Target Membership); output names count folders from
/// the project's folder; the TCA release comes from the workspace's or the
/// project's `xcshareddata/swiftpm/Package.resolved`.
extension NavGenPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let project = context.xcodeProject
    return PluginCommands.commands(
      forFiles: target.inputFiles.map(\.url),
      under: project.directoryURL,
      navgen: try context.tool(named: SchemaCommands.toolName).url,
      workDirectory: context.pluginWorkDirectoryURL,
      search: ResolvedFileSearch(start: project.directoryURL, layout: .xcodeProject(projectName: project.displayName)))
  }
}
#endif
#endif

// MARK: - The commands for a target's schemas

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
    modules: TargetModules = TargetModules(), traits: TraitsLookup? = nil
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
    let traitArguments = traits.map { $0.traits.arguments(manifest: $0.manifest, release: tca.release) }
    let releaseArguments =
      ["--plugin-defaults"] + (tca.release.map { ["--default-tca", $0] } ?? [])
      + (tca.casePathsRelease.map { ["--default-case-paths", $0] } ?? [])
      + (traitArguments?.value.map { ["--tca-traits", $0] } ?? [])
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
    return TargetPlan(
      warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "), commands: commands,
      manifestWarnings: traitArguments?.warnings ?? [])
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
  /// The warnings about TCA's traits in the manifest (`ManifestTraits`), each at its line.
  var manifestWarnings: [ManifestTraits.ManifestWarning] = []
}

/// The traits of TCA a package's manifest switches on, and the manifest.
struct TraitsLookup: Equatable {
  var manifest: URL
  var traits: ManifestTraits

  /// `Package.swift` in `folder`, when it declares a dependency on TCA.
  static func lookUp(in folder: URL) -> TraitsLookup? {
    let manifest = folder.appending(path: ManifestTraits.manifestName)
    return ManifestTraits.read(manifest).map { TraitsLookup(manifest: manifest, traits: $0) }
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

// MARK: - Which TCA release a build uses, and whether navgen knows it

/// The TCA and swift-case-paths releases the build resolved, for the schemas
/// that set no `tca` / `casePaths`: read from the nearest `Package.resolved`
/// (`ResolvedFileSearch`).
struct TCAReleaseLookup: Equatable {
  /// Passed as `navgen generate --default-tca <release>`; nil leaves navgen's
  /// default, the newest release it supports. Whether navgen supports the
  /// release is navgen's to check, at the schemas that use it; the plugin
  /// knows navgen's releases only to warn once (`UnknownReleases`).
  var release: String?
  /// Passed as `--default-case-paths <release>`; nil leaves navgen's default.
  /// A release navgen does not know gives the attribute form, whose
  /// `@CasePathable` the real macro expands (`--plugin-defaults`).
  var casePathsRelease: String?
  /// The file read: an input of every command, so a new pin regenerates.
  var resolvedFile: URL?
  /// Why no release was found, for the build log.
  var warning: String?

  static func lookUp(_ search: ResolvedFileSearch) -> TCAReleaseLookup {
    guard let file = search.nearest() else {
      return TCAReleaseLookup(
        warning: "found no \(ResolvedFileSearch.fileName) in \(search.start.path) or any folder above it; \(fallback)")
    }
    let pins: PackageResolvedFile
    do {
      pins = try PackageResolvedFile(data: Data(contentsOf: file))
    } catch {
      return TCAReleaseLookup(resolvedFile: file, warning: "cannot read \(file.path): \(error); \(fallback)")
    }
    let casePaths = TCAPin.find(in: pins.pins, packageName: TCAPin.casePathsPackageName)?.release
    guard let pin = TCAPin.find(in: pins.pins) else {
      return TCAReleaseLookup(
        casePathsRelease: casePaths, resolvedFile: file, warning: "\(file.path) pins no \(TCAPin.packageName); \(fallback)")
    }
    switch pin {
    case .release, .mainBranch:
      return TCAReleaseLookup(release: pin.release, casePathsRelease: casePaths, resolvedFile: file)
    case .unnamed(let what):
      return TCAReleaseLookup(
        casePathsRelease: casePaths, resolvedFile: file,
        warning: "\(file.path) pins \(TCAPin.packageName) to \(what), which names no release; \(fallback)")
    }
  }

  private static let fallback =
    "schemas that set no \"tca\" get the newest TCA release navgen supports (set \"tca\" in them to choose)"
}

/// Finds the `Package.resolved` that says which TCA release a build uses: the
/// nearest one, looking in the start folder and then in each folder above it.
/// In each folder the places are, for a package target (SwiftPM's layout first):
///
/// 1. `Package.resolved` (a package's own);
/// 2. `<name>.xcworkspace/xcshareddata/swiftpm/Package.resolved` (a workspace's);
/// 3. `<name>.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`
///    (a project opened on its own);
///
/// and for a target of an Xcode project 2, 3 (that project first), then 1: a
/// workspace next to a project is what the project is opened through.
/// Names are visited in sorted order, so the answer does not depend on the
/// order a folder lists its entries in.
struct ResolvedFileSearch {
  enum Layout: Equatable {
    /// A package target. SwiftPM resolves dependencies only for the root
    /// package, so a dependency's own `Package.resolved` (a checkout's or a
    /// local package's lock file) is skipped: `skipsOwnFile`.
    case package(skipsOwnFile: Bool)
    /// A target of the Xcode project `<projectName>.xcodeproj`.
    case xcodeProject(projectName: String)
  }

  var start: URL
  var layout: Layout
  var fileManager = FileManager.default

  static let fileName = "Package.resolved"
  private static let sharedData = ["xcshareddata", "swiftpm", fileName]

  /// The nearest existing file, or nil when there is none up to the root folder.
  func nearest() -> URL? {
    for folder in foldersFromStart() {
      if let found = places(in: folder).first(where: { fileManager.fileExists(atPath: $0.path) }) {
        return found
      }
    }
    return nil
  }

  /// The start folder and each folder above it, up to the root.
  func foldersFromStart() -> [URL] {
    var folders: [URL] = []
    var folder = start.standardizedFileURL
    while true {
      folders.append(folder)
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { return folders }
      folder = parent
    }
  }

  /// Where a `Package.resolved` may be in `folder`, in the order they count.
  func places(in folder: URL) -> [URL] {
    let entries = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }.map {
      Self.sharedData.reduce(folder.appending(path: $0)) { $0.appending(path: $1) }
    }
    var projectNames = entries.filter { $0.hasSuffix(".xcodeproj") }
    let ownFile = folder.appending(path: Self.fileName)
    switch layout {
    case .package(let skipsOwnFile):
      let isOwnFolder = folder.path == start.standardizedFileURL.path
      return (skipsOwnFile && isOwnFolder ? [] : [ownFile]) + workspaces + projects(projectNames, in: folder)
    case .xcodeProject(let projectName):
      if let index = projectNames.firstIndex(of: "\(projectName).xcodeproj") {
        projectNames.insert(projectNames.remove(at: index), at: 0)
      }
      return workspaces + projects(projectNames, in: folder) + [ownFile]
    }
  }

  private func projects(_ names: [String], in folder: URL) -> [URL] {
    names.map {
      (["project.xcworkspace"] + Self.sharedData).reduce(folder.appending(path: $0)) { $0.appending(path: $1) }
    }
  }
}

/// The pins of a `Package.resolved` file, in any of the formats SwiftPM
/// writes (its `ResolvedPackagesStore`):
///
/// - version 1 (tools 5.5 and older): `{"version": 1, "object": {"pins": [
///   {"package": name, "repositoryURL": url, "state": {"version", "branch", "revision"}}]}}`;
/// - version 2 (tools 5.6–5.9): `{"version": 2, "pins": [{"identity", "kind",
///   "location", "state": {"version", "branch", "revision"}}]}`;
/// - version 3 (tools 5.10 and newer): version 2 plus `"originHash"`.
///
/// A pin's state has a `version` when the dependency resolved to a tag, else
/// a `branch` and its `revision`, else only a `revision`.
///
/// Read with `JSONSerialization` rather than `Decodable` types: SwiftPM compiles
/// the plugin in every clean build of a consumer, and synthesized `Decodable`
/// conformances cost that compile more than this file's lookups.
struct PackageResolvedFile: Equatable {
  struct Pin: Equatable {
    /// Version 2+: the package identity (a registry pin's is `scope.name`).
    /// Version 1: the package's name, if recorded.
    var name: String?
    /// The repository URL or local path; empty for registry pins.
    var location: String
    var version: String?
    var branch: String?
    var revision: String?
  }

  struct UnreadableFormat: Error, CustomStringConvertible {
    var description: String
  }

  var pins: [Pin]

  init(data: Data) throws {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let version = root["version"] as? Int
    else { throw UnreadableFormat(description: "it is not JSON with a numeric \"version\"") }
    let pins: [Pin]?
    switch version {
    case 1:
      pins = ((root["object"] as? [String: Any])?["pins"] as? [Any]).flatMap {
        Self.pins($0, nameKey: "package", nameIsOptional: true, locationKey: "repositoryURL")
      }
    case 2, 3:
      pins = (root["pins"] as? [Any]).flatMap {
        Self.pins($0, nameKey: "identity", nameIsOptional: false, locationKey: "location")
      }
    default:
      throw UnreadableFormat(description: "its format version \(version) is not 1, 2 or 3")
    }
    guard let pins else {
      throw UnreadableFormat(description: "it does not have the pins of format version \(version)")
    }
    self.pins = pins
  }

  /// Every entry of `entries` as a pin, or nil when one lacks a required key or
  /// has a key of the wrong type.
  private static func pins(_ entries: [Any], nameKey: String, nameIsOptional: Bool, locationKey: String) -> [Pin]? {
    var pins: [Pin] = []
    for entry in entries {
      guard let pin = entry as? [String: Any], let location = pin[locationKey] as? String,
        let state = pin["state"] as? [String: Any],
        let name = optionalString(pin[nameKey]), nameIsOptional || name != nil,
        let version = optionalString(state["version"]),
        let branch = optionalString(state["branch"]),
        let revision = optionalString(state["revision"])
      else { return nil }
      pins.append(Pin(name: name, location: location, version: version, branch: branch, revision: revision))
    }
    return pins
  }

  /// `.some(nil)` for a missing or null value, `.some(text)` for a string, nil for anything else.
  private static func optionalString(_ value: Any?) -> String?? {
    switch value {
    case nil, is NSNull: return .some(nil)
    case let text as String: return .some(text)
    default: return nil
    }
  }
}

/// What a `Package.resolved` says about The Composable Architecture (or,
/// found by `packageName`, swift-case-paths).
enum TCAPin: Equatable {
  /// Resolved to a tag: `1.20.2` (navgen decides whether it supports it).
  case release(String)
  /// On the `main` branch, which navgen supports as the release `main`.
  case mainBranch
  /// On another branch or a bare revision: no release can be named.
  case unnamed(String)

  static let packageName = "swift-composable-architecture"
  static let casePathsPackageName = "swift-case-paths"

  /// The release to pass to `navgen generate --default-tca`, if any.
  var release: String? {
    switch self {
    case .release(let version): return version
    case .mainBranch: return KnownReleases.mainBranchName
    case .unnamed: return nil
    }
  }

  /// The pin of `packageName` (TCA's by default) among `pins`, if any.
  static func find(in pins: [PackageResolvedFile.Pin], packageName: String = packageName) -> TCAPin? {
    pins.first { isPackage($0, named: packageName) }.map(TCAPin.init)
  }

  init(_ pin: PackageResolvedFile.Pin) {
    if let version = pin.version {
      self = .release(version)
    } else if let branch = pin.branch {
      self = branch == KnownReleases.mainBranchName ? .mainBranch : .unnamed("branch '\(branch)'")
    } else {
      self = .unnamed("revision \(pin.revision ?? "(none)")")
    }
  }

  /// A pin is `packageName`'s (`swift-composable-architecture`, `swift-case-paths`)
  /// when its identity (a registry's `scope.name` included) or the last component
  /// of its URL or path, without `.git`, is that name, compared case-insensitively
  /// as SwiftPM compares identities. Forks and local clones keep that name.
  static func isPackage(_ pin: PackageResolvedFile.Pin, named packageName: String) -> Bool {
    if let name = pin.name?.lowercased(), name == packageName || name.hasSuffix(".\(packageName)") {
      return true
    }
    return lastComponent(of: pin.location).lowercased() == packageName
  }

  /// `https://github.com/pointfreeco/swift-composable-architecture.git/` →
  /// `swift-composable-architecture`; `git@host:owner/name` → `name`.
  static func lastComponent(of location: String) -> String {
    var text = Substring(location)
    while text.hasSuffix("/") { text = text.dropLast() }
    if let separator = text.lastIndex(where: { $0 == "/" || $0 == ":" }) {
      text = text[text.index(after: separator)...]
    }
    if text.lowercased().hasSuffix(".git") { text = text.dropLast(4) }
    return String(text)
  }
}

/// The releases navgen writes exactly: `TCARelease.supported` and
/// `CasePathsRelease.supported` in NavSchema, which the plugin cannot import
/// (a plugin depends on no library target); TCAReleaseLookupTests keeps these
/// lists equal to those.
enum KnownReleases {
  /// The name of the `main` branch: in both lists, and the branch a pin names for `TCAPin.mainBranch`.
  static let mainBranchName = "main"

  /// TCA's tags from 1.12.0 (there is no 1.20.0), oldest first, then its main branch.
  static let tca = [
    "1.12.0", "1.12.1", "1.13.0", "1.13.1", "1.14.0", "1.15.0", "1.15.1", "1.15.2", "1.16.0", "1.16.1", "1.17.0",
    "1.17.1", "1.18.0", "1.19.0", "1.19.1", "1.20.1", "1.20.2", "1.21.0", "1.21.1", "1.22.0", "1.22.1", "1.22.2",
    "1.22.3", "1.23.0", "1.23.1", "1.23.2", "1.24.0", "1.24.1", "1.25.0", "1.25.1", "1.25.2", "1.25.3", "1.25.4",
    "1.25.5", mainBranchName,
  ]

  /// swift-case-paths' tags from 1.5.3, oldest first, then its main branch.
  static let casePaths = [
    "1.5.3", "1.5.4", "1.5.5", "1.5.6", "1.6.0", "1.6.1", "1.7.0", "1.7.1", "1.7.2", "1.7.3", "1.8.0", "1.9.0", "1.9.1",
    mainBranchName,
  ]

  /// TCA's package traits (`TCATrait` in NavSchema) and the first release declaring each.
  static let tcaTraits = [
    ("ComposableArchitecture2Deprecations", "1.25.0"), ("ComposableArchitecture2DeprecationOverloads", "1.25.3"),
  ]

  /// The traits `release` declares: for a release navgen does not know (or none found), all of
  /// them, as navgen writes its glue for the newest release it knows.
  static func traits(declaredBy release: String?) -> [String] {
    guard let release, let position = tca.firstIndex(of: release) else { return tcaTraits.map(\.0) }
    return tcaTraits.filter { tca.firstIndex(of: $0.1)! <= position }.map(\.0)
  }

  /// Whether navgen, given `release` as `--default-tca` with `--plugin-defaults`, writes the
  /// hand-written form with a warning: a release it does not know, unless it is older than the
  /// oldest it knows, which stays navgen's error at each schema (`TCARelease.isOlderThanSupported`).
  static func tcaFallsBack(_ release: String) -> Bool {
    !tca.contains(release) && !isOlderThanTCA(release)
  }

  /// Whether navgen writes the attribute form for the default swift-case-paths `release`: any
  /// release it does not know, since the real `@CasePathable` expands it for every release.
  static func casePathsFallsBack(_ release: String) -> Bool {
    !casePaths.contains(release)
  }

  /// `1.11.0`, `v1.9.2`: a `major.minor.patch` before TCA's oldest known release. A newer
  /// release, or anything else (`2.0.0-beta`, `1.25`), is not.
  static func isOlderThanTCA(_ text: String) -> Bool {
    let parts = (text.hasPrefix("v") ? text.dropFirst() : Substring(text)).split(separator: ".").map { Int($0) }
    let oldest = tca[0].split(separator: ".").compactMap { Int($0) }
    return parts.count == 3 && parts.allSatisfy { $0 != nil } && parts.compactMap { $0 }.lexicographicallyPrecedes(oldest)
  }

  /// "1.12.0 through 1.25.5 (exact major.minor.patch) and main", as navgen's messages say it.
  static func supportedRange(_ releases: [String]) -> String {
    let tagged = releases.filter { $0 != mainBranchName }
    return "\(tagged[0]) through \(tagged[tagged.count - 1]) (exact major.minor.patch) and \(mainBranchName)"
  }
}

/// The resolved releases navgen does not know, said once for the whole target: navgen falls
/// back for them (the hand-written form for TCA, the attribute form for swift-case-paths) in
/// the schemas that take the default, and is told not to warn again at each of them.
struct UnknownReleases {
  /// For the build log; nil when no schema of the target takes a release navgen does not know.
  var warning: String?

  /// `schemas`: each schema's top-level object, nil for one the plugin cannot read (counted as
  /// taking every default: navgen reports its errors).
  init(_ lookup: TCAReleaseLookup, schemas: [[String: Any]?]) {
    let schemas = schemas.map { $0 ?? [:] }
    let tca = lookup.release.flatMap { KnownReleases.tcaFallsBack($0) ? $0 : nil }
    let casePaths = lookup.casePathsRelease.flatMap { KnownReleases.casePathsFallsBack($0) ? $0 : nil }
    // A schema without `tca` is then hand-written: every macro, `@CasePathable` too, is left to TCA's.
    func takesTCA(_ schema: [String: Any]) -> Bool { tca != nil && schema["tca"] == nil }
    func takesCasePaths(_ schema: [String: Any]) -> Bool {
      schema["casePaths"] == nil && (schema["expandMacros"] as? Bool) != false && !takesTCA(schema)
    }
    // SwiftPM prints a plugin's warning without its file, so the text names it.
    let file = lookup.resolvedFile?.path ?? ResolvedFileSearch.fileName
    var parts: [String] = []
    if let tca, schemas.contains(where: takesTCA) {
      parts.append(
        "TCA '\(tca)' (the release \(file) pins) is one navgen does not know "
          + "(supported: \(KnownReleases.supportedRange(KnownReleases.tca))); this target's schemas that set no "
          + "\"tca\" are written as a developer writes them, each enum's @Reducer left to TCA's macro, and their "
          + "SwiftUI glue as for the newest release navgen knows (\(KnownReleases.tca[KnownReleases.tca.count - 1])); "
          + "set \"tca\" in them or update navgen for the macro-free form")
    }
    if let casePaths, schemas.contains(where: takesCasePaths) {
      parts.append(
        "swift-case-paths '\(casePaths)' (the release \(file) pins) is one navgen does not know "
          + "(supported: \(KnownReleases.supportedRange(KnownReleases.casePaths))); this target's schemas that set "
          + "no \"casePaths\" are written in the attribute form, whose @CasePathable the macro expands; "
          + "set \"casePaths\" in them or update navgen for the macro-free form")
    }
    warning = parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}

// MARK: - Which of TCA's package traits a build switches on

/// TCA's package traits the consumer switches on: the `traits:` argument of the `.package(…)` of
/// swift-composable-architecture in its `Package.swift`, read from the manifest's text (a
/// plugin learns nothing of traits from PackagePlugin and runs no `dump-package`). Passed as
/// `navgen generate --tca-traits <names>`, so the glue compiles without a warning with them.
/// Without such a declaration nothing is passed and the schemas' `tcaTraits` apply.
///
/// Read: string literals (`"ComposableArchitecture2Deprecations"`) and `.trait(name: "…")` with
/// or without a `condition:` (taken as on: the glue written for a trait compiles without it),
/// `.defaults` (TCA declares none). Several declarations (under `#if`) add up.
struct ManifestTraits: Equatable {
  /// One trait name as written, with where it is (1-based line and column).
  struct Name: Equatable {
    var text: String
    var line: Int
    var column: Int
  }

  /// The names, in the order written.
  var names: [Name] = []
  /// Where a `traits:` argument is that the reader cannot take apart (not an array literal of
  /// the forms above), if any.
  var unreadable: (line: Int, column: Int)?

  static func == (lhs: ManifestTraits, rhs: ManifestTraits) -> Bool {
    lhs.names == rhs.names && lhs.unreadable?.line == rhs.unreadable?.line && lhs.unreadable?.column == rhs.unreadable?.column
  }

  static let manifestName = "Package.swift"

  /// The traits `manifest` switches on for TCA; nil when it declares no dependency on TCA or
  /// cannot be read (a package whose manifest SwiftPM read can always be read here).
  static func read(_ manifest: URL) -> ManifestTraits? {
    guard let data = try? Data(contentsOf: manifest), let text = String(data: data, encoding: .utf8) else { return nil }
    return read(text: text)
  }

  static func read(text: String) -> ManifestTraits? {
    let tokens = ManifestTokens(text).tokens
    var result: ManifestTraits?
    var index = 0
    while index + 2 < tokens.count {
      defer { index += 1 }
      guard tokens[index].text == ".", tokens[index + 1].text == "package", tokens[index + 2].text == "(" else { continue }
      let arguments = Self.arguments(in: tokens, openingAt: index + 2)
      let names = arguments.compactMap { ["url", "path", "id", "name"].contains($0.label) ? $0.tokens.first?.string : nil }
      guard names.contains(where: { Self.namesTCA($0) }) else { continue }
      var found = result ?? ManifestTraits()
      if let traits = arguments.first(where: { $0.label == "traits" }) { found.take(traits.tokens) }
      result = found
    }
    return result
  }

  /// Whether a `.package` argument (URL, path, registry identity or name) names TCA, as
  /// `TCAPin.isPackage` tells a pin's.
  private static func namesTCA(_ text: String) -> Bool {
    let last = TCAPin.lastComponent(of: text).lowercased()
    return last == TCAPin.packageName || last.hasSuffix(".\(TCAPin.packageName)")
  }

  /// The `--tca-traits` value and a warning for each name TCA `release` (the resolved one, nil
  /// when none was found) does not declare, and for a `traits:` argument not read, each located
  /// in `manifest` (SwiftPM prints a plugin's warning without its location, so the text says it).
  /// `value` is nil when a `traits:` argument could not be read: the schemas' own `tcaTraits` apply then.
  func arguments(manifest: URL, release: String?) -> (value: String?, warnings: [ManifestWarning]) {
    let declared = KnownReleases.traits(declaredBy: release)
    let path = manifest.path(percentEncoded: false)
    var warnings: [ManifestWarning] = []
    var value: [String] = []
    for name in names {
      if declared.contains(name.text) {
        if !value.contains(name.text) { value.append(name.text) }
        continue
      }
      let which = release.map { "TCA \($0) (the release the build resolved)" } ?? "TCA"
      warnings.append(ManifestWarning(
        line: name.line,
        message: "\(path):\(name.line):\(name.column): \(which) declares no trait '\(name.text)' (its traits: "
          + "\(declared.isEmpty ? "none" : declared.joined(separator: ", "))); navgen writes the glue without it"))
    }
    if let unreadable {
      warnings.append(ManifestWarning(
        line: unreadable.line,
        message: "\(path):\(unreadable.line):\(unreadable.column): cannot read this trait of \(TCAPin.packageName) "
          + "(write it as \"Name\" or .trait(name: \"Name\")); the schemas' \"tcaTraits\" say which are on"))
      return (nil, warnings)
    }
    return (value.joined(separator: ","), warnings)
  }

  /// A warning about the manifest, for the build log; its text starts with the location.
  struct ManifestWarning: Equatable {
    var line: Int
    var message: String
  }

  /// The names in a `traits:` value.
  private mutating func take(_ value: [ManifestTokens.Token]) {
    guard value.first?.text == "[", value.last?.text == "]" else {
      unreadable = unreadable ?? value.first.map { ($0.line, $0.column) }
      return
    }
    for entry in Self.split(Array(value.dropFirst().dropLast())) where !entry.isEmpty {
      if entry.count == 1, let name = entry[0].string {
        names.append(Name(text: name, line: entry[0].line, column: entry[0].column))
      } else if entry.count == 2, entry[0].text == ".", entry[1].text == "defaults" {
        continue
      } else if let label = entry.firstIndex(where: { $0.text == "name" }), label + 2 < entry.count,
        entry[label + 1].text == ":", let name = entry[label + 2].string
      {
        names.append(Name(text: name, line: entry[label + 2].line, column: entry[label + 2].column))
      } else {
        unreadable = unreadable ?? (entry[0].line, entry[0].column)
      }
    }
  }

  /// The arguments of the call whose `(` is `tokens[open]`, each with its label, if any.
  private static func arguments(in tokens: [ManifestTokens.Token], openingAt open: Int) -> [(label: String?, tokens: [ManifestTokens.Token])] {
    var depth = 0
    var close = open
    for index in open..<tokens.count {
      if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
      if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
      if depth == 0 { close = index; break }
    }
    return split(Array(tokens[(open + 1)..<max(open + 1, close)])).map { argument in
      if argument.count > 2, argument[1].text == ":", argument[0].string == nil {
        return (argument[0].text, Array(argument.dropFirst(2)))
      }
      return (nil, argument)
    }
  }

  /// `tokens` cut at their top-level commas.
  private static func split(_ tokens: [ManifestTokens.Token]) -> [[ManifestTokens.Token]] {
    var parts: [[ManifestTokens.Token]] = [[]]
    var depth = 0
    for token in tokens {
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
      if depth == 0, token.text == "," { parts.append([]) } else { parts[parts.count - 1].append(token) }
    }
    return parts
  }
}

/// The tokens of a manifest that matter to `ManifestTraits`: words, punctuation and string
/// literals (with their contents), comments left out, each with its 1-based line and column.
struct ManifestTokens {
  struct Token {
    var text: String
    /// The contents of a string literal without interpolation; nil for anything else.
    var string: String?
    var line: Int
    var column: Int
  }

  var tokens: [Token] = []

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var line = 1
    var lineStart = 0
    func advance(to end: Int) {
      while index < end {
        if scalars[index] == "\n" {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let column = index - lineStart + 1
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      if scalar == "/", next == "/" {
        advance(to: scalars[index...].firstIndex(of: "\n") ?? scalars.count)
      } else if scalar == "/", next == "*" {
        advance(to: Self.endOfBlockComment(scalars, from: index))
      } else if scalar == "#" || scalar == "\"" {
        let (end, contents) = Self.stringLiteral(scalars, from: index)
        if end == index + 1 {
          tokens.append(Token(text: String(scalar), string: nil, line: line, column: column))
        } else {
          tokens.append(Token(text: "\"", string: contents, line: line, column: column))
        }
        advance(to: end)
      } else if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
        var end = index
        while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "_" || ("0"..."9").contains(scalars[end]) {
          end += 1
        }
        tokens.append(Token(text: String(String.UnicodeScalarView(scalars[index..<end])), line: line, column: column))
        advance(to: end)
      } else if scalar.properties.isWhitespace {
        advance(to: index + 1)
      } else {
        tokens.append(Token(text: String(scalar), line: line, column: column))
        advance(to: index + 1)
      }
    }
  }

  /// Past the `*/` that closes the comment opened at `start` (comments nest in Swift).
  private static func endOfBlockComment(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < scalars.count {
      if scalars[index] == "/", scalars[index + 1] == "*" {
        depth += 1
        index += 2
      } else if scalars[index] == "*", scalars[index + 1] == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return scalars.count
  }

  /// The end of the string literal at `start` (`"…"`, `"""…"""`, `#"…"#`) and its contents, nil
  /// when it interpolates; `start + 1` when `#` opens no string (`#if`).
  private static func stringLiteral(_ scalars: [Unicode.Scalar], from start: Int) -> (end: Int, contents: String?) {
    var index = start
    var hashes = 0
    while index < scalars.count, scalars[index] == "#" {
      hashes += 1
      index += 1
    }
    guard index < scalars.count, scalars[index] == "\"" else { return (start + 1, nil) }
    let multiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
    let quotes = multiline ? 3 : 1
    index += quotes
    var contents = String.UnicodeScalarView()
    var interpolates = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\", index + hashes + 1 < scalars.count, (0..<hashes).allSatisfy({ scalars[index + 1 + $0] == "#" }) {
        let escaped = scalars[index + hashes + 1]
        if escaped == "(" { interpolates = true }
        contents.append(escaped)
        index += hashes + 2
        continue
      }
      if scalar == "\"", index + quotes - 1 + hashes < scalars.count,
        (0..<quotes).allSatisfy({ scalars[index + $0] == "\"" }),
        (0..<hashes).allSatisfy({ scalars[index + quotes + $0] == "#" })
      {
        return (index + quotes + hashes, interpolates ? nil : String(contents))
      }
      if !multiline, scalar == "\n" { return (index, nil) }
      contents.append(scalar)
      index += 1
    }
    return (scalars.count, nil)
  }
}
