import NavSchema
import NavAdopt
import NavGenerate

/// What an adoption changes, in the order it writes it: the new schemas, each Swift file's
/// edit, then Package.swift's when a package is adopted. Printed as one patch, or written.
struct AdoptChanges {
  var schemas: [AdoptPlan.Schema]
  var files: [AdoptPlan.File]
  /// Package.swift's path, as read, and its edit.
  var manifest: (path: String, edit: ManifestEdit)?

  /// The changes with the schemas that exist already, holding exactly what adopt would
  /// write, left out; an error for one that exists with other contents (adopt never
  /// overwrites a schema).
  static func make(
    schemas: [AdoptPlan.Schema], files: [AdoptPlan.File], manifest: (path: String, edit: ManifestEdit)?,
    reader: SchemaSourceReader
  ) -> Result<AdoptChanges, AdoptFailure> {
    var new: [AdoptPlan.Schema] = []
    for schema in schemas {
      switch reader.readFile(reader.resolved(schema.path)) {
      case .success(let existing) where existing == Array(schema.json.utf8):
        continue
      case .success:
        return .failure(AdoptFailure(
          "'\(schema.path)' exists with other contents; adopt never overwrites a schema (move it away or choose another --schemas folder)",
          exitCode: 2))
      case .failure:
        new.append(schema)
      }
    }
    return .success(AdoptChanges(schemas: new, files: files, manifest: manifest))
  }

  /// Every path the changes write, as given.
  private var paths: [String] { schemas.map(\.path) + files.map(\.fileName) + (manifest.map { [$0.path] } ?? []) }

  /// One patch that `git apply` takes: each new schema, each Swift file's edit, Package.swift's.
  func patch(_ names: PatchPaths) -> String {
    schemas.map { Self.newFilePatch(path: names.name($0.path), contents: $0.json) }.joined()
      + files.map { $0.unifiedDiff(naming: names.name($0.fileName)) }.joined()
      + (manifest.map { $0.edit.unifiedDiff(naming: names.name($0.path)) } ?? "")
  }

  /// The note for a patch that names a file outside the current folder, which `git apply` refuses.
  func outsideNote(_ names: PatchPaths) -> String? {
    guard let first = paths.first(where: { !names.isInside($0) }) else { return nil }
    return "The patch names '\(names.name(first))', outside the current folder, which 'git apply' does not take; "
      + "run adopt from a folder that holds the sources and the schemas folder for a patch it takes."
  }

  /// Writes the schemas, then, unless a file it edits changed on disk since it was read,
  /// each Swift file and Package.swift atomically.
  func write(reader: SchemaSourceReader, writer: OutputWriter, beforeWritingSources: () -> Void) -> AdoptFailure? {
    for schema in schemas {
      do {
        try writer.write(schema.json, toPath: reader.resolved(schema.path), replacing: .nothing)
      } catch {
        return AdoptFailure(error.description + "; no Swift file was changed", exitCode: 2)
      }
    }
    beforeWritingSources()
    var edits = files.map { (path: $0.fileName, original: $0.original, rewritten: $0.rewritten) }
    if let manifest { edits.append((manifest.path, manifest.edit.original, manifest.edit.edited)) }
    let changed = edits.filter { (try? reader.readFile(reader.resolved($0.path)).get()) != $0.original }
    if !changed.isEmpty {
      let names = changed.map { "'\($0.path)'" }.joined(separator: ", ")
      return AdoptFailure(
        "\(names) changed on disk since adopt read \(changed.count == 1 ? "it" : "them"); no Swift file was "
          + "changed (the schemas were written; run adopt again)", exitCode: 1)
    }
    var errors: [String] = []
    for edit in edits {
      do {
        try writer.write(
          String(decoding: edit.rewritten, as: UTF8.self), toPath: reader.resolved(edit.path),
          replacing: .sourceAsRead(String(decoding: edit.original, as: UTF8.self)))
      } catch {
        errors.append(error.description)
      }
    }
    return errors.isEmpty ? nil : AdoptFailure(errors, exitCode: 1)
  }

  /// A schema as a new file in the patch.
  static func newFilePatch(path: String, contents: String) -> String {
    let lines = UnifiedDiff.lines(of: contents)
    return "--- /dev/null\n+++ b/\(path)\n@@ -0,0 +1,\(lines.count) @@\n" + lines.map { "+" + $0 }.joined()
  }
}

/// Why adopt stopped: its messages and exit code.
struct AdoptFailure: Error {
  var errors: [String]
  var exitCode: Int32

  init(_ error: String, exitCode: Int32) { self.init([error], exitCode: exitCode) }
  init(_ errors: [String], exitCode: Int32) {
    self.errors = errors
    self.exitCode = exitCode
  }
}
