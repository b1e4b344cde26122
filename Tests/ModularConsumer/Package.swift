// swift-tools-version:6.0
import Foundation
import PackageDescription

// The modular Recetario: an app feature (AppFeature) that pushes a recipe (RecetaFeature),
// which presents its comments (ComentariosFeature), each target with schemas and links of its
// own. Built with NavGenPlugin by Tests/NavCommandsTests/Modular from a copy in the temp folder;
// RecetarioModular runs the links scenario across the three modules. Lines marked
// `navgen-plugin` are what `navgen adopt` adds to the hand-written form (HandWritten/README.md),
// as it writes them: the dependency last, `plugins:` last in each call. The targets are
// declared as larger apps' manifests declare them, and adopt edits each where it stands: in
// `Package(targets:)`, in an array appended later, and appended inside an `if`.
var package = Package(
  name: "ModularConsumer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "TCAStandIn", path: "../TCAStandIn"),
    .package(name: "NavGen", path: "../.."),  // navgen-plugin
  ],
  targets: [
    .target(
      name: "ComentariosFeature",
      dependencies: [.product(name: "TCAStandIn", package: "TCAStandIn")],
      plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]  // navgen-plugin
    ),
  ]
)

let recipes: [Target] = [
  .target(
    name: "RecetaFeature",
    dependencies: ["ComentariosFeature", .product(name: "TCAStandIn", package: "TCAStandIn")],
    plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]  // navgen-plugin
  ),
]
package.targets.append(contentsOf: recipes)

// The app and its program, unless a build asks for the features alone.
if ProcessInfo.processInfo.environment["RECETARIO_FEATURES_ONLY"] == nil {
  package.targets += [
    .target(
      name: "AppFeature",
      dependencies: ["RecetaFeature", .product(name: "TCAStandIn", package: "TCAStandIn")],
      plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]  // navgen-plugin
    ),
    .executableTarget(
      name: "RecetarioModular",
      dependencies: ["AppFeature", .product(name: "TCAStandIn", package: "TCAStandIn")]
    ),
  ]
}
