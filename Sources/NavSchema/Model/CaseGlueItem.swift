/// What the SwiftUI glue writes for one case, from its kind and its `view` and
/// `presentation` keys. The emitter, the diff and the graph all read this.
public enum CaseGlueItem: Hashable, Sendable {
  /// A destination case: a presentation modifier, with the view it shows
  /// (nil for `alert` and `confirmationDialog`, which show the state itself).
  case presented(Presentation, view: TypeRef?)
  /// A path case: a branch of the screen switch that builds the view.
  case pushed(view: TypeRef)
  /// Nothing in a destination's modifier; in a path's switch, the `other` closure.
  case leftToApp
}

extension NavigationEnum {
  /// What the glue (with role `role`) writes for `navigationCase`, a case of this enum.
  public func glueItem(of navigationCase: NavigationCase, in role: SwiftUIGlue.Role) -> CaseGlueItem {
    navigationCase.glueItem(in: role, writtenAction: explicitAction)
  }
}

extension NavigationCase {
  /// The presentations this case's kind allows in a destination enum, default first.
  /// `writtenAction` is the `Action` written in the enum, if any: it may carry the action
  /// of an ignored case instead of its `action` key.
  public func allowedPresentations(writtenAction: NestedEnumDeclaration?) -> [Presentation] {
    switch payload {
    case .reducer: return Presentation.forChildFeatures
    case .alert: return [.alert]
    case .confirmationDialog: return [.confirmationDialog]
    case .ignored, .ephemeral, .none:
      return migratedPromptPresentation(action: ignoredAction(writtenAction: writtenAction)).map { [$0] } ?? []
    }
  }

  /// The action of an ignored case: its `action`, or the one value of its case in the
  /// `Action` written in the enum (outside `#if`, the only cases the macro reads there).
  private func ignoredAction(writtenAction: NestedEnumDeclaration?) -> TypeRef? {
    guard case .ignored(_, let action) = payload else { return nil }
    if let action { return action }
    guard let written = writtenAction?.topLevelCases.first(where: { $0.name == name }),
      let values = written.values, values.count == 1, values[0].label == nil
    else { return nil }
    return values[0].type
  }

  /// The 1.25 migration pattern, `@ReducerCaseIgnored case alert(AlertState<Alert>)`
  /// with the explicit action `Alert`: scoped with that action it is a store of
  /// alert state, which TCA's `alert(_:)` presents like a generated alert case.
  private func migratedPromptPresentation(action: TypeRef?) -> Presentation? {
    guard case .ignored(let parameters, _) = payload, let action, parameters.count == 1, parameters[0].label == nil,
      case .nominal(let components) = parameters[0].type, components.count == 1,
      components[0].genericArguments == [action]
    else { return nil }
    switch components[0].name {
    case "AlertState": return .alert
    case "ConfirmationDialogState": return .confirmationDialog
    default: return nil
    }
  }

  /// The view of a child feature case: `Autor` → `AutorView`, `App.Settings` →
  /// `App.SettingsView`, `Counter<Int>` → `CounterView<Int>`; nil for other kinds.
  public var conventionalViewType: TypeRef? {
    guard case .reducer(.nominal(var components), _) = payload, !components.isEmpty else { return nil }
    components[components.count - 1].name += "View"
    return .nominal(components)
  }

  /// What the glue of an enum with role `role` writes for this case.
  fileprivate func glueItem(in role: SwiftUIGlue.Role, writtenAction: NestedEnumDeclaration?) -> CaseGlueItem {
    let view: TypeRef?
    switch glue.view {
    case .omitted: return .leftToApp
    case .named(let type): view = type
    case .conventional: view = conventionalViewType
    }
    switch role {
    case .path:
      guard case .reducer = payload, let view else { return .leftToApp }
      return .pushed(view: view)
    case .destination:
      guard let presentation = glue.presentation ?? allowedPresentations(writtenAction: writtenAction).first else { return .leftToApp }
      return .presented(presentation, view: presentation.showsView ? view : nil)
    }
  }
}
