import Foundation
import PackagePlugin

// The plugin is two files on purpose: SwiftPM compiles a plugin in every clean build of a
// consumer, with one compiler process per file, and each process loads Foundation and
// PackagePlugin again (Benchmarks/plugin-compile.py: as eleven files it compiled in 1.42 s,
// as three in 0.66 s). This file: the entry points, which import PackagePlugin;
// SchemaCommands.swift: everything else (the commands for a target's schemas, which TCA
// release a build uses and whether navgen knows it), which tests compile without PackagePlugin.

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
      modules: TargetModules(module, in: context.package))
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
    modules: TargetModules = TargetModules()
  ) -> [Command] {
    // Only a target with schemas needs a release (and a warning when none is found).
    guard files.contains(where: { $0.lastPathComponent.hasSuffix(SchemaCommands.schemaSuffix) }) else { return [] }
    let tca = TCAReleaseLookup.lookUp(search)
    let plan = SchemaCommands.plan(
      forFiles: files, under: root, navgen: navgen, workDirectory: workDirectory, tca: tca, modules: modules)
    if let warning = plan.warning {
      // Once for the target, located at the file read, if any, rather than at this source line (the default).
      Diagnostics.warning("NavGenPlugin: \(warning)", file: tca.resolvedFile?.path, line: nil)
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
