/// The property wrappers through which a view hands its store to the glue:
/// `$store` of `@Bindable var store` (or `@Perception.Bindable` before iOS 17)
/// and of a `Binding`, the types TCA's `scope(state:action:)` extends. Each
/// generated function that takes the parent's store comes once per wrapper.
package struct StoreBinding: Hashable, Sendable {
  /// `SwiftUI.Bindable`, `Perception.Bindable` or `SwiftUI.Binding`.
  package var wrapper: String
  var availability: Availability

  /// Where the wrapper exists, which the function that takes it repeats (as TCA repeats it on
  /// its extensions of the wrapper).
  enum Availability: Hashable, Sendable {
    /// Wherever TCA runs: `Binding`.
    case always
    /// From these versions on: SwiftUI's `Bindable`.
    case introduced(OSVersions)
    /// Between these versions: Perception's back-port, obsoleted where SwiftUI's exists.
    case range(introduced: OSVersions, obsoleted: OSVersions)
  }

  package static func all(for observation: SwiftUIGlue.Observation) -> [StoreBinding] {
    switch observation {
    case .swiftUI: return [swiftUIBindable, binding]
    case .perception: return [perceptionBindable, binding]
    }
  }

  /// SwiftUI's `Bindable` is new in iOS 17.
  static let swiftUIBindable = StoreBinding(wrapper: "SwiftUI.Bindable", availability: .introduced(TCASwiftUIAPI.iOS17))

  static let perceptionBindable = StoreBinding(
    wrapper: "Perception.Bindable",
    availability: .range(introduced: TCASwiftUIAPI.iOS13Floor, obsoleted: TCASwiftUIAPI.iOS17))

  static let binding = StoreBinding(wrapper: "SwiftUI.Binding", availability: .always)

  /// `SwiftUI.Bindable<ComposableArchitecture.StoreOf<Articulo>>`.
  func parameterType(storeOf parent: TypeRef) -> String {
    "\(wrapper)<ComposableArchitecture.StoreOf<\(parent)>>"
  }

  /// The `@available` of a function taking this wrapper and calling what `needs` says, in
  /// `api`'s release: the wrapper's, raised to `needs` where that is above what the release
  /// supports anyway (`Binding`: nothing else; `Perception.Bindable`: from `needs` until
  /// iOS 17, one attribute per platform, as TCA writes it).
  func attributes(calling needs: OSVersions, in api: TCASwiftUIAPI) -> [String] {
    let raised = needs.isAbove(api.platformFloor) ? needs.union(api.platformFloor) : nil
    switch availability {
    case .always:
      return raised.map { [$0.attribute] } ?? []
    case .introduced(let introduced):
      return [(raised.map(introduced.union) ?? introduced).attribute]
    case .range(let introduced, let obsoleted):
      let from = raised.map(introduced.union) ?? introduced
      return [
        "@available(iOS, introduced: \(from.iOS), obsoleted: \(obsoleted.iOS))",
        "@available(macOS, introduced: \(from.macOS), obsoleted: \(obsoleted.macOS))",
        "@available(tvOS, introduced: \(from.tvOS), obsoleted: \(obsoleted.tvOS))",
        "@available(watchOS, introduced: \(from.watchOS), obsoleted: \(obsoleted.watchOS))",
        "@available(visionOS, unavailable)",
      ]
    }
  }
}
