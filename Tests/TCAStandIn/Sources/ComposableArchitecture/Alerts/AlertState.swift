import Foundation

/// The data of an alert: title, message and buttons whose actions go to the presenting feature.
public struct AlertState<Action>: Identifiable {
  public let id: UUID
  public var buttons: [ButtonState<Action>]
  public var message: TextState?
  public var title: TextState

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
extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

/// The data of a confirmation dialog; like `AlertState` plus title visibility.
@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
public struct ConfirmationDialogState<Action>: Identifiable {
  public let id: UUID
  public var buttons: [ButtonState<Action>]
  public var message: TextState?
  public var title: TextState
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

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

  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }
}

public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  case automatic
  case hidden
  case visible
}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

@available(iOS 13, macOS 12, tvOS 13, watchOS 6, *)
extension ConfirmationDialogState: Sendable where Action: Sendable {}
