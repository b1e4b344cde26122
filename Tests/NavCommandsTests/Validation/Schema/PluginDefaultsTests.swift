import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `navgen generate --plugin-defaults` (what NavGenPlugin passes): the macro-free form
/// unless a schema says `"expandMacros": false`, written for the swift-case-paths release the
/// build resolved; for a release navgen does not know, the attribute form with one warning,
/// and the run succeeds.
@Suite struct PluginDefaultsTests {
  static let schema = """
    {
      "version": 1,
      "enums": [{ "name": "Route", "cases": ["Detalle"] }]
    }
    """

  func generate(_ arguments: [String], schema text: String = Self.schema) throws -> ProcessResult {
    let folder = try TemporaryDirectory()
    let path = try folder.write("Route.navgen.json", text)
    return try ProcessRunner.run(ProcessRunner.navgen, ["generate", path] + arguments)
  }

  @Test func theMacroFreeFormForTheResolvedRelease() throws {
    let result = try generate(["--plugin-defaults", "--default-case-paths", "1.5.4"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(!result.standardOutput.contains("@CasePathable"))
    #expect(result.standardOutput.contains("public struct AllCasePaths: CasePaths.CasePathReflectable, Sendable, Sequence {"))
  }

  @Test func anUnknownReleaseGetsTheAttributeFormAndOneWarning() throws {
    let result = try generate(["--plugin-defaults", "--default-case-paths", "1.10.0"])
    #expect(result.status == 0, "\(result.standardError)")
    let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1, "\(result.standardError)")
    #expect(warnings.first?.contains("Route.navgen.json:1:1: warning: swift-case-paths '1.10.0'") == true)
    #expect(result.standardOutput.contains("@CasePathable"))
    // Exactly the attribute form the CLI writes by default.
    let attributeForm = try generate([])
    #expect(result.standardOutput == attributeForm.standardOutput)
  }

  @Test func aSchemaMayAskForTheAttributeForm() throws {
    let text = Self.schema.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "expandMacros": false,"#)
    let result = try generate(["--plugin-defaults", "--default-case-paths", "1.9.1"], schema: text)
    #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
    #expect(result.standardOutput.contains("@CasePathable"))
  }

  @Test func withoutThePluginsDefaultsAnUnknownReleaseIsAnError() throws {
    let result = try generate(["--default-case-paths", "1.10.0"])
    #expect(result.status == 1)
    #expect(result.standardError.contains("error: this schema sets no 'casePaths' and takes the default from --default-case-paths"))
  }
}
