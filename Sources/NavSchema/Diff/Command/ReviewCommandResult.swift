/// What the CLI prints and returns for `navgen diff` and `navgen graph`.
public struct ReviewCommandResult: Hashable, Sendable {
  /// For standard output; empty when the command failed.
  public var output: String
  /// Schema problems (and warnings), each printed as `<file>:<line>:<column>: error: ...`.
  public var diagnostics: [Diagnostic]
  /// Problems that are not in a schema (usage, unreadable input), one message each.
  public var errors: [String]
  public var exitCode: Int32

  public init(output: String, diagnostics: [Diagnostic] = [], errors: [String] = [], exitCode: Int32) {
    self.output = output
    self.diagnostics = diagnostics
    self.errors = errors
    self.exitCode = exitCode
  }

  /// Everything for standard error, one line each, diagnostics first.
  public var standardError: String {
    let lines = diagnostics.map(\.description) + errors.map { "navgen: error: \($0)" }
    return lines.map { $0 + "\n" }.joined()
  }
}
