/// Mirrors `SwiftUI.ViewModifier` (developer.apple.com/documentation/swiftui/viewmodifier).
// Mirrors: developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  // Mirrors: developer.apple.com/documentation/swiftui/viewmodifier/body
  associatedtype Body: View

  // Mirrors: developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

  // Mirrors: developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

/// Mirrors `SwiftUI._ViewModifier_Content`, the view a modifier's `body(content:)` receives.
// Mirrors: developer.apple.com/documentation/swiftui/_viewmodifier_content
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let content: any View
}

/// Mirrors `SwiftUI.ModifiedContent` (developer.apple.com/documentation/swiftui/modifiedcontent).
// Mirrors: developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
  // Mirrors: developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  // Mirrors: developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  // Mirrors: developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// developer.apple.com/documentation/swiftui/modifiedcontent ("Conforms To: View" when the
/// content is a view and the modifier a view modifier).
// Mirrors: developer.apple.com/documentation/swiftui/modifiedcontent
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never
}

extension View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
