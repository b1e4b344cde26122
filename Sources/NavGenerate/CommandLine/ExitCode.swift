import NavSchema

/// The exit codes every `navgen` command uses.
public enum ExitCode: Int32, Error, Sendable {
  case success = 0
  /// An invalid schema (or, for `diff`, a source-breaking change).
  case invalidInput = 1
  /// A usage error or an input that cannot be read.
  case usage = 2
  /// `diff` only: a change breaks persisted state (saved values of a coded
  /// `State` or `Action` fail to decode), whatever else changed.
  case persistedStateBroken = 3
  /// `diff` only: a change breaks published deep links (a link stops opening
  /// its screen), and none breaks persisted state.
  case linksBroken = 4
}
