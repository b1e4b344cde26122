import Foundation
import PackagePlugin

/// `swift package navgen <command> <arguments>...`: runs the package's `navgen` with the
/// package's folder as working directory, so paths in the arguments are relative to it, and
/// with SwiftPM's view of the package's targets (`PackageDescriptionFile`), which navgen reads
/// for the package's folder instead of running `swift package dump-package`.
@main
struct NavGenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let description = try PackageDescriptionFile(package: context.package).write(into: context.pluginWorkDirectoryURL)
    let navgen = NavGenRun(
      executable: try context.tool(named: "navgen").url,
      workingDirectory: context.package.directoryURL,
      environment: description)
    try navgen.run(arguments)
  }
}
