/// A case the expansion writes in `State`, `Action` or `CaseScope` (or NavGen
/// in a derived explicit `Action`): the hand-written case's values as written,
/// or one value of a type derived from its own. It is written straight to its
/// line; the `CaseDeclaration` that the expanded form's nested macros expand
/// is built only there (`declaration`).
struct ExpansionCase: Hashable, Sendable {
  enum Values: Hashable, Sendable {
    /// The hand-written case's values, default values aside (empty: no parameter clause).
    case asWritten([NavigationCase.Parameter])
    /// One value, e.g. `Autor.State`, keeping the hand-written label if any.
    case one(label: String?, DerivedType)
  }

  var name: String
  var values: Values

  /// Appends `name(A, label: B)`, as `declaration` writes it.
  func write<Text: SwiftText & ~Copyable>(to text: inout Text) {
    switch values {
    case .asWritten(let parameters):
      text.writeCase(name, values: parameters)
    case .one(let label, let type):
      text.write(name)
      text.write("(")
      text.writeLabel(label)
      type.write(to: &text)
      text.write(")")
    }
  }

  var declaration: CaseDeclaration {
    switch values {
    case .asWritten(let parameters):
      return CaseDeclaration(name: name, associatedValues: parameters.map { .init(label: $0.label, type: $0.type) })
    case .one(let label, let type):
      return CaseDeclaration(name: name, associatedValues: [.init(label: label, type: type.typeRef)])
    }
  }

  /// `autor(Autor.State)`.
  var declarationText: String {
    var text = ""
    write(to: &text)
    return text
  }
}
