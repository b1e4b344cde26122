/// One problem found in a schema, printed the way Xcode and SwiftPM show
/// compiler diagnostics inline: `<file>:<line>:<column>: error: <message>`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error
    case warning
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation

  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// File order, so a run prints problems top to bottom whatever order the checks ran in.
  public func sortedByLocation() -> [Diagnostic] {
    enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }
}
