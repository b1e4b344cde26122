/// Every key the schema format accepts, per kind of object, in one place:
/// the decoder reads them to reject unknown keys, and a test checks that
/// `Schemas/navgen.schema.json` declares exactly the same ones.
enum SchemaKeys {
  static let file = ["$schema", "version", "access", "imports", "tca", "expandMacros", "features", "enums"]
  static let feature = ["name", "destination", "path"]
  /// A `destination`, a `path` or an entry of `enums`.
  static let enumObject = [
    "name", "access", "attributes", "cases", "stateConformances", "actionConformances", "reducerArguments", "if",
    "swiftUI",
  ]
  /// `@Reducer(state: ..., action: ...)`.
  static let reducerArguments = ["state", "action"]
  static let caseObject = [
    "name", "reducer", "initializer", "alert", "confirmationDialog", "ephemeral", "ignored", "action", "label", "if",
    "attributes", "markers", "view", "presentation",
  ]
  /// Several cases in one declaration: `case a(A), b(B)`.
  static let caseDeclaration = ["elements", "if", "attributes", "markers"]
  /// The keys of a case object that belong to its declaration, so not to one of a declaration's `elements`.
  static let declarationLevel = ["if", "attributes", "markers"]
  /// The case keys of which at most one may appear.
  static let payloadKinds = ["reducer", "alert", "confirmationDialog", "ephemeral", "ignored"]
  /// An `#if` block among the entries of `cases`.
  static let conditionalBlock = ["if", "cases", "elseif", "else"]
  /// One entry of a block's `elseif`.
  static let elseifClause = ["if", "cases"]
  /// An enum written inside a navigation enum: an action enum, an explicit `Action` or `State`.
  static let nestedEnum = ["enum", "access", "attributes", "conformances", "cases"]
  /// A case of a nested enum, and several in one declaration.
  static let nestedCase = ["name", "values", "attributes", "if"]
  static let nestedCaseDeclaration = ["elements", "attributes", "if"]
  /// `typealias` in a nested enum.
  static let typeAlias = ["typealias", "type", "access"]
  /// The object form of `alert` and `confirmationDialog`.
  static let generatedActions = ["name", "actions"]
  /// The object form of an enum's `swiftUI`.
  static let swiftUI = ["role", "parent", "property", "action", "modifier", "function", "stack", "perception", "access"]
  /// The `swiftUI` keys that name generated functions, per role.
  static let swiftUIFunctionKeys: [SwiftUIGlue.Role: [String]] = [.destination: ["modifier"], .path: ["function", "stack"]]
}
