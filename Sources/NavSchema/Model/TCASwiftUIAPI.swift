/// What the glue relies on in TCA's SwiftUI API, per TCA release and the package traits the app
/// switches on: the one place where releases and traits differ for the glue. Facts from TCA's
/// `Sources/ComposableArchitecture/Observation/Store+Observation.swift` and
/// `NavigationStack+Observation.swift` at each tag and at main (d34c1dfe).
///
/// Every release from 1.12.0 has `NavigationStack(path:root:destination:)`, `alert(_:)` and
/// `confirmationDialog(_:)` taking a binding of an optional store, `Store` as `Identifiable` /
/// `Hashable` for `sheet(item:)` and `navigationDestination(item:)`, and a `scope` on `Binding`,
/// `SwiftUI.Bindable` and `Perception.Bindable` for presentations and stacks. How the glue scopes
/// a presented case is what changed:
///
/// - Before 1.25.0, one scope per case: `store.scope(state: \.destination?.autor, action:
///   \.destination.autor)`.
/// - From 1.25.0, the enum scope TCA's 1.25 migration guide ("Enum scopes") documents and 2.0
///   keeps: `store.scope(state: \.$destination, action: \.destination).autor`, which gives a case
///   that `store.case` holds as a store (a child feature; from 1.25.5 an ignored case with an
///   explicit `Action` case) that store, and is never deprecated. A case `store.case` holds as a
///   value (an alert's `AlertState`) is scoped on its own from the projected state,
///   `store.scope(state: \.$destination.confirmarBorrado, action: ...)`, which 1.25.0–1.25.1's
///   `ComposableArchitecture2Deprecations` leaves alone where it deprecates `\.destination?.x`.
/// - Under `ComposableArchitecture2DeprecationOverloads` (1.25.3 and later), `SwiftUI.Bindable`
///   and `Perception.Bindable` scope a `PresentationState` only through a writable key path
///   (`\.$destination`) or deprecated overloads: no clean spelling reaches an alert held as a
///   value there, and the glue taking them leaves such a case to the app (`ReleaseSupport` says so
///   at the case). `Binding` keeps the key path scope.
/// - TCA's main branch adds `scope(_:action:)` and deprecates `scope(state:action:)` (renamed;
///   unconditionally with `ComposableArchitecture2Deprecations`).
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
  /// The release the glue is spelled for: the schema's, or for a release newer than NavGen
  /// knows, the newest it knows.
  package var release: TCARelease
  /// The traits the app switches on, among those `release` declares.
  package var traits: Set<TCATrait>
  /// `"state: "` or `""`: the label of `scope`'s key path argument.
  package var scopeStateLabel: String
  /// The oldest OS versions the release's package supports: what needs no `@available`.
  package var platformFloor: OSVersions
  /// Whether `navigationDestination(item:)` is there before iOS 17 (swift-navigation's
  /// back-port, which `ComposableArchitecture` re-exports).
  package var hasNavigationDestinationBackPort: Bool
  /// Whether `PresentationAction.AllCasePaths` takes `any CaseKeyPath & Sendable`.
  package var presentedCaseNeedsSendableKeyPath: Bool
  /// How a presented case is scoped.
  package var presentedScope: PresentedScope
  /// Whether `store.case` holds an ignored case named in an explicit `Action` as a store
  /// (`ExpansionFamily.ExplicitActions.scopedToStore`).
  package var explicitActionCasesAreStores: Bool
  /// The store wrappers whose every scope to a case held as a value is deprecated.
  package var wrappersWithoutValueCaseScope: Set<String>

  /// How the glue scopes the parent's store to one presented case.
  package enum PresentedScope: Hashable, Sendable {
    /// `store.scope(state: \.destination?.autor, action: \.destination.autor)`.
    case perCase
    /// `store.scope(state: \.$destination, action: \.destination).autor` for a case held as a
    /// store, `store.scope(state: \.$destination.alerta, action: \.destination.alerta)` for one
    /// held as a value.
    case enumScope
  }

  /// Releases whose `scope` takes the key path without a label.
  static let unlabelledScopeReleases: Set<String> = [TCARelease.mainBranchName]
  /// Package.swift's `platforms`: iOS 13 up to 1.23.2, iOS 16 from here.
  static let iOS16FloorSince = TCARelease("1.24.0")!
  /// Internal/Exports.swift re-exports `SwiftUINavigation` (1.12 only `SwiftUINavigationCore`).
  static let navigationBackPortSince = TCARelease("1.13.0")!
  /// Reducer/Reducers/PresentationReducer.swift: `_CaseKeyPath` / `_SendableCaseKeyPath` in
  /// `AllCasePaths`' dynamic member lookup from 1.15.0, a plain `CaseKeyPath` again in 1.16.0.
  static let sendablePresentedCaseReleases = TCARelease("1.15.0")!..<TCARelease("1.16.0")!
  /// Observation/Store+Observation.swift: the scope of a `PresentationState` (`\.$destination`)
  /// and the dynamic member lookup of a case of its enum, from 1.25.0.
  static let enumScopeSince = TCARelease("1.25.0")!
  /// Observation/Store+Observation.swift, `#if ComposableArchitecture2DeprecationOverloads`:
  /// the wrappers whose `scope` then takes only `WritableKeyPath<State, PresentationState<_>>`
  /// undeprecated.
  static let wrappersScopingOnlyWritablePresentations: Set<String> = [
    StoreBinding.swiftUIBindable.wrapper, StoreBinding.perceptionBindable.wrapper,
  ]

  static let iOS13Floor = OSVersions(iOS: "13", macOS: "10.15", tvOS: "13", watchOS: "6")
  static let iOS16Floor = OSVersions(iOS: "16", macOS: "13", tvOS: "16", watchOS: "9")
  /// Where SwiftUI's own `Bindable` and `navigationDestination(item:)` exist, and from where
  /// swift-perception (1.6.0 and later) deprecates `WithPerceptionTracking`.
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

  /// swift-perception 1.6.0 and later: `WithPerceptionTracking` is deprecated from iOS 17, macOS
  /// 14, tvOS 17 and watchOS 10, "no longer needed" where SwiftUI observes by itself; a generated
  /// function that calls it says the same of itself.
  static let withPerceptionTrackingDeprecation = iOS17.deprecationAttributes {
    "The glue for iOS 16 ('perception' in the schema) is no longer needed in \($0)+."
  }

  /// The API of `release` with `traits` switched on (those it does not declare are ignored).
  package init(_ release: TCARelease, traits: Set<TCATrait> = []) {
    self.release = release
    self.traits = traits.intersection(TCATrait.declared(by: release))
    scopeStateLabel = Self.unlabelledScopeReleases.contains(release.version) ? "" : "state: "
    platformFloor = release >= Self.iOS16FloorSince ? Self.iOS16Floor : Self.iOS13Floor
    hasNavigationDestinationBackPort = release >= Self.navigationBackPortSince
    presentedCaseNeedsSendableKeyPath = Self.sendablePresentedCaseReleases.contains(release)
    presentedScope = release >= Self.enumScopeSince ? .enumScope : .perCase
    explicitActionCasesAreStores = release.family.explicitActions == .scopedToStore
    wrappersWithoutValueCaseScope =
      self.traits.contains(.deprecationOverloads) ? Self.wrappersScopingOnlyWritablePresentations : []
  }

  /// The API the glue of `schema` is written for: its release and traits, or for a release newer
  /// than NavGen knows (the hand-written form), the newest release NavGen knows.
  package init(for schema: NavigationSchema) {
    self.init(Self.glueRelease(tca: schema.tcaVersion, unknownRelease: schema.unknownTCARelease), traits: schema.tcaTraits)
  }

  /// The release the glue follows: `tca`, or the newest NavGen knows for a release it does not
  /// (`unknownRelease`, written in the hand-written form), so as never to call what `main`
  /// deprecates.
  package static func glueRelease(tca: TCARelease, unknownRelease: String?) -> TCARelease {
    unknownRelease == nil ? tca : .newestKnown
  }

  /// `store.scope(state: \.camino, action: \.camino)`.
  func scope(_ store: String, state: String, action: String) -> String {
    "\(store).scope(\(scopeStateLabel)\\.\(state), action: \\.\(action))"
  }

  /// Whether `wrapper` (`SwiftUI.Bindable`, ...) has a scope to a presented case that is not
  /// deprecated: always for a case `store.case` holds as a store.
  func scopes(heldAsStore: Bool, through wrapper: String) -> Bool {
    heldAsStore || !wrappersWithoutValueCaseScope.contains(wrapper)
  }

  /// The scope of one case `caseName` of the enum `enumName` held in `property` (state) and
  /// `actionCase` (action): `store.scope(state: \.$destination, action: \.destination).autor`
  /// for a case `store.case` holds as a store (`heldAsStore`), and so on (`PresentedScope`).
  func presentedCaseScope(
    _ store: String, property: String, actionCase: String, caseName: String, enumName: String, heldAsStore: Bool
  ) -> String {
    switch presentedScope {
    case .enumScope where heldAsStore:
      return "\(scope(store, state: "$\(property)", action: actionCase)).\(caseName)"
    case .enumScope:
      return scope(store, state: "$\(property).\(caseName)", action: "\(actionCase).\(caseName)")
    case .perCase where !presentedCaseNeedsSendableKeyPath:
      return scope(store, state: "\(property)?.\(caseName)", action: "\(actionCase).\(caseName)")
    case .perCase:
      let allCasePaths = "ComposableArchitecture.PresentationAction<\(enumName).Action>.AllCasePaths"
      let action = "\\.\(actionCase)[dynamicMember: \\\(allCasePaths)[dynamicMember: \\\(enumName).Action.Cases.\(caseName)]]"
      return "\(store).scope(\(scopeStateLabel)\\.\(property)?.\(caseName), action: \(action))"
    }
  }

  /// The platforms where SwiftUI has no such presentation (`@available(macOS, unavailable)` on
  /// `fullScreenCover(item:)`, `@available(tvOS, unavailable)` and watchOS on `popover(item:)`):
  /// a modifier that presents one is unavailable there too, so that the generated file builds for
  /// every platform and only a call where the presentation does not exist fails.
  static func platformsWithout(_ presentation: Presentation) -> [String] {
    switch presentation {
    case .fullScreenCover: return ["macOS"]
    case .popover: return ["tvOS", "watchOS"]
    case .sheet, .navigationDestination, .alert, .confirmationDialog: return []
    }
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
