import NavSchema
import NavImport
import NavReview

/// Adopt's proof of its own edit, before anything is written.
enum AdoptProof {
  /// Nil when the edit is proved; otherwise why not.
  static func check(_ plan: AdoptPlan, original: [SwiftSource], importer: SwiftImporter, tca: TCARelease?) -> String? {
    let changed = Dictionary(plan.files.map { ($0.fileName, $0.rewritten) }, uniquingKeysWith: { first, _ in first })
    let rewritten = original.map { SwiftSource(fileName: $0.fileName, contents: changed[$0.fileName] ?? $0.contents) }
    let reread = SwiftImporter(rewritten, tca: tca)
    let adopted = Set(plan.adopted)
    // 1. The rewritten sources declare none of the adopted enums, nor a conformance the schemas now write.
    if let left = reread.sites.enums.first(where: { adopted.contains($0.qualifiedName) }) {
      return "the rewritten \(left.file) still declares \(DisplayText.quoted(left.qualifiedName))"
    }
    let written = Dictionary(
      plan.schemas.flatMap(\.schema.enums).map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
    for extended in reread.memberConformances {
      guard let navigationEnum = written[extended.enumName] else { continue }
      let held = (extended.member == "State" ? navigationEnum.stateConformances : navigationEnum.actionConformances)
        .map(\.description)
      if let both = extended.conformances.first(where: held.contains) {
        return "the rewritten sources still declare the conformance \(DisplayText.quoted(both)) of "
          + "\(DisplayText.quoted(extended.enumName + "." + extended.member)) at \(extended.location), which the schema writes"
      }
    }
    // 2. The original sources and the new schemas (with what the sources still declare) are the same app.
    let before = importer.schema(named: "original sources").schema
    var parts = plan.schemas.map(\.schema)
    let rest = reread.schema(named: "rewritten sources").schema
    if !rest.enums.isEmpty { parts.append(rest) }
    let after = NavigationApp.merge(parts, named: "adopted")
    if after.diagnostics.hasErrors {
      return "the new schemas and the rewritten sources do not read as one app: \(after.diagnostics.map(\.description).joined(separator: "; "))"
    }
    let diff = SchemaDiff(old: before, new: after.schema)
    if let change = diff.changes.first {
      return "navgen diff of the original sources against the new schemas reports \(diff.changes.count) change(s), "
        + "first: \(change.kind.rawValue) \(change.enumName ?? change.feature ?? "")"
    }
    return nil
  }
}
