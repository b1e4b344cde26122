import NavSchema

/// Attributes added and removed between two lists, compared as sets with
/// whitespace outside string literals ignored: `@available(iOS 17,*)` equals
/// `@available(iOS 17, *)`.
struct AttributeChanges {
  var added: [String]
  var removed: [String]

  init(old: [String], new: [String]) {
    let oldKeys = Set(old.map(Self.key))
    let newKeys = Set(new.map(Self.key))
    added = new.filter { !oldKeys.contains(Self.key($0)) }
    removed = old.filter { !newKeys.contains(Self.key($0)) }
  }

  func changes(context: EnumContext, caseName: String?, subject: String) -> [SchemaChange] {
    let additions = added.map { attribute in
      let impact = AttributeImpact(of: attribute, added: true, on: subject)
      return context.change(
        .attributeAdded, impact.classification, case: caseName, new: attribute, reason: impact.reason)
    }
    let removals = removed.map { attribute in
      let impact = AttributeImpact(of: attribute, added: false, on: subject)
      return context.change(
        .attributeRemoved, impact.classification, case: caseName, old: attribute, reason: impact.reason)
    }
    return additions + removals
  }

  static func key(_ attribute: String) -> String {
    var result = ""
    var inString = false
    for character in attribute {
      if character == "\"" { inString.toggle() }
      if inString || !character.isWhitespace { result.append(character) }
    }
    return result
  }
}
