/// One case of a navigation enum (one element of a `case` declaration), as
/// the developer would have written it by hand inside `@Reducer enum E { ... }`.
/// Its attributes and markers belong to the declaration that holds it
/// (`NavigationCaseDeclaration`), its `#if` clauses to the enum's member tree.
public struct NavigationCase: Hashable, Sendable {
  /// The case's name: `autor` in `case autor(Autor)`.
  public var name: String
  /// What the case carries, which decides how the macro expands it.
  public var payload: Payload
  /// The label of the one value of a reducer, alert, dialog or ephemeral
  /// case: `feature` in `case detail(feature: Detail)`. (Ignored values carry
  /// their own labels.)
  public var label: String?
  /// Its `view` and `presentation` in the SwiftUI glue (used when the enum opts in).
  public var glue: CaseGlue
  /// Its deep link (`"link"`), if it has one: only a child feature's case can.
  public var link: CaseLink?
  /// Where the case is in the schema, for diagnostics.
  public var location: SourceLocation

  /// A case named `name` carrying `payload`, with its label and glue settings.
  public init(
    name: String, payload: Payload, label: String? = nil, glue: CaseGlue = CaseGlue(), link: CaseLink? = nil,
    location: SourceLocation
  ) {
    self.name = name
    self.payload = payload
    self.label = label
    self.glue = glue
    self.link = link
    self.location = location
  }

  /// What the case carries; each kind is expanded differently by the macro.
  public enum Payload: Hashable, Sendable {
    /// `case autor(Autor)` or, with an initializer, `case edicion(Edicion = Edicion(modo: .completo))`.
    case reducer(type: TypeRef, initializer: String?)
    /// `case confirmarBorrado(AlertState<Alerta>)`.
    case alert(ActionType)
    /// `case compartir(ConfirmationDialogState<Compartir>)`.
    case confirmationDialog(ActionType)
    /// `@ReducerCaseEphemeral case toast(ToastState<ToastAction>)`: a custom ephemeral state.
    case ephemeral(type: TypeRef)
    /// A payload with no reducer; its action is `Swift.Never` unless
    /// `explicitAction` names one (the 1.25 migration pattern).
    case ignored(parameters: [Parameter], explicitAction: TypeRef?)
    /// `case cerrado`.
    case none
  }

  /// One associated value of an ignored case: `Meeting` or `syncUp: SyncUp`.
  public struct Parameter: Hashable, Sendable, CustomStringConvertible {
    /// The value's label, or nil for an unlabelled value.
    public var label: String?
    /// The value's type.
    public var type: TypeRef

    /// A value of `type`, labelled with `label` when given.
    public init(label: String? = nil, type: TypeRef) {
      self.label = label
      self.type = type
    }

    /// `label: Type`, or `Type` without a label.
    public var description: String {
      label.map { "\($0): \(type)" } ?? type.description
    }
  }

  /// The action type of an alert or confirmation dialog: an existing type,
  /// or an enum NavGen generates inside the navigation enum.
  public enum ActionType: Hashable, Sendable {
    /// An action type the app declares: `ContactsFeature.Action.Alert`, `Never`.
    case existing(TypeRef)
    /// An action enum NavGen writes inside the navigation enum.
    case generated(GeneratedActionEnum)

    /// The type named in `AlertState<...>` or `ConfirmationDialogState<...>`.
    public var type: TypeRef {
      switch self {
      case .existing(let type): return type
      case .generated(let generated): return .named(generated.name)
      }
    }
  }

  /// The explicit action of an ignored case (the 1.25 migration pattern), if any.
  public var explicitActionType: TypeRef? {
    if case .ignored(_, let explicitAction) = payload { return explicitAction }
    return nil
  }

  /// The action enum NavGen generates for an alert or dialog case, if any.
  public var generatedActionEnum: GeneratedActionEnum? {
    switch payload {
    case .alert(.generated(let generated)), .confirmationDialog(.generated(let generated)):
      return generated
    default:
      return nil
    }
  }
}

/// An action enum for an alert or dialog, generated from a list of action
/// names: `@CasePathable enum Alerta: Equatable, Hashable, Sendable { case borrarConfirmado }`.
public struct GeneratedActionEnum: Hashable, Sendable {
  /// The action enum's name: `Alerta`.
  public var name: String
  /// The actions, one case each, in order.
  public var actions: [String]

  /// An action enum named `name` with one case per action.
  public init(name: String, actions: [String]) {
    self.name = name
    self.actions = actions
  }
}
