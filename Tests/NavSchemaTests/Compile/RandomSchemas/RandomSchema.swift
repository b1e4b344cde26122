@testable import NavSchema
@testable import NavTestSupport

/// A schema made by `RandomSchemaGenerator`, described richly enough to write it as JSON
/// (`RandomSchemaJSON`), to know what the loader must read from it, and to declare every type
/// its generated code names (`RandomSchemaSupport`). Every name starts with `prefix`, so the
/// files of many schemas can be type-checked together as one module.
struct RandomSchema: Sendable {
  var seed: UInt64
  var index: Int
  /// `R17` for schema 17: the first letters of every type the schema and its support declare.
  var prefix: String
  /// The file's `access`; nil leaves the key out (internal).
  var fileAccess: AccessLevel?
  /// The file's `imports`; nil leaves the key out (`["ComposableArchitecture"]`).
  var imports: [String]?
  /// Writes `$schema`, `tca` and `expandMacros`, which change nothing for the expanded form.
  var writesOptionalKeys: Bool
  var features: [RandomFeature]
  /// Top-level `enums`.
  var enums: [RandomEnum]
  /// Types the generated code names that the schema does not generate.
  var declarations: [SupportDeclaration]

  var fileName: String { "\(prefix).navgen.json" }

  /// Every enum in output order: each feature's destination then path, then `enums`.
  var allEnums: [RandomEnum] {
    features.flatMap { [$0.destination, $0.path].compactMap { $0 } } + enums
  }

  func effectiveAccess(of navigationEnum: RandomEnum) -> AccessLevel {
    navigationEnum.access ?? fileAccess ?? .internal
  }
}

struct RandomFeature: Sendable {
  /// Dotted when nested: `R3App1.Settings`.
  var name: String
  var destination: RandomEnum?
  var path: RandomEnum?
}

struct RandomEnum: Sendable {
  enum Role: Sendable {
    case destination, path, standalone
  }

  var role: Role
  /// The `name` key: nil for a destination or path that keeps its default name.
  var writtenName: String?
  /// How Swift names the enum from file scope: `R3App1.Settings.Sheet`.
  var qualifiedName: String
  var access: AccessLevel?
  var attributes: [String]
  /// The entries of `cases`: cases and `#if` blocks.
  var members: [RandomMember]
  var stateConformances: [String]
  var actionConformances: [String]
  /// `reducerArguments`: `equatable`, `hashable`, `sendable`.
  var stateArguments: [String] = []
  var actionArguments: [String] = []
  /// The enum's `if`.
  var condition: String? = nil
  /// The SwiftUI glue, when the enum opts in.
  var swiftUI: RandomGlue? = nil
}

/// An enum's `swiftUI`, with the names the generated code and the support's parent use.
struct RandomGlue: Sendable {
  var role: SwiftUIGlue.Role
  /// `"swiftUI": true` instead of an object (only for a feature's enum with every default).
  var writtenAsTrue: Bool
  /// Written for an enum of `enums` (the host the support declares), nil for a feature's enum
  /// (its feature) and for a path of `enums` without parent.
  var writtenParent: String?
  /// The reducer whose store the modifier and the stack function take.
  var parent: String?
  /// The parent's state property and action case, and whether the schema writes them.
  var property: String
  var writesProperty: Bool
  var action: String
  var writesAction: Bool
  /// The modifier (destination) or view function (path), and whether the schema writes it.
  var function: String
  var writesFunction: Bool
  /// The path's stack function, written when not nil.
  var stack: String?
  var perception: Bool
  var access: AccessLevel?

  var stackFunction: String { stack ?? SwiftUIGlue.defaultStackFunctionName }
}

extension RandomEnum {
  /// Every case in order, through every block, each with the condition it is compiled under.
  var cases: [RandomCase] {
    RandomMember.flattened(members, enclosing: [])
  }
}

/// An entry of an enum's `cases` (or of a clause's).
enum RandomMember: Sendable {
  case `case`(RandomCase)
  /// `{"elements": [...], "attributes": [...], "markers": [...], "if": ...}`: several cases in one
  /// declaration, sharing what `declaration` holds (its elements have none of their own).
  case declaration(RandomDeclaration)
  /// `{"enum": ...}`: an enum written inside the navigation enum.
  case nestedEnum(RandomNestedEnum)
  /// `{"if": ..., "cases": [...], "elseif": [...], "else": [...]}`: the first clause `#if`,
  /// then `#elseif` ones, then at most one `#else`.
  case block([RandomClause])

  static func flattened(_ members: [RandomMember], enclosing: [ClausePosition]) -> [RandomCase] {
    members.flatMap { member -> [RandomCase] in
      switch member {
      case .case(var navigationCase):
        navigationCase.enclosing = enclosing
        return [navigationCase]
      case .nestedEnum:
        return []
      case .declaration(let declaration):
        return declaration.elements.map { element in
          var placed = element
          placed.ownCondition = declaration.ownCondition
          placed.enclosing = enclosing
          return placed
        }
      case .block(let clauses):
        var earlier: [String] = []
        return clauses.flatMap { clause -> [RandomCase] in
          let position = ClausePosition(keyword: clause.keyword, condition: clause.condition, earlierConditions: earlier)
          if let condition = clause.condition { earlier.append(condition) }
          return flattened(clause.members, enclosing: enclosing + [position])
        }
      }
    }
  }
}

struct RandomDeclaration: Sendable {
  var elements: [RandomCase]
  var attributes: [String]
  /// The `markers` key; nil leaves it out.
  var markers: [String]?
  var ownCondition: String?
}

struct RandomClause: Sendable {
  var keyword: ClauseKeyword
  var condition: String?
  var members: [RandomMember]
}

struct RandomCase: Sendable {
  /// The Swift case name; for a shorthand case, the one the loader must derive.
  var name: String
  /// Written as the bare reducer type string, `"R3Child2"`.
  var isShorthand: Bool
  var payload: RandomPayload
  /// The case's own `if` key.
  var ownCondition: String?
  var attributes: [String]
  /// The `markers` key; nil leaves it out.
  var markers: [String]? = nil
  /// The `label` key of a reducer, alert, dialog or ephemeral case.
  var label: String? = nil
  /// An explicit-action case whose action the enum's written `Action` carries (no `action` key).
  var actionIsWrittenInEnum = false
  /// `"view"`: a view type the support declares, or `false` (`.omitted`).
  var view: RandomView? = nil
  /// `"presentation"`, written only in a glued destination.
  var presentation: Presentation? = nil
  /// The clauses of the blocks around the case (set by `RandomEnum.cases`).
  var enclosing: [ClausePosition] = []

  var hasExplicitAction: Bool {
    if case .ignoredWithAction = payload { return true }
    return false
  }

  /// The condition the case is compiled under, spelled as the model spells it.
  var condition: String? {
    (enclosing + (ownCondition.map { [ClausePosition(keyword: .if, condition: $0)] } ?? [])).effectiveCondition
  }
}

enum RandomView: Sendable {
  case named(String)
  case omitted
}

enum RandomPayload: Sendable {
  case reducer(type: String, initializer: String?)
  case alert(RandomActionType)
  case confirmationDialog(RandomActionType)
  case ephemeral(type: String)
  /// `writtenAsArray` is false only for one unlabelled value written as a plain string.
  case ignored(parameters: [String], writtenAsArray: Bool)
  case ignoredWithAction(parameter: String, writtenAsArray: Bool, action: String)
  case none

  /// How many values the case is written with.
  var valueCount: Int {
    switch self {
    case .ignored(let parameters, _): parameters.count
    case .none: 0
    default: 1
    }
  }
}

/// One value of an ignored case as written in the schema: `Int`, `syncUp: R3Meeting`.
struct RandomParameter {
  var label: String?
  var type: String

  init(_ text: String) {
    // A label is a lowercase identifier and ": " at the very start; `(id: Int, n: Int)` and
    // `[String: Int]` start otherwise.
    if let first = text.first, first.isLowercase, let colon = text.range(of: ": "),
      text[..<colon.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber })
    {
      label = String(text[..<colon.lowerBound])
      type = String(text[colon.upperBound...])
    } else {
      label = nil
      type = text
    }
  }
}

enum RandomActionType: Sendable {
  /// `"Never"`, `"R3Confirm2"`, `"R3Contacts2.Action.Alert"`.
  case existing(String)
  /// `{"name": ..., "actions": [...]}`: NavGen writes the enum inside the navigation enum.
  case generated(name: String, actions: [String])
  /// An enum written in the navigation enum's `cases` (`{"enum": name, ...}`), named here.
  case written(String)
}

/// An enum written in a navigation enum's `cases`: `{"enum": ..., "conformances": [...], "cases": [...]}`.
struct RandomNestedEnum: Sendable {
  var name: String
  /// The `access` key: the navigation enum's when it is `public` or `package`, as Swift needs.
  var access: AccessLevel?
  var attributes: [String]
  var conformances: [String]
  var cases: [RandomNestedMember]
}

/// A member of a written enum: a case (`"ok"` or `{"name": ..., "values": [...]}`), several cases
/// in one declaration, or a block.
indirect enum RandomNestedMember: Sendable {
  case plain(name: String, values: [String]?)
  case declaration([RandomNestedMember])
  case block([(keyword: ClauseKeyword, condition: String?, members: [RandomNestedMember])])
}


/// A type the generated code names without declaring it, declared by the support file.
struct SupportDeclaration: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A child feature; `observable` gives its State the members `@ObservableState` adds.
    case childReducer(observable: Bool)
    /// `struct Name<Value>: Reducer`, used as `Name<Int>`.
    case genericChildReducer
    /// `Kit.Body` next to `static var body: Body` in `Kit`: an enum reducer's body.
    case enumReducerBody
    /// An enum used as alert, dialog or explicit action type.
    case actionEnum
    /// `struct Name<Action>: _EphemeralState`, used as `Name<SomeAction>`.
    case genericEphemeralState
    /// `struct Name: _EphemeralState` whose `Action` is `action`.
    case ephemeralState(action: String)
    /// An Equatable, Hashable, Sendable struct.
    case valueType
    /// A class: neither Equatable nor Sendable.
    case referenceType
    /// A protocol, for `any Name` payloads.
    case protocolType
    /// `struct Name: View` showing a store of `reducer`; generic over `Value` when the reducer
    /// is (`R3Generic4<Value>` for the default view of `R3Generic4<Int>`).
    case view(reducer: String, generic: Bool)
  }

  var qualifiedName: String
  var kind: Kind
}
