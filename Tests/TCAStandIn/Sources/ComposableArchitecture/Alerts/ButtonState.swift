import Foundation

/// A button of an alert or dialog: a label, an optional role and the action it sends.
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:6 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:9 (2.0.5), :10 (2.11.0)
public struct ButtonState<Action>: Identifiable {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:7 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:10 (2.0.5), :11 (2.11.0)
  public let id: UUID
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:8 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:11 (2.0.5), :12 (2.11.0)
  public let action: ButtonStateAction<Action>
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:9 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:12 (2.0.5), :13 (2.11.0)
  public let label: TextState
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:10 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:13 (2.0.5), :14 (2.11.0)
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:31 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:34 (2.0.5), :35 (2.11.0)
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:46 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:49 (2.0.5), :50 (2.11.0)
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Hands the button's action (`nil` for a plain cancel button) to `perform`: what tapping does.
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:59 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:62 (2.0.5), :63 (2.11.0)
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:103 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:111 (2.0.5), :118 (2.11.0)
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: id, action: .send(transform(action.action)), label: label, role: role
    )
  }
}

/// The action a button sends. Stand-in: no animation variant.
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:114 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:122 (2.0.5), :129 (2.11.0)
public struct ButtonStateAction<Action> {
  /// Stand-in: the action itself (swift-navigation keeps it in an `_ActionType` with animations).
  let action: Action?

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:117 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:125 (2.0.5), :132 (2.11.0)
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:152 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:170 (2.0.5), :177 (2.11.0)
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  case cancel
  case destructive
}

// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:203 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:223 (2.0.5), :189 (2.11.0)
extension ButtonStateAction: Equatable where Action: Equatable {}
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:214 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:234 (2.0.5), :200 (2.11.0)
extension ButtonStateAction: Hashable where Action: Hashable {}
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:232 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:256 (2.0.5), :222 (2.11.0)
extension ButtonStateAction: Sendable where Action: Sendable {}

/// Buttons compare by what they show and send, not by `id`.
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:206 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:226 (2.0.5), :192 (2.11.0)
extension ButtonState: Equatable where Action: Equatable {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:207 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:227 (2.0.5), :193 (2.11.0)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:224 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:248 (2.0.5), :214 (2.11.0)
extension ButtonState: Hashable where Action: Hashable {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:225 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonState.swift:249 (2.0.5), :215 (2.11.0)
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonState.swift:234 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonState.swift:258 (2.0.5), :224 (2.11.0)
extension ButtonState: Sendable where Action: Sendable {}

/// Lists buttons: `actions: { ButtonState(...) { ... }; ButtonState(...) { ... } }`.
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:3 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:2 (2.0.5), :2 (2.11.0)
@resultBuilder
public enum ButtonStateBuilder<Action> {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:4 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:3 (2.0.5), :3 (2.11.0)
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:8 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:7 (2.0.5), :7 (2.11.0)
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:18 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:17 (2.0.5), :17 (2.11.0)
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:23 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:21 (2.0.5), :21 (2.11.0)
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:28 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:25 (2.0.5), :25 (2.11.0)
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:12 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:11 (2.0.5), :11 (2.11.0)
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/ButtonStateBuilder.swift:32 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/ButtonStateBuilder.swift:29 (2.0.5), :29 (2.11.0)
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
