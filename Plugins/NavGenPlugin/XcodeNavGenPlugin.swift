#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
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
