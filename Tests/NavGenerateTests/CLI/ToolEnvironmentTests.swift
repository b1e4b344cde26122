import Foundation
import Testing
@testable import NavGenerate

/// `ToolEnvironment`'s variables, which the process's reads only when asked for.
@Suite struct ToolEnvironmentTests {
  static func environment(variables: [String: String]) -> ToolEnvironment {
    ToolEnvironment(
      readFile: { _ in [] }, readStandardInput: { [] }, writeStandardOutput: { _ in }, writeStandardError: { _ in },
      variables: variables)
  }

  @Test func givenVariablesAreKeptAndReplaced() {
    var environment = Self.environment(variables: ["NO_COLOR": "1"])
    #expect(environment.variables == ["NO_COLOR": "1"])
    environment.variables["TERM"] = "dumb"
    #expect(environment.variables == ["NO_COLOR": "1", "TERM": "dumb"])
  }

  @Test func theProcessHasItsOwnVariables() {
    #expect(ToolEnvironment.process.variables == ProcessInfo.processInfo.environment)
    #expect(!ToolEnvironment.process.variables.isEmpty)
  }
}
