import NavSchema

/// The counts line every diff format starts or ends with.
extension SchemaDiff {
  /// "2 breaking, 1 exhaustiveness, 3 compatible changes" (with "1 breaking
  /// persisted state" after the breaking count when there is such a change), or
  /// "No navigation changes." when the schemas mean the same.
  /// `emphasize` wraps the breaking count when it is not zero.
  func summaryLine(emphasize: (String) -> String = { $0 }) -> String {
    guard !changes.isEmpty else { return "No navigation changes." }
    let breaking = "\(count(.breaking)) breaking"
    let compatible = count(.compatible)
    let persisted = count(.persistedState)
    let links = count(.brokenLinks)
    return [
      count(.breaking) > 0 ? emphasize(breaking) : breaking,
      persisted > 0 ? emphasize("\(persisted) breaking persisted state") : nil,
      links > 0 ? emphasize("\(links) breaking links") : nil,
      "\(count(.exhaustiveness)) exhaustiveness",
      "\(compatible) compatible \(compatible == 1 ? "change" : "changes")",
    ].compactMap { $0 }.joined(separator: ", ")
  }
}
