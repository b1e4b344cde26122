import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavSchema
@testable import NavTestSupport

/// `navgen generate` and `check` with `--context`, `--not-imported` and `--module`: the schemas
/// of the targets a target depends on, read and not written, as NavGenPlugin passes them.
@Suite("Generate: the context of a target's schemas")
struct GenerateContextTests {
  static let app = """
    {
      "version": 1, "access": "public", "links": { "prefixes": ["recetario://"] },
      "features": [{ "name": "Recetario", "path": { "name": "Camino", "cases": [
        { "name": "receta", "reducer": "Receta", "link": "receta/{id: Int}" }
      ] } }]
    }
    """
  static func receta(links: Bool) -> String {
    """
    { "version": 1, "access": "public", \(links ? #""links": { "prefixes": ["recetario://"] },"# : "")
      "features": [{ "name": "Receta", "destination": { "cases": [{ "name": "comentarios", "reducer": "Comentarios"\(links ? #", "link": "c/{p: Int}""# : "") }] } }] }
    """
  }

  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try directory.write("Sources/AppFeature/Recetario.navgen.json", Self.app)
  }

  private func run(_ arguments: [String]) -> (code: Int32, output: CapturedOutput) {
    let output = CapturedOutput()
    let code = output.run(arguments.map { $0.hasPrefix("Sources/") ? directory.path($0) : $0 })
    return (code, output)
  }

  private var appSchema: String { "Sources/AppFeature/Recetario.navgen.json" }

  @Test func aLinkGoesOnIntoTheContextAndItsModuleIsImported() throws {
    try directory.write("Sources/RecetaFeature/Receta.navgen.json", Self.receta(links: true))
    let (code, output) = run(["generate", appSchema, "--context", "Sources/RecetaFeature"])
    #expect(code == 0, "\(output.standardError)")
    #expect(output.standardError.isEmpty)
    #expect(output.standardOutput.contains("\nimport ComposableArchitecture\nimport RecetaFeature\nimport Foundation\n"))
    #expect(output.standardOutput.contains("""
          if case .receta(var state) = self {
            let _end = state._navGenOpen(_segments, from: _start, query: _query, budget: &_budget)

      """), "\(output.standardOutput)")
    // Without the context, Receta is a screen without navigation of its own.
    let (_, alone) = run(["generate", appSchema])
    #expect(!alone.standardOutput.contains("if case .receta(var state)") && !alone.standardOutput.contains("import RecetaFeature"))
  }

  @Test func aFeatureWithoutLinksStopsTheLinkWithAWarningAtTheCase() throws {
    try directory.write("Sources/RecetaFeature/Receta.navgen.json", Self.receta(links: false))
    for command in ["generate", "check"] {
      let (code, output) = run([
        command, appSchema, "--context", "RecetaFeature=" + directory.path("Sources/RecetaFeature/Receta.navgen.json"),
      ])
      #expect(code == 0)
      #expect(output.standardError == "\(directory.path(appSchema)):4:5: warning: 'Receta' shows 'Receta.Destination' but its "
        + "schema \(directory.path("Sources/RecetaFeature/Receta.navgen.json")) declares no \"links\": a link opens Receta and "
        + "goes no further, and 'link' is nil while it is shown; add \"links\" to \(directory.path("Sources/RecetaFeature/Receta.navgen.json"))\n")
      if command == "generate" {
        #expect(output.standardOutput.contains("""
              if case .receta = self {
                return false
              }
          """), "\(output.standardOutput)")
      }
    }
  }

  @Test func aLinkIntoATargetNotImportedIsAnErrorAndNothingIsWritten() throws {
    try directory.write("Sources/RecetaFeature/Receta.navgen.json", Self.receta(links: true))
    let out = directory.path("Out")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let (code, output) = run(["generate", appSchema, "--not-imported", "Sources/RecetaFeature", "--output-dir", out])
    #expect(code == 1)
    #expect(output.standardError.contains(":4:5: error: 'Receta' is declared in target 'RecetaFeature' ("), "\(output.standardError)")
    #expect(output.standardError.contains("which target 'AppFeature' does not depend on"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
  }

  @Test func aMissingContextIsAReadErrorAndAnInvalidOneAWarning() throws {
    let (missing, output) = run(["generate", appSchema, "--context", "Sources/Nada"])
    #expect(missing == 2)
    #expect(output.standardError == "navgen: error: cannot read '\(directory.path("Sources/Nada"))': no such file or folder\n")
    try directory.write("Sources/RecetaFeature/Receta.navgen.json", #"{ "version": 2 }"#)
    let (code, invalid) = run(["generate", appSchema, "--context", "Sources/RecetaFeature"])
    #expect(code == 0)
    #expect(invalid.standardError == "\(directory.path("Sources/RecetaFeature/Receta.navgen.json")):1:1: warning: this schema is "
      + "read as context but is not valid, so its features are left out; its own generation says why\n")
  }

  /// A target's schema generated alone in a package: a link into a feature another schema of
  /// the package declares stops there, with a warning that says to give the context.
  @Test func aTargetsSchemaAloneStopsAtTheFeaturesOfSchemasItDoesNotRead() throws {
    try directory.write("Sources/RecetaFeature/Receta.navgen.json", Self.receta(links: true))
    let (_, outside) = run(["generate", appSchema])
    #expect(outside.standardError.isEmpty, "no Package.swift: nothing says the schemas are targets of one package")
    try directory.write("Package.swift", "// swift-tools-version:6.0\n")
    let (code, output) = run(["generate", appSchema])
    #expect(code == 0)
    #expect(output.standardError == "\(directory.path(appSchema)):4:5: warning: 'Receta' is declared in "
      + "\(directory.path("Sources/RecetaFeature/Receta.navgen.json")), which this run does not read, so a link opens Receta "
      + "and goes no further, and 'link' is nil while it is shown; give the schemas of the targets this one depends on with "
      + "--context (NavGenPlugin does)\n")
    #expect(output.standardOutput.contains("""
          if case .receta = self {
            return false
          }
      """), "\(output.standardOutput)")
    // With the context given, the link goes on and nothing is said.
    let (_, given) = run(["generate", appSchema, "--context", "Sources/RecetaFeature"])
    #expect(given.standardError.isEmpty && given.standardOutput.contains("if case .receta(var state) = self"))
  }

  @Test func aFeatureAlsoDeclaredInTheContextOfAnotherTargetIsAnErrorAtBoth() throws {
    try directory.write("Sources/OtraFeature/Otra.navgen.json", #"{ "version": 1, "features": [{ "name": "Recetario", "destination": { "cases": ["Ajustes"] } }] }"#)
    let (code, output) = run(["check", appSchema, "--context", "Sources/OtraFeature", "--module", "AppFeature"])
    #expect(code == 1)
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.contains("error: 'Recetario' is declared in the schemas of two targets") }, "\(output.standardError)")
  }
}
