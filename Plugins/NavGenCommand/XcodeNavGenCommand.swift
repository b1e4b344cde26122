#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same command from Xcode's menu for an Xcode project: paths are relative to the folder
/// that holds the `.xcodeproj`.
extension NavGenCommand: XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws {
    let navgen = NavGenRun(
      executable: try context.tool(named: "navgen").url,
      workingDirectory: context.xcodeProject.directoryURL)
    try navgen.run(arguments)
  }
}
#endif
