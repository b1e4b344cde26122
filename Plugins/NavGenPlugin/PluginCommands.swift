import Foundation
import PackagePlugin

/// What both entry points do once they know a target's files and where to
/// look for `Package.resolved`: look up the TCA release, report a missing one
/// in the build log, and return the commands.
enum PluginCommands {
  static func commands(
    forFiles files: [URL], under root: URL, navgen: URL, workDirectory: URL, search: ResolvedFileSearch
  ) -> [Command] {
    // Only a target with schemas needs a release (and a warning when none is found).
    guard files.contains(where: { $0.lastPathComponent.hasSuffix(SchemaCommands.schemaSuffix) }) else { return [] }
    let tca = TCAReleaseLookup.lookUp(search)
    if let warning = tca.warning {
      // Located at the file read, if any, rather than at this source line (the default).
      Diagnostics.warning("NavGenPlugin: \(warning)", file: tca.resolvedFile?.path, line: nil)
    }
    return SchemaCommands.plans(forFiles: files, under: root, navgen: navgen, workDirectory: workDirectory, tca: tca)
      .map { plan in
        .buildCommand(
          displayName: plan.displayName,
          executable: plan.executable,
          arguments: plan.arguments,
          inputFiles: plan.inputFiles,
          outputFiles: plan.outputFiles)
      }
  }
}
