import NavSchema
import NavImport
import NavReview
import NavGenerate

/// What the CLI prints and returns for `navgen diff`, `graph` and `import`.
public struct ReviewCommandResult: Hashable, Sendable {
  /// For standard output; empty when the command failed.
  public var output: String
  /// Located problems and warnings, each printed as `<file>:<line>:<column>: error|warning: ...`.
  public var diagnostics: [Diagnostic]
  /// Problems that are not in a file (usage, unreadable input), one message each.
  public var errors: [String]
  /// Warnings that are not in a file, one message each.
  public var warnings: [String]
  /// Lines for the reader that are not output (what `adopt` leaves to do), printed as they are.
  public var notes: [String]
  public var exitCode: Int32

  public init(
    output: String, diagnostics: [Diagnostic] = [], errors: [String] = [], warnings: [String] = [],
    notes: [String] = [], exitCode: Int32
  ) {
    self.output = output
    self.diagnostics = diagnostics
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
    self.exitCode = exitCode
  }

  /// Everything for standard error, one line each, diagnostics first.
  public var standardError: String {
    let lines = diagnostics.map(\.description) + warnings.map { "navgen: warning: \($0)" }
      + errors.map { "navgen: error: \($0)" } + notes
    return lines.map { $0 + "\n" }.joined()
  }
}
