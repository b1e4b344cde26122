// swift-tools-version:6.0
import PackageDescription

// A build-tool plugin that declares no command: SwiftPM still compiles and runs it, so a build
// that uses it shows what any plugin costs (Benchmarks/consumer-builds.py, plugin-compile.py).
let package = Package(
  name: "EmptyPlugin",
  products: [.plugin(name: "EmptyPlugin", targets: ["EmptyPlugin"])],
  targets: [.plugin(name: "EmptyPlugin", capability: .buildTool())]
)
