#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same commands for a target of an Xcode project: the schemas are among
/// the target's files (Target Membership); output names count folders from
/// the project's folder.
extension NavGenPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    SchemaCommands.buildCommands(
      forFiles: target.inputFiles.map(\.url),
      under: context.xcodeProject.directoryURL,
      navgen: try context.tool(named: "navgen").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
