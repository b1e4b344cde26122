/// Mirrors `SwiftUI.ViewBuilder` (developer.apple.com/documentation/swiftui/viewbuilder): the
/// builder of view closures, `body`, `if`, `switch` and `#if` inside them.
// Mirrors: developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  @_alwaysEmitIntoClient
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  @_alwaysEmitIntoClient
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  @_alwaysEmitIntoClient
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  @_alwaysEmitIntoClient
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View {
    TupleView((repeat each content))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  @_alwaysEmitIntoClient
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  @_alwaysEmitIntoClient
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  @_alwaysEmitIntoClient
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  // Mirrors: developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  @_alwaysEmitIntoClient
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    AnyView(content)
  }
}

/// Mirrors `SwiftUI.ContentBuilder` (developer.apple.com/documentation/swiftui/contentbuilder):
/// `typealias ContentBuilder = ViewBuilder`, the spelling Apple's documentation uses for view
/// closure parameters.
// Mirrors: developer.apple.com/documentation/swiftui/contentbuilder
public typealias ContentBuilder = ViewBuilder
