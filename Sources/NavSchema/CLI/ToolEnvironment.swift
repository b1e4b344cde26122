import Foundation

/// Everything `navgen` touches outside itself: reading inputs, the standard
/// streams, environment variables. The executable passes the real one; tests
/// pass one that records output in memory.
public struct ToolEnvironment: Sendable {
  public var readFile: @Sendable (String) throws -> [UInt8]
  public var readStandardInput: @Sendable () -> [UInt8]
  public var writeStandardOutput: @Sendable (String) -> Void
  public var writeStandardError: @Sendable (String) -> Void
  /// Whether standard output is a terminal (for colour).
  public var standardOutputIsTerminal: Bool
  public var variables: [String: String]

  public init(
    readFile: @escaping @Sendable (String) throws -> [UInt8],
    readStandardInput: @escaping @Sendable () -> [UInt8],
    writeStandardOutput: @escaping @Sendable (String) -> Void,
    writeStandardError: @escaping @Sendable (String) -> Void,
    standardOutputIsTerminal: Bool = false,
    variables: [String: String] = [:]
  ) {
    self.readFile = readFile
    self.readStandardInput = readStandardInput
    self.writeStandardOutput = writeStandardOutput
    self.writeStandardError = writeStandardError
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.variables = variables
  }

  /// The running process's files, streams and environment.
  public static var process: ToolEnvironment {
    ToolEnvironment(
      readFile: { try SchemaSourceReader.readFile(atPath: $0).get() },
      readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
      writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) },
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      variables: ProcessInfo.processInfo.environment)
  }
}
