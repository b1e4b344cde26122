/// A navigation case in the form a developer writes inside `@Reducer enum`,
/// before the macro runs: its associated values (with the reducer's default
/// value, if any) and the case markers a developer must write by hand.
/// `ReducerCaseExpansion` derives everything else from this form with the
/// macro's own rules, so odd shapes come out exactly as the macro would treat
/// the equivalent hand-written case.
struct HandWrittenCase: Hashable, Sendable {
  struct Parameter: Hashable, Sendable {
    var label: String?
    var type: TypeRef
    /// `= Edicion(modo: .completo)`: only reducer cases have one.
    var defaultValue: String?

    var declarationText: String {
      let typed = label.map { "\($0): \(type)" } ?? type.description
      return defaultValue.map { "\(typed) = \($0)" } ?? typed
    }
  }

  enum Marker: String, Hashable, Sendable {
    case ephemeral = "ReducerCaseEphemeral"
    case ignored = "ReducerCaseIgnored"
  }

  var name: String
  /// `nil` for `case cerrado` (no parameter clause at all).
  var parameters: [Parameter]?
  /// The schema's attributes (e.g. `@available(iOS 17, *)`), written first.
  var attributes: [String]
  /// Markers the developer writes: the macro cannot infer them for a single
  /// non-alert payload (`@ReducerCaseIgnored case web(URL)`) or for a custom
  /// ephemeral state (`@ReducerCaseEphemeral case toast(ToastState<A>)`).
  var writtenMarkers: [Marker]
  var condition: String?
  /// The explicit `Action` case type for the 1.25 migration pattern.
  var explicitActionType: TypeRef?

  init(_ navigationCase: NavigationCase) {
    name = navigationCase.name
    attributes = navigationCase.attributes
    condition = navigationCase.condition
    explicitActionType = navigationCase.explicitActionType
    switch navigationCase.payload {
    case .reducer(let type, let initializer):
      parameters = [Parameter(type: type, defaultValue: initializer)]
      writtenMarkers = []
    case .alert(let action):
      parameters = [Parameter(type: .nominal([.init(name: "AlertState", genericArguments: [action.type])]))]
      writtenMarkers = []
    case .confirmationDialog(let action):
      parameters = [
        Parameter(type: .nominal([.init(name: "ConfirmationDialogState", genericArguments: [action.type])]))
      ]
      writtenMarkers = []
    case .ephemeral(let type):
      parameters = [Parameter(type: type)]
      writtenMarkers = [.ephemeral]
    case .ignored(let values, _):
      parameters = values.map { Parameter(label: $0.label, type: $0.type) }
      // With several values the macro infers "ignored" on its own.
      writtenMarkers = values.count == 1 ? [.ignored] : []
    case .none:
      parameters = nil
      writtenMarkers = []
    }
  }

  /// `autor(Autor)`, `edicion(Edicion = Edicion(modo: .completo))`, `cerrado`.
  var declarationText: String {
    guard let parameters else { return name }
    return "\(name)(\(parameters.map(\.declarationText).joined(separator: ", ")))"
  }

  /// The single associated value, when there is exactly one.
  var singleParameter: Parameter? {
    guard let parameters, parameters.count == 1 else { return nil }
    return parameters[0]
  }
}
