// A test fixture named `SwiftUI`, built only on Linux where Apple's SwiftUI does not exist. It
// declares the part of SwiftUI's public interface that NavGen's generated glue and the views of
// the compile tests use, each with the signature Apple documents for it (developer.apple.com,
// the SDK 27 documentation: `@ContentBuilder`, a type alias of `ViewBuilder`, and `nonisolated`
// as written there). Bodies are the fixture's own and render nothing.

/// Mirrors `SwiftUI.View` (developer.apple.com/documentation/swiftui/view).
// Mirrors: developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.property
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `Never: View` (developer.apple.com/documentation/swiftui/view, "Conforming types").
// Mirrors: developer.apple.com/documentation/swiftui/view
extension Never: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Never has no body") }
}

/// SwiftUI's primitive views (`Text`, `EmptyView`, ...) have `Body == Never` and a `body` that
/// must not be called; the fixture gives all of them this one.
extension View where Body == Never {
  // Stand-in only: the body SwiftUI's primitive views share (they have `Body == Never`).
  public var body: Never { fatalError("\(Self.self) is a primitive view of the SwiftUI fixture") }
}

/// Mirrors `SwiftUI.EmptyView` (developer.apple.com/documentation/swiftui/emptyview).
// Mirrors: developer.apple.com/documentation/swiftui/emptyview
@frozen nonisolated public struct EmptyView: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  // Mirrors: developer.apple.com/documentation/swiftui/emptyview/init()
  @inlinable nonisolated public init() {}
}

/// Mirrors `SwiftUI.TupleView` (developer.apple.com/documentation/swiftui/tupleview).
// Mirrors: developer.apple.com/documentation/swiftui/tupleview
@frozen nonisolated public struct TupleView<T>: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  // Mirrors: developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  // Mirrors: developer.apple.com/documentation/swiftui/tupleview/init(_:)
  @inlinable nonisolated public init(_ value: T) {
    self.value = value
  }
}

/// Mirrors `SwiftUI._ConditionalContent`, what `ViewBuilder.buildEither` returns (the type
/// behind `if`/`else` and `switch` in a view builder).
// Mirrors: developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) {
    self.storage = storage
  }
}

/// Mirrors `Optional: View where Wrapped: View` (developer.apple.com/documentation/swiftui/view,
/// "Conforming types"), what `ViewBuilder.buildIf` returns.
// Mirrors: developer.apple.com/documentation/swiftui/view
extension Optional: View where Wrapped: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never
}

/// Mirrors `SwiftUI.AnyView` (developer.apple.com/documentation/swiftui/anyview), what
/// `ViewBuilder.buildLimitedAvailability` returns.
// Mirrors: developer.apple.com/documentation/swiftui/anyview
@frozen nonisolated public struct AnyView: View {
  // Mirrors: developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never

  @usableFromInline let storage: Any

  // Mirrors: developer.apple.com/documentation/swiftui/anyview/init(_:)
  nonisolated public init<V>(_ view: V) where V: View {
    storage = view
  }
}
