// Fixture only, not part of SwiftUI's interface: lets the compile tests' programs ask a view what
// it presents right now (which sheet, alert or pushed view, with which content) without rendering
// anything, so generated glue is checked at run time too. The entry point is behind
// `@_spi(Inspection)`; `_Presentation` and the two `_Fixture` protocols are public so that the
// Perception and TCA stand-ins can take part.

/// One presentation a view tree shows now: `sheet`, `alert`, ... and what it shows.
// Stand-in only: what the compile tests' inspection reports a view presents.
public struct _Presentation {
  /// The modifier's name: `sheet`, `fullScreenCover`, `popover`, `navigationDestination`,
  /// `alert`, `confirmationDialog`.
  // Stand-in only: part of `_Presentation`.
  public let style: String
  /// The presented view, or the presented value for store-driven alerts and dialogs.
  // Stand-in only: part of `_Presentation`.
  public let content: Any
  /// Writes `nil` through the presentation's binding, as SwiftUI does when the user dismisses it.
  // Stand-in only: part of `_Presentation`.
  public let dismiss: () -> Void

  // Stand-in only: the compile tests' inspection.
  public init(style: String, content: Any, dismiss: @escaping () -> Void) {
    self.style = style
    self.content = content
    self.dismiss = dismiss
  }
}

/// Fixture only: a modifier that may present something.
// Stand-in only: a modifier the inspection asks what it presents.
@MainActor public protocol _FixturePresentingModifier {
  // Stand-in only: what this modifier presents, for the inspection.
  var _presentation: _Presentation? { get }
}

/// Fixture only: a view whose children the inspection walks (containers, modified content,
/// conditionals).
// Stand-in only: a view whose children the inspection walks.
@MainActor public protocol _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  var _children: [any View] { get }
}

/// Every presentation in `view`'s tree, outermost first. Custom views are expanded through `body`.
// Stand-in only: the inspection's entry point.
@_spi(Inspection) @MainActor public func _presentations(in view: any View) -> [_Presentation] {
  if let marker = view as? _PresentationMarker {
    let presented = marker.presentation
    return [presented] + ((presented.content as? any View).map { _presentations(in: $0) } ?? [])
  }
  if let container = view as? any _FixtureContainerView {
    return container._children.flatMap { _presentations(in: $0) }
  }
  return _presentationsInBody(of: view)
}

@MainActor private func _presentationsInBody<V: View>(of view: V) -> [_Presentation] {
  guard V.Body.self != Never.self else { return [] }
  return _presentations(in: view.body)
}

// Stand-in only: the inspection walks this type.
extension ModifiedContent: _FixtureContainerView where Content: View, Modifier: ViewModifier {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] {
    [content] + ((modifier as? any _FixturePresentingModifier)?._presentation.map { [_PresentationMarker($0)] } ?? [])
  }
}

/// Fixture only: carries a modifier's presentation through the walk.
struct _PresentationMarker: View {
  typealias Body = Never
  let presentation: _Presentation

  init(_ presentation: _Presentation) {
    self.presentation = presentation
  }
}

// Stand-in only: the inspection walks this type.
extension TupleView: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] {
    Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
}

// Stand-in only: the inspection walks this type.
extension _ConditionalContent: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] {
    switch storage {
    case .trueContent(let content): [content]
    case .falseContent(let content): [content]
    }
  }
}

// Stand-in only: the inspection walks this type.
extension Optional: _FixtureContainerView where Wrapped: View {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { map { [$0] } ?? [] }
}

// Stand-in only: the inspection walks this type.
extension AnyView: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { [storage as! any View] }
}

// Stand-in only: the inspection walks this type.
extension NavigationStack: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { [root] }
}

// Stand-in only: the inspection walks this type.
extension Form: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { [content] }
}

// Stand-in only: the inspection walks this type.
extension List: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { [content] }
}

// Stand-in only: the inspection walks this type.
extension ForEach: _FixtureContainerView where Content: View {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { data.map { content($0) } }
}

// Stand-in only: the inspection walks this type.
extension _ViewModifier_Content: _FixtureContainerView {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { [content] }
}

// Stand-in only: the inspection walks this type.
extension _ItemPresentation: _FixturePresentingModifier {
  var _presentation: _Presentation? {
    guard let presented = item.wrappedValue else { return nil }
    return _Presentation(style: style, content: content(presented), dismiss: { [item] in item.wrappedValue = nil })
  }
}

/// The views a presentation's content consists of once containers and conditionals are looked
/// through (`EdicionView` rather than the `_ConditionalContent` a `switch` builds).
// Stand-in only: the inspection's view of presented content.
@_spi(Inspection) @MainActor public func _leafViews(of content: Any) -> [Any] {
  guard let view = content as? any View else { return [content] }
  guard let container = view as? any _FixtureContainerView else { return [view] }
  return container._children.flatMap { _leafViews(of: $0) }
}
