import Foundation
import PackagePlugin

/// Generates Swift from every `*.navgen.json` among a target's source files
/// (any subfolder) at build time; see the README's plugin section.
@main
struct NavGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    // Generated Swift only builds in a Swift target.
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    return SchemaCommands.buildCommands(
      forFiles: module.sourceFiles.map(\.url),
      under: module.directoryURL,
      navgen: try context.tool(named: "navgen").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
