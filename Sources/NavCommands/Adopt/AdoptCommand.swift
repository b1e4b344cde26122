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
    let sources: [SwiftSource]
    let roots: [String: String]
    switch readSwiftInputs(inputs, reader: reader) {
    case .failure(let problem):
      return ReviewCommandResult(output: "", errors: [problem.description], exitCode: 2)
    case .success(let read):
      (sources, roots) = read
    }
    let plan = Adopter.plan(sources, schemaPaths: { files in
      OutputNames.schemaFileNames(for: files, roots: roots).mapValues { SwiftFileSearch.join(schemasDirectory, $0) }
    }, tca: tca)
    let reported: Int32 = plan.diagnostics.isEmpty ? 0 : 1
    if plan.hasNothingToDo {
      let note = plan.kept.isEmpty
        ? "nothing to adopt: no @Reducer enum in \(inputs.map { "'\($0)'" }.joined(separator: ", "))"
        : "nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, notes: [note], exitCode: reported)
    }
    if let failure = plan.failure {
      return ReviewCommandResult(
        output: "", diagnostics: plan.diagnostics,
        errors: ["adopt could not prove its edit, so nothing was written: \(failure)"], exitCode: 1)
    }
    // A schema that exists already must hold exactly what adopt would write.
    var schemas: [AdoptPlan.Schema] = []
    for schema in plan.schemas {
      switch reader.readFile(reader.resolved(schema.path)) {
      case .success(let existing) where existing == Array(schema.json.utf8):
        continue
      case .success:
        return ReviewCommandResult(
          output: "", diagnostics: plan.diagnostics,
          errors: ["'\(schema.path)' exists with other contents; adopt never overwrites a schema (move it away or choose another --schemas folder)"],
          exitCode: 2)
      case .failure:
        schemas.append(schema)
      }
    }
    guard write else {
      let paths = PatchPaths(reader: reader)
      let patch = schemas.map { newFilePatch(path: paths.name($0.path), contents: $0.json) }.joined()
        + plan.files.map { $0.unifiedDiff(naming: paths.name($0.fileName)) }.joined()
      let outside = (schemas.map(\.path) + plan.files.map(\.fileName)).filter { !paths.isInside($0) }
      var notes = [summary(plan, schemasDirectory: schemasDirectory, written: false)]
      if let first = outside.first {
        notes.append("The patch names '\(paths.name(first))', outside the current folder, which 'git apply' does not take; "
          + "run adopt from a folder that holds the sources and the schemas folder for a patch it takes.")
      }
      return ReviewCommandResult(output: patch, diagnostics: plan.diagnostics, notes: notes, exitCode: reported)
    }
    for schema in schemas {
      do {
        try writer.write(schema.json, toPath: reader.resolved(schema.path), replacing: .nothing)
      } catch {
        return ReviewCommandResult(
          output: "", diagnostics: plan.diagnostics, errors: [error.description + "; no Swift file was changed"], exitCode: 2)
      }
    }
    beforeWritingSources()
    let changed = plan.files.filter { file in
      (try? reader.readFile(reader.resolved(file.fileName)).get()) != file.original
    }
    if !changed.isEmpty {
      let names = changed.map { "'\($0.fileName)'" }.joined(separator: ", ")
      return ReviewCommandResult(
        output: "", diagnostics: plan.diagnostics,
        errors: ["\(names) changed on disk since adopt read \(changed.count == 1 ? "it" : "them"); no Swift file was "
          + "changed (the schemas were written; run adopt again)"], exitCode: 1)
    }
    var errors: [String] = []
    for file in plan.files {
      do {
        try writer.write(
          String(decoding: file.rewritten, as: UTF8.self), toPath: reader.resolved(file.fileName),
          replacing: .sourceAsRead(String(decoding: file.original, as: UTF8.self)))
      } catch {
        errors.append(error.description)
      }
    }
    if !errors.isEmpty {
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, errors: errors, exitCode: 1)
    }
    return ReviewCommandResult(
      output: summary(plan, schemasDirectory: schemasDirectory, written: true) + "\n", diagnostics: plan.diagnostics,
      exitCode: reported)
  }

  /// A schema as a new file in the patch.
  static func newFilePatch(path: String, contents: String) -> String {
    let lines = UnifiedDiff.lines(of: contents)
    return "--- /dev/null\n+++ b/\(path)\n@@ -0,0 +1,\(lines.count) @@\n" + lines.map { "+" + $0 }.joined()
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
