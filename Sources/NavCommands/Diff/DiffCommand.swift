import NavSchema
import NavImport
import NavReview
import NavGenerate

/// `navgen diff <old> <new> [--format text|markdown|json] [--no-picture] [--site-association
/// [<host>=]<file>]` as a library call; the executable only parses arguments, prints the result
/// and exits. Markdown ends with a Mermaid picture of the changed part of the graph unless
/// `picture` is false. With the site's published `apple-app-site-association` file, a changed
/// link that file no longer opens breaks links (`PublishedPatternChanges`).
///
/// Exit codes: 0 nothing breaks existing code; 1 a `breaking` or
/// `exhaustiveness` change; 3 a change that breaks persisted state (before
/// 1: the compiler cannot catch it); 2 usage error, unreadable input, or an
/// invalid schema on either side (then with its diagnostics, and no output).
public enum DiffCommand {
  public static func run(
    oldSpec: String,
    newSpec: String,
    format: DiffFormat = .text,
    colour: Bool = false,
    picture: Bool = true,
    siteAssociation: String? = nil,
    environment: ReviewEnvironment = ReviewEnvironment()
  ) -> ReviewCommandResult {
    if oldSpec == "-" && newSpec == "-" {
      return ReviewCommandResult(
        output: "", errors: ["only one side of 'navgen diff' can be read from standard input"], exitCode: 2)
    }
    let old = environment.inputLoader.load(oldSpec)
    let new = environment.inputLoader.load(newSpec)
    let diagnostics = old.diagnostics + new.diagnostics
    let warnings = old.warnings + new.warnings
    guard let oldSchema = old.schema, let newSchema = new.schema else {
      let errors = [old.failureMessage, new.failureMessage].compactMap { $0 }
      return ReviewCommandResult(output: "", diagnostics: diagnostics, errors: errors, warnings: warnings, exitCode: 2)
    }
    var diff = SchemaDiff(old: oldSchema, new: newSchema)
    var diagnosticsWithSite = diagnostics
    if let siteAssociation {
      switch PublishedSite.read(siteAssociation, old: oldSchema, new: newSchema, reader: environment.reader) {
      case .failure(let failure):
        return ReviewCommandResult(
          output: "", diagnostics: diagnostics + failure.diagnostics, errors: failure.errors, warnings: warnings,
          exitCode: 2)
      case .success(let site):
        diagnosticsWithSite += site.warnings
        diff.changes += site.changes
      }
    }
    var drawn: DiffPicture?
    if picture && format == .markdown, let oldGraph = old.graph, let newGraph = new.graph {
      drawn = DiffPicture(
        ChangedNeighbourhood(old: oldGraph, new: newGraph, diff: diff), title: GraphCommand.fileTitle(newSchema.fileName))
    }
    return ReviewCommandResult(
      output: format.render(diff, colour: colour, picture: drawn), diagnostics: diagnosticsWithSite, warnings: warnings,
      exitCode: diff.exitCode)
  }
}
