import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavReview
@testable import NavTestSupport

@Suite("Diff: persisted state, the command")
struct PersistedStateDiffCommandTests {
  @Test func persistedStateIsItsOwnExitCode() {
    #expect(ExitCode(rawValue: SchemaDiff.persistedStateExitCode) == .persistedStateBroken)
  }

  @Test func theCommandExitsWithThree() {
    let inputs = "Tests/Golden/diff/inputs/"
    let result = DiffCommand.run(
      oldSpec: Repository.url(inputs + "Persisted-v1.navgen.json").path,
      newSpec: Repository.url(inputs + "Persisted-v2.navgen.json").path)
    #expect(result.exitCode == 3)
    #expect(result.output.contains("Saved `Tienda.Camino.State.producto` values will fail to decode"))
  }
}
