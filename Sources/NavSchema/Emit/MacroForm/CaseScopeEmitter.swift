/// The macro's `CaseScope` enum (what `store.case` switches over), with its
/// `AllCasePaths` where the family has them, and `static func scope(_:)`
/// that builds it from a store.
struct CaseScopeEmitter {
  let cases: SpotItems<ExpansionCase>
  let casePaths: SpotItems<ReducerCaseExpansion.CasePathProperty>
  let branches: SpotItems<ReducerCaseExpansion.ScopeBranch>
  let family: ExpansionFamily
  /// `public ` / `package ` or empty.
  let modifier: String

  func write(into writer: inout SwiftWriter) {
    switch family.caseScope {
    case .plainEnum:
      writer.block({ $0.write(modifier, "enum CaseScope") }) { writeCases(into: &$0) }
    case .casePathable:
      writer.line("@dynamicMemberLookup")
      writer.block({
        $0.write(modifier, "enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable")
      }) { body in
        writeCases(into: &body)
        body.block({ $0.write(modifier, "struct AllCasePaths") }) { paths in
          casePaths.write(into: &paths) { property, lines in writeCasePath(property, into: &lines) }
        }
        body.block({ $0.write(modifier, "static var allCasePaths: AllCasePaths") }) { $0.line("AllCasePaths()") }
      }
    }
    writer.line()
    for attribute in family.scopeAttributes { writer.line(attribute) }
    writer.block({
      $0.write(modifier, "static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope")
    }) { body in
      // `case` lines sit at the `switch`'s own depth, as Swift style has it.
      body.line("switch store.state {")
      branches.write(into: &body) { branch, lines in
        lines.line { branch.writePattern(to: &$0) }
        lines.indented { body in body.line { branch.writeResult(to: &$0) } }
      }
      body.line("}")
    }
  }

  private func writeCases(into body: inout SwiftWriter) {
    cases.write(into: &body) { expansionCase, lines in
      lines.line {
        $0.write("case ")
        expansionCase.write(to: &$0)
      }
    }
  }

  private func writeCasePath(_ property: ReducerCaseExpansion.CasePathProperty, into writer: inout SwiftWriter) {
    let name = property.name
    let propertyModifier = property.takesAccessModifier && family.casePathPropertiesRepeatAccess ? modifier : ""
    // Written for every case: literals one piece each (see `LineText`).
    writer.block {
      $0.write(propertyModifier)
      $0.write("var ")
      $0.write(name)
      $0.write(": CasePaths.AnyCasePath<CaseScope, ")
      property.valueType.write(to: &$0)
      $0.write(">")
    } body: { body in
      body.line("CasePaths.AnyCasePath(")
      body.indented { arguments in
        if property.isVoid {
          arguments.line {
            $0.write("embed: { CaseScope.")
            $0.write(name)
            $0.write(" },")
          }
          arguments.line {
            $0.write("extract: { guard case .")
            $0.write(name)
            $0.write(" = $0 else { return nil }; return () }")
          }
        } else {
          arguments.line {
            $0.write("embed: CaseScope.")
            $0.write(name)
            $0.write(",")
          }
          arguments.line {
            $0.write("extract: { guard case let .")
            $0.write(name)
            $0.write("(v0) = $0 else { return nil }; return v0 }")
          }
        }
      }
      body.line(")")
    }
  }
}
