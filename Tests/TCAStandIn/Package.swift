// swift-tools-version:6.0
import PackageDescription

// A test fixture, not part of NavGen: stands in for TCA 1.25.5 and swift-case-paths so
// generated code can be compiled and run on Linux. Module names match the real ones.
let package = Package(
  name: "TCAStandIn",
  platforms: [.macOS(.v14)],
  products: [
    // One dynamic library holding both modules, so plain `swiftc` can link against it.
    .library(name: "TCAStandIn", type: .dynamic, targets: ["CasePaths", "ComposableArchitecture"])
  ],
  targets: [
    .target(name: "CasePaths"),
    .target(name: "ComposableArchitecture", dependencies: ["CasePaths"]),
    .testTarget(name: "StandInRuntimeTests", dependencies: ["ComposableArchitecture"]),
  ]
)
