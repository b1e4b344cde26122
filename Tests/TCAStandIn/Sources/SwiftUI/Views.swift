// The few views the compile tests' app views are built from.

/// Mirrors `SwiftUI.Text` (developer.apple.com/documentation/swiftui/text).
// Mirrors: developer.apple.com/documentation/swiftui/text
@frozen nonisolated public struct Text: View, Equatable {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let content: String

  // Mirrors: developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }

  // Mirrors: developer.apple.com/documentation/swiftui/text/init(verbatim:)
  nonisolated public init(verbatim content: String) {
    self.content = content
  }
}

/// Mirrors `SwiftUI.Form` (developer.apple.com/documentation/swiftui/form).
// Mirrors: developer.apple.com/documentation/swiftui/form
nonisolated public struct Form<Content>: View where Content: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let content: Content

  // Mirrors: developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Mirrors `SwiftUI.List` (developer.apple.com/documentation/swiftui/list).
// Mirrors: developer.apple.com/documentation/swiftui/list
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let content: Content
}

extension List where SelectionValue == Never {
  // Mirrors: developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Mirrors `SwiftUI.ForEach` (developer.apple.com/documentation/swiftui/foreach).
// Mirrors: developer.apple.com/documentation/swiftui/foreach
nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // Mirrors: developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data
  // Mirrors: developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
}

// Mirrors: developer.apple.com/documentation/swiftui/foreach
extension ForEach: View where Content: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never
}

extension ForEach where Content: View {
  // Mirrors: developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

/// Mirrors `SwiftUI.Button` (developer.apple.com/documentation/swiftui/button).
// Mirrors: developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label>: View where Label: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let label: Label
  let action: @MainActor () -> Void
}

extension Button where Label == Text {
  // Mirrors: developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    self.label = Text(title)
    self.action = action
  }
}
