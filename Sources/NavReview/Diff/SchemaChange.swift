import NavSchema

/// One difference between two schemas, classified by its effect on code that
/// uses the generated enums, with the reason in a reviewer's words.
public struct SchemaChange: Hashable, Sendable {
  public var kind: ChangeKind
  public var classification: ChangeClass
  /// The feature the change belongs to, when there is one.
  public var feature: String?
  /// The enum's qualified name, e.g. `Articulo.Destination`.
  public var enumName: String?
  /// The case's name in the new schema (for a removed case: in the old one).
  public var caseName: String?
  /// The value before the change, e.g. a payload type; nil when there is none.
  public var oldValue: String?
  /// The value after the change; nil when there is none.
  public var newValue: String?
  public var reason: String
  /// The package target whose schema the change is in, when the apps compared are packages.
  public var module: String?

  public init(
    _ kind: ChangeKind,
    _ classification: ChangeClass,
    feature: String? = nil,
    enumName: String? = nil,
    caseName: String? = nil,
    old oldValue: String? = nil,
    new newValue: String? = nil,
    reason: String
  ) {
    self.kind = kind
    self.classification = classification
    self.feature = feature
    self.enumName = enumName
    self.caseName = caseName
    self.oldValue = oldValue
    self.newValue = newValue
    self.reason = reason
  }

  /// What the change is about, most specific first: `Articulo.Destination.web`,
  /// `Articulo.Destination`, `Articulo`, or `schema` for file-wide settings.
  public var subject: String {
    if let enumName {
      return caseName.map { "\(enumName).\($0)" } ?? enumName
    }
    return feature ?? "schema"
  }
}
