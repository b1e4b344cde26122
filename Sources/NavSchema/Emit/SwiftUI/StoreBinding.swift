/// The property wrappers through which a view hands its store to the glue:
/// `$store` of `@Bindable var store` (or `@Perception.Bindable` before iOS 17)
/// and of a `Binding`, the types TCA's `scope(state:action:)` extends. Each
/// generated function that takes the parent's store comes once per wrapper.
struct StoreBinding: Hashable, Sendable {
  /// `SwiftUI.Bindable`, `Perception.Bindable` or `SwiftUI.Binding`.
  var wrapper: String
  /// The wrapper's own availability, repeated on the function that takes it
  /// (as TCA repeats it on its extensions of the wrapper).
  var availability: [String]

  static func all(for observation: SwiftUIGlue.Observation) -> [StoreBinding] {
    switch observation {
    case .swiftUI: return [swiftUIBindable, binding]
    case .perception: return [perceptionBindable, binding]
    }
  }

  /// SwiftUI's `Bindable` is new in iOS 17.
  static let swiftUIBindable = StoreBinding(
    wrapper: "SwiftUI.Bindable", availability: ["@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"])

  /// Perception's back-port is obsoleted where SwiftUI's exists.
  static let perceptionBindable = StoreBinding(
    wrapper: "Perception.Bindable",
    availability: [
      "@available(iOS, introduced: 13, obsoleted: 17)",
      "@available(macOS, introduced: 10.15, obsoleted: 14)",
      "@available(tvOS, introduced: 13, obsoleted: 17)",
      "@available(watchOS, introduced: 6, obsoleted: 10)",
      "@available(visionOS, unavailable)",
    ])

  static let binding = StoreBinding(wrapper: "SwiftUI.Binding", availability: [])

  /// `SwiftUI.Bindable<ComposableArchitecture.StoreOf<Articulo>>`.
  func parameterType(storeOf parent: TypeRef) -> String {
    "\(wrapper)<ComposableArchitecture.StoreOf<\(parent)>>"
  }
}
