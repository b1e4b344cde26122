#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavImport
import NavReview
import NavAdopt
import NavGenerate

/// `navgen adopt <swift file or folder>... --schemas <dir> [--tca <release>] [--write]`
/// as a library call. Without `write` nothing is written: standard output
/// gets one patch that `git apply` takes — the schemas as new files, then
/// the edit of each Swift file — and standard error what is left to do.
/// With `write`, and only once adopt proved its edit: the schemas first,
/// then each changed Swift file atomically, none of them if one changed on
/// disk since it was read.
///
/// Exit codes: 0 done (or nothing to do); 1 something was reported (an enum
/// left in Swift, a proof that failed, a file changed underneath); 2 usage
/// error, unreadable input or unwritable output.
public enum AdoptCommand {
  public static func run(
    inputs: [String], schemasDirectory: String, tca: TCARelease? = nil, write: Bool = false,
    reader: SchemaSourceReader = SchemaSourceReader(), writer: OutputWriter = OutputWriter(),
    beforeWritingSources: () -> Void = {}
  ) -> ReviewCommandResult {
    let read: SwiftInputs
    switch readSwiftInputs(inputs, reader: reader) {
    case .failure(let problem):
      return ReviewCommandResult(output: "", errors: [problem.description], exitCode: 2)
    case .success(let inputs):
      read = inputs
    }
    let (sources, roots) = (read.sources, read.roots)
    let plan = Adopter.plan(sources, schemaPaths: { files in
      OutputNames.schemaFileNames(for: files, roots: roots).mapValues { SwiftFileSearch.join(schemasDirectory, $0) }
    }, tca: tca, parsed: read.parsed)
    let reported: Int32 = plan.diagnostics.isEmpty ? 0 : 1
    if plan.hasNothingToDo {
      let note = plan.kept.isEmpty
        ? "nothing to adopt: no @Reducer enum in \(inputs.map { "'\($0)'" }.joined(separator: ", "))"
        : "nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"
      return ReviewCommandResult(
        output: "", diagnostics: (read.diagnostics + plan.diagnostics).sortedByLocation(), notes: [note] + read.notes,
        exitCode: reported)
    }
    if let failure = plan.failure {
      return ReviewCommandResult(
        output: "", diagnostics: plan.diagnostics,
        errors: ["adopt could not prove its edit, so nothing was written: \(failure)"], exitCode: 1)
    }
    let changes: AdoptChanges
    switch AdoptChanges.make(schemas: plan.schemas, files: plan.files, manifest: nil, reader: reader) {
    case .failure(let failure):
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, errors: failure.errors, exitCode: failure.exitCode)
    case .success(let made):
      changes = made
    }
    guard write else {
      let paths = PatchPaths(reader: reader)
      let notes = [summary(plan, schemasDirectory: schemasDirectory, written: false)] + [changes.outsideNote(paths)].compactMap { $0 }
        + read.notes
      return ReviewCommandResult(
        output: changes.patch(paths), diagnostics: (read.diagnostics + plan.diagnostics).sortedByLocation(), notes: notes,
        exitCode: reported)
    }
    if let failure = changes.write(reader: reader, writer: writer, beforeWritingSources: beforeWritingSources) {
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, errors: failure.errors, exitCode: failure.exitCode)
    }
    return ReviewCommandResult(
      output: summary(plan, schemasDirectory: schemasDirectory, written: true) + "\n", diagnostics: plan.diagnostics,
      exitCode: reported)
  }

  /// What was adopted, where the schemas went and what is left to do.
  static func summary(_ plan: AdoptPlan, schemasDirectory: String, written: Bool) -> String {
    let enums = plan.adopted.count == 1 ? "1 @Reducer enum" : "\(plan.adopted.count) @Reducer enums"
    let files = plan.files.count == 1 ? "1 Swift file" : "\(plan.files.count) Swift files"
    var lines = [
      written
        ? "Adopted \(enums) into \(plan.schemas.count) schema(s) in '\(schemasDirectory)' and removed them from \(files)."
        : "adopt would move \(enums) into \(plan.schemas.count) schema(s) in '\(schemasDirectory)' and remove them from \(files); nothing was written. Read the patch above (it applies with 'git apply'), then run again with --write.",
    ]
    if !plan.kept.isEmpty {
      lines.append("\(plan.kept.count) @Reducer enum(s) stay in Swift, as reported above: \(plan.kept.joined(separator: ", ")).")
    }
    lines.append("What is left to do:")
    lines.append("  Add NavGenPlugin to the target whose folder holds '\(schemasDirectory)', in Package.swift:")
    lines.append("    plugins: [.plugin(name: \"NavGenPlugin\", package: \"NavGen\")]")
    let paths = plan.schemas.map(\.path).joined(separator: " ")
    lines.append("  or, to check the generated code in instead (one file per enum, so a change rebuilds only its file):")
    lines.append("    navgen generate \(paths) --output-dir <folder of generated Swift> --per-enum")
    return lines.joined(separator: "\n")
  }
}
