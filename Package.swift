// swift-tools-version:6.0
import PackageDescription

// Zero package dependencies on purpose: NavGen builds with the toolchain alone.
let package = Package(
  name: "NavGen",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "NavSchema", targets: ["NavSchema"]),
    .executable(name: "navgen", targets: ["navgen"]),
    .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
  ],
  targets: [
    .target(name: "NavSchema"),
    .executableTarget(name: "navgen", dependencies: ["NavSchema"]),
    // Not a product: `swift run -c release navgen-stages` times each stage (Benchmarks/speed.py).
    .executableTarget(name: "navgen-stages", dependencies: ["NavSchema"], path: "Benchmarks/Stages"),
    .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen"]),
    .testTarget(name: "NavSchemaTests", dependencies: ["NavSchema", "navgen"]),
  ]
)
