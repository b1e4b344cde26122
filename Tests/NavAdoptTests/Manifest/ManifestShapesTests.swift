import Foundation
import Testing
@testable import NavAdopt
@testable import NavPackage
@testable import NavTestSupport

/// adopt's edit of a manifest that declares its targets elsewhere than in `Package(targets:)`,
/// as real apps' manifests do: appended inside an `if` after `var package = Package(…)`
/// (isowords), in a `let` array appended later (Movies-TCA), with `+=`, in the clauses of an
/// `#if`; and what it leaves alone, each warning at the target's own declaration. Every edit is
/// proved by dump-package's reading of the edited text, as `navgen adopt` proves it.
@Suite("Adopt: targets wherever Package.swift declares them")
struct ManifestShapesTests {
  static let usage = ManifestEditTests.usage
  static let navgen = #".package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")"#

  /// isowords' shape: `var package`, more targets and dependencies appended inside an `if`
  /// and after it; a `.target(name:)` among a target's dependencies is no declaration.
  @Test func targetsAppendedInsideAnIfAfterVarPackage() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import Foundation
      import PackageDescription

      var package = Package(
        name: "Game",
        products: [
          .library(name: "AppFeature", targets: ["AppFeature"]),
        ],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5"),
        ],
        targets: [
          .target(name: "Core"),
        ]
      )

      if ProcessInfo.processInfo.environment["GAME_SERVER_ONLY"] == nil {
        package.targets.append(contentsOf: [
          .target(
            name: "AppFeature",
            dependencies: [
              .target(name: "Core"),
              .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
            ]
          ),
          .testTarget(name: "AppFeatureTests", dependencies: ["AppFeature"]),
        ])
      }

      package.dependencies.append(contentsOf: [
        .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
      ])

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Core", "AppFeature"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.diagnostics.isEmpty, "\(fixture.edit.diagnostics)")
    #expect(fixture.edit.targetsGainingPlugin == ["Core", "AppFeature"])
    #expect(fixture.edited == manifest
      .replacingOccurrences(of: """
            .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5"),

        """, with: """
            .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5"),
            \(Self.navgen),

        """)
      .replacingOccurrences(of: #".target(name: "Core"),\#n  ]"#, with: #".target(name: "Core", plugins: [\#(Self.usage)]),\#n  ]"#)
      .replacingOccurrences(of: """
              ]
            ),
            .testTarget
        """, with: """
              ],
              plugins: [\(Self.usage)]
            ),
            .testTarget
        """), "\(fixture.edited)")
  }

  /// Movies-TCA's shape: targets in a `let` array of `PackageDescription.Target`, a loop that
  /// appends to their dependencies, the array appended at the end; `Package(…)` has no
  /// `dependencies:`, so it gains one before `targets:`.
  @Test func targetsInALetArrayAppendedLater() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
          name: "Presentation",
          targets: [
              .target(name: "DesignSystem"),
          ],
          swiftLanguageModes: [.v5]
      )

      let navigators: [PackageDescription.Target] = [
          .target(
              name: "HomeNavigator",
              path: "Sources/Navigators/Home"
          ),
          .target(
              name: "SearchNavigator",
              path: "Sources/Navigators/Search"
          )
      ]

      for target in navigators {
          target.dependencies.append(contentsOf: ["DesignSystem", .target(name: "DesignSystem")])
      }

      package.targets.append(contentsOf: [navigators].flatMap { $0 })

      """
    let fixture = try await ManifestFixture(manifest, targets: ["HomeNavigator", "SearchNavigator"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.diagnostics.isEmpty, "\(fixture.edit.diagnostics)")
    #expect(fixture.edited == manifest
      .replacingOccurrences(of: "    targets: [\n", with: """
            dependencies: [
                \(Self.navgen),
            ],
            targets: [

        """)
      .replacingOccurrences(of: #"path: "Sources/Navigators/Home"\#n"#, with: #"path: "Sources/Navigators/Home",\#n        plugins: [\#(Self.usage)]\#n"#)
      .replacingOccurrences(of: #"path: "Sources/Navigators/Search"\#n"#, with: #"path: "Sources/Navigators/Search",\#n        plugins: [\#(Self.usage)]\#n"#),
      "\(fixture.edited)")
  }

  /// `+=` for targets and dependencies, and a `Package(…)` with neither `dependencies:` nor
  /// `targets:`: the dependency goes where `Package(…)` takes it, before `swiftLanguageModes:`.
  @Test func targetsAddedWithPlusEquals() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Tools",
        platforms: [.macOS(.v14)],
        swiftLanguageModes: [.v6]
      )

      package.targets += [
        .executableTarget(name: "tool", path: "Tool"),
        .target(name: "Shared", dependencies: [.product(name: "Tagged", package: "swift-tagged")]),
      ]
      package.dependencies += [.package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0")]

      """
    let fixture = try await ManifestFixture(manifest, targets: ["tool", "Shared"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited == manifest
      .replacingOccurrences(of: "  swiftLanguageModes:", with: "  dependencies: [\n    \(Self.navgen)\n  ],\n  swiftLanguageModes:")
      .replacingOccurrences(of: #"path: "Tool")"#, with: #"path: "Tool", plugins: [\#(Self.usage)])"#)
      .replacingOccurrences(of: #"package: "swift-tagged")])"#, with: #"package: "swift-tagged")], plugins: [\#(Self.usage)])"#),
      "\(fixture.edited)")
  }

  /// A `Package(…)` whose arguments all come before `dependencies:` gains it as its last
  /// argument, a line of its own as theirs are; on one line, on that line.
  @Test(arguments: [
    (
      "let package = Package(\n  name: \"Tools\",\n  platforms: [.macOS(.v14)]\n)\n",
      "let package = Package(\n  name: \"Tools\",\n  platforms: [.macOS(.v14)],\n  dependencies: [\n    \(navgen)\n  ]\n)\n"
    ),
    (
      "let package = Package(name: \"Tools\")\n",
      "let package = Package(name: \"Tools\", dependencies: [\(navgen)])\n"
    ),
  ])
  func aPackageWithoutDependenciesOrTargetsGainsTheLastArgument(_ package: String, _ expected: String) async throws {
    let header = "// swift-tools-version:6.0\nimport PackageDescription\n\n"
    let manifest = header + package + "\npackage.targets.append(.target(name: \"Shared\"))\n"
    let fixture = try await ManifestFixture(manifest, targets: ["Shared"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited == header + expected + "\npackage.targets.append(.target(name: \"Shared\", plugins: [\(Self.usage)]))\n")
  }

  /// A target declared once in each clause of an `#if` gains the usage in each: SwiftPM reads
  /// one clause, which the proof checks; the others are edited alike.
  @Test func aTargetInSeveralClausesOfAnIfGainsTheUsageInEach() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(name: "App")

      #if os(Linux)
      package.targets.append(.target(name: "Shop", path: "Linux/Shop"))
      #elseif os(Windows)
      package.targets.append(.target(name: "Shop", path: "Windows/Shop", plugins: []))
      #else
      package.targets.append(.target(name: "Shop", path: "Apple/Shop", plugins: [.plugin(name: "Lint", package: "Lint")]))
      #endif

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.diagnostics.isEmpty, "\(fixture.edit.diagnostics)")
    #expect(fixture.edited == manifest
      .replacingOccurrences(of: #"Package(name: "App")"#, with: #"Package(name: "App", dependencies: [\#(Self.navgen)])"#)
      .replacingOccurrences(of: #""Linux/Shop")"#, with: #""Linux/Shop", plugins: [\#(Self.usage)])"#)
      .replacingOccurrences(of: "plugins: [])", with: "plugins: [\(Self.usage)])")
      .replacingOccurrences(of: #"package: "Lint")]"#, with: #"package: "Lint"), \#(Self.usage)]"#))
  }

  /// One clause's `plugins:` is no array literal: no clause gains the usage, and the warning
  /// points at that clause's declaration.
  @Test func aTargetInClausesOneOfWhichCannotTakeTheUsageGainsItInNone() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let lint: [Target.PluginUsage] = []
      let package = Package(name: "App", targets: [.target(name: "Cart")])

      #if os(Linux)
      package.targets.append(.target(name: "Shop", path: "Linux/Shop"))
      #else
      package.targets.append(.target(name: "Shop", path: "Apple/Shop", plugins: lint))
      #endif

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.targetsGainingPlugin == ["Cart"])
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:10:24: warning: adopt leaves target 'Shop' as it is: it is declared in 2 clauses of an `#if`, and "
        + "the `plugins:` of this declaration is not an array literal, so none of them gains the plugin, and so its "
        + "@Reducer enums stay in Swift; add `\(Self.usage)` to its plugins in each clause, then run adopt again"
    ])
    #expect(fixture.edited.contains(#"package.targets.append(.target(name: "Shop", path: "Linux/Shop"))"#))
  }

  /// Two declarations SwiftPM could both read (in the two arms of an `if`, or twice in a row):
  /// adopt cannot tell which one counts, and edits neither.
  @Test func aTargetDeclaredTwiceOutsideSeparateClausesIsLeftAlone() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import Foundation
      import PackageDescription

      let package = Package(name: "App", targets: [.target(name: "Cart")])

      if ProcessInfo.processInfo.environment["SHOP_ON_LINUX"] != nil {
        package.targets.append(.target(name: "Shop", path: "Linux/Shop"))
      } else {
        package.targets.append(.target(name: "Shop", path: "Apple/Shop"))
      }

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.targetsGainingPlugin == ["Cart"])
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:8:26: warning: adopt leaves target 'Shop' as it is: it is declared 2 times (lines 8, 10), not in "
        + "separate clauses of one `#if`, so adopt cannot tell which declaration SwiftPM reads, and so its @Reducer enums "
        + "stay in Swift; add `plugins: [\(Self.usage)]` to the declaration it reads, then run adopt again"
    ])
  }

  /// What names a target something depends on is no declaration: in another target's
  /// `dependencies:`, with `condition:`, in an array of `Target.Dependency`, a product.
  @Test func aTargetNamedAsADependencyIsDeclaredOnce() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let shared: [Target.Dependency] = [.target(name: "Shop")]
      let one: Target.Dependency = .target(name: "Shop")

      let package = Package(
        name: "App",
        products: [.library(name: "Shop", targets: ["Shop"])],
        targets: [
          .target(name: "Shop"),
          .target(name: "Cart", dependencies: shared + [one]),
          .testTarget(name: "ShopTests", dependencies: [.target(name: "Shop", condition: .when(platforms: [.linux]))]),
        ]
      )

      package.targets[1].dependencies += [.target(name: "Shop")]

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.diagnostics.isEmpty, "\(fixture.edit.diagnostics)")
    #expect(fixture.edited.contains(#"    .target(name: "Shop", plugins: [\#(Self.usage)]),"#), "\(fixture.edited)")
  }

  /// A target without a literal declaration gets its warning at the manifest's first line, with
  /// the line to add, never at a product or a string that names it.
  @Test func aTargetWithoutALiteralDeclarationIsWarnedAtTheFirstLine() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      func tool(_ name: String) -> Target { .executableTarget(name: name) }

      let package = Package(
        name: "App",
        products: [.executable(name: "shop", targets: ["shop"])],
        targets: [tool("shop")]
      )

      """
    let fixture = try await ManifestFixture(manifest, targets: ["shop"])
    #expect(fixture.edit.isEmpty)
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:1:1: warning: adopt leaves target 'shop' as it is: Package.swift has no "
        + "`.executableTarget(name: \"shop\", …)` that declares it (a function, a loop or a variable makes it), so its "
        + "@Reducer enums stay in Swift; add `plugins: [\(Self.usage)]` to its declaration, then run adopt again"
    ])
  }

  // MARK: What the proof refuses

  /// A loop after the declarations sets `plugins`, so the usage adopt writes never reaches
  /// SwiftPM: the proof refuses that target, adopt plans again without it, proves the rest,
  /// and warns at the target's declaration.
  @Test func aLoopThatSetsPluginsLeavesItsTargetAlone() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://example.com/Lint.git", from: "1.0.0")],
        targets: [
          .target(name: "Shop"),
          .target(name: "Cart"),
        ]
      )

      for target in package.targets where target.name == "Cart" {
        target.plugins = [.plugin(name: "Lint", package: "Lint")]
      }

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.proofs == 2)
    #expect(fixture.planned.targetsGainingPlugin == ["Shop", "Cart"])
    #expect(fixture.edit.targetsGainingPlugin == ["Shop"])
    #expect(fixture.edit.targetsUsingPlugin == ["Shop"])
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:9:5: warning: adopt leaves target 'Cart' as it is: dump-package of the edited manifest says it did "
        + "not gain exactly \(Self.usage) (code after its declaration changes the target: a loop that sets `plugins`, "
        + "say), so its @Reducer enums stay in Swift; give it `\(Self.usage)` where Package.swift sets its plugins, then "
        + "run adopt again"
    ])
    #expect(fixture.edited.contains(#"    .target(name: "Cart"),"#))
    #expect(fixture.edited.contains(#"    .target(name: "Shop", plugins: [\#(Self.usage)]),"#))
  }

  /// A literal declaration in an array the manifest never appends, while a function makes the
  /// target SwiftPM reads: the proof refuses it, and nothing is edited.
  @Test func aDeclarationSwiftPMDoesNotReadIsLeftAlone() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let drafts: [Target] = [.target(name: "Shop", path: "Drafts/Shop")]
      func feature(_ name: String) -> Target { .target(name: name) }

      let package = Package(name: "App", targets: [feature("Shop")])

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.proofs == 1)
    #expect(fixture.edit.isEmpty)
    #expect(fixture.edit.targetsUsingPlugin.isEmpty)
    #expect(fixture.edit.diagnostics.map(\.location.description) == ["Package.swift:4:25"])
    #expect(fixture.edited == manifest)
  }

  /// Refused twice: the second proof fails the edit as a whole (two dump-package runs at most).
  @Test func aSecondRefusalFailsTheEdit() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://example.com/Lint.git", from: "1.0.0")],
        targets: [
          .target(name: "Shop"),
          .target(name: "Cart"),
        ]
      )

      // Lints the last target that uses a plugin.
      if let last = package.targets.last(where: { !($0.plugins ?? []).isEmpty }) {
        last.plugins = [.plugin(name: "Lint", package: "Lint")]
      }

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.proofs == 2)
    #expect(fixture.proofFailure == #"target 'Shop' did not gain exactly \#(Self.usage)"#)
  }
}
