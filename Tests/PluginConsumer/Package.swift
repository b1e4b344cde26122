// swift-tools-version:6.0
import PackageDescription

// End-to-end fixture for NavGenPlugin: the Navigation target edits only
// *.navgen.json files and the plugin generates their Swift at build time.
// Built by Tests/NavCommandsTests/Plugin from a copy in the temp folder.
// Lines marked `navgen-plugin` are what adopting the plugin adds; the
// benchmark (Benchmarks/plugin-overhead.sh) drops them for its copy without it.
let package = Package(
  name: "PluginConsumer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "NavGen", path: "../.."),  // navgen-plugin
    .package(name: "TCAStandIn", path: "../TCAStandIn"),
  ],
  targets: [
    .target(
      name: "Navigation",
      dependencies: [.product(name: "TCAStandIn", package: "TCAStandIn")],
      plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]  // navgen-plugin
    ),
    .executableTarget(
      name: "ConsumerApp",
      dependencies: ["Navigation", .product(name: "TCAStandIn", package: "TCAStandIn")]
    ),
  ]
)
