import NavSchema

/// A command line NavGen cannot act on; exit code 2.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// The command whose usage line is shown with the message (`generate`, `diff`, …).
  public var command: String?

  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  public var description: String { message }
}
