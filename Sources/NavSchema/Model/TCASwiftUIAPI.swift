/// What the glue relies on in TCA's SwiftUI API, per TCA release: the one
/// place where releases differ for the glue.
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
///
/// 1.15.0–1.15.2 look up a case of the presented enum (`\.destination.autor`) through
/// `any CaseKeyPath & Sendable`, which Swift 6 compilers do not infer for the implicit key path
/// of `@dynamicMemberLookup` ("does not conform to the 'Sendable' protocol"): there the glue
/// writes that step as an explicit subscript whose key path literal is inferred `Sendable`.
///
/// What differs otherwise before main is availability: up to 1.23 TCA supports iOS 13,
/// so the functions that take a `Binding` or `Perception.Bindable` (callable
/// before iOS 17) carry the `@available` of what they call; and only from
/// 1.13.0 does TCA re-export swift-navigation's iOS 16 back-port of
/// `navigationDestination(item:)`.
package struct TCASwiftUIAPI: Hashable, Sendable {
  /// `"state: "` or `""`: the label of `scope`'s key path argument.
  package var scopeStateLabel: String
  /// The oldest OS versions the release's package supports: what needs no `@available`.
  package var platformFloor: OSVersions
  /// Whether `navigationDestination(item:)` is there before iOS 17 (swift-navigation's
  /// back-port, which `ComposableArchitecture` re-exports).
  package var hasNavigationDestinationBackPort: Bool
  /// Whether `PresentationAction.AllCasePaths` takes `any CaseKeyPath & Sendable`.
  package var presentedCaseNeedsSendableKeyPath: Bool

  /// Releases whose `scope` takes the key path without a label.
  static let unlabelledScopeReleases: Set<String> = [TCARelease.mainBranchName]
  /// Package.swift's `platforms`: iOS 13 up to 1.23.2, iOS 16 from here.
  static let iOS16FloorSince = TCARelease("1.24.0")!
  /// Internal/Exports.swift re-exports `SwiftUINavigation` (1.12 only `SwiftUINavigationCore`).
  static let navigationBackPortSince = TCARelease("1.13.0")!
  /// Reducer/Reducers/PresentationReducer.swift: `_CaseKeyPath` / `_SendableCaseKeyPath` in
  /// `AllCasePaths`' dynamic member lookup from 1.15.0, a plain `CaseKeyPath` again in 1.16.0.
  static let sendablePresentedCaseReleases = TCARelease("1.15.0")!..<TCARelease("1.16.0")!

  static let iOS13Floor = OSVersions(iOS: "13", macOS: "10.15", tvOS: "13", watchOS: "6")
  static let iOS16Floor = OSVersions(iOS: "16", macOS: "13", tvOS: "16", watchOS: "9")
  /// Where SwiftUI's own `Bindable` and `navigationDestination(item:)` exist.
  static let iOS17 = OSVersions(iOS: "17", macOS: "14", tvOS: "17", watchOS: "10")
  /// TCA's `alert(_:)` / `confirmationDialog(_:)` for stores (their extension's `@available`
  /// up to 1.23; later TCA needs iOS 16 anyway).
  static let storeAlerts = OSVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
  /// `NavigationStack`, TCA's `NavigationStack(path:root:destination:)` and the back-port of
  /// `navigationDestination(item:)`.
  static let navigationStacks = iOS16Floor
  /// `fullScreenCover(item:)` (iOS 14, tvOS 14, watchOS 7; SwiftUI has none on macOS, which an
  /// `@available` version cannot say: see NavSchema.docc/GeneratingSwiftUIGlue.md).
  static let fullScreenCovers = OSVersions(iOS: "14", macOS: "10.15", tvOS: "14", watchOS: "7")

  package init(_ release: TCARelease) {
    scopeStateLabel = Self.unlabelledScopeReleases.contains(release.version) ? "" : "state: "
    platformFloor = release >= Self.iOS16FloorSince ? Self.iOS16Floor : Self.iOS13Floor
    hasNavigationDestinationBackPort = release >= Self.navigationBackPortSince
    presentedCaseNeedsSendableKeyPath = Self.sendablePresentedCaseReleases.contains(release)
  }

  /// `store.scope(state: \.camino, action: \.camino)`.
  func scope(_ store: String, state: String, action: String) -> String {
    "\(store).scope(\(scopeStateLabel)\\.\(state), action: \\.\(action))"
  }

  /// `store.scope(state: \.destination?.autor, action: \.destination.autor)`: one case of the
  /// enum `enumName` held in `property` (state) and `actionCase` (action).
  func presentedCaseScope(
    _ store: String, property: String, actionCase: String, caseName: String, enumName: String
  ) -> String {
    guard presentedCaseNeedsSendableKeyPath else {
      return scope(store, state: "\(property)?.\(caseName)", action: "\(actionCase).\(caseName)")
    }
    let allCasePaths = "ComposableArchitecture.PresentationAction<\(enumName).Action>.AllCasePaths"
    let action = "\\.\(actionCase)[dynamicMember: \\\(allCasePaths)[dynamicMember: \\\(enumName).Action.Cases.\(caseName)]]"
    return "\(store).scope(\(scopeStateLabel)\\.\(property)?.\(caseName), action: \(action))"
  }

  /// What a presentation needs, in this release.
  func requirement(of presentation: Presentation) -> OSVersions {
    switch presentation {
    case .sheet, .popover: return Self.iOS13Floor
    case .fullScreenCover: return Self.fullScreenCovers
    case .navigationDestination: return hasNavigationDestinationBackPort ? Self.navigationStacks : Self.iOS17
    case .alert, .confirmationDialog: return Self.storeAlerts
    }
  }
}
