import Foundation

// The item-driven presentations the glue attaches to a view. Each returns the view with a
// fixture modifier that remembers its binding and its content closure; `_presented(in:)` (SPI)
// lets the compile tests' programs read them back. Nothing is shown.

extension View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(_ItemPresentation(style: "sheet", item: item, content: content))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(_ItemPresentation(style: "fullScreenCover", item: item, content: content))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modifier(_ItemPresentation(style: "popover", item: item, content: content))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func navigationDestination<D, C>(
    item: Binding<Optional<D>>, @ContentBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    modifier(_ItemPresentation(style: "navigationDestination", item: item, content: destination))
  }
}

/// Fixture only: what an item-driven presentation remembers.
nonisolated struct _ItemPresentation<Item, PresentedContent: View>: ViewModifier {
  let style: String
  let item: Binding<Item?>
  let content: (Item) -> PresentedContent

  func body(content: Content) -> some View {
    content
  }
}

/// Mirrors `SwiftUI.PopoverAttachmentAnchor`
/// (developer.apple.com/documentation/swiftui/popoverattachmentanchor), the type of
/// `popover(item:)`'s default `attachmentAnchor`.
// Mirrors: developer.apple.com/documentation/swiftui/popoverattachmentanchor
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// Mirrors `SwiftUI.Anchor` (developer.apple.com/documentation/swiftui/anchor): only its
/// `Source` and `bounds`, which `popover(item:)`'s default `attachmentAnchor` names.
// Mirrors: developer.apple.com/documentation/swiftui/anchor
@frozen public struct Anchor<Value> {
  // Mirrors: developer.apple.com/documentation/swiftui/anchor/source
  @frozen public struct Source {
    let name: String
  }
}

extension Anchor.Source where Value == CGRect {
  // Mirrors: developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// Mirrors `SwiftUI.UnitPoint` (developer.apple.com/documentation/swiftui/unitpoint).
// Mirrors: developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable {
  // Mirrors: developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  // Mirrors: developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat

  // Mirrors: developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

/// Mirrors `SwiftUI.Edge` (developer.apple.com/documentation/swiftui/edge), the type of
/// `popover(item:)`'s `arrowEdge`.
// Mirrors: developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
}
