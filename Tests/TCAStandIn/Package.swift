// swift-tools-version:6.1
import PackageDescription

// A test fixture, not part of NavGen: stands in for TCA and swift-case-paths so generated code
// can be compiled and run on Linux. Module names match the real ones. It presents the API of
// one TCA release, `presentedRelease`, and declares the package traits that release declares;
// see README.md, "Releases" and "Traits". Everything lives in this one file because SwiftPM
// reads a dependency's manifest alone, without its package folder.

/// The TCA release this copy presents. NavSchemaTests' StandInPackage rewrites this line in the
/// copies it makes.
let presentedRelease = "1.25.5"

/// Every release a copy can present, oldest first. `main` is TCA's main branch at d34c1dfe.
let releases = [
  "1.12.0", "1.12.1", "1.13.0", "1.13.1", "1.14.0", "1.15.0", "1.15.1", "1.15.2", "1.16.0",
  "1.16.1", "1.17.0", "1.17.1", "1.18.0", "1.19.0", "1.19.1", "1.20.1", "1.20.2", "1.21.0",
  "1.21.1", "1.22.0", "1.22.1", "1.22.2", "1.22.3", "1.23.0", "1.23.1", "1.23.2", "1.24.0",
  "1.24.1", "1.25.0", "1.25.1", "1.25.2", "1.25.3", "1.25.4", "1.25.5", "main",
]

/// The releases that changed the API the stand-in mirrors, and what changed there. A copy
/// presenting release R is built with `-D TCA_<boundary>` (dots as underscores: TCA_1_14_0,
/// TCA_MAIN) for every boundary up to and including R; a declaration that some releases lack
/// sits under `#if TCA_<boundary>`. 1.12.0 and these are the tags every declaration's
/// `// Mirrors:` comment cites (README.md, "Mirrors").
let boundaries = [
  ("1.14.0", "Store and CaseReducer.scope(_:) are @preconcurrency @MainActor"),
  ("1.15.0", "PresentationAction.AllCasePaths looks up Sendable case key paths"),
  ("1.16.0", "PresentationAction.AllCasePaths looks up plain case key paths again"),
  ("1.22.0", "ObservationStateRegistrar.mutate/didModify take shouldNotifyObservers; @ObservableState names it among its members"),
  ("1.25.0", "_CaseScopeProtocol; Scope(state:) with a case key path and Store.withState deprecated"),
  ("1.25.2", "_StoreWithCaseScope and _OptionalStoreWithCaseScope"),
  ("1.25.3", "the ComposableArchitecture2DeprecationOverloads trait: its scope overloads on the Bindables"),
  ("main", "Store.scope(_:action:) and Scope(_:action:_:)"),
]

/// TCA's package traits and the release that first declares each (a boundary: a copy declares
/// the traits its release declares). Neither enables the other and neither is a default, as in
/// TCA's manifest from 1.25.0 (`ComposableArchitecture2Deprecations`) and 1.25.3 (both).
/// Enabled, a trait is the compilation condition of its name in this package's modules, as in
/// TCA's, so the declarations it changes sit under `#if <trait>`.
let traitsSince = [
  ("ComposableArchitecture2Deprecations", "1.25.0"),
  ("ComposableArchitecture2DeprecationOverloads", "1.25.3"),
]

/// The position of `release` in `releases`.
func position(of release: String) -> Int {
  guard let index = releases.firstIndex(of: release) else {
    fatalError("TCAStandIn: \(release) is not one of \(releases)")
  }
  return index
}

/// `TCA_<boundary>` for every boundary up to `presentedRelease`.
let releaseConditions: [SwiftSetting] = boundaries.compactMap { (boundary, _) -> SwiftSetting? in
  guard position(of: boundary) <= position(of: presentedRelease) else { return nil }
  return .define("TCA_" + String(boundary.uppercased().map { $0 == "." ? "_" : $0 }))
}

/// The traits `presentedRelease` declares.
let presentedTraits: Set<Trait> = Set(
  traitsSince.filter { position(of: $0.1) <= position(of: presentedRelease) }.map { .trait(name: $0.0) })

let package = Package(
  name: "TCAStandIn",
  platforms: [.macOS(.v14)],
  products: [
    // One dynamic library holding every module, so plain `swiftc` can link against it.
    .library(
      name: "TCAStandIn", type: .dynamic, targets: ["CasePaths", "ComposableArchitecture", "Perception", "SwiftUI"]),
    // What an app names when it depends on TCA.
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
  ],
  traits: presentedTraits,
  targets: [
    .target(name: "CasePaths"),
    .target(
      name: "ComposableArchitecture", dependencies: ["CasePaths", "Perception", "SwiftUI"],
      swiftSettings: releaseConditions),
    // Stand-ins for the SwiftUI glue (NavGen's `"swiftUI"` option): a module named `SwiftUI`
    // with the part of Apple's interface the glue and app views use (Linux has no SwiftUI),
    // and Perception's iOS 16 back-port. Their files name what each declaration mirrors.
    .target(name: "SwiftUI"),
    .target(name: "Perception", dependencies: ["SwiftUI"]),
    .testTarget(
      name: "StandInRuntimeTests", dependencies: ["ComposableArchitecture"],
      swiftSettings: releaseConditions),
  ]
)
