/// A feature as decoded, with its enums and the location of its name for
/// duplicate reports.
struct DecodedFeature {
  /// Taken (moved out, not copied) when the schema is assembled.
  var model: Feature?
  /// Nil when the name was missing or invalid (already reported).
  var name: String?
  var nameLocation: SourcePosition
  var enums: [DecodedEnum]
  /// Whether a case of its enums has a link.
  var hasLinks = false
}

/// An enum as decoded. `nameLocation` is the `name` value, or the
/// `destination`/`path` key when the name is the default.
struct DecodedEnum {
  /// Taken (moved out, not copied) when the schema is assembled: the enum
  /// was made on another thread, and copying it would touch each of its
  /// parts' reference counts from this one.
  var model: NavigationEnum?
  /// `Articulo.Destination`; nil when the name or the feature's name was
  /// missing or invalid (already reported).
  var qualifiedName: String?
  var nameLocation: SourcePosition
  var glue: SchemaDecoder.DecodedGlue?
}

/// A case as decoded, in the declaration it has when it is written on its
/// own (with its own attributes and markers): the model is made right there,
/// never copied, and a case of several in one declaration is taken from it.
/// With it, what the checks across the enum need to know of it.
struct DecodedCase {
  var declaration: NavigationCaseDeclaration
  var facts: CaseFacts
  /// The case's own `if`: adjacent cases with the same one share a block.
  package var condition: String?

  var model: NavigationCase { declaration.elements[0] }
}

/// What the checks across one enum read of each case. `name` is nil when the
/// name was missing or invalid (already reported), so later checks skip it
/// instead of piling on.
struct CaseFacts {
  var name: String?
  var nameLocation: SourcePosition
  /// The `name` value of a generated alert or dialog action enum.
  var actionEnumNameLocation: SourcePosition?
  /// The case's `view` and `presentation` members, checked once the enum's `swiftUI` is known.
  var glueKeys: [JSONMember] = []
}

/// A case of the enum being decoded, for the checks across its cases: its
/// facts, and the declaration it went into with its place there, for the few
/// checks that read the whole case. (The declaration is boxed, so holding it
/// copies no case: copying every case whole would cost more than decoding it.)
struct CollectedCase {
  var facts: CaseFacts
  var declaration: EnumMember
  var element: Int

  var name: String? { facts.name }
  var nameLocation: SourcePosition { facts.nameLocation }
  var actionEnumNameLocation: SourcePosition? { facts.actionEnumNameLocation }
  var glueKeys: [JSONMember] { facts.glueKeys }

  var model: NavigationCase {
    guard case .declaration(let declaration) = declaration else { preconditionFailure("a collected case sits in a declaration") }
    return declaration.elements[element]
  }
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
