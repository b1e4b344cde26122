/// A Swift type written in a schema, parsed by `SwiftGrammar.parseType` so the
/// emitter can reason about its shape (the `@Reducer` macro treats nominal
/// types such as `Feature`, `Nested.Feature` and `AlertState<A>` differently
/// from optionals, tuples or arrays) and render it in one canonical spelling.
public enum TypeRef: Hashable, Sendable, CustomStringConvertible {
  /// `A`, `A.B`, `A<X>.B<Y, Z>`: a dotted path of named components.
  case nominal([TypeComponent])
  /// `T?`
  indirect case optional(TypeRef)
  /// `[T]`
  indirect case array(TypeRef)
  /// `[K: V]`
  indirect case dictionary(key: TypeRef, value: TypeRef)
  /// `(A, b: B)`; `()` is the empty tuple.
  case tuple([TupleElement])
  /// `any P`
  indirect case existential(TypeRef)

  /// One component of a dotted type name, with its generic arguments: `AlertState<Alerta>`.
  public struct TypeComponent: Hashable, Sendable {
    /// The component's name: `AlertState`.
    public var name: String
    /// The generic arguments, empty for none.
    public var genericArguments: [TypeRef]

    /// A component named `name` with `genericArguments` (none by default).
    public init(name: String, genericArguments: [TypeRef] = []) {
      self.name = name
      self.genericArguments = genericArguments
    }
  }

  /// One element of a tuple type: `b: B` in `(A, b: B)`.
  public struct TupleElement: Hashable, Sendable {
    /// The element's label, or nil.
    public var label: String?
    /// The element's type.
    public var type: TypeRef

    /// An element of `type`, labelled with `label` when given.
    public init(label: String? = nil, type: TypeRef) {
      self.label = label
      self.type = type
    }
  }

  /// A plain dotted name such as `Articulo` or `Articles.Body`, split at every `.`.
  public static func named(_ dotted: String) -> TypeRef {
    guard dotted.utf8.contains(UInt8(ascii: ".")) else { return .nominal([TypeComponent(name: dotted)]) }
    return .nominal(dotted.utf8.split(separator: UInt8(ascii: ".")).map { TypeComponent(name: String(Substring($0))) })
  }

  /// Types the expansion names, spelled once rather than on every use.
  static let swiftNever = named("Swift.Never")
  static let void = named("Void")
  static let storeOf = named("ComposableArchitecture.StoreOf")
  static let store = named("ComposableArchitecture.Store")

  /// The type in NavGen's canonical spelling, as the generated code writes it.
  public var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Appends the canonical spelling to `text` (one string for the whole type, however nested).
  func write<Text: SwiftText & ~Copyable>(to text: inout Text) {
    switch self {
    case .nominal(let components):
      // By index: each component copied out would be retained and released.
      for index in components.indices {
        if index > 0 { text.write(".") }
        text.write(components[index].name)
        if !components[index].genericArguments.isEmpty {
          text.write("<")
          Self.write(components[index].genericArguments, to: &text)
          text.write(">")
        }
      }
    case .optional(let wrapped):
      // `any P` must be parenthesised before `?` applies to it.
      if case .existential = wrapped {
        text.write("(")
        wrapped.write(to: &text)
        text.write(")?")
      } else {
        wrapped.write(to: &text)
        text.write("?")
      }
    case .array(let element):
      text.write("[")
      element.write(to: &text)
      text.write("]")
    case .dictionary(let key, let value):
      text.write("[")
      key.write(to: &text)
      text.write(": ")
      value.write(to: &text)
      text.write("]")
    case .tuple(let elements):
      text.write("(")
      for (index, element) in elements.enumerated() {
        if index > 0 { text.write(", ") }
        if let label = element.label {
          text.write(label)
          text.write(": ")
        }
        element.type.write(to: &text)
      }
      text.write(")")
    case .existential(let constraint):
      text.write("any ")
      constraint.write(to: &text)
    }
  }

  private static func write<Text: SwiftText & ~Copyable>(_ types: [TypeRef], to text: inout Text) {
    for index in types.indices {
      if index > 0 { text.write(", ") }
      types[index].write(to: &text)
    }
  }

  /// `Autor` → `Autor.State`: a member type of a nominal type.
  public func member(_ name: String) -> TypeRef {
    guard case .nominal(let components) = self else { return .nominal([.init(name: name)]) }
    return .nominal(components + [.init(name: name)])
  }

  /// `ComposableArchitecture.StoreOf<Autor>`: a dotted generic type.
  public static func generic(_ dotted: String, _ arguments: TypeRef...) -> TypeRef {
    named(dotted).applying(arguments)
  }

  /// `StoreOf` → `StoreOf<Autor>`: this nominal type with generic arguments on its last component.
  func applying(_ arguments: TypeRef...) -> TypeRef {
    applying(arguments)
  }

  private func applying(_ arguments: [TypeRef]) -> TypeRef {
    guard case .nominal(var components) = self, !components.isEmpty else { return self }
    components[components.count - 1].genericArguments = arguments
    return .nominal(components)
  }

  /// True for the type shapes the macro expands as a child feature or an
  /// ephemeral state (`IdentifierTypeSyntax` or `MemberTypeSyntax` in its source).
  public var isNominal: Bool {
    if case .nominal = self { return true }
    return false
  }
}
