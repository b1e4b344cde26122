/// The cases of one enum the emitter writes (`State`, `Action`, `CaseScope`,
/// a generated alert action enum) as a tree of `#if` blocks in output order.
/// Both the macro form and the expanded form (`@CasePathable` and
/// `@ObservableState` written out) are built from these, so the two forms can
/// never disagree about which cases exist.
public typealias CaseGroup = Conditional<CaseDeclaration>

/// One `case name(Type, label: Type)` as written in a generated enum.
public struct CaseDeclaration: Hashable, Sendable {
  /// The case's name.
  public var name: String
  /// Empty for a case without associated values.
  public var associatedValues: [AssociatedValue]

  /// A case named `name` with `associatedValues` (none by default).
  public init(name: String, associatedValues: [AssociatedValue] = []) {
    self.name = name
    self.associatedValues = associatedValues
  }

  /// One associated value of a generated case.
  public struct AssociatedValue: Hashable, Sendable {
    /// The value's label (`label: Type`), or nil for an unlabelled value.
    public var label: String?
    /// The type as it appears in the output, e.g. `Autor.State`.
    public var type: TypeRef

    /// A value of `type`, labelled with `label` when given.
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
  func write<Text: SwiftText & ~Copyable>(to text: inout Text) {
    text.writeCase(name, values: associatedValues)
  }
}

/// A value of a case: its label, if any, and its type.
protocol CaseValue {
  var label: String? { get }
  var type: TypeRef { get }
}

extension CaseDeclaration.AssociatedValue: CaseValue {}
extension NavigationCase.Parameter: CaseValue {}

extension SwiftText where Self: ~Copyable {
  /// `name(A, label: B)`: a case and its values; the name alone when it has none.
  mutating func writeCase<Values: Collection>(_ name: String, values: Values) where Values.Element: CaseValue {
    write(name)
    guard !values.isEmpty else { return }
    write("(")
    for (index, value) in values.enumerated() {
      if index > 0 { write(", ") }
      writeLabel(value.label)
      write(value.type)
    }
    write(")")
  }
}
