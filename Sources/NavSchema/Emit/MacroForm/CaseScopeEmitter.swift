/// The macro's `CaseScope` enum (what `store.case` switches over), with its
/// `AllCasePaths` where the family has them, and `static func scope(_:)`
/// that builds it from a store.
struct CaseScopeEmitter {
  let cases: [Conditional<CaseDeclaration>]
  let casePaths: [Conditional<ReducerCaseExpansion.CasePathProperty>]
  let branches: [Conditional<ReducerCaseExpansion.ScopeBranch>]
  let family: ExpansionFamily
  /// `public ` / `package ` or empty.
  let modifier: String

  func write(into writer: inout SwiftWriter) {
    switch family.caseScope {
    case .plainEnum:
      writer.block("\(modifier)enum CaseScope") { writeCases(into: &$0) }
    case .casePathable:
      writer.line("@dynamicMemberLookup")
      writer.block(
        "\(modifier)enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable"
      ) { body in
        writeCases(into: &body)
        body.block("\(modifier)struct AllCasePaths") { paths in
          paths.writeConditionals(casePaths) { property, lines in writeCasePath(property, into: &lines) }
        }
        body.block("\(modifier)static var allCasePaths: AllCasePaths") { $0.line("AllCasePaths()") }
      }
    }
    writer.line()
    for attribute in family.scopeAttributes { writer.line(attribute) }
    writer.block(
      "\(modifier)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope"
    ) { body in
      // `case` lines sit at the `switch`'s own depth, as Swift style has it.
      body.line("switch store.state {")
      body.writeConditionals(branches) { branch, lines in
        lines.line { branch.writePattern(to: &$0) }
        lines.indented { body in body.line { branch.writeResult(to: &$0) } }
      }
      body.line("}")
    }
  }

  private func writeCases(into body: inout SwiftWriter) {
    body.writeConditionals(cases) { declaration, lines in
      lines.line {
        $0.write("case ")
        declaration.write(to: &$0)
      }
    }
  }

  private func writeCasePath(_ property: ReducerCaseExpansion.CasePathProperty, into writer: inout SwiftWriter) {
    let name = property.name
    let propertyModifier = property.takesAccessModifier && family.casePathPropertiesRepeatAccess ? modifier : ""
    writer.block {
      $0.write(propertyModifier, "var ", name, ": CasePaths.AnyCasePath<CaseScope, ")
      $0.write(property.valueType)
      $0.write(">")
    } body: { body in
      body.line("CasePaths.AnyCasePath(")
      body.indented { arguments in
        if property.isVoid {
          arguments.line { $0.write("embed: { CaseScope.", name, " },") }
          arguments.line { $0.write("extract: { guard case .", name, " = $0 else { return nil }; return () }") }
        } else {
          arguments.line { $0.write("embed: CaseScope.", name, ",") }
          arguments.line { $0.write("extract: { guard case let .", name, "(v0) = $0 else { return nil }; return v0 }") }
        }
      }
      body.line(")")
    }
  }
}
