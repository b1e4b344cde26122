/// An enum written by hand inside a navigation enum: an alert or dialog
/// action enum, or an explicit `Action` or `State` (which the macro then does
/// not write; it adds `@CasePathable` (and `@dynamicMemberLookup` to
/// `State`) unless written or inherited, and reads the explicit `Action`'s
/// cases to give ignored cases a store).
public struct NestedEnumDeclaration: Hashable, Sendable {
  /// The enum's name: `Alert`, `Action`, `State`.
  public var name: String
  /// The access modifier as written (`public enum Alert`), nil for none.
  public var accessModifier: AccessLevel?
  /// `indirect enum State`: every case's payload boxed.
  public var isIndirect: Bool
  /// Attributes before `enum`, as written: `@CasePathable`, `@ObservableState`,
  /// `@dynamicMemberLookup`, `@available(iOS 17, *)`.
  public var attributes: [String]
  /// The inheritance clause: `Equatable, Sendable`.
  public var inheritance: [TypeRef]
  /// What is written in the enum, in order: case declarations, type aliases, `#if` blocks.
  public var members: [Conditional<NestedEnumMember>]
  /// Where the enum is in the schema, for diagnostics.
  public var location: SourceLocation

  /// An enum as written, with its name, modifiers, inheritance clause and members.
  public init(
    name: String, accessModifier: AccessLevel? = nil, isIndirect: Bool = false, attributes: [String] = [],
    inheritance: [TypeRef] = [], members: [Conditional<NestedEnumMember>], location: SourceLocation
  ) {
    self.name = name
    self.accessModifier = accessModifier
    self.isIndirect = isIndirect
    self.attributes = attributes
    self.inheritance = inheritance
    self.members = members
    self.location = location
  }

  /// The cases outside any `#if` block, the only ones the macro reads in an
  /// explicit `Action`.
  public var topLevelCases: [PlainCase] {
    members.flatMap { node -> [PlainCase] in
      guard case .item(.declaration(let declaration)) = node else { return [] }
      return declaration.elements
    }
  }

  /// Every case, through every `#if` clause.
  public var cases: [PlainCase] {
    members.conditionalItems().flatMap { $0.declaration?.elements ?? [] }
  }
}

/// A member of a hand-written nested enum.
public enum NestedEnumMember: Hashable, Sendable {
  /// `case cancel, confirmDeletion(id: UUID)`.
  case declaration(PlainCaseDeclaration)
  /// `typealias StateReducer = Destination`.
  case typeAlias(TypeAliasDeclaration)

  /// The case declaration, if the member is one.
  public var declaration: PlainCaseDeclaration? {
    if case .declaration(let declaration) = self { return declaration }
    return nil
  }
}

/// `case a, b(id: UUID)` with the attributes written before it.
public struct PlainCaseDeclaration: Hashable, Sendable {
  /// Attributes written before `case`.
  public var attributes: [String]
  /// At least one case.
  public var elements: [PlainCase]

  /// A declaration of `elements`, with `attributes` before it.
  public init(attributes: [String] = [], elements: [PlainCase]) {
    self.attributes = attributes
    self.elements = elements
  }
}

/// A case of a nested enum: a name and, unless it has no parameter clause, its values.
public struct PlainCase: Hashable, Sendable {
  /// The case's name.
  public var name: String
  /// The associated values; nil for a case without a parameter clause.
  public var values: [NavigationCase.Parameter]?
  /// Where the case is in the schema, for diagnostics.
  public var location: SourceLocation

  /// A case named `name` with `values` (nil: no parameter clause).
  public init(name: String, values: [NavigationCase.Parameter]? = nil, location: SourceLocation) {
    self.name = name
    self.values = values
    self.location = location
  }
}

/// `public typealias StateReducer = Destination`.
public struct TypeAliasDeclaration: Hashable, Sendable {
  /// The access modifier as written, nil for none.
  public var accessModifier: AccessLevel?
  /// The alias's name: `StateReducer`.
  public var name: String
  /// The type it names.
  public var type: TypeRef

  /// `typealias name = type`, with the access modifier if given.
  public init(accessModifier: AccessLevel? = nil, name: String, type: TypeRef) {
    self.accessModifier = accessModifier
    self.name = name
    self.type = type
  }
}
