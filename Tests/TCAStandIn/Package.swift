// swift-tools-version:6.0
import PackageDescription

// A test fixture, not part of NavGen: stands in for TCA 1.25.5 and swift-case-paths so
// generated code can be compiled and run on Linux. Module names match the real ones.
let package = Package(
  name: "TCAStandIn",
  platforms: [.macOS(.v14)],
  products: [
    // One dynamic library holding every module, so plain `swiftc` can link against it.
    .library(
      name: "TCAStandIn", type: .dynamic, targets: ["CasePaths", "ComposableArchitecture", "Perception", "SwiftUI"])
  ],
  targets: [
    .target(name: "CasePaths"),
    .target(name: "ComposableArchitecture", dependencies: ["CasePaths", "Perception", "SwiftUI"]),
    // Stand-ins for the SwiftUI glue (NavGen's `"swiftUI"` option): a module named `SwiftUI`
    // with the part of Apple's interface the glue and app views use (Linux has no SwiftUI),
    // and Perception's iOS 16 back-port. Their files name what each declaration mirrors.
    .target(name: "SwiftUI"),
    .target(name: "Perception", dependencies: ["SwiftUI"]),
    .testTarget(name: "StandInRuntimeTests", dependencies: ["ComposableArchitecture"]),
  ]
)
