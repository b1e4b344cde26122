import NavSchema
import NavImport

/// Which imported enums adopt moves to schemas, and the file edits that
/// removes them. (An enum import does not import, for one, one a generated
/// file could not reach, is not among them: it stays where it is.) An enum stays in Swift when anything was reported inside it
/// or in a file adopt cannot edit exactly (the reader's problems, bytes that
/// are not UTF-8), when one of its conformance extensions says more than the
/// schema writes, and with every enum it nests in or nests.
struct AdoptionSelection {
  let importer: SwiftImporter
  let contents: [String: [UInt8]]
  private(set) var adopted: Set<String>
  private var rewrites: [String: FileRewrite] = [:]

  /// Why enums stay that import does not report: a file that is not UTF-8.
  /// (Import reports the reader's problems, and each way an extension is
  /// not written as the schema writes it.)
  private(set) var warnings: [Diagnostic] = []

  init(importer: SwiftImporter, contents: [String: [UInt8]]) {
    self.importer = importer
    self.contents = contents
    adopted = Set(importer.sites.enums.map(\.qualifiedName))
    var notUTF8: Set<String> = []
    for (name, file) in importer.parsedFiles where file.problems.isEmpty {
      guard let bytes = contents[name] else { continue }
      guard let rewrite = FileRewrite(bytes: bytes, file: file) else {
        notUTF8.insert(name)
        continue
      }
      rewrites[name] = rewrite
    }
    let notUTF8Reason = "the file is not valid UTF-8, so its edit could not be placed exactly"
    for site in importer.sites.enums where rewrites[site.file] == nil {
      adopted.remove(site.qualifiedName)
      if notUTF8.contains(site.file) { warn(site.qualifiedName, notUTF8Reason, at: SourceLocation(file: site.file, line: 1, column: 1)) }
    }
    for site in importer.sites.extensions where !site.isTakenWhole || rewrites[site.file] == nil {
      guard adopted.remove(site.enumName) != nil else { continue }
      if notUTF8.contains(site.file) {
        warn(site.enumName, "its extension's file is not valid UTF-8", at: SourceLocation(file: site.file, line: 1, column: 1))
      }
    }
  }

  private mutating func warn(_ enumName: String, _ reason: String, at location: SourceLocation) {
    warnings.append(.warning("adopt leaves \(DisplayText.quoted(enumName)) in Swift: \(reason)", at: location))
  }

  /// The span of an enum's declaration as positions, for locating diagnostics.
  private func span(_ site: ImportSites.EnumSite) -> ClosedRange<SourcePosition>? {
    guard let file = importer.parsedFiles[site.file], !site.tokenRange.isEmpty else { return nil }
    let first = file.tokens[site.tokenRange.lowerBound]
    let last = file.tokens[site.tokenRange.upperBound - 1]
    return SourcePosition(line: first.line, column: first.column)...SourcePosition(line: last.line, column: last.column + last.text.count)
  }

  mutating func blockReported(_ diagnostics: [Diagnostic]) {
    for site in importer.sites.enums {
      guard let span = span(site) else { continue }
      if diagnostics.contains(where: { $0.location.file == site.file && span.contains($0.location.position) }) {
        adopted.remove(site.qualifiedName)
      }
    }
  }

  /// An enum written inside one that stays, or around one that stays, stays too.
  mutating func closeNests() {
    var changed = true
    while changed {
      changed = false
      for outer in importer.sites.enums {
        for inner in importer.sites.enums where Self.isNested(inner, in: outer)
          && adopted.contains(outer.qualifiedName) != adopted.contains(inner.qualifiedName)
        {
          adopted.remove(outer.qualifiedName)
          adopted.remove(inner.qualifiedName)
          changed = true
        }
      }
    }
  }

  private static func isNested(_ inner: ImportSites.EnumSite, in outer: ImportSites.EnumSite) -> Bool {
    inner.file == outer.file && inner.qualifiedName != outer.qualifiedName
      && outer.tokenRange.lowerBound <= inner.tokenRange.lowerBound && inner.tokenRange.upperBound <= outer.tokenRange.upperBound
  }

  /// The edit of one file: its adopted enums and the conformance extensions
  /// of adopted enums, then what those left empty.
  /// Nil for a file that holds neither (adopt edits no other file).
  func rewrite(_ fileName: String) -> FileRewrite? {
    let holdsAdopted = importer.sites.enums.contains { $0.file == fileName && adopted.contains($0.qualifiedName) }
      || importer.sites.extensions.contains { $0.file == fileName && adopted.contains($0.enumName) }
    guard holdsAdopted, var rewrite = rewrites[fileName] else { return nil }
    for site in importer.sites.enums where site.file == fileName && adopted.contains(site.qualifiedName) {
      rewrite.removeDeclaration(site.tokenRange)
    }
    for site in importer.sites.extensions where site.file == fileName && adopted.contains(site.enumName) {
      let taken = site.conformances.map(\.isTaken)
      if !site.hasMembers && !taken.contains(false) {
        rewrite.removeDeclaration(site.tokenRange)
      } else {
        rewrite.removeConformances(of: site.tokenRange, taken: taken)
      }
    }
    rewrite.removeEmptiedContainers()
    rewrite.keepSpacingAroundJoinedRemovals()
    return rewrite
  }
}
