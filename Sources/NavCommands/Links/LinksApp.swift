import NavSchema
import NavReview

/// The app `navgen links` reads: its inputs (schemas, folders, `-`, `<rev>:<path>`, Swift
/// sources) loaded together as one app, as `generate` writes them together, and its links.
struct LinksApp {
  var catalog: LinkCatalog
  /// The inputs' warnings, and those of reading them as one app.
  var diagnostics: [Diagnostic]
  /// What reading the inputs skipped (a package manifest it could not read, …), one message each.
  var warnings: [String]

  /// Why the inputs could not be read as an app: the result that reports it (exit code 2).
  struct Refusal: Error {
    var result: ReviewCommandResult
  }

  /// The app, or the result that reports why it could not be read.
  static func load(_ inputs: [String], environment: ReviewEnvironment) -> Result<LinksApp, Refusal> {
    guard !inputs.isEmpty else {
      return .failure(Refusal(result: ReviewCommandResult(output: "", errors: ["no schema or folder given"], exitCode: 2)))
    }
    if inputs.count(where: { $0 == "-" }) > 1 {
      return .failure(Refusal(result: ReviewCommandResult(output: "", errors: ["standard input can be read once"], exitCode: 2)))
    }
    let loaded = inputs.map { environment.inputLoader.load($0) }
    var diagnostics = loaded.flatMap(\.diagnostics)
    let warnings = loaded.flatMap(\.warnings)
    let errors = loaded.compactMap(\.failureMessage)
    let schemas = loaded.compactMap(\.schema)
    guard errors.isEmpty, schemas.count == loaded.count else {
      return .failure(Refusal(result: ReviewCommandResult(output: "", diagnostics: diagnostics, errors: errors, warnings: warnings, exitCode: 2)))
    }
    var app = schemas[0]
    if schemas.count > 1 {
      let merged = NavigationApp.merge(schemas, named: inputs.joined(separator: " "))
      diagnostics += merged.diagnostics
      guard !merged.diagnostics.hasErrors else {
        return .failure(Refusal(result: ReviewCommandResult(output: "", diagnostics: diagnostics, warnings: warnings, exitCode: 2)))
      }
      app = merged.schema
    }
    return .success(LinksApp(catalog: LinkCatalog(schema: app), diagnostics: diagnostics, warnings: warnings))
  }
}
