import Foundation
import Testing
@testable import NavTestSupport

@Suite("StandInToolchain: compiling and running against the TCA stand-in")
struct StandInToolchainTests {
  /// One release per API the stand-in can present (`StandInPackage.releasesWithDistinctAPIs`).
  static let releases = (try? StandInPackage.load().releasesWithDistinctAPIs) ?? []

  /// Features written by hand as TCA's macros expand them (also run by the stand-in's tests).
  private func scenarioFiles() throws -> [URL] {
    let directory = StandInPackage.directory
      .appendingPathComponent("Tests/StandInRuntimeTests/Scenarios", isDirectory: true)
    let files = try FileManager.default
      .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    #expect(files.count >= 6, "scenarios missing under \(directory.path)")
    return files
  }

  private func temporarySource(_ source: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-standin-probe-\(UUID().uuidString).swift")
    try Data(source.utf8).write(to: file)
    return file
  }

  @Test func thereIsAReleasePerAPI() {
    #expect(Self.releases.count >= 8, "the releases in Tests/TCAStandIn/Package.swift do not load")
  }

  @Test("typechecks the hand-expanded scenarios without warnings", arguments: releases)
  func typechecksTheHandExpandedScenariosWithoutWarnings(release: String) async throws {
    let result = try await StandInToolchain.shared(presenting: release).typecheck(files: scenarioFiles())
    #expect(result.succeeded, "TCA \(release):\n\(result.diagnostics)")
    #expect(!result.diagnostics.contains("warning:"), "TCA \(release):\n\(result.diagnostics)")
  }

  @Test(
    "Reports errors of a broken file",
    arguments: [
      // An action that does not exist.
      (
        """
        import ComposableArchitecture
        struct Roto: Reducer {
          struct State {}
          enum Action { case tocado }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .send(.noExiste) }
          }
        }
        """,
        "noExiste"
      ),
      // As in TCA, `store.state` needs ObservableState.
      (
        """
        import ComposableArchitecture
        struct Contador: Reducer {
          struct State { var cuenta = 0 }
          enum Action { case sumar }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        @MainActor func leer(_ store: StoreOf<Contador>) -> Int { store.state.cuenta }
        """,
        "ObservableState"
      ),
    ]
  )
  func reportsErrorsOfABrokenFile(source: String, expectedMention: String) async throws {
    let file = try temporarySource(source)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await StandInToolchain.shared().typecheck(files: [file])
    #expect(!result.succeeded)
    #expect(result.diagnostics.contains("error:"), "\(result.diagnostics)")
    #expect(result.diagnostics.contains(expectedMention), "\(result.diagnostics)")
  }

  @Test("builds and runs the Tienda scenario", arguments: releases)
  func buildsAndRunsTheTiendaScenario(release: String) async throws {
    let program = try await StandInToolchain.shared(presenting: release).buildAndRun(
      files: scenarioFiles(),
      mainSource: """
        import ComposableArchitecture

        let store = Store(initialState: Tienda.State()) { Tienda() }
        store.send(.productoElegido("Lápiz"))
        store.send(.productoElegido("Goma"))
        store.send(.camino(.element(id: 1, action: .producto(.meGusta))))
        store.send(.camino(.popFrom(id: 1)))
        store.send(.camino(.element(id: 1, action: .producto(.meGusta))))
        print("ids", store.camino.ids.map(\\.debugDescription))
        print("likesVistos", store.likesVistos)
        print("abandonados", store.abandonados.map { $0.producto?.nombre ?? "?" })
        """
    )
    #expect(program.exitStatus == 0, "TCA \(release): \(program.standardError)")
    #expect(
      program.standardOutput == """
        ids ["#0"]
        likesVistos [1]
        abandonados ["Goma"]

        """
    )
    // The late action for the popped screen is reported, not applied.
    #expect(program.standardError.contains("missing element #1"), "\(program.standardError)")
  }
}
