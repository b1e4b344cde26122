import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The releases the stand-in's manifest declares and the API each presents: every boundary is
/// proved by a small source that the release before it and the boundary release treat differently.
@Suite("TCA stand-in releases")
struct StandInReleaseTests {
  @Test func manifestDeclaresTheReleasesAndBoundaries() throws {
    let package = try StandInPackage.load()
    #expect(package.releases.first == "1.12.0")
    #expect(package.releases.last == "main")
    #expect(package.releases.contains(package.presentedRelease))
    #expect(package.presentedRelease == "1.25.5", "the checked-in stand-in presents the newest release")
    #expect(try package.conditions(presenting: "1.12.0") == [])
    #expect(try package.conditions(presenting: "1.13.1") == [])
    #expect(try package.conditions(presenting: "1.15.2") == ["TCA_1_14_0", "TCA_1_15_0"])
    #expect(
      try package.conditions(presenting: "1.25.1")
        == ["TCA_1_14_0", "TCA_1_15_0", "TCA_1_16_0", "TCA_1_22_0", "TCA_1_25_0"])
    #expect(try package.conditions(presenting: "main").last == "TCA_MAIN")
    #expect(try package.firstReleaseWithSameAPI(as: "1.24.1") == "1.22.0")
    #expect(try package.firstReleaseWithSameAPI(as: "1.13.0") == "1.12.0")
    #expect(throws: StandInPackageError.self) { try package.conditions(presenting: "1.11.0") }
  }

  @Test func theStandInPresentsEveryReleaseNavGenSupports() throws {
    let package = try StandInPackage.load()
    #expect(package.releases == TCARelease.supported.map(\.version))
    #expect(package.presentedRelease == TCARelease.latest.version)
  }

  @Test func aManifestPresentingAnUnknownReleaseIsRefused() {
    let releases = "let releases = [\n  \"1.12.0\", \"main\",\n]\n"
    #expect(throws: StandInPackageError.self) {
      try StandInPackage(manifest: "let presentedRelease = \"1.2.3\"\n" + releases + "let boundaries = [\n]\n")
    }
    #expect(throws: StandInPackageError.self) {
      try StandInPackage(
        manifest: "let presentedRelease = \"main\"\n" + releases + "let boundaries = [\n  (\"1.13.0\", \"x\"),\n]\n")
    }
  }

  /// A source, the releases it compiles cleanly against, and those where it does not, with a
  /// phrase the compiler says then.
  struct Probe: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var clean: [String]
    var rejected: [String]
    var diagnostic: String
    var testDescription: String { name }
  }

  static let probes: [Probe] = [
    Probe(
      name: "1.14.0: Store is main-actor isolated",
      source: """
        import ComposableArchitecture
        func leer<S: ObservableState, A>(_ store: Store<S, A>) -> S { store.state }
        """,
      clean: ["1.12.0", "1.13.1"], rejected: ["1.14.0", "main"],
      diagnostic: "main actor-isolated"),
    Probe(
      name: "1.15.0–1.15.2: PresentationAction looks up Sendable case key paths",
      source: """
        import ComposableArchitecture
        enum Hijo: CasePathable {
          case tocar
          struct AllCasePaths {
            var tocar: AnyCasePath<Hijo, Void> { AnyCasePath(embed: { .tocar }, extract: { _ in () }) }
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        let paso: CaseKeyPath<PresentationAction<Hijo>, Void> = \\.tocar
        """,
      clean: ["1.14.0", "1.16.0", "1.25.5"], rejected: ["1.15.0"],
      diagnostic: "Sendable"),
    Probe(
      name: "1.22.0: the registrar takes shouldNotifyObservers",
      source: """
        import ComposableArchitecture
        struct Estado: ObservableState {
          var _$id: ObservableStateID { ObservableStateID() }
          mutating func _$willModify() {}
          func cambiar(_ registrar: ObservationStateRegistrar, _ valor: inout Int) {
            registrar.mutate(self, keyPath: \\.self, &valor, 1, { _, _ in false }, { _, _ in true })
          }
        }
        """,
      clean: ["1.22.0", "main"], rejected: ["1.16.0"],
      diagnostic: "extra argument"),
    Probe(
      name: "1.25.0: _CaseScopeProtocol",
      source: """
        import ComposableArchitecture
        enum Casos: ComposableArchitecture._CaseScopeProtocol {}
        """,
      clean: ["1.25.0", "main"], rejected: ["1.24.1"],
      diagnostic: "_CaseScopeProtocol"),
    Probe(
      name: "1.25.0: Scope(state:) with a case key path is deprecated",
      source: """
        import ComposableArchitecture
        struct Hijo: Reducer {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        func alcance() -> Scope<Optional<Hijo.State>, Hijo.Action, Hijo> {
          Scope(state: \\.some, action: \\.self) { Hijo() }
        }
        """,
      clean: ["1.24.1"], rejected: ["1.25.0"],
      diagnostic: "Use a '@Reducer enum' or 'ifCaseLet(_:action:)' on a base reducer, instead."),
    Probe(
      name: "1.25.2: _StoreWithCaseScope",
      source: """
        import ComposableArchitecture
        func casos<S: _StoreWithCaseScope>(_ store: S) -> S._CaseScope { store._caseScope }
        """,
      clean: ["1.25.2", "main"], rejected: ["1.25.1"],
      diagnostic: "_StoreWithCaseScope"),
    Probe(
      name: "main: Store.scope(_:action:)",
      source: """
        import ComposableArchitecture
        @MainActor func hijo<S, A>(_ store: Store<S, A>) -> Store<S, A> {
          store.scope(\\.self, action: \\.self)
        }
        """,
      clean: ["main"], rejected: ["1.25.5"],
      diagnostic: "state:"),
  ]

  @Test("each boundary changes what compiles", arguments: probes)
  func boundary(probe: Probe) async throws {
    let directory = try TemporaryDirectory()
    let file = URL(fileURLWithPath: try directory.write("Probe.swift", probe.source))
    for release in probe.clean {
      let result = try await StandInToolchain.shared(presenting: release).typecheck(files: [file])
      #expect(result.succeeded, "TCA \(release): \(result.diagnostics)")
      #expect(!result.diagnostics.contains("warning:"), "TCA \(release): \(result.diagnostics)")
    }
    for release in probe.rejected {
      let result = try await StandInToolchain.shared(presenting: release).typecheck(files: [file])
      #expect(
        result.diagnostics.contains(probe.diagnostic),
        "TCA \(release) should say '\(probe.diagnostic)': \(result.diagnostics)")
    }
  }

  @Test(.requires(.git)) func gitRepositoryHasATagPerReleaseEachPresentingIt() throws {
    let directory = try TemporaryDirectory()
    let repository = directory.url.appendingPathComponent("swift-composable-architecture")
    try StandInPackage.load().makeGitRepository(at: repository, releases: ["1.14.0", "1.25.5", "main"])

    let tags = try ProcessRunner.run(["git", "-C", repository.path, "tag", "--list"])
    #expect(tags.standardOutput.split(separator: "\n") == ["1.14.0", "1.25.5"])
    for (revision, release) in [("1.14.0", "1.14.0"), ("1.25.5", "1.25.5"), ("main", "main")] {
      let file = try ProcessRunner.run(["git", "-C", repository.path, "show", "\(revision):Package.swift"])
      #expect(file.status == 0, "\(file.standardError)")
      #expect(try StandInPackage(manifest: file.standardOutput).presentedRelease == release)
    }
    let status = try ProcessRunner.run(["git", "-C", repository.path, "status", "--porcelain"])
    #expect(status.standardOutput.isEmpty, "uncommitted files: \(status.standardOutput)")
  }

  /// What the plugin's end-to-end test does with it: a consumer pinned to a tag gets that
  /// release's API. The consumer's source compiles against TCA 1.22.0 through 1.24.1 only: a
  /// main-actor `scope(_:)` (1.14.0+), a CaseScope that is no `_CaseScopeProtocol` (before
  /// 1.25.0), the registrar's `shouldNotifyObservers` (1.22.0+).
  @Test(.requires(.git)) func aConsumerPinnedToATagBuildsAgainstThatRelease() throws {
    let directory = try TemporaryDirectory()
    let repository = directory.url.appendingPathComponent("swift-composable-architecture")
    try StandInPackage.load().makeGitRepository(at: repository, releases: ["1.24.1", "1.25.5"])
    try directory.write(
      "Consumer/Package.swift",
      """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Consumer",
        dependencies: [.package(url: "\(repository.absoluteString)", exact: "1.24.1")],
        targets: [
          .target(
            name: "Consumer",
            dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")])
        ]
      )
      """)
    try directory.write(
      "Consumer/Sources/Consumer/Consumer.swift",
      """
      import ComposableArchitecture

      public enum Vacio {
        public enum State: CaseReducerState { public typealias StateReducer = Vacio }
        public enum Action {}
        public static var body: EmptyReducer<State, Action> { EmptyReducer() }
        public enum CaseScope {}
        @MainActor public static func scope(_ store: Store<State, Action>) -> CaseScope {
          switch store.withState({ $0 }) {}
        }
      }
      extension Vacio: CaseReducer {}

      public struct Sujeto: Observable {}
      public func cambiar(_ registrar: ObservationStateRegistrar, _ estado: inout Int) {
        registrar.mutate(Sujeto(), keyPath: \\.self, &estado, 1, { _, _ in false }, { _, _ in true })
      }
      """)
    let consumer = directory.url.appendingPathComponent("Consumer")
    let build = try ProcessRunner.run([
      "swift", "build", "--package-path", consumer.path,
      "--scratch-path", directory.url.appendingPathComponent("build").path,
    ] + TestBuildOptions.swiftPM)
    #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    let resolved = try String(contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8)
    #expect(resolved.contains("\"identity\" : \"swift-composable-architecture\""), "\(resolved)")
    #expect(resolved.contains("\"version\" : \"1.24.1\""), "\(resolved)")
  }
}
