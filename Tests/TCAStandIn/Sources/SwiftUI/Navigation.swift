/// Mirrors `SwiftUI.NavigationStack` (developer.apple.com/documentation/swiftui/navigationstack).
// Mirrors: developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let path: Any
  let root: Root

  // Mirrors: developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.path = path
    self.root = root()
  }
}

/// Mirrors `SwiftUI.NavigationLink` (developer.apple.com/documentation/swiftui/navigationlink).
// Mirrors: developer.apple.com/documentation/swiftui/navigationlink
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  let value: AnyHashable?
  let label: Label
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  // Mirrors: developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
  nonisolated public init<P>(value: P?, @ContentBuilder label: () -> Label) where P: Hashable {
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
    self.label = label()
  }
}

extension View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ContentBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    modifier(_TypePresentation(destination: destination))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    modifier(_Title(title: String(title)))
  }
}

/// Fixture only: `navigationDestination(for:destination:)`'s memory.
nonisolated struct _TypePresentation<D, C: View>: ViewModifier {
  let destination: (D) -> C

  func body(content: Content) -> some View {
    content
  }
}

/// Fixture only: `navigationTitle(_:)`'s memory.
nonisolated struct _Title: ViewModifier {
  let title: String

  func body(content: Content) -> some View {
    content
  }
}
