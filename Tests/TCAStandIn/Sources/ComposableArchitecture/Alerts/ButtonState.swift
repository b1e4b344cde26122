import Foundation

/// A button of an alert or dialog: a label, an optional role and the action it sends.
public struct ButtonState<Action>: Identifiable {
  public let id: UUID
  public let action: ButtonStateAction<Action>
  public let label: TextState
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Hands the button's action (`nil` for a plain cancel button) to `perform`: what tapping does.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: id, action: .send(transform(action.action)), label: label, role: role
    )
  }
}

/// The action a button sends. Stand-in: no animation variant.
public struct ButtonStateAction<Action> {
  /// Stand-in: the action itself (swift-navigation keeps it in an `_ActionType` with animations).
  let action: Action?

  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

public enum ButtonStateRole: Equatable, Hashable, Sendable {
  case cancel
  case destructive
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// Buttons compare by what they show and send, not by `id`.
extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

/// Lists buttons: `actions: { ButtonState(...) { ... }; ButtonState(...) { ... } }`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
