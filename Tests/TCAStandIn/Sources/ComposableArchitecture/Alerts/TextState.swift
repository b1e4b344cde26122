/// Text for alerts and dialogs. Stand-in: plain, unstyled strings (TCA gets this type from
/// swift-navigation, where it also carries SwiftUI styling and localization).
public struct TextState: Equatable, Hashable, Sendable {
  let string: String

  public init(verbatim content: String) {
    self.string = content
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.string = String(content)
  }
}
