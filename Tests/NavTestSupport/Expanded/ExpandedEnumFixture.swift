import Testing
@testable import NavSchema

/// Lays out a whole enum the way a macro test shows its expansion: the
/// declaration with its cases, the members the macro adds after them, then
/// the conformance extension at file scope. Tests compare this against the
/// expected source of each shape.
struct ExpandedEnumFixture {
  var declaration: String
  var caseGroups: [CaseGroup]

  func render(
    members: (inout SwiftWriter) -> Void,
    extensions: [String]
  ) -> String {
    var writer = SwiftWriter()
    writer.block(declaration) { body in
      body.writeConditionals(caseGroups) { declaration, body in body.line("case \(declaration.declarationText)") }
      if !body.isEmpty { body.line() }
      members(&body)
    }
    for line in extensions {
      writer.line()
      writer.line(line)
    }
    return writer.output
  }
}

/// Short spellings for the case declarations the tests feed the emitters;
/// the types go through the schema's own type grammar (`typeRef`).
func caseDeclaration(_ name: String, _ values: (label: String?, type: String)...) -> CaseDeclaration {
  CaseDeclaration(
    name: name,
    associatedValues: values.map { CaseDeclaration.AssociatedValue(label: $0.label, type: typeRef($0.type)) }
  )
}

/// The cases outside any block (each its own item of the tree).
func unconditional(_ cases: CaseDeclaration...) -> [CaseGroup] {
  cases.map { .item($0) }
}

/// One `#if condition` block holding the cases.
func conditional(_ condition: String, _ cases: CaseDeclaration...) -> [CaseGroup] {
  [.block([ConditionalClause(.if, condition, cases.map { .item($0) })])]
}
