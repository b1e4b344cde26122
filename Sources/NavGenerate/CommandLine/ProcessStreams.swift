#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import NavSchema

extension ToolEnvironment {
  /// The running process's files, streams and environment.
  public static var process: ToolEnvironment {
    var environment = ToolEnvironment(
      readFile: { try SchemaFile.read(atPath: $0).get() },
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
package enum ProcessStreams {
  package static func readStandardInput() -> [UInt8] {
    do {
      return try FileDescriptor.standardInput.readToEnd()
    } catch {
      fail("cannot read standard input: \(error)")
    }
  }

  package static func write(_ text: String, to stream: FileDescriptor, named name: String) {
    do {
      try stream.writeAll(text)
    } catch {
      fail("cannot write to \(name): \(error)")
    }
  }

  package static func fail(_ message: String) -> Never {
    try? FileDescriptor.standardError.writeAll("navgen: error: \(message)\n")
    exit(ExitCode.usage.rawValue)
  }
}
