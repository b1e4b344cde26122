/// Most types in a schema are plain dotted names (`Autor`, `Articles.Body`).
/// Those are recognised here straight from the bytes, without tokens; anything
/// else, or anything the type grammar would refuse, is left to the grammar,
/// which then accepts or reports it exactly as before.
enum PlainTypeName {
  /// The components of `text` when it is ASCII identifiers joined by single
  /// dots that the type grammar accepts as they are; nil when the grammar must decide.
  static func components(of text: String) -> [TypeRef.TypeComponent]? {
    var components: [TypeRef.TypeComponent] = []
    for part in text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCIIWordByte }) else { return nil }
      let name = String(Substring(part))
      guard SwiftIdentifier.problem(in: name) == nil, !SwiftKeywords.isTypeModifier(name) else { return nil }
      components.append(TypeRef.TypeComponent(name: name))
    }
    return components
  }
}
