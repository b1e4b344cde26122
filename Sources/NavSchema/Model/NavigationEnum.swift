/// One `@Reducer enum`: a feature's destination or path, or a top-level enum.
public struct NavigationEnum: Hashable, Sendable {
  /// Where the enum came from in the schema; diff and graph use it.
  public enum Role: Hashable, Sendable {
    /// `features[].destination`: presented with `@Presents` / `ifLet`.
    case destination(feature: String)
    /// `features[].path`: a `StackState` / `forEach` stack.
    case path(feature: String)
    /// `enums[]`: declared on its own, possibly inside a namespace.
    case standalone
  }

  /// The types the enum is nested in, outermost first: `["Articulo"]` for a
  /// feature's destination, `["Path"]` for a top-level `Path.Settings`, `[]`
  /// at file scope. A non-empty scope is emitted as `extension A.B { ... }`.
  public var scope: [String]
  /// The enum's own name, e.g. `Destination`.
  public var name: String
  /// Whether it is a feature's destination, a feature's path, or an enum of `enums`.
  public var role: Role
  /// The enum's access level, which the macro repeats on the members it adds.
  public var access: AccessLevel
  /// Attributes written before the enum, e.g. `@available(iOS 17, *)`. The
  /// macro repeats `@available` ones on the extension it adds.
  public var attributes: [String]
  /// Conformances written on the enum itself (`enum Destination: Sendable`).
  /// One of them naming `Reducer` makes the macro leave out its extension.
  public var conformances: [TypeRef] = []
  /// What is written inside the enum, in source order: case declarations,
  /// possibly inside `#if` blocks.
  public var members: [Conditional<EnumMember>]
  /// Conformances emitted as `extension <Enum>.State: ... {}`.
  public var stateConformances: [TypeRef]
  /// Conformances emitted as `extension <Enum>.Action: ... {}`.
  public var actionConformances: [TypeRef]
  /// `@Reducer(state: .equatable, action: .sendable)`: conformances the
  /// macro writes into the inheritance clauses of the `State` and `Action` it adds.
  public var reducerArguments: ReducerArguments
  /// `"indirect"`: which of the `State` and `Action` NavGen writes (the
  /// macro's, or an `Action` derived from the cases' `action`) are
  /// `indirect enum`s. A `State` or `Action` written by hand says it itself.
  public var indirection: Indirection
  /// A compilation condition around the whole enum (`#if os(iOS)`), which
  /// the extensions that go with it share.
  public var condition: String?
  /// The SwiftUI glue, when the enum opts in with `"swiftUI"`.
  public var swiftUI: SwiftUIGlue?
  /// Where the enum is in the schema, for diagnostics.
  public var location: SourceLocation
  /// The module (SwiftPM target) whose schema or sources declare it, when the
  /// app is read as a package of modules; nil otherwise.
  public var module: String?

  /// An enum with everything the schema says about it.
  public init(
    scope: [String],
    name: String,
    role: Role,
    access: AccessLevel,
    attributes: [String] = [],
    members: [Conditional<EnumMember>],
    stateConformances: [TypeRef] = [],
    actionConformances: [TypeRef] = [],
    reducerArguments: ReducerArguments = ReducerArguments(),
    indirection: Indirection = .none,
    condition: String? = nil,
    swiftUI: SwiftUIGlue? = nil,
    location: SourceLocation
  ) {
    self.scope = scope
    self.name = name
    self.role = role
    self.access = access
    self.attributes = attributes
    self.members = members
    self.stateConformances = stateConformances
    self.actionConformances = actionConformances
    self.reducerArguments = reducerArguments
    self.indirection = indirection
    self.condition = condition
    self.swiftUI = swiftUI
    self.location = location
  }

  /// An enum whose cases are each declared on their own, outside any `#if`.
  public init(
    scope: [String],
    name: String,
    role: Role,
    access: AccessLevel,
    attributes: [String] = [],
    cases: [NavigationCase],
    stateConformances: [TypeRef] = [],
    actionConformances: [TypeRef] = [],
    location: SourceLocation
  ) {
    self.init(
      scope: scope, name: name, role: role, access: access, attributes: attributes,
      members: cases.map { .item(.declaration(NavigationCaseDeclaration($0))) },
      stateConformances: stateConformances, actionConformances: actionConformances, location: location)
  }

  /// Every case in source order, through every `#if` clause.
  public var cases: [NavigationCase] {
    members.conditionalItems().flatMap { $0.declaration?.elements ?? [] }
  }

  /// Every case with its declaration and enclosing clauses, in source order.
  public var placedCases: [PlacedCase] {
    var result: [PlacedCase] = []
    members.forEachConditionalItem { member, clauses in
      guard let declaration = member.declaration else { return }
      for element in declaration.elements {
        result.append(PlacedCase(navigationCase: element, declaration: declaration, clauses: clauses))
      }
    }
    return result
  }

  /// The `@available` attributes, which the macro repeats on its extension.
  public var availabilityAttributes: [String] {
    attributes.filter(Self.isAvailability)
  }

  /// `@available(...)`: the only attribute the macros repeat on the extensions
  /// they add. Attributes reach the model normalised by `SwiftGrammar`.
  public static func isAvailability(_ attribute: String) -> Bool {
    attribute == "@available" || attribute.hasPrefix("@available(")
  }

  /// Whether the enum's own inheritance clause names `Reducer`, which makes
  /// TCA's `@Reducer` add no `extension E: CaseReducer, Reducer {}` (its
  /// `ExtensionMacro` returns nothing then, in every release NavGen targets).
  public var conformsToReducer: Bool {
    conformances.contains { ["Reducer", "ComposableArchitecture.Reducer"].contains($0.description) }
  }

  /// `Articulo.Destination`: how code outside the enum names it.
  public var qualifiedName: String { (scope + [name]).joined(separator: ".") }

  /// True when the hand-written enum carries its own `Action` (the macro's
  /// explicit-action branch): written as a nested enum, or derived from the
  /// cases that name their action type (`action`).
  public var hasExplicitAction: Bool {
    explicitAction != nil || derivesExplicitAction
  }

  /// True when some case names its action type, so NavGen writes the explicit `Action`.
  public var derivesExplicitAction: Bool {
    members.containsConditionalItem { member in
      member.declaration?.elements.contains { $0.explicitActionType != nil } == true
    }
  }

  /// The macro's `resolvingExplicitActions`: the cases with one value written
  /// outside `#if` in the explicit `Action` (by hand, or as NavGen derives it
  /// from the cases' `action`, each in its case's block), by name. Where the
  /// release scopes them to a store (`ExpansionFamily.ExplicitActions`), the
  /// ignored cases of these names are held as stores in `store.case`.
  package var explicitActionTypes: [String: TypeRef] {
    var types: [String: TypeRef] = [:]
    if let explicitAction {
      for element in explicitAction.topLevelCases {
        if let values = element.values, values.count == 1 { types[element.name] = values[0].type }
      }
    } else {
      for case .item(.declaration(let declaration)) in members {
        for element in declaration.elements {
          if let actionType = element.explicitActionType { types[element.name] = actionType }
        }
      }
    }
    return types
  }

  /// The enums written inside this one, outside any `#if` block.
  public var topLevelNestedEnums: [NestedEnumDeclaration] {
    members.compactMap { node in
      guard case .item(.nestedEnum(let nestedEnum)) = node else { return nil }
      return nestedEnum
    }
  }

  /// The explicit `Action` written by hand, which the macro then does not write.
  public var explicitAction: NestedEnumDeclaration? {
    Self.explicitAction(in: members)
  }

  /// The `Action` written among `members`, outside any `#if` block.
  static func explicitAction(in members: [Conditional<EnumMember>]) -> NestedEnumDeclaration? {
    for case .item(.nestedEnum(let nestedEnum)) in members where nestedEnum.name == "Action" { return nestedEnum }
    return nil
  }

  /// The explicit `State` written by hand, which the macro then does not write.
  public var explicitState: NestedEnumDeclaration? {
    topLevelNestedEnums.first { $0.name == "State" }
  }

  /// Action enums NavGen writes for alert and dialog cases that list their
  /// actions, in case order, each once.
  public var generatedActionEnums: [GeneratedActionEnum] {
    var seen: Set<String> = []
    var result: [GeneratedActionEnum] = []
    forEachCase { navigationCase in
      guard let generated = navigationCase.generatedActionEnum, seen.insert(generated.name).inserted
      else { return }
      result.append(generated)
    }
    return result
  }

  /// Calls `body` with every case in source order, through every `#if`
  /// clause: `cases` without building it (the emitter asks of every enum).
  func forEachCase(_ body: (NavigationCase) -> Void) {
    members.forEachConditionalItem { member in
      guard case .declaration(let declaration) = member else { return }
      for index in declaration.elements.indices { body(declaration.elements[index]) }
    }
  }
}

/// The arguments of `@Reducer(state: .equatable, .hashable, action: .sendable)`
/// (deprecated, still in use): `_SynthesizedConformance` members, which the
/// macro writes capitalized (`Equatable`) after the inheritance clauses of
/// the `State` and `Action` it adds.
public struct ReducerArguments: Hashable, Sendable {
  /// The members of `_SynthesizedConformance`, as written after the dot.
  public static let synthesizedConformances = ["codable", "decodable", "encodable", "equatable", "hashable", "sendable"]

  /// The arguments for `State`: `equatable`, `sendable`, ...
  public var state: [String]
  /// The arguments for `Action`.
  public var action: [String]

  /// The arguments `state:` and `action:` (none by default).
  public init(state: [String] = [], action: [String] = []) {
    self.state = state
    self.action = action
  }

  /// `Equatable` for `equatable`, as the macro's `capitalized` spells it.
  public static func conformance(_ argument: String) -> String {
    argument.prefix(1).uppercased() + argument.dropFirst()
  }

  /// The conformances the arguments add to `State`, capitalized.
  public var stateConformances: [String] { state.map(Self.conformance) }
  /// The conformances the arguments add to `Action`, capitalized.
  public var actionConformances: [String] { action.map(Self.conformance) }
}

extension NavigationEnum {
  /// The feature that owns the enum, for a destination or path.
  package var feature: String? {
    switch role {
    case .destination(let feature), .path(let feature): return feature
    case .standalone: return nil
    }
  }
}
