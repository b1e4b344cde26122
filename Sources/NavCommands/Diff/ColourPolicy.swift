import NavSchema
import NavImport
import NavReview
import NavGenerate

/// Whether text output may use ANSI colour: only on a terminal, never when
/// `NO_COLOR` is present (whatever its value) or `TERM` is `dumb`.
public enum ColourPolicy {
  public static func useColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  /// The decision for this process's standard output.
  public static func forStandardOutput() -> Bool {
    let process = ToolEnvironment.process
    return useColour(isTerminal: process.standardOutputIsTerminal, environment: process.variables)
  }
}
