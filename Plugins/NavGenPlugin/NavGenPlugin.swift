import Foundation
import PackagePlugin

/// Generates Swift from every `*.navgen.json` among a target's source files
/// (any subfolder) at build time; see README-plugin.md.
@main
struct NavGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    // Generated Swift only builds in a Swift target.
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let files = module.sourceFiles.map(\.url)
    return SchemaCommands.buildCommands(
      for: SchemaCommands.schemas(among: files, relativeTo: module.directoryURL),
      reservedFileNames: Set(files.filter { $0.pathExtension == "swift" }.map(\.lastPathComponent)),
      navgen: try context.tool(named: "navgen").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
