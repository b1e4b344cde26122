// swift-tools-version:6.0
import Foundation
import PackageDescription

// A test fixture, not part of NavGen: stands in for TCA and swift-case-paths so generated code
// can be compiled and run on Linux. Module names match the real ones.
let package = Package(
  name: "TCAStandIn",
  platforms: [.macOS(.v14)],
  products: [
    // One dynamic library holding both modules, so plain `swiftc` can link against it.
    .library(name: "TCAStandIn", type: .dynamic, targets: ["CasePaths", "ComposableArchitecture"]),
    // What an app names when it depends on TCA.
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
  ],
  targets: [
    .target(name: "CasePaths"),
    .target(
      name: "ComposableArchitecture", dependencies: ["CasePaths"],
      swiftSettings: PresentedRelease.conditions),
    .testTarget(
      name: "StandInRuntimeTests", dependencies: ["ComposableArchitecture"],
      swiftSettings: PresentedRelease.conditions),
  ]
)

/// The TCA release this copy presents (the `release` line of Releases.txt) as compilation
/// conditions: `TCA_<boundary>` for every `boundary` line up to that release.
enum PresentedRelease {
  static var conditions: [SwiftSetting] {
    let file = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Releases.txt")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      fatalError("TCAStandIn: cannot read \(file.path)")
    }
    var release = ""
    var releases: [String] = []
    var boundaries: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ").map(String.init)
      switch fields.first {
      case "release": release = fields.dropFirst().first ?? ""
      case "releases": releases = Array(fields.dropFirst())
      case "boundary": boundaries += fields.dropFirst().prefix(1)
      default: continue
      }
    }
    guard let presented = releases.firstIndex(of: release) else {
      fatalError("TCAStandIn: release '\(release)' in Releases.txt is not one of \(releases)")
    }
    return boundaries.compactMap { boundary in
      guard let index = releases.firstIndex(of: boundary) else {
        fatalError("TCAStandIn: boundary '\(boundary)' in Releases.txt is not a release")
      }
      guard index <= presented else { return nil }
      let name = boundary.uppercased().replacingOccurrences(of: ".", with: "_")
      return .define("TCA_\(name)")
    }
  }
}
