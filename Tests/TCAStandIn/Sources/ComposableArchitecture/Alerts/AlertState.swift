import Foundation

/// The data of an alert: title, message and buttons whose actions go to the presenting feature.
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:135 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/AlertState.swift:134 (2.0.5), :133 (2.11.0)
public struct AlertState<Action>: Identifiable {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:136 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:135 (2.0.5), :134 (2.11.0)
  public let id: UUID
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:137 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:136 (2.0.5), :135 (2.11.0)
  public var buttons: [ButtonState<Action>]
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:138 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:137 (2.0.5), :136 (2.11.0)
  public var message: TextState?
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:139 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:138 (2.0.5), :137 (2.11.0)
  public var title: TextState

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:160 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:158 (2.0.5), :157 (2.11.0)
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.buttons = actions()
    self.message = message?()
    self.title = title()
  }
}

/// Alerts compare by content, not by `id`.
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:202 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/AlertState.swift:200 (2.0.5), :180 (2.11.0)
extension AlertState: Equatable where Action: Equatable {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:203 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:201 (2.0.5), :181 (2.11.0)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:210 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/AlertState.swift:208 (2.0.5), :188 (2.11.0)
extension AlertState: Hashable where Action: Hashable {
  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:211 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/AlertState.swift:209 (2.0.5), :189 (2.11.0)
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/AlertState.swift:218 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/AlertState.swift:216 (2.0.5), :196 (2.11.0)
extension AlertState: Sendable where Action: Sendable {}

/// The data of a confirmation dialog; like `AlertState` plus title visibility.
// Mirrors: swiftui-navigation
//   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:123 (1.5.2); swift-navigation
//   Sources/SwiftNavigation/ConfirmationDialogState.swift:119 (2.0.5), :118 (2.11.0)
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
public struct ConfirmationDialogState<Action>: Identifiable {
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:124 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:120 (2.0.5), :119 (2.11.0)
  public let id: UUID
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:125 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:121 (2.0.5), :120 (2.11.0)
  public var buttons: [ButtonState<Action>]
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:126 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:122 (2.0.5), :121 (2.11.0)
  public var message: TextState?
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:127 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:123 (2.0.5), :122 (2.11.0)
  public var title: TextState
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:128 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:124 (2.0.5), :123 (2.11.0)
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:155 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:147 (2.0.5), :146 (2.11.0)
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.buttons = actions()
    self.message = message?()
    self.title = title()
    self.titleVisibility = titleVisibility
  }

  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:176 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:168 (2.0.5), :167 (2.11.0)
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }
}

// Mirrors: swiftui-navigation
//   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:207 (1.5.2); swift-navigation
//   Sources/SwiftNavigation/ConfirmationDialogState.swift:199 (2.0.5), :198 (2.11.0)
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  case automatic
  case hidden
  case visible
}

// Mirrors: swiftui-navigation
//   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:253 (1.5.2); swift-navigation
//   Sources/SwiftNavigation/ConfirmationDialogState.swift:239 (2.0.5), :216 (2.11.0)
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Equatable where Action: Equatable {
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:254 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:240 (2.0.5), :217 (2.11.0)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

// Mirrors: swiftui-navigation
//   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:265 (1.5.2); swift-navigation
//   Sources/SwiftNavigation/ConfirmationDialogState.swift:248 (2.0.5), :225 (2.11.0)
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Hashable where Action: Hashable {
  // Mirrors: swiftui-navigation
  //   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:266 (1.5.2); swift-navigation
  //   Sources/SwiftNavigation/ConfirmationDialogState.swift:249 (2.0.5), :226 (2.11.0)
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

// Mirrors: swiftui-navigation
//   Sources/SwiftUINavigationCore/ConfirmationDialogState.swift:277 (1.5.2); swift-navigation
//   Sources/SwiftNavigation/ConfirmationDialogState.swift:257 (2.0.5), :234 (2.11.0)
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Sendable where Action: Sendable {}
