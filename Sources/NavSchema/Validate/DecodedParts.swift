/// A feature as decoded, with its enums and the location of its name for
/// duplicate reports.
struct DecodedFeature {
  var model: Feature
  /// Nil when the name was missing or invalid (already reported).
  var name: String?
  var nameLocation: SourceLocation
  var enums: [DecodedEnum]
}

/// An enum as decoded. `nameLocation` is the `name` value, or the
/// `destination`/`path` key when the name is the default.
struct DecodedEnum {
  var model: NavigationEnum
  /// `Articulo.Destination`; nil when the name or the feature's name was
  /// missing or invalid (already reported).
  var qualifiedName: String?
  var nameLocation: SourceLocation
  var glue: SchemaDecoder.DecodedGlue?
}

/// A case as decoded; `name` is nil when the name was missing or invalid
/// (already reported), so later checks skip it instead of piling on.
struct DecodedCase {
  var model: NavigationCase
  var name: String?
  var nameLocation: SourceLocation
  /// The `name` value of a generated alert or dialog action enum.
  var actionEnumNameLocation: SourceLocation?
  /// The case's own `attributes` and `markers`, which go on the declaration that holds it.
  var attributes: [String] = []
  var markers: [CaseMarker]?
  /// The case's own `if`: adjacent cases with the same one share a block.
  var condition: String?
  /// The case's `view` and `presentation` members, checked once the enum's `swiftUI` is known.
  var glueKeys: [JSONMember] = []
}

/// Where an enum object sits in the file: it decides the name rules, the
/// default name, the scope and the role.
enum EnumSite {
  case destination(feature: [String]?, key: JSONMember)
  case path(feature: [String]?, key: JSONMember)
  case standalone

  /// How messages name the object: "'destination'", "'path'", "enum".
  var context: String {
    switch self {
    case .destination: return "'destination'"
    case .path: return "'path'"
    case .standalone: return "enum"
    }
  }
}
