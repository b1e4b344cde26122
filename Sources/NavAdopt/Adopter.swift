import NavSchema
import NavImport
import NavReview

/// `navgen adopt` as a computation, nothing written: imports the Swift
/// sources, keeps the enums that were imported exactly (nothing reported
/// inside them, their conformance extensions written as the schema writes
/// them, and so their whole nest), writes their schemas, removes them and
/// the conformance extensions the schemas took over from the sources, and
/// proves the result: read again, the sources no longer declare them, and
/// `navgen diff` of the original sources against the new schemas (with
/// what the sources still declare) reports no change.
public enum Adopter {
  /// Adopts `sources`; `schemaPaths` names the schema written for each
  /// Swift file that declares enums (`<dir>/<Stem>.navgen.json`); a file `parsed` holds is not
  /// parsed again.
  public static func plan(
    _ sources: [SwiftSource], schemaPaths: ([String]) -> [String: String], tca: TCARelease? = nil,
    parsed: ParsedSwiftFiles = ParsedSwiftFiles()
  ) -> AdoptPlan {
    let importer = SwiftImporter(sources, tca: tca, parsed: parsed)
    let paths = schemaPaths(importer.filesWithEnums)
    let schemaPath = { (file: String) in paths[file] ?? file + ".navgen.json" }
    var plan = AdoptPlan()
    let contents = Dictionary(sources.map { ($0.fileName, $0.contents) }, uniquingKeysWith: { first, _ in first })
    let files = importer.filesWithEnums
    var diagnostics = importer.diagnostics
    for file in files { diagnostics += importer.schema(ofFile: file, named: schemaPath(file)).diagnostics }
    var selection = AdoptionSelection(importer: importer, contents: contents)
    plan.diagnostics = (diagnostics + selection.warnings).sortedByLocation()
    selection.blockReported(plan.diagnostics)
    // Building the schemas of what is left can report something new (a
    // placement whose enum stays in Swift); that blocks more, until nothing does.
    var schemas: [AdoptPlan.Schema] = []
    for _ in 0...importer.enums.count {
      selection.closeNests()
      schemas = []
      var reported: [Diagnostic] = []
      for file in files {
        let names = selection.adopted.filter { name in importer.sites.enums.contains { $0.qualifiedName == name && $0.file == file } }
        guard !names.isEmpty else { continue }
        let result = importer.schema(ofFile: file, enumsNamed: names, named: schemaPath(file))
        reported += result.diagnostics
        schemas.append(AdoptPlan.Schema(path: schemaPath(file), json: result.json, schema: result.schema))
      }
      if reported.isEmpty { break }
      selection.blockReported(reported)
    }
    plan.schemas = schemas
    plan.adopted = importer.sites.enums.map(\.qualifiedName).filter(selection.adopted.contains)
    plan.kept = importer.sites.enums.map(\.qualifiedName).filter { !selection.adopted.contains($0) } + importer.notImported
    plan.diagnostics = keptConformancesSaid(plan.diagnostics, importer: importer, adopted: selection.adopted)

    for source in sources {
      guard let rewrite = selection.rewrite(source.fileName), !rewrite.edit.isEmpty else { continue }
      plan.files.append(AdoptPlan.File(
        fileName: source.fileName, original: source.contents, rewritten: rewrite.rewritten, deletions: rewrite.edit.deletions))
    }
    plan.failure = AdoptProof.check(plan, original: sources, importer: importer, tca: tca)
    return plan
  }
}

extension Adopter {
  /// Import says a conformance the schema cannot hold "was dropped", and
  /// asks to keep an extension's members in an extension of your own; adopt
  /// keeps both in the extension, and says that instead.
  static func keptConformancesSaid(_ diagnostics: [Diagnostic], importer: SwiftImporter, adopted: Set<String>) -> [Diagnostic] {
    let sites = importer.sites.extensions.filter { adopted.contains($0.enumName) }
    let conformances = Set(sites.flatMap { site in
      site.conformances.filter { !$0.isTaken }.map { $0.location.location(in: site.file) }
    })
    let extensions = Set(sites.compactMap { site -> SourceLocation? in
      guard site.hasMembers, let file = importer.parsedFiles[site.file], !site.tokenRange.isEmpty else { return nil }
      let first = file.tokens[site.tokenRange.lowerBound]
      return SourceLocation(file: site.file, line: first.line, column: first.column)
    })
    let rewordings = [
      (conformances, " and was dropped", "; adopt keeps it in the extension"),
      (extensions, "; keep them in an extension of your own", "; adopt keeps them in the extension"),
    ]
    return diagnostics.map { diagnostic in
      var said = diagnostic
      for (locations, importSays, adoptSays) in rewordings
      where locations.contains(diagnostic.location) && diagnostic.message.hasSuffix(importSays) {
        said.message = String(diagnostic.message.dropLast(importSays.count)) + adoptSays
      }
      return said
    }
  }
}

/// What adopt would do: schemas to write, Swift files to rewrite, and why
/// not when its proof failed.
public struct AdoptPlan: Sendable {
  public struct Schema: Sendable {
    public var path: String
    public var json: String
    public var schema: NavigationSchema
  }

  public struct File: Sendable {
    public var fileName: String
    public var original: [UInt8]
    public var rewritten: [UInt8]
    /// The byte ranges of `original` the edit removes.
    public var deletions: [Range<Int>]

    /// What `git apply` takes to make the edit.
    public var unifiedDiff: String { unifiedDiff(naming: fileName) }

    /// The same, naming the file `path` (as `git apply` finds it from where it runs).
    public func unifiedDiff(naming path: String) -> String {
      UnifiedDiff.text(path: path, original: original, deletions: deletions)
    }
  }

  public var schemas: [Schema] = []
  public var files: [File] = []
  /// Qualified names of the enums moved to schemas, and of those left in Swift.
  public var adopted: [String] = []
  public var kept: [String] = []
  /// Everything the import reported (the enums it concerns stay in Swift).
  public var diagnostics: [Diagnostic] = []
  /// Why the edit is not safe to write; nil when it was proved.
  public var failure: String?

  public var hasNothingToDo: Bool { schemas.isEmpty && files.isEmpty }
}
