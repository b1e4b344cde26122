import Foundation
import PackagePlugin

/// `swift package navgen <command> <arguments>...`: runs the package's `navgen` with the
/// package's folder as working directory, so paths in the arguments are relative to it.
@main
struct NavGenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let navgen = NavGenRun(
      executable: try context.tool(named: "navgen").url,
      workingDirectory: context.package.directoryURL)
    try navgen.run(arguments)
  }
}
