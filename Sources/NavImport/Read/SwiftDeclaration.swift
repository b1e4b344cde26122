import NavSchema

/// The declarations of a Swift file as `DeclarationParser` reads them: type
/// declarations with their members, enum cases, imports and `#if` blocks in
/// full; everything else (functions, properties, initializers, statements)
/// only as a kind, a name and a location, its body skipped.
public indirect enum SwiftDeclaration: Hashable, Sendable {
  case `import`(ImportDeclaration)
  case type(TypeDeclaration)
  case enumCase(EnumCaseDeclaration)
  case conditional(ConditionalBlock)
  case other(OtherDeclaration)

  public var location: SourcePosition {
    switch self {
    case .import(let declaration): return declaration.location
    case .type(let declaration): return declaration.location
    case .enumCase(let declaration): return declaration.location
    case .conditional(let block): return block.location
    case .other(let declaration): return declaration.location
    }
  }

  /// The declaration's tokens, as indices into `SwiftSourceFile.tokens`.
  public var tokenRange: Range<Int> {
    switch self {
    case .import(let declaration): return declaration.tokenRange
    case .type(let declaration): return declaration.tokenRange
    case .enumCase(let declaration): return declaration.tokenRange
    case .conditional(let block): return block.tokenRange
    case .other(let declaration): return declaration.tokenRange
    }
  }
}

extension SourcePosition {
  init(_ token: SourceToken) {
    self.init(line: token.line, column: token.column)
  }
}

/// `@Reducer`, `@ComposableArchitecture.Reducer(state: .equatable)`, `@available(iOS 17, *)`.
public struct SwiftAttribute: Hashable, Sendable {
  /// The name as written, dotted if qualified: `ComposableArchitecture.Reducer`.
  public var name: String
  /// `<…>` after the name, as written: `<State, Action>`.
  public var genericArguments: String?
  /// The arguments between the parentheses, split at top-level commas; nil
  /// when there are no parentheses.
  public var arguments: [Argument]?
  /// The whole attribute on one line, tokens separated as written: `@available(iOS 17, *)`.
  public var text: String
  public var location: SourcePosition

  public struct Argument: Hashable, Sendable {
    public var label: String?
    public var value: String
  }

  /// The name's last component: `Reducer` for `@ComposableArchitecture.Reducer`.
  public var baseName: String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}

/// `public`, `private(set)`, `static`, `indirect`, ...
public struct SwiftModifier: Hashable, Sendable {
  public var name: String
  /// `set` in `private(set)`.
  public var detail: String?
}

public struct ImportDeclaration: Hashable, Sendable {
  public var attributes: [SwiftAttribute]
  /// `struct` in `import struct Foo.Bar`.
  public var kind: String?
  /// `Foundation`, `Foo.Bar`.
  public var path: [String]
  public var location: SourcePosition
  public var tokenRange: Range<Int> = 0..<0
}

public struct TypeDeclaration: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
  }

  public var kind: Kind
  public var attributes: [SwiftAttribute]
  public var modifiers: [SwiftModifier]
  /// The declared name; for an extension, the extended type's dotted name
  /// without generic arguments (`App.Settings`).
  public var name: String
  /// For an extension, the extended type as written (`Array<Int>`); for a
  /// type, the generic parameter clause (`<T: Equatable>`), if any.
  public var genericClause: String?
  public var extendedType: String?
  public var inheritance: [InheritedType]
  public var whereClause: String?
  /// Nil when the declaration has no body (malformed source).
  public var members: [SwiftDeclaration]?
  /// Where the declaration starts (its first attribute or modifier).
  public var location: SourcePosition
  public var nameLocation: SourcePosition
  public var tokenRange: Range<Int> = 0..<0

  public struct InheritedType: Hashable, Sendable {
    public var text: String
    public var location: SourcePosition
  }
}

/// `case a(A), b(label: B = B())`, with its attributes.
public struct EnumCaseDeclaration: Hashable, Sendable {
  public var attributes: [SwiftAttribute]
  public var modifiers: [SwiftModifier]
  public var elements: [EnumCaseElement]
  public var location: SourcePosition
  public var tokenRange: Range<Int> = 0..<0
}

public struct EnumCaseElement: Hashable, Sendable {
  public var name: String
  /// Nil without a parameter clause (`case cerrado`); empty for `case x()`.
  public var parameters: [EnumCaseParameter]?
  /// `= 1` of a raw-value case, as written.
  public var rawValue: String?
  public var location: SourcePosition
}

public struct EnumCaseParameter: Hashable, Sendable {
  /// `syncUp` in `syncUp: SyncUp`; `_` is kept as written.
  public var firstName: String?
  public var secondName: String?
  /// The type as written, on one line: `AlertState<Alert>`.
  public var type: String
  /// The default value as written, on one line: `Edicion(modo: .completo)`.
  public var defaultValue: String?
  public var location: SourcePosition
}

/// `#if A … #elseif B … #else … #endif`, clauses in order.
public struct ConditionalBlock: Hashable, Sendable {
  public var clauses: [Clause]
  public var location: SourcePosition
  public var tokenRange: Range<Int> = 0..<0

  public struct Clause: Hashable, Sendable {
    public var keyword: ClauseKeyword
    /// Nil for `#else`.
    public var condition: String?
    public var members: [SwiftDeclaration]
    public var location: SourcePosition
  }
}

/// A declaration the reader does not look into.
public struct OtherDeclaration: Hashable, Sendable {
  /// The introducing keyword (`func`, `var`, `init`, `typealias`, ...),
  /// `#name` for a directive or freestanding macro, `statement` for code.
  public var kind: String
  /// The declared name when there is one (`body`, `scope`, `State`).
  public var name: String?
  /// For `typealias Name = Type`, the type as written on one line.
  public var aliasedType: String?
  public var attributes: [SwiftAttribute]
  public var modifiers: [SwiftModifier]
  public var location: SourcePosition
  public var tokenRange: Range<Int> = 0..<0
}

/// A parsed file: its declarations at file scope and what could not be read.
public struct SwiftSourceFile: Hashable, Sendable {
  public var declarations: [SwiftDeclaration]
  public var problems: [ReaderProblem]
  /// Every token of the file; declarations point into it with `tokenRange`.
  public var tokens: [SourceToken]
}
