// A test fixture named `Perception`: the part of swift-perception (pointfreeco, 2.x, where
// these live in `PerceptionCore` and `Perception` re-exports them) that TCA re-exports and that
// NavGen's iOS 16 glue (`"perception": true`) and app views use. Nothing is observed.

import SwiftUI

/// Mirrors `Perceptible` (swift-perception, Sources/PerceptionCore/Perceptible.swift): the
/// back-port of `Observable`, which TCA's `Store` conforms to. 2.x deprecates it from the 26
/// releases (1.4.0–1.6.0 from iOS 17, macOS 14, tvOS 17 and watchOS 10).
// Mirrors: swift-perception Sources/PerceptionCore/Perceptible.swift:23 (1.4.0), :26 (2.0.9)
@available(iOS, deprecated: 26, renamed: "Observable")
@available(macOS, deprecated: 26, renamed: "Observable")
@available(watchOS, deprecated: 26, renamed: "Observable")
@available(tvOS, deprecated: 26, renamed: "Observable")
public protocol Perceptible {}

/// Mirrors `Perception.Bindable` (swift-perception, Sources/PerceptionCore/SwiftUI/Bindable.swift):
/// `@Perception.Bindable var store`, the iOS 16 spelling of `@Bindable`.
// Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:15 (1.4.0),
//   Sources/PerceptionCore/SwiftUI/Bindable.swift:35 (2.0.9)
@available(iOS, introduced: 13, obsoleted: 17, message: "Use @Bindable without the 'Perception.' prefix.")
@available(macOS, introduced: 10.15, obsoleted: 14, message: "Use @Bindable without the 'Perception.' prefix.")
@available(tvOS, introduced: 13, obsoleted: 17, message: "Use @Bindable without the 'Perception.' prefix.")
@available(watchOS, introduced: 6, obsoleted: 10, message: "Use @Bindable without the 'Perception.' prefix.")
@available(visionOS, unavailable)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  private let object: Value

  // Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:19 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/Bindable.swift:39 (2.0.9)
  public var wrappedValue: Value { object }

  // Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:26 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/Bindable.swift:46 (2.0.9)
  public var projectedValue: Bindable<Value> { self }

  // Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:31 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/Bindable.swift:51 (2.0.9)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    Bindable<Value>.binding(object, keyPath)
  }

  // Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:42 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/Bindable.swift:69 (2.0.9)
  public init(wrappedValue: Value) where Value: AnyObject & Perceptible {
    object = wrappedValue
  }

  // Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:47 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/Bindable.swift:74 (2.0.9)
  public init(_ wrappedValue: Value) where Value: AnyObject & Perceptible {
    object = wrappedValue
  }

  // Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:52 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/Bindable.swift:79 (2.0.9)
  public init(projectedValue: Bindable<Value>) where Value: AnyObject & Perceptible {
    self = projectedValue
  }

  /// Fixture only: a binding through SwiftUI's `Bindable`, which builds bindings the same way.
  private static func binding<Subject>(
    _ object: Value, _ keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    SwiftUI.Bindable(wrappedValue: _ObjectBox(object))[dynamicMember: \.[keyPath]]
  }
}

/// Fixture only: lets `Perception.Bindable` borrow SwiftUI's `Bindable` for any object.
private final class _ObjectBox<Object: AnyObject>: Observable {
  let object: Object

  init(_ object: Object) {
    self.object = object
  }

  subscript<Subject>(keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Subject {
    get { object[keyPath: keyPath] }
    set { object[keyPath: keyPath] = newValue }
  }
}

/// Mirrors `WithPerceptionTracking` (swift-perception,
/// Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift): the view that observes
/// perceptible state read in its content before iOS 17.
// Mirrors: swift-perception Sources/PerceptionCore/WithPerceptionTracking.swift:62 (1.4.0),
//   Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift:72 (2.0.9)
@available(iOS, deprecated: 17, message: "'WithPerceptionTracking' is no longer needed in iOS 17+.")
@available(macOS, deprecated: 14, message: "'WithPerceptionTracking' is no longer needed in macOS 14+.")
@available(watchOS, deprecated: 10, message: "'WithPerceptionTracking' is no longer needed in watchOS 10+.")
@available(tvOS, deprecated: 17, message: "'WithPerceptionTracking' is no longer needed in tvOS 17+.")
public struct WithPerceptionTracking<Content> {
  private let content: () -> Content

  // Mirrors: swift-perception Sources/PerceptionCore/WithPerceptionTracking.swift:66 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift:96 (2.0.9)
  public var body: Content { content() }

  // Mirrors: swift-perception
  //   Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift:112 (2.0.9); absent from: 1.4.0
  public init(content: @escaping @autoclosure () -> Content) {
    self.content = content
  }
}

// Mirrors: swift-perception Sources/PerceptionCore/WithPerceptionTracking.swift:170 (1.4.0),
//   Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift:205 (2.0.9)
extension WithPerceptionTracking: View where Content: View {
  // Mirrors: swift-perception Sources/PerceptionCore/WithPerceptionTracking.swift:171 (1.4.0),
  //   Sources/PerceptionCore/SwiftUI/WithPerceptionTracking.swift:206 (2.0.9)
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(content: content())
  }
}

/// Fixture only: the compile tests' inspection looks through the tracking view.
// Stand-in only: the inspection walks this type.
extension WithPerceptionTracking: _FixtureContainerView where Content: View {
  // Stand-in only: the children the inspection walks.
  public var _children: [any View] { [content()] }
}
