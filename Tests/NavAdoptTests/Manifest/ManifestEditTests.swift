import Foundation
import Testing
@testable import NavAdopt
@testable import NavPackage
@testable import NavTestSupport

/// adopt's edit of Package.swift, shape by shape: the text it inserts (nothing else changes),
/// and dump-package of the edited manifest proving it (exactly the plugin for exactly the
/// targets asked, and the dependency on NavGen). Each test plans from dump-package's own
/// reading of the manifest, as `navgen adopt` does.
@Suite("Adopt: the edit of Package.swift")
struct ManifestEditTests {
  static let usage = #".plugin(name: "NavGenPlugin", package: "NavGen")"#

  /// The modular Recetario's manifest as written before NavGen.
  static let handWritten = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Recetario",
      platforms: [.macOS(.v14)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5"),
      ],
      targets: [
        .target(
          name: "ComentariosFeature",
          dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")]
        ),
        .target(
          name: "AppFeature",
          dependencies: ["ComentariosFeature", .product(name: "ComposableArchitecture", package: "swift-composable-architecture")]
        ),
        .executableTarget(name: "Recetario", dependencies: ["AppFeature"]),
      ]
    )

    """

  @Test func targetsGainThePluginLastAndThePackageTheDependency() async throws {
    let fixture = try await ManifestFixture(Self.handWritten, targets: ["ComentariosFeature", "AppFeature", "Recetario"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.diagnostics.isEmpty)
    #expect(fixture.edit.targetsGainingPlugin == ["ComentariosFeature", "AppFeature", "Recetario"])
    #expect(fixture.edit.addsDependency)
    #expect(fixture.edited == """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Recetario",
        platforms: [.macOS(.v14)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5"),
          .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0"),
        ],
        targets: [
          .target(
            name: "ComentariosFeature",
            dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")],
            plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]
          ),
          .target(
            name: "AppFeature",
            dependencies: ["ComentariosFeature", .product(name: "ComposableArchitecture", package: "swift-composable-architecture")],
            plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]
          ),
          .executableTarget(name: "Recetario", dependencies: ["AppFeature"], plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")]),
        ]
      )

      """)
  }

  /// The patch adds lines and changes only the lines that end where text is added.
  @Test func thePatchAddsLines() async throws {
    let fixture = try await ManifestFixture(Self.handWritten, targets: ["ComentariosFeature"])
    let patch = fixture.edit.unifiedDiff(naming: "Package.swift")
    let changed = patch.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
    #expect(changed == [
      #"+    .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0"),"#,
      #"-      dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")]"#,
      #"+      dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")],"#,
      "+      plugins: [\(Self.usage)]",
    ], "\(patch)")
  }

  @Test func anExistingPluginsArrayGainsTheUsageLast() async throws {
    let manifest = Self.package(targets: """
          .target(name: "A", plugins: [.plugin(name: "Lint", package: "Lint")]),
          .target(
            name: "B",
            plugins: [
              .plugin(name: "Lint", package: "Lint"),  // style
            ]
          ),
      """, dependencies: #".package(url: "https://example.com/Lint.git", from: "1.0.0")"#)
    let fixture = try await ManifestFixture(manifest, targets: ["A", "B"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited.contains(#".target(name: "A", plugins: [.plugin(name: "Lint", package: "Lint"), \#(Self.usage)]),"#))
    #expect(fixture.edited.contains("""
              .plugin(name: "Lint", package: "Lint"),  // style
              \(Self.usage),
            ]
      """), "\(fixture.edited)")
  }

  /// `swift package init`'s manifest: no `dependencies:`, four spaces, one target a line.
  @Test func aPackageWithoutDependenciesGainsTheArgumentBeforeTargets() async throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
          name: "Shop",
          products: [
              .library(name: "Shop", targets: ["Shop"]),
          ],
          targets: [
              .target(name: "Shop"),
              .testTarget(name: "ShopTests", dependencies: ["Shop"]),
          ]
      )

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited == manifest
      .replacingOccurrences(of: "    targets: [\n", with: """
            dependencies: [
                .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0"),
            ],
            targets: [

        """)
      .replacingOccurrences(of: #".target(name: "Shop"),"#, with: #".target(name: "Shop", plugins: [\#(Self.usage)]),"#))
  }

  /// A trailing comma after the last argument (Swift 6.1) is kept, and the new argument has one too.
  @Test func aTrailingCommaAfterTheLastArgumentIsFollowed() async throws {
    let manifest = Self.package(targets: """
          .target(
            name: "A",
            path: "Feature/A",
          ),
      """)
    let fixture = try await ManifestFixture(manifest, targets: ["A"], navgen: NavGenPackageReference(.path("../NavGen")))
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited.contains("""
            path: "Feature/A",
            plugins: [\(Self.usage)],
          ),
      """), "\(fixture.edited)")
    #expect(fixture.edited.contains(#".package(name: "NavGen", path: "../NavGen"),"#), "\(fixture.edited)")
  }

  /// A comment that ends the last argument's line stays on that line; a block comment inside
  /// the call is no argument.
  @Test func aCommentAfterTheLastArgumentStaysOnItsLine() async throws {
    let manifest = Self.package(targets: """
          .target(
            name: "A",
            /* the feature's own */ dependencies: ["B"]  // see B's README
          ),
          .target(name: "B"),
      """)
    let fixture = try await ManifestFixture(manifest, targets: ["A"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited.contains("""
            /* the feature's own */ dependencies: ["B"],  // see B's README
            plugins: [\(Self.usage)]
          ),
      """), "\(fixture.edited)")
  }

  @Test func aFileWithCRLFLineBreaksAndTabsKeepsThem() async throws {
    let manifest = Self.package(targets: """
          .target(
            name: "A"
          ),
      """)
      .replacingOccurrences(of: "  ", with: "\t").replacingOccurrences(of: "\n", with: "\r\n")
    let fixture = try await ManifestFixture(manifest, targets: ["A"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edited.contains("\t\t\tname: \"A\",\r\n\t\t\tplugins: [\(Self.usage)]\r\n\t\t),\r\n"), "\(fixture.edited.debugDescription)")
    #expect(fixture.edited.contains("\t\t.package(url: \"https://github.com/navgen/NavGen.git\", from: \"1.0.0\"),\r\n\t],\r\n"))
    #expect(!fixture.edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  /// A package that depends on NavGen already gains no second dependency, and its targets name
  /// it as it is named.
  @Test(arguments: [
    (#".package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")"#, "NavGen"),
    (#".package(url: "https://github.com/me/navgen.git", branch: "binary-plugin")"#, "NavGen"),
    (#".package(name: "NavGen", path: "../checkout")"#, "NavGen"),
  ])
  func anExistingDependencyOnNavGenIsUsed(_ dependency: String, _ name: String) async throws {
    let manifest = Self.package(targets: #"    .target(name: "A"),"#, dependencies: dependency)
    let fixture = try await ManifestFixture(manifest, targets: ["A"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(!fixture.edit.addsDependency)
    #expect(fixture.edited == manifest.replacingOccurrences(
      of: #".target(name: "A"),"#, with: #".target(name: "A", plugins: [.plugin(name: "NavGenPlugin", package: "\#(name)")]),"#))
  }

  /// A second run: the targets use the plugin, the package has the dependency; nothing to edit.
  @Test func anAdoptedManifestNeedsNoEdit() async throws {
    let first = try await ManifestFixture(Self.handWritten, targets: ["ComentariosFeature", "AppFeature"])
    let second = try await ManifestFixture(first.edited, targets: ["ComentariosFeature", "AppFeature"])
    #expect(second.edit.isEmpty)
    #expect(second.edit.targetsUsingPlugin == ["ComentariosFeature", "AppFeature"])
    #expect(second.edit.diagnostics.isEmpty)
    #expect(second.edited == first.edited)
  }

  // MARK: What adopt leaves alone

  @Test func aTargetMadeByAFunctionIsLeftAloneWithTheLineToAdd() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      func feature(_ name: String) -> Target {
        .target(name: name, dependencies: [])
      }

      let package = Package(
        name: "App",
        targets: [
          feature("Shop"),
          .target(name: "Cart"),
        ]
      )

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.targetsGainingPlugin == ["Cart"])
    #expect(fixture.edit.targetsUsingPlugin == ["Cart"])
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:1:1: warning: adopt leaves target 'Shop' as it is: Package.swift has no `.target(name: \"Shop\", …)` "
        + "that declares it (a function, a loop or a variable makes it), so its @Reducer enums stay in Swift; add "
        + "`plugins: [\(Self.usage)]` to its declaration, then run adopt again"
    ])
    #expect(fixture.edited.contains(#"feature("Shop"),"#))
  }

  /// A loop that makes a target from a name has no literal declaration to edit; a literal one
  /// bound to a variable is edited where it is written.
  @Test func aTargetMadeByALoopIsLeftAloneAndOneBoundToAVariableIsEdited() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let cart = Target.target(name: "Cart")

      let package = Package(
        name: "App",
        targets: [cart]
      )

      for name in ["Shop"] {
        package.targets.append(.target(name: name))
      }

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.proofFailure == nil, "\(fixture.proofFailure ?? "")")
    #expect(fixture.edit.targetsGainingPlugin == ["Cart"])
    #expect(fixture.edit.diagnostics.map { "\($0.location)" } == ["Package.swift:1:1"])
    #expect(fixture.edit.diagnostics.first?.message.hasPrefix("adopt leaves target 'Shop' as it is: ") == true)
    #expect(fixture.edited.contains(#"let cart = Target.target(name: "Cart", plugins: [\#(Self.usage)])"#), "\(fixture.edited)")
    #expect(fixture.edited.contains("""
        name: "App",
        dependencies: [
          .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")
        ],
        targets: [cart]
      """), "\(fixture.edited)")
  }

  /// A target that uses the plugin already, however it is made, needs nothing.
  @Test func aTargetMadeByAFunctionWithThePluginAlreadyNeedsNothing() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      func feature(_ name: String) -> Target {
        .target(name: name, plugins: [.plugin(name: "NavGenPlugin", package: "NavGen")])
      }

      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")],
        targets: [feature("Shop")]
      )

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop"])
    #expect(fixture.edit.isEmpty)
    #expect(fixture.edit.diagnostics.isEmpty)
    #expect(fixture.edit.targetsUsingPlugin == ["Shop"])
  }

  @Test func pluginsThatAreNotAnArrayLiteralAreLeftAlone() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let lint: [Target.PluginUsage] = []

      let package = Package(
        name: "App",
        targets: [
          .target(name: "Shop", plugins: lint),
        ]
      )

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop"])
    #expect(fixture.edit.isEmpty)
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:9:5: warning: adopt leaves target 'Shop' as it is: its `plugins:` is not an array literal, so its "
        + "@Reducer enums stay in Swift; add `\(Self.usage)` to its plugins, then run adopt again"
    ])
  }

  /// Without the dependency no target could use the plugin: nothing is edited, and the
  /// warning gives both lines.
  @Test func dependenciesThatAreNotAnArrayLiteralLeaveTheManifestAlone() async throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let common: [Package.Dependency] = []

      let package = Package(
        name: "App",
        dependencies: common,
        targets: [.target(name: "Shop"), .target(name: "Cart")]
      )

      """
    let fixture = try await ManifestFixture(manifest, targets: ["Shop", "Cart"])
    #expect(fixture.edit.isEmpty)
    #expect(fixture.edit.targetsUsingPlugin.isEmpty)
    #expect(fixture.edit.diagnostics.map(\.description) == [
      "Package.swift:8:3: warning: adopt cannot add the package dependency on NavGen: the dependencies of `Package(…)` are "
        + "not an array literal it can add to, so no @Reducer enum moves; add "
        + "`.package(url: \"https://github.com/navgen/NavGen.git\", from: \"1.0.0\"),` to the package's dependencies and add "
        + "`plugins: [\(Self.usage)]` to the declaration of targets 'Shop', 'Cart', then run adopt again"
    ])
  }

  /// dump-package refuses a manifest that is not UTF-8 (so adopt stops before planning), and
  /// one NavGen's reader cannot read whole it reads wrong; the edit leaves both alone.
  @Test(arguments: [
    (Array("// caf".utf8) + [0xE9] + Array("\n".utf8), "it is not valid UTF-8"),
    (Array("let broken = \"\n".utf8), "NavGen's Swift reader cannot read all of it"),
  ])
  func aManifestAdoptCannotReadExactlyIsLeftAlone(_ spoiler: [UInt8], _ why: String) {
    let text = Self.package(targets: #"    .target(name: "A"),"#)
    let bytes = spoiler + Array(text.utf8)
    let manifest = PackageManifest(name: "App", targets: [PackageTarget(name: "A", kind: .regular)])
    let edit = ManifestEdit.plan(
      fileName: "App/Package.swift", bytes: bytes, manifest: manifest, targets: ["A"], navgen: ManifestFixture.url)
    #expect(edit.isEmpty)
    #expect(edit.targetsUsingPlugin.isEmpty)
    #expect(edit.diagnostics.map(\.description) == [
      "App/Package.swift:1:1: warning: adopt cannot edit App/Package.swift: \(why), so no @Reducer enum moves; add "
        + "`.package(url: \"https://github.com/navgen/NavGen.git\", from: \"1.0.0\"),` to the package's dependencies and "
        + "add `plugins: [\(Self.usage)]` to the declaration of target 'A', then run adopt again"
    ])
  }

  // MARK: The proof

  /// The proof refuses an edit that gives the plugin to another target than planned, or
  /// changes anything else, or adds a dependency it did not plan.
  @Test func theProofRefusesAnEditThatDoesMoreOrLess() async throws {
    let folder = try TemporaryDirectory()
    let manifest = Self.package(targets: """
        .target(name: "A"),
        .target(name: "B"),
      """)
    let originalDump = try await ManifestFixture.dump(Array(manifest.utf8), in: folder)
    let planned = try await ManifestFixture(manifest, targets: ["A"]).edit
    func proof(_ text: String, _ edit: ManifestEdit = planned) async throws -> String? {
      ManifestEditProof.check(
        edit, navgen: ManifestFixture.url, originalDump: originalDump,
        editedDump: try await ManifestFixture.dump(Array(text.utf8), in: folder))
    }
    let right = String(decoding: planned.edited, as: UTF8.self)
    #expect(try await proof(right) == nil)
    #expect(try await proof(right.replacingOccurrences(of: #".target(name: "B")"#, with: #".target(name: "B", plugins: [\#(Self.usage)])"#))
      == "the plugins of target 'B' changed")
    #expect(try await proof(right.replacingOccurrences(of: #"name: "A", plugins"#, with: #"name: "A", path: "X", plugins"#))
      == "target 'A' changed beyond its plugins")
    #expect(try await proof(right.replacingOccurrences(of: "navgen/NavGen.git", with: "navgen/Other.git"))
      == #"the dependency the package gained is not .package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")"#)
    #expect(try await proof(manifest) == "the package did not gain exactly one dependency")
    #expect(try await proof(right.replacingOccurrences(of: #"name: "App""#, with: #"name: "Other""#))
      == "the edited manifest declares more than NavGenPlugin and its package differently")
    var withoutDependency = planned
    withoutDependency.addsDependency = false
    #expect(try await proof(right, withoutDependency) == "the package's dependencies changed")
  }

  /// The proof's other refusals, on dump-package's JSON written by hand: what it cannot read,
  /// targets that differ in number, name or order, plugins it cannot read, a usage not last.
  @Test func theProofRefusesDumpsThatDoNotMatch() throws {
    let text = Self.package(targets: #"    .target(name: "A"),"#, dependencies: #".package(url: "https://github.com/navgen/NavGen.git", from: "1.0.0")"#)
    let manifest = PackageManifest(
      name: "App", targets: [PackageTarget(name: "A", kind: .regular)],
      dependencies: [PackageDependency(identity: "navgen", location: "https://github.com/navgen/NavGen.git")])
    let edit = ManifestEdit.plan(fileName: "Package.swift", bytes: Array(text.utf8), manifest: manifest, targets: ["A"], navgen: ManifestFixture.url)
    #expect(edit.targetsGainingPlugin == ["A"])
    func dump(_ targets: String, dependencies: String = "[]") -> [UInt8] {
      Array(#"{ "name": "App", "dependencies": \#(dependencies), "targets": [\#(targets)] }"#.utf8)
    }
    let a = #"{ "name": "A", "type": "regular" }"#
    let usage = #"{ "plugin": ["NavGenPlugin", "NavGen"] }"#
    func proof(_ original: [UInt8], _ edited: [UInt8]) -> String? {
      ManifestEditProof.check(edit, navgen: ManifestFixture.url, originalDump: original, editedDump: edited)
    }
    #expect(proof(dump(a), dump(#"{ "name": "A", "type": "regular", "pluginUsages": [\#(usage)] }"#)) == nil)
    #expect(proof(Array("not JSON".utf8), dump(a)) == "dump-package did not print JSON")
    #expect(proof(Array(#"{ "name": "App", "targets": [] }"#.utf8), Array(#"{ "name": "App", "targets": [] }"#.utf8))
      == "dump-package printed no dependencies")
    #expect(proof(dump(a), dump(a + ", " + a)) == "the edited manifest does not declare the same targets")
    #expect(proof(dump(a), dump(#"{ "name": "B", "type": "regular" }"#)) == "the edited manifest does not declare the same targets in the same order")
    #expect(proof(dump(a), dump(#"{ "name": "A", "type": "regular", "pluginUsages": 1 }"#)) == "target 'A' has no readable plugins")
    let lint = #"{ "plugin": ["Lint", "Lint"] }"#
    let withLint = dump(#"{ "name": "A", "type": "regular", "pluginUsages": [\#(lint)] }"#)
    // Where the usage lands among the others is for the manifest's code after the declaration to say.
    #expect(proof(withLint, dump(#"{ "name": "A", "type": "regular", "pluginUsages": [\#(usage), \#(lint)] }"#)) == nil)
    #expect(proof(withLint, dump(#"{ "name": "A", "type": "regular", "pluginUsages": [\#(lint), \#(usage), \#(usage)] }"#))
      == #"target 'A' did not gain exactly .plugin(name: "NavGenPlugin", package: "NavGen")"#)
    #expect(proof(withLint, dump(#"{ "name": "A", "type": "regular", "pluginUsages": [\#(usage)] }"#))
      == #"target 'A' did not gain exactly .plugin(name: "NavGenPlugin", package: "NavGen")"#)
  }

  /// A manifest `Package(…)` with `targets` and `dependencies` (unless nil) as given, two spaces a level.
  static func package(targets: String, dependencies: String? = nil) -> String {
    let dependencyLines = dependencies.map { "  dependencies: [\n    \($0),\n  ],\n" } ?? ""
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
      \(dependencyLines)  targets: [
      \(targets)
        ]
      )

      """
  }
}
