#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same commands for a target of an Xcode project (the schemas are
/// among the target's input files, e.g. added to its Compile Sources).
extension NavGenPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = target.inputFiles.map(\.url)
    return SchemaCommands.buildCommands(
      for: SchemaCommands.schemas(among: files, relativeTo: context.xcodeProject.directoryURL),
      reservedFileNames: Set(files.filter { $0.pathExtension == "swift" }.map(\.lastPathComponent)),
      navgen: try context.tool(named: "navgen").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
