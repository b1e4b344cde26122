#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavImport
import NavPackage
import NavAdopt
import NavGenerate

/// `navgen adopt <package folder> [--write]`: every regular and executable target of the
/// package adopted as `navgen adopt` adopts a folder, each Swift file's schema written beside
/// it, and Package.swift edited to give NavGenPlugin to exactly the targets that received
/// schemas (with the package dependency on NavGen when it has none). The targets come from the
/// folder read as every command reads it (`FolderReading`: `swift package dump-package`, or the
/// description NavGen's command plugin wrote); packages nested in it and the Swift files outside
/// any target are named, with the command that adopts them (`AdoptedElsewhere`).
/// Without `write`: one patch, Package.swift included. With it, and only once every target's
/// edit and the manifest's are proved: the schemas, then each Swift file, then Package.swift.
public enum PackageAdoptCommand {
  public static func run(
    package root: String, navgen: NavGenPackageReference = Invocation.AdoptOptions.defaultNavGen, tca: TCARelease? = nil,
    write: Bool = false, reader: SchemaSourceReader = SchemaSourceReader(), writer: OutputWriter = OutputWriter(),
    packageDescription: (packageFolder: String, file: String)? = nil, beforeWritingSources: () -> Void = {}
  ) -> ReviewCommandResult {
    let folder = SchemaSource.file(path: root)
    let notAPackage = ReviewCommandResult(output: "", errors: [
      "'\(root)' is not a package's folder (it holds no \(PackageManifestReader.manifestName)); give one, or Swift "
        + "files and folders with '--schemas <dir>'"
    ], exitCode: 2)
    let manifestPath = PackageManifestReader.child(root, PackageManifestReader.manifestName)
    guard reader.kind(of: folder) == .swiftFolder, FileManager.default.fileExists(atPath: reader.resolved(manifestPath)) else {
      return notAPackage
    }
    let manifests = PackageManifestReader(reader: reader, description: packageDescription)
    return manifests.withScratchPackage(shownAs: root) { dump in
      adopt(
        root, manifestPath: manifestPath, dump: dump, navgen: navgen, tca: tca, write: write, reader: reader, writer: writer,
        packageDescription: packageDescription, beforeWritingSources: beforeWritingSources)
    }
  }

  /// The adoption, with `dump` giving dump-package's reading of manifest bytes in one scratch
  /// folder. The manifest adopt edits is dumped once, there, where its proof dumps the edited
  /// text, so that the two compare; the folder is read by that dump too, unless SwiftPM reads a
  /// version-specific manifest in the package's own folder (then the folder reading dumps that).
  private static func adopt(
    _ root: String, manifestPath: String, dump: ([UInt8]) -> Result<[UInt8], SchemaReadError>,
    navgen: NavGenPackageReference, tca: TCARelease?, write: Bool, reader: SchemaSourceReader, writer: OutputWriter,
    packageDescription: (packageFolder: String, file: String)?, beforeWritingSources: () -> Void
  ) -> ReviewCommandResult {
    let folder = SchemaSource.file(path: root)
    let bytes: [UInt8]
    switch reader.readFile(reader.resolved(manifestPath)) {
    case .failure(let error):
      return ReviewCommandResult(output: "", errors: ["\(error); nothing was written"], exitCode: 2)
    case .success(let read):
      bytes = read
    }
    let original = dump(bytes)
    let versionSpecific = versionSpecificManifests(beside: manifestPath, reader: reader)
    let reading: FolderReading
    let dumped = versionSpecific.isEmpty ? (packageFolder: reader.resolved(root), result: original) : nil
    switch FolderReading.read(folder, reader: reader, description: packageDescription, dumped: dumped) {
    case .failure(let error):
      return ReviewCommandResult(output: "", errors: [error.description], exitCode: 2)
    case .success(let read):
      reading = read
    }
    if let error = reading.unreadable[""] {
      return ReviewCommandResult(output: "", errors: [error.description + "; nothing was written"], exitCode: 2)
    }
    let parts = reading.parts()
    var targets: [PackageAdoptPlan.TargetSources] = []
    let schemaPaths = SchemaPathsBeside(reader: reader)
    for (part, files) in parts {
      // A target without Swift files (C, or schemas alone) has no enum to adopt.
      guard case .target(let module, packageFolder: "") = part.kind else { continue }
      let sources = files.filter { $0.fileName.hasSuffix(SwiftFileSearch.swiftSuffix) }
        .map { SwiftSource(fileName: $0.fileName, contents: $0.contents) }
      guard !sources.isEmpty else { continue }
      targets.append(PackageAdoptPlan.TargetSources(name: module.name, sources: sources, schemaPaths: schemaPaths.paths))
    }
    let elsewhere = AdoptedElsewhere(parts, in: folder)
    var plan = PackageAdoptPlan(targets, tca: tca, parsed: reading.parsed)
    if plan.hasNothingToDo { return nothingToDo(plan, root: root, elsewhere: elsewhere) }
    if let failure = plan.failure {
      return ReviewCommandResult(
        output: "", diagnostics: plan.diagnostics,
        errors: ["adopt could not prove its edit, so nothing was written: \(failure)"], exitCode: 1)
    }
    let proved = editManifest(
      &plan, path: manifestPath, bytes: bytes, originalDump: original, versionSpecific: versionSpecific, navgen: navgen,
      dump: dump)
    if let failure = proved {
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, errors: failure.errors, exitCode: failure.exitCode)
    }
    if plan.hasNothingToDo { return nothingToDo(plan, root: root, elsewhere: elsewhere) }

    let reported: Int32 = plan.diagnostics.isEmpty ? 0 : 1
    let edit = plan.manifest.flatMap { $0.isEmpty ? nil : (path: manifestPath, edit: $0) }
    let changes: AdoptChanges
    switch AdoptChanges.make(schemas: plan.schemas, files: plan.files, manifest: edit, reader: reader) {
    case .failure(let failure):
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, errors: failure.errors, exitCode: failure.exitCode)
    case .success(let made):
      changes = made
    }
    guard write else {
      let paths = PatchPaths(reader: reader)
      let notes = [summary(plan, written: false)] + [changes.outsideNote(paths)].compactMap { $0 } + elsewhere.notes
      return ReviewCommandResult(output: changes.patch(paths), diagnostics: plan.diagnostics, notes: notes, exitCode: reported)
    }
    if let failure = changes.write(reader: reader, writer: writer, beforeWritingSources: beforeWritingSources) {
      return ReviewCommandResult(output: "", diagnostics: plan.diagnostics, errors: failure.errors, exitCode: failure.exitCode)
    }
    return ReviewCommandResult(
      output: summary(plan, written: true) + "\n", diagnostics: plan.diagnostics, notes: elsewhere.notes, exitCode: reported)
  }

  /// Plans the edit of Package.swift (`bytes`) from dump-package's reading of it, and proves the
  /// edit with dump-package's reading of the edited text (a target the proof refuses is left
  /// alone, and the rest proved again); nil when proved (or none is needed).
  private static func editManifest(
    _ plan: inout PackageAdoptPlan, path: String, bytes: [UInt8], originalDump: Result<[UInt8], SchemaReadError>,
    versionSpecific: [String], navgen: NavGenPackageReference, dump: ([UInt8]) -> Result<[UInt8], SchemaReadError>
  ) -> AdoptFailure? {
    let original: [UInt8]
    let manifest: PackageManifest
    do {
      original = try originalDump.get()
      manifest = try PackageManifest.read(json: original, fileName: path)
        .mapError { SchemaReadError(source: .file(path: path), message: $0.message) }.get()
    } catch {
      return AdoptFailure("\(error); nothing was written", exitCode: 2)
    }
    plan.editManifest(
      fileName: path, bytes: bytes, manifest: manifest, navgen: navgen, versionSpecificManifests: versionSpecific)
    guard let edit = plan.manifest, !edit.isEmpty else { return nil }
    var proof = ManifestEditProving(edit, navgen: navgen, originalDump: original)
    while let edited = proof.pending {
      switch dump(edited) {
      case .failure(let error): proof.recordUnreadable(error.message)
      case .success(let editedDump): proof.record(editedDump: editedDump)
      }
    }
    if let why = proof.failure {
      return AdoptFailure("adopt could not prove its edit of \(path), so nothing was written: \(why)", exitCode: 1)
    }
    plan.use(proof.edit)
    return nil
  }

  /// `Package@swift-*.swift` beside the manifest, which SwiftPM reads instead with some toolchains.
  private static func versionSpecificManifests(beside manifest: String, reader: SchemaSourceReader) -> [String] {
    let folder = String(manifest.dropLast(PackageManifestReader.manifestName.count))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: reader.resolved(folder.isEmpty ? "." : folder))) ?? []
    return names.filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }.sorted().map { folder + $0 }
  }

  private static func nothingToDo(_ plan: PackageAdoptPlan, root: String, elsewhere: AdoptedElsewhere) -> ReviewCommandResult {
    let note = plan.kept.isEmpty
      ? "nothing to adopt: no @Reducer enum in the targets of '\(root)'"
      : "nothing to adopt: every @Reducer enum found stays in Swift (see the warnings)"
    return ReviewCommandResult(
      output: "", diagnostics: plan.diagnostics, notes: [note] + elsewhere.notes, exitCode: plan.diagnostics.isEmpty ? 0 : 1)
  }

  /// What was adopted, what Package.swift gains and what is left to do.
  static func summary(_ plan: PackageAdoptPlan, written: Bool) -> String {
    let enums = plan.adopted.count == 1 ? "1 @Reducer enum" : "\(plan.adopted.count) @Reducer enums"
    let targets = plan.targets.count == 1 ? "1 target" : "\(plan.targets.count) targets"
    let files = plan.files.count == 1 ? "1 Swift file" : "\(plan.files.count) Swift files"
    let schemas = plan.schemas.count == 1 ? "1 schema" : "\(plan.schemas.count) schemas"
    let gaining = plan.manifest?.targetsGainingPlugin ?? []
    var manifest = gaining.isEmpty
      ? "; the targets use NavGenPlugin already"
      : " and \(written ? "gave" : "give") NavGenPlugin to \(gaining.joined(separator: ", ")) in Package.swift"
    if plan.manifest?.addsDependency == true { manifest += " (with the package dependency on NavGen)" }
    var lines = [
      written
        ? "Adopted \(enums) of \(targets) into \(schemas) beside their Swift files, removed them from \(files)\(manifest)."
        : "adopt would move \(enums) of \(targets) into \(schemas) beside their Swift files, remove them from \(files)"
          + "\(manifest); nothing was written. Read the patch above (it applies with 'git apply'), then run again with --write.",
    ]
    if !plan.kept.isEmpty {
      lines.append("\(plan.kept.count) @Reducer enum(s) stay in Swift, as reported above: \(plan.kept.joined(separator: ", ")).")
    }
    if written {
      lines.append("What is left to do: build; NavGenPlugin generates the enums from the schemas.")
    }
    return lines.joined(separator: "\n")
  }
}
