/// The macro's `CaseScope` enum (what `store.case` switches over) with its
/// `AllCasePaths`, and `static func scope(_:)` that builds it from a store.
struct CaseScopeEmitter {
  let cases: [Conditional<CaseDeclaration>]
  let casePaths: [Conditional<ReducerCaseExpansion.CasePathProperty>]
  let branches: [Conditional<(pattern: String, result: String)>]
  /// `public ` / `package ` or empty.
  let modifier: String

  func write(into writer: inout SwiftWriter) {
    writer.line("@dynamicMemberLookup")
    writer.block(
      "\(modifier)enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable"
    ) { body in
      body.writeConditionals(cases) { declaration, lines in
        lines.line("case \(declaration.declarationText)")
      }
      body.block("\(modifier)struct AllCasePaths") { paths in
        paths.writeConditionals(casePaths) { property, lines in writeCasePath(property, into: &lines) }
      }
      body.block("\(modifier)static var allCasePaths: AllCasePaths") { $0.line("AllCasePaths()") }
    }
    writer.line()
    writer.line("@preconcurrency @MainActor")
    writer.block(
      "\(modifier)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope"
    ) { body in
      // `case` lines sit at the `switch`'s own depth, as Swift style has it.
      body.line("switch store.state {")
      body.writeConditionals(branches) { branch, lines in
        lines.line(branch.pattern)
        lines.indented { $0.line(branch.result) }
      }
      body.line("}")
    }
  }

  private func writeCasePath(_ property: ReducerCaseExpansion.CasePathProperty, into writer: inout SwiftWriter) {
    let name = property.name
    let propertyModifier = property.takesAccessModifier ? modifier : ""
    writer.block("\(propertyModifier)var \(name): CasePaths.AnyCasePath<CaseScope, \(property.valueType)>") { body in
      body.line("CasePaths.AnyCasePath(")
      body.indented { arguments in
        if property.isVoid {
          arguments.line("embed: { CaseScope.\(name) },")
          arguments.line("extract: { guard case .\(name) = $0 else { return nil }; return () }")
        } else {
          arguments.line("embed: CaseScope.\(name),")
          arguments.line("extract: { guard case let .\(name)(v0) = $0 else { return nil }; return v0 }")
        }
      }
      body.line(")")
    }
  }
}
