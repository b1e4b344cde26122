import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// TCA's package traits as the stand-in declares them: which releases declare which, and what
/// each switches on in the presentation scopes of `Binding`, `SwiftUI.Bindable` and
/// `Perception.Bindable` (Sources/ComposableArchitecture/Observation/Store+Observation.swift).
/// Every probe is one call; it compiles cleanly, with a deprecation warning or not at all
/// depending on the release and the traits enabled, as against TCA.
@Suite("TCA stand-in traits")
struct StandInTraitTests {
  static let deprecations = "ComposableArchitecture2Deprecations"
  static let overloads = "ComposableArchitecture2DeprecationOverloads"

  @Test func releasesDeclareTheTraitsTCADeclares() throws {
    let package = try StandInPackage.load()
    #expect(try package.traits(declaredBy: "1.24.1") == [])
    #expect(try package.traits(declaredBy: "1.25.0") == [Self.deprecations])
    #expect(try package.traits(declaredBy: "1.25.2") == [Self.deprecations])
    #expect(try package.traits(declaredBy: "1.25.3") == [Self.deprecations, Self.overloads])
    #expect(try package.traits(declaredBy: "main") == [Self.deprecations, Self.overloads])
    #expect(try package.enabledTraits([Self.overloads, Self.deprecations, Self.overloads], presenting: "main")
      == [Self.deprecations, Self.overloads])
  }

  @Test func aTraitTheReleaseDoesNotDeclareIsRefusedWithTheTraitsItDoes() throws {
    let package = try StandInPackage.load()
    let refusal = #expect(throws: StandInPackageError.self) {
      try package.enabledTraits([Self.overloads], presenting: "1.25.2")
    }
    #expect(refusal?.description == "TCA 1.25.2 declares no trait \(Self.overloads); its traits: \(Self.deprecations)")
    let none = #expect(throws: StandInPackageError.self) {
      try package.enabledTraits([Self.deprecations], presenting: "1.24.1")
    }
    #expect(none?.description == "TCA 1.24.1 declares no trait \(Self.deprecations); its traits: none")
  }

  @Test func theManifestDeclaresThePresentedReleasesTraits() throws {
    let manifest = try String(
      contentsOf: StandInPackage.directory.appendingPathComponent(StandInPackage.manifestName), encoding: .utf8)
    #expect(manifest.hasPrefix("// swift-tools-version:6.1\n"), "package traits need tools version 6.1")
    #expect(manifest.contains("  traits: presentedTraits,\n"))
    #expect(throws: StandInPackageError.self) {
      try StandInPackage(
        manifest: """
          let presentedRelease = "main"
          let releases = [
            "1.12.0", "1.25.0", "main",
          ]
          let boundaries = [
            ("main", "x"),
          ]
          let traitsSince = [
            ("ComposableArchitecture2Deprecations", "1.25.0"),
          ]
          """)
    }
  }

  /// A feature whose `hijo` is presented (`@PresentationState`), a store of it in each wrapper,
  /// and `call`, one scope of the presented child.
  static func source(_ call: String) -> String {
    """
    import ComposableArchitecture
    import SwiftUI

    struct Estado: ObservableState {
      var _$id: ObservableStateID { ObservableStateID() }
      mutating func _$willModify() {}
      @PresentationState var hijo: Int?
    }

    enum Accion: CasePathable {
      case hijo(PresentationAction<Never>)
      struct AllCasePaths {
        var hijo: AnyCasePath<Accion, PresentationAction<Never>> {
          AnyCasePath(embed: Accion.hijo, extract: { if case .hijo(let accion) = $0 { accion } else { nil } })
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor func presentar(
      binding: Binding<Store<Estado, Accion>>, bindable: SwiftUI.Bindable<Store<Estado, Accion>>
    ) -> Binding<Store<Int, Never>?> {
      \(call)
    }
    """
  }

  /// How a probe fares against one release with some traits.
  enum Outcome: Sendable {
    case clean
    /// Compiles with a warning that says this.
    case warns(String)
    /// Fails with an error that says this.
    case fails(String)
  }

  struct Probe: Sendable, CustomTestStringConvertible {
    var name: String
    var call: String
    var expectations: [(release: String, traits: [String], outcome: Outcome)]
    var testDescription: String { name }
  }

  static let projectedAdvice = "Use '$store.scope(state: \\.$destination, action: \\.destination)'"
  static let unlabelledProjectedAdvice = "Use '$store.scope(\\.$destination, action: \\.destination)'"

  static let probes: [Probe] = [
    Probe(
      name: "SwiftUI.Bindable, labelled, optional state",
      call: "bindable.scope(state: \\.hijo, action: \\.hijo)",
      expectations: [
        ("1.24.1", [], .clean),
        ("1.25.0", [], .clean),
        ("1.25.0", [deprecations], .warns("Scope state using projected '\\.$destination' syntax instead")),
        ("1.25.2", [deprecations], .clean),
        ("1.25.3", [deprecations], .clean),
        ("1.25.3", [overloads], .warns(projectedAdvice)),
        ("main", [], .clean),
        ("main", [overloads], .warns(unlabelledProjectedAdvice)),
      ]),
    Probe(
      name: "SwiftUI.Bindable, unlabelled, optional state",
      call: "bindable.scope(\\.hijo, action: \\.hijo)",
      expectations: [
        ("1.25.5", [], .fails("state:")),
        ("main", [], .clean),
        ("main", [deprecations], .clean),
        ("main", [overloads], .fails("WritableKeyPath<Estado, PresentationState<")),
      ]),
    Probe(
      name: "SwiftUI.Bindable, labelled, projected state",
      call: "bindable.scope(state: \\.$hijo, action: \\.hijo)",
      expectations: [
        ("1.24.1", [], .fails("Int?")),
        ("1.25.0", [deprecations], .clean),
        ("1.25.2", [], .clean),
        ("1.25.3", [overloads], .clean),
        ("main", [overloads], .clean),
        ("main", [deprecations, overloads], .warns("renamed to 'scope(_:action:fileID:filePath:line:column:)'")),
      ]),
    Probe(
      name: "SwiftUI.Bindable, unlabelled, projected state",
      call: "bindable.scope(\\.$hijo, action: \\.hijo)",
      expectations: [
        ("main", [], .clean),
        ("main", [deprecations, overloads], .clean),
      ]),
    Probe(
      name: "Binding, labelled, optional state",
      call: "binding.scope(state: \\.hijo, action: \\.hijo)",
      expectations: [
        ("1.25.0", [deprecations], .warns("Scope state using projected '\\.$destination' syntax instead")),
        ("1.25.3", [deprecations, overloads], .clean),
        ("main", [overloads], .clean),
        ("main", [deprecations], .warns("renamed to 'scope(_:action:fileID:filePath:line:column:)'")),
      ]),
  ]

  /// TCA's migration guide to 1.25 ("Enum scopes") writes a presented case as the projected
  /// scope and then the case: `$store.scope(state: \.$destination, action: \.destination).edit`.
  /// Against lesson 002's features (the stand-in's scenarios, written as the macros expand them)
  /// it compiles from 1.25.0 under every trait, deprecated only where main's trait renames the
  /// labelled scope, and not before 1.25.0, where scopes take optional state only.
  @Test func theMigrationGuidesProjectedScopeCompilesFrom1250UnderEveryTrait() async throws {
    let scenarios = StandInPackage.directory.appendingPathComponent("Tests/StandInRuntimeTests/Scenarios")
    let directory = try TemporaryDirectory()
    let view = URL(
      fileURLWithPath: try directory.write(
        "Vista.swift",
        """
        import ComposableArchitecture
        import SwiftUI

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        @MainActor func autor(_ store: SwiftUI.Bindable<StoreOf<Articulo>>) -> Binding<StoreOf<Autor>?> {
          store.scope(state: \\.$destination, action: \\.destination).autor
        }
        """))
    let files = ["Articulo.swift", "ArticuloDestination.swift", "ArticuloChildren.swift"]
      .map { scenarios.appendingPathComponent($0) } + [view]
    let clean: [(String, [String])] = [
      ("1.25.0", [Self.deprecations]), ("1.25.2", []), ("1.25.3", [Self.overloads]),
      ("1.25.3", [Self.deprecations, Self.overloads]), ("main", [Self.overloads]),
    ]
    for (release, traits) in clean {
      let result = try await StandInToolchain.shared(presenting: release, traits: traits).typecheck(files: files)
      #expect(result.succeeded && !result.diagnostics.contains("warning:"), "TCA \(release) \(traits): \(result.diagnostics)")
    }
    let renamed = try await StandInToolchain.shared(presenting: "main", traits: [Self.deprecations]).typecheck(files: files)
    #expect(renamed.succeeded && renamed.diagnostics.contains("renamed to 'scope(_:action:fileID:filePath:line:column:)'"))
    let before = try await StandInToolchain.shared(presenting: "1.24.1").typecheck(files: files)
    #expect(!before.succeeded && before.diagnostics.contains("Vista.swift"), "\(before.diagnostics)")
  }

  /// What the plugin's end-to-end consumer does with it: a package that asks for a trait in its
  /// dependency on the stand-in's git repository, as on TCA's, gets that trait's branch (the
  /// consumer's own warnings show in its build).
  @Test(.requires(.git)) func aConsumerAskingForATraitInItsDependencyGetsItsBranch() throws {
    let directory = try TemporaryDirectory()
    let repository = directory.url.appendingPathComponent("swift-composable-architecture")
    try StandInPackage.load().makeGitRepository(at: repository, releases: ["1.25.5"])
    try directory.write(
      "Consumer/Package.swift",
      """
      // swift-tools-version:6.1
      import PackageDescription
      let package = Package(
        name: "Consumer",
        dependencies: [
          .package(url: "\(repository.absoluteString)", exact: "1.25.5", traits: ["\(Self.overloads)"])
        ],
        targets: [
          .target(
            name: "Consumer",
            dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")])
        ]
      )
      """)
    try directory.write("Consumer/Sources/Consumer/Consumer.swift", Self.source("bindable.scope(state: \\.hijo, action: \\.hijo)"))
    let consumer = directory.url.appendingPathComponent("Consumer")
    let build = try ProcessRunner.run([
      "swift", "build", "--package-path", consumer.path,
      "--scratch-path", directory.url.appendingPathComponent("build").path,
    ] + TestBuildOptions.swiftPM)
    let log = build.standardOutput + build.standardError
    #expect(build.status == 0, "\(log)")
    #expect(log.contains("is deprecated: \(Self.projectedAdvice)"), "the trait's deprecated overload was not chosen:\n\(log)")
  }

  @Test("each trait switches its branch", arguments: probes)
  func traitBranch(probe: Probe) async throws {
    let directory = try TemporaryDirectory()
    let file = URL(fileURLWithPath: try directory.write("Probe.swift", Self.source(probe.call)))
    for (release, traits, outcome) in probe.expectations {
      let result = try await StandInToolchain.shared(presenting: release, traits: traits).typecheck(files: [file])
      let label = "TCA \(release) with \(traits.isEmpty ? "no traits" : traits.joined(separator: ", "))"
      switch outcome {
      case .clean:
        #expect(result.succeeded && !result.diagnostics.contains("warning:"), "\(label): \(result.diagnostics)")
      case .warns(let phrase):
        #expect(result.succeeded, "\(label): \(result.diagnostics)")
        #expect(result.diagnostics.contains("warning:") && result.diagnostics.contains(phrase), "\(label): \(result.diagnostics)")
      case .fails(let phrase):
        #expect(!result.succeeded && result.diagnostics.contains(phrase), "\(label): \(result.diagnostics)")
      }
    }
  }
}
