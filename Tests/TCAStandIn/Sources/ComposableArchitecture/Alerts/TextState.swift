/// Text for alerts and dialogs. Stand-in: plain, unstyled strings (TCA gets this type from
/// swift-navigation, where it also carries SwiftUI styling and localization).
// Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/TextState.swift:48 (1.5.2);
//   swift-navigation Sources/SwiftNavigation/TextState.swift:51 (2.0.5), :50 (2.11.0)
public struct TextState: Equatable, Hashable, Sendable {
  let string: String

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/TextState.swift:169 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/TextState.swift:183 (2.0.5), :250 (2.11.0)
  public init(verbatim content: String) {
    self.string = content
  }

  // Mirrors: swiftui-navigation Sources/SwiftUINavigationCore/TextState.swift:174 (1.5.2);
  //   swift-navigation Sources/SwiftNavigation/TextState.swift:188 (2.0.5), :255 (2.11.0)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.string = String(content)
  }
}
