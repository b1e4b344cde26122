/// Mirrors `SwiftUI.ViewModifier` (developer.apple.com/documentation/swiftui/viewmodifier).
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View

  /// developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

  /// developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

/// Mirrors `SwiftUI._ViewModifier_Content`, the view a modifier's `body(content:)` receives.
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never

  let content: any View
}

/// Mirrors `SwiftUI.ModifiedContent` (developer.apple.com/documentation/swiftui/modifiedcontent).
@frozen public struct ModifiedContent<Content, Modifier> {
  /// developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  /// developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// developer.apple.com/documentation/swiftui/modifiedcontent ("Conforms To: View" when the
/// content is a view and the modifier a view modifier).
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension View {
  /// developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
