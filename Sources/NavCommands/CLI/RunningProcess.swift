#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
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

extension ToolEnvironment {
  /// The running process's files, streams and environment.
  public static var process: ToolEnvironment {
    var environment = ToolEnvironment(
      readFile: { try SchemaSourceReader.readFile(atPath: $0).get() },
      readStandardInput: { ProcessStreams.readStandardInput() },
      writeStandardOutput: { ProcessStreams.write($0, to: .standardOutput, named: "standard output") },
      writeStandardError: { ProcessStreams.write($0, to: .standardError, named: "standard error") },
      standardOutputIsTerminal: FileDescriptor.standardOutput.isTerminal)
    environment.readVariables = { ProcessInfo.processInfo.environment }
    return environment
  }
}

/// The process's standard streams. One that cannot be read or written ends
/// the process with exit code 2 (an unreadable input) after saying why:
/// going on would report success for output that never arrived.
enum ProcessStreams {
  static func readStandardInput() -> [UInt8] {
    do {
      return try FileDescriptor.standardInput.readToEnd()
    } catch {
      fail("cannot read standard input: \(error)")
    }
  }

  static func write(_ text: String, to stream: FileDescriptor, named name: String) {
    do {
      try stream.writeAll(text)
    } catch {
      fail("cannot write to \(name): \(error)")
    }
  }

  private static func fail(_ message: String) -> Never {
    try? FileDescriptor.standardError.writeAll("navgen: error: \(message)\n")
    exit(ExitCode.usage.rawValue)
  }
}
