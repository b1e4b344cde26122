/// A Swift type written in a schema, parsed by `SwiftGrammar.parseType` so the
/// emitter can reason about its shape (the `@Reducer` macro treats nominal
/// types such as `Feature`, `Nested.Feature` and `AlertState<A>` differently
/// from optionals, tuples or arrays) and render it in one canonical spelling.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
  /// `A`, `A.B`, `A<X>.B<Y, Z>`: a dotted path of named components.
  case nominal([TypeComponent])
  /// `T?`
  case optional(TypeRef)
  /// `[T]`
  case array(TypeRef)
  /// `[K: V]`
  case dictionary(key: TypeRef, value: TypeRef)
  /// `(A, b: B)`; `()` is the empty tuple.
  case tuple([TupleElement])
  /// `any P`
  case existential(TypeRef)

  public struct TypeComponent: Hashable, Sendable {
    public var name: String
    public var genericArguments: [TypeRef]

    public init(name: String, genericArguments: [TypeRef] = []) {
      self.name = name
      self.genericArguments = genericArguments
    }
  }

  public struct TupleElement: Hashable, Sendable {
    public var label: String?
    public var type: TypeRef

    public init(label: String? = nil, type: TypeRef) {
      self.label = label
      self.type = type
    }
  }

  /// A plain dotted name such as `Articulo` or `Articles.Body`.
  public static func named(_ dotted: String) -> TypeRef {
    .nominal(dotted.split(separator: ".").map { TypeComponent(name: String($0)) })
  }

  public var description: String {
    switch self {
    case .nominal(let components):
      return components.map { component in
        component.genericArguments.isEmpty
          ? component.name
          : "\(component.name)<\(component.genericArguments.map(\.description).joined(separator: ", "))>"
      }.joined(separator: ".")
    case .optional(let wrapped):
      return "\(wrapped.postfixOperand)?"
    case .array(let element):
      return "[\(element)]"
    case .dictionary(let key, let value):
      return "[\(key): \(value)]"
    case .tuple(let elements):
      return "(" + elements.map { element in
        element.label.map { "\($0): \(element.type)" } ?? element.type.description
      }.joined(separator: ", ") + ")"
    case .existential(let constraint):
      return "any \(constraint)"
    }
  }

  /// `Autor` → `Autor.State`: a member type of a nominal type.
  public func member(_ name: String) -> TypeRef {
    guard case .nominal(let components) = self else { return .nominal([.init(name: name)]) }
    return .nominal(components + [.init(name: name)])
  }

  /// `ComposableArchitecture.StoreOf<Autor>`: a dotted generic type.
  public static func generic(_ dotted: String, _ arguments: TypeRef...) -> TypeRef {
    guard case .nominal(var components) = named(dotted) else { return named(dotted) }
    components[components.count - 1].genericArguments = arguments
    return .nominal(components)
  }

  /// `any P` must be parenthesised before `?` applies to it.
  private var postfixOperand: String {
    if case .existential = self { return "(\(self))" }
    return description
  }

  /// True for the type shapes the macro expands as a child feature or an
  /// ephemeral state (`IdentifierTypeSyntax` or `MemberTypeSyntax` in its source).
  public var isNominal: Bool {
    if case .nominal = self { return true }
    return false
  }
}
