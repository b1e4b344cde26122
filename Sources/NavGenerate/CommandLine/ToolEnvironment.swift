import NavSchema

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
  /// The environment variables. Only `diff` asks for them (for colour), so
  /// the process's are read when asked for: collecting them all is a
  /// measurable part of a short run's start.
  public var variables: [String: String] {
    get { readVariables() }
    set { readVariables = { newValue } }
  }
  var readVariables: @Sendable () -> [String: String]

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
    self.readVariables = { variables }
  }
}
