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
