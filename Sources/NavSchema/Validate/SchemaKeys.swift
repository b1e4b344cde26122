/// Every key the schema format accepts, per kind of object, in one place:
/// the decoder reads them to reject unknown keys, and a test checks that
/// `Schemas/navgen.schema.json` declares exactly the same ones. Static
/// strings: the decoder compares them with the file's bytes as they are.
enum SchemaKeys {
  static let file: [StaticString] = [
    "$schema", "version", "access", "imports", "tca", "tcaTraits", "casePaths", "expandMacros", "features", "enums",
    "links",
  ]
  /// The file's `links`: the URL prefixes and the depth limit of its deep links.
  static let links: [StaticString] = ["prefixes", "maxDepth"]
  static let feature: [StaticString] = ["name", "destination", "path"]
  /// A `destination`, a `path` or an entry of `enums`.
  static let enumObject: [StaticString] = [
    "name", "access", "attributes", "conformances", "cases", "stateConformances", "actionConformances", "reducerArguments",
    "indirect", "if", "swiftUI",
  ]
  /// `@Reducer(state: ..., action: ...)`.
  static let reducerArguments: [StaticString] = ["state", "action"]
  static let caseObject: [StaticString] = [
    "name", "reducer", "initializer", "alert", "confirmationDialog", "ephemeral", "ignored", "action", "label", "if",
    "attributes", "markers", "view", "presentation", "link", "linkState", "linkValues",
  ]
  /// The case keys of a deep link.
  static let linkKeys: [StaticString] = ["link", "linkState", "linkValues"]
  /// Several cases in one declaration: `case a(A), b(B)`.
  static let caseDeclaration: [StaticString] = ["elements", "if", "attributes", "markers"]
  /// The keys of a case object that belong to its declaration, so not to one of a declaration's `elements`.
  static let declarationLevel: [StaticString] = ["if", "attributes", "markers"]
  /// The case keys of which at most one may appear.
  static let payloadKinds: [StaticString] = ["reducer", "alert", "confirmationDialog", "ephemeral", "ignored"]
  /// An `#if` block among the entries of `cases`.
  static let conditionalBlock: [StaticString] = ["if", "cases", "elseif", "else"]
  /// One entry of a block's `elseif`.
  static let elseifClause: [StaticString] = ["if", "cases"]
  /// An enum written inside a navigation enum: an action enum, an explicit `Action` or `State`.
  static let nestedEnum: [StaticString] = ["enum", "access", "indirect", "attributes", "conformances", "cases"]
  /// A case of a nested enum, and several in one declaration.
  static let nestedCase: [StaticString] = ["name", "values", "attributes", "if"]
  static let nestedCaseDeclaration: [StaticString] = ["elements", "attributes", "if"]
  /// A `@Reducer enum` of the schema written among an enum's cases.
  static let reducerEnumPlacement: [StaticString] = ["reducerEnum"]
  /// `typealias` in a nested enum.
  static let typeAlias: [StaticString] = ["typealias", "type", "access"]
  /// The object form of `alert` and `confirmationDialog`.
  static let generatedActions: [StaticString] = ["name", "actions"]
  /// The object form of an enum's `swiftUI`.
  static let swiftUI: [StaticString] = ["role", "parent", "property", "action", "modifier", "function", "stack", "perception", "access"]
  /// The `swiftUI` keys that name generated functions, per role.
  static let swiftUIFunctionKeys: [SwiftUIGlue.Role: [StaticString]] = [.destination: ["modifier"], .path: ["function", "stack"]]
}
