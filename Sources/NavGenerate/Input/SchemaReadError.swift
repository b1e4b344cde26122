import NavSchema

/// Why an input could not be read; printed as `cannot read '<source>': <message>`.
public struct SchemaReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var source: SchemaSource
  public var message: String

  public init(source: SchemaSource, message: String) {
    self.source = source
    self.message = message
  }

  public var description: String { "cannot read '\(source)': \(message)" }
}

extension SchemaReadError {
  /// A Swift file or a folder given where a schema is read.
  public static func notASchema(_ source: SchemaSource, isFolder: Bool) -> SchemaReadError {
    let what = isFolder ? "is a folder" : "is a Swift file"
    return SchemaReadError(
      source: source, message: "\(what), not a schema (a schema is made from Swift sources with 'navgen import')")
  }
}
