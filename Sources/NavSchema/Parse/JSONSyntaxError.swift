/// The first place where a file stops being JSON. Parsing stops there: after
/// a syntax error the rest of the file cannot be read reliably.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// What is wrong at `location`.
  public var message: String
  /// Where the file stops being JSON.
  public var location: SourceLocation

  /// The error `message` at `location`.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// The error as a diagnostic, printed like every other.
  public var diagnostic: Diagnostic { .error(message, at: location) }
}
