#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavGenerate
import NavSchema
import NavImport
import NavReview

/// `navgen` as the running process: its arguments, files, standard streams
/// and environment, and its exit.
extension NavGenTool {
  /// What the `navgen` executable does: runs the command line and exits with its code.
  public static func runAsProcess() -> Never {
    let outcome = NavGenTool(environment: .process).perform(Array(CommandLine.arguments.dropFirst()))
    // Exiting with the products still held hands their memory back to the
    // system at once; freeing them first would free every case and every
    // piece of output one by one, a large part of a run on a big schema.
    withExtendedLifetime(outcome.products) { exit(outcome.exitCode.rawValue) }
  }
}
