/// Renames types in associated values the way `@CasePathable` does before it
/// writes them inside its nested `AllCasePaths` struct:
/// - `Self` becomes the enum's name (inside the struct `Self` would mean the struct);
/// - `Element` becomes `_$Element` (inside the struct, a `Sequence`, `Element`
///   would mean its iteration element), and the enum then gets
///   `public typealias _$Element = Element`.
///
/// Only a name that stands for a type in the enum's scope is renamed: the
/// first component of a dotted name, never a member (`Feature.Element`) or a
/// tuple label (`(Element: Int)`).
struct CasePathTypeRewriter {
  package let enumName: String
  /// Set once any `Element` was renamed.
  private(set) var renamedElement = false

  init(enumName: String) {
    self.enumName = enumName
  }

  mutating func rewrite(_ type: TypeRef) -> TypeRef {
    switch type {
    case .nominal(let components):
      var rewritten = components.map { component in
        TypeRef.TypeComponent(name: component.name, genericArguments: component.genericArguments.map { rewrite($0) })
      }
      rewritten[0].name = renamed(rewritten[0].name)
      return .nominal(rewritten)
    case .optional(let wrapped):
      return .optional(rewrite(wrapped))
    case .array(let element):
      return .array(rewrite(element))
    case .dictionary(let key, let value):
      return .dictionary(key: rewrite(key), value: rewrite(value))
    case .tuple(let elements):
      return .tuple(elements.map { .init(label: $0.label, type: rewrite($0.type)) })
    case .existential(let constraint):
      return .existential(rewrite(constraint))
    }
  }

  private mutating func renamed(_ name: String) -> String {
    switch name {
    case "Self":
      return enumName
    case "Element":
      renamedElement = true
      return "_$Element"
    default:
      return name
    }
  }
}
