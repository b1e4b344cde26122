/// A type the expansion derives from a hand-written one: `Autor.State`,
/// `ComposableArchitecture.StoreOf<Autor>`, `ComposableArchitecture.Store<AlertState<Alert>, Alert>`.
/// Every spot of every case names one, so it is written straight from the
/// hand-written type; the derived `TypeRef` is built only where the expanded
/// form's nested macros read the type (`typeRef`).
struct DerivedType: Hashable, Sendable {
  enum Derivation: Hashable, Sendable {
    /// The hand-written type itself.
    case itself
    /// `Autor.State`, `Autor.Action`: a member type of it.
    case member(Member)
    /// `ComposableArchitecture.StoreOf<Autor>`.
    case storeOf
    /// `ComposableArchitecture.Store<Value, Action>`.
    case store(action: TypeRef)
  }

  /// The member types the expansion names.
  enum Member: Hashable, Sendable {
    case state
    case action

    var name: String { self == .state ? "State" : "Action" }
    /// `.State`: the dot and the name, written as one piece.
    var suffix: StaticString { self == .state ? ".State" : ".Action" }
  }

  var base: TypeRef
  var derivation: Derivation

  init(_ base: TypeRef, _ derivation: Derivation = .itself) {
    self.base = base
    self.derivation = derivation
  }

  /// Appends the canonical spelling of `typeRef`, without building it.
  func write<Text: SwiftText & ~Copyable>(to text: inout Text) {
    switch derivation {
    case .itself:
      text.write(base)
    case .member(let member):
      text.write(base)
      text.write(member.suffix)
    case .storeOf:
      text.write(Self.storeOfOpening)
      text.write(base)
      text.write(">")
    case .store(let action):
      text.write(Self.storeOpening)
      text.write(base)
      text.write(", ")
      text.write(action)
      text.write(">")
    }
  }

  /// `ComposableArchitecture.StoreOf<`, spelled once: every child feature's
  /// `CaseScope` case and case path starts with it.
  private static let storeOfOpening = TypeRef.storeOf.description + "<"
  private static let storeOpening = TypeRef.store.description + "<"

  /// The derived type itself.
  var typeRef: TypeRef {
    switch derivation {
    case .itself: return base
    case .member(let member): return base.member(member.name)
    case .storeOf: return TypeRef.storeOf.applying(base)
    case .store(let action): return TypeRef.store.applying(base, action)
    }
  }

  var description: String {
    var text = ""
    write(to: &text)
    return text
  }
}
