import NavSchema
import NavImport
import NavReview
import NavGenerate

/// What an input holds.
public enum InputKind: Hashable, Sendable {
  case schema
  case swiftFile
  case swiftFolder

  public var isSwift: Bool { self != .schema }
}
