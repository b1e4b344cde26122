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

  @Test func brokenLinksAreTheirOwnExitCode() {
    #expect(ExitCode(rawValue: SchemaDiff.brokenLinksExitCode) == .linksBroken)
  }

  @Test func theCommandExitsWithFourForBrokenLinks() {
    let inputs = "Tests/Golden/diff/inputs/"
    let result = DiffCommand.run(
      oldSpec: Repository.url(inputs + "Links-v1.navgen.json").path,
      newSpec: Repository.url(inputs + "Links-v2.navgen.json").path)
    #expect(result.exitCode == 4)
    #expect(result.output.contains("`recetario://receta/{id: Int}` no longer opens `Recetario.Camino.receta`"))
  }
}
