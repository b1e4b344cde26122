/// How `@CasePathable` reads one case for its case path property: the value
/// type, the bindings of the `guard case` pattern, and the extracted value.
struct CasePathValue {
  /// `Void`, the single value's type (labels dropped; `any P` in
  /// parentheses), or a tuple of all values keeping their labels (`_` dropped).
  package let type: String
  /// `""`, `(v0)` or `(v0, v1, ...)`.
  let bindings: String
  /// `()`, `v0` or `(v0, v1, ...)`.
  let extracted: String

  var hasPayload: Bool { !bindings.isEmpty }

  init(of declaration: CaseDeclaration, rewriter: inout CasePathTypeRewriter) {
    let values = declaration.associatedValues
    guard let first = values.first else {
      type = "Void"
      bindings = ""
      extracted = "()"
      return
    }
    let names = values.indices.map { "v\($0)" }.joined(separator: ", ")
    bindings = "(\(names))"
    if values.count == 1 {
      let single = rewriter.rewrite(first.type)
      if case .existential = single {
        type = "(\(single))"
      } else {
        type = single.description
      }
      extracted = names
    } else {
      let elements = values.map { value in
        let valueType = rewriter.rewrite(value.type).description
        guard let label = value.label, label != "_" else { return valueType }
        return "\(label): \(valueType)"
      }
      type = "(\(elements.joined(separator: ", ")))"
      extracted = bindings
    }
  }
}
