/// The cases of one enum the emitter writes (`State`, `Action`, `CaseScope`,
/// a generated alert action enum) as a tree of `#if` blocks in output order.
/// Both the macro form and the expanded form (`@CasePathable` and
/// `@ObservableState` written out) are built from these, so the two forms can
/// never disagree about which cases exist.
public typealias CaseGroup = Conditional<CaseDeclaration>

/// One `case name(Type, label: Type)` as written in a generated enum.
public struct CaseDeclaration: Hashable, Sendable {
  public var name: String
  /// Empty for a case without associated values.
  public var associatedValues: [AssociatedValue]

  public init(name: String, associatedValues: [AssociatedValue] = []) {
    self.name = name
    self.associatedValues = associatedValues
  }

  public struct AssociatedValue: Hashable, Sendable {
    public var label: String?
    /// The type as it appears in the output, e.g. `Autor.State`.
    public var type: TypeRef

    public init(label: String? = nil, type: TypeRef) {
      self.label = label
      self.type = type
    }
  }

  /// `case name(A, label: B)` without the `case` keyword: `name(A, label: B)`.
  public var declarationText: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Appends `declarationText` to `text`.
  func write<Text: TextOutputStream>(to text: inout Text) {
    text.write(name)
    guard !associatedValues.isEmpty else { return }
    text.write("(")
    for (index, value) in associatedValues.enumerated() {
      if index > 0 { text.write(", ") }
      if let label = value.label {
        text.write(label)
        text.write(": ")
      }
      value.type.write(to: &text)
    }
    text.write(")")
  }
}
