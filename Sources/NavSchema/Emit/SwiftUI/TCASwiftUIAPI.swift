/// The spellings of TCA's SwiftUI API that the glue calls, per TCA release:
/// the one place where releases differ for the glue.
///
/// From 1.12.0 to 1.25.5 every call the glue makes is spelled the same:
/// `$store.scope(state:action:)` on `Binding`, `Bindable` and
/// `Perception.Bindable` (for `PresentationAction` and `StackAction`),
/// `NavigationStack(path:root:destination:)`, `alert(_:)` and
/// `confirmationDialog(_:)` taking a binding of an optional store, and
/// `Store` as `Identifiable` / `Hashable` for `sheet(item:)` and
/// `navigationDestination(item:)`. TCA's main branch adds `scope(_:action:)`
/// and soft-deprecates `scope(state:action:)` (renamed; a warning with the
/// `ComposableArchitecture2Deprecations` trait).
struct TCASwiftUIAPI: Hashable, Sendable {
  /// `"state: "` or `""`: the label of `scope`'s key path argument.
  var scopeStateLabel: String

  /// Releases whose `scope` takes the key path without a label.
  static let unlabelledScopeReleases: Set<String> = [TCARelease.mainBranchName]

  init(_ release: TCARelease) {
    scopeStateLabel = Self.unlabelledScopeReleases.contains(release.version) ? "" : "state: "
  }

  /// `store.scope(state: \.destination?.autor, action: \.destination.autor)`.
  func scope(_ store: String, state: String, action: String) -> String {
    "\(store).scope(\(scopeStateLabel)\\.\(state), action: \\.\(action))"
  }
}
