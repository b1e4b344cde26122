/// The first place where a file stops being JSON. Parsing stops there: after
/// a syntax error the rest of the file cannot be read reliably.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  public var message: String
  public var location: SourceLocation

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var diagnostic: Diagnostic { .error(message, at: location) }
}
