/// One problem found in a schema, printed the way Xcode and SwiftPM show
/// compiler diagnostics inline: `<file>:<line>:<column>: error: <message>`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a diagnostic is: an error stops generation (exit code 1); a warning does not.
  public enum Severity: String, Hashable, Sendable {
    /// The schema is refused: exit code 1, nothing written.
    case error
    /// Worth a look; generation goes on.
    case warning
  }

  /// Whether the problem stops generation.
  public var severity: Severity
  /// What is wrong, and what to do, in one sentence.
  public var message: String
  /// The file, line and column of the value the message is about.
  public var location: SourceLocation

  /// A diagnostic of `severity` at `location`.
  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// An error: the schema is refused and nothing is written.
  public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  /// A warning: printed, and generation goes on.
  public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  /// `<file>:<line>:<column>: error|warning: <message>`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
  /// Whether any of the diagnostics is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// File order, so a run prints problems top to bottom whatever order the checks ran in.
  public func sortedByLocation() -> [Diagnostic] {
    enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }
}
