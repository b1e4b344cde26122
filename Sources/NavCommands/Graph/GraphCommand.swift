import NavSchema
import NavImport
import NavReview
import NavGenerate

/// `navgen graph <schema> [--format mermaid|dot] [--layout lr|tb|auto] [--diff <old> [--changed-only]]`
/// as a library call; `changedOnly` draws only the changed part of the graph, as
/// `navgen diff --format markdown` does. Each schema argument is a path, `-` or `<rev>:<path>`
/// (see `SchemaSource`), or Swift sources, whose nodes are then grouped by module.
///
/// Exit codes: 0 drawn; 1 an invalid schema (with its diagnostics);
/// 2 usage error or unreadable input.
public enum GraphCommand {
  public static func run(
    schemaSpec: String,
    format: GraphFormat = .mermaid,
    layout: GraphLayout = .auto,
    diffAgainst oldSpec: String? = nil,
    changedOnly: Bool = false,
    environment: ReviewEnvironment = ReviewEnvironment()
  ) -> ReviewCommandResult {
    if schemaSpec == "-" && oldSpec == "-" {
      return ReviewCommandResult(
        output: "", errors: ["only one schema of 'navgen graph' can be read from standard input"], exitCode: 2)
    }
    let new = environment.inputLoader.load(schemaSpec)
    let old = oldSpec.map { environment.inputLoader.load($0) }
    let inputs = [old, new].compactMap { $0 }
    let diagnostics = inputs.flatMap(\.diagnostics)
    let warnings = inputs.flatMap(\.warnings)
    let errors = inputs.compactMap(\.failureMessage)
    if !errors.isEmpty {
      return ReviewCommandResult(output: "", diagnostics: diagnostics, errors: errors, warnings: warnings, exitCode: 2)
    }
    guard let newSchema = new.schema, old == nil || old?.schema != nil else {
      return ReviewCommandResult(output: "", diagnostics: diagnostics, warnings: warnings, exitCode: 1)
    }
    var graph = NavigationGraph(schema: newSchema, groupingByModule: new.isSwiftSources)
    let title = fileTitle(newSchema.fileName)
    if let oldGraph = old?.graph, let oldSchema = old?.schema {
      let diff = SchemaDiff(old: oldSchema, new: newSchema)
      if changedOnly {
        let neighbourhood = ChangedNeighbourhood(old: oldGraph, new: graph, diff: diff)
        return ReviewCommandResult(
          output: format.render(neighbourhood, title: title, layout: layout), diagnostics: diagnostics, warnings: warnings,
          exitCode: 0)
      }
      graph = graph.marked(against: oldGraph).mergingRenamedCases(of: diff)
    }
    return ReviewCommandResult(
      output: format.render(graph, title: title, layout: layout), diagnostics: diagnostics, warnings: warnings, exitCode: 0)
  }

  /// `App.navgen.json` for `App/App.navgen.json` or `main:App/App.navgen.json`:
  /// the output must not depend on where the command ran.
  static func fileTitle(_ fileName: String) -> String {
    String(fileName.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? Substring(fileName))
  }
}
