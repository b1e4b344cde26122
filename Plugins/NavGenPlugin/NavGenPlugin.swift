import Foundation
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
      search: ResolvedFileSearch(start: context.package.directoryURL, layout: .package(skipsOwnFile: !isRoot)))
  }
}
