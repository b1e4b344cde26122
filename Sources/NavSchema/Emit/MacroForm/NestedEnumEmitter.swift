/// Writes an enum nested in a navigation enum whose behaviour comes from the
/// macros `@CasePathable` and `@ObservableState`: the expansion's `State` and
/// `Action`, an explicit `Action`, a generated alert action enum. In the macro
/// form the macros stay as attributes; the expanded form is written by
/// `NestedMacroExpansion` and needs conformance extensions at file scope,
/// which are collected in `fileScopeExtensions`.
struct NestedEnumEmitter {
  enum NestedMacro: String, Hashable, Sendable {
    case casePathable = "CasePathable"
    case observableState = "ObservableState"
  }

  var name: String
  /// Fully qualified, for extensions written at file scope.
  var qualifiedName: String
  var access: AccessLevel
  /// Attributes in the macro's order; the nested macros among them are
  /// replaced by their expansion in the expanded form.
  var attributes: [Attribute]
  var inheritance: [String]
  var groups: [CaseGroup]
  /// Availability attributes of the navigation enum, repeated on file-scope extensions.
  var availability: [String]

  enum Attribute: Hashable, Sendable {
    case macro(NestedMacro)
    case plain(String)
  }

  /// Members written before the cases (the `StateReducer` typealias).
  var leadingMembers: [String] = []

  func write(into writer: inout SwiftWriter, style: EmissionStyle, fileScopeExtensions: inout [String]) {
    for attribute in attributes {
      switch attribute {
      case .plain(let text):
        writer.line(text)
      case .macro(let macro):
        if style == .macroForm { writer.line("@\(macro.rawValue)") }
      }
    }
    let inheritanceClause = inheritance.isEmpty ? "" : ": \(inheritance.joined(separator: ", "))"
    let modifier = access.memberPrefix
    writer.block("\(modifier)enum \(name)\(inheritanceClause)") { body in
      for member in leadingMembers { body.line(member) }
      body.writeConditionals(groups) { declaration, lines in
        lines.line("case \(declaration.declarationText)")
      }
      if style == .expanded {
        writeExpansions(into: &body)
      }
    }
    if style == .expanded {
      fileScopeExtensions += expansionExtensions
    }
  }

  private var macros: [NestedMacro] {
    attributes.compactMap {
      if case .macro(let macro) = $0 { return macro }
      return nil
    }
  }

  private func writeExpansions(into body: inout SwiftWriter) {
    for macro in macros {
      body.line()
      switch macro {
      case .casePathable:
        CasePathableExpansion.writeMembers(enumName: name, caseGroups: groups, into: &body)
      case .observableState:
        ObservableStateEnumExpansion.writeMembers(caseGroups: groups, into: &body)
      }
    }
  }

  private var expansionExtensions: [String] {
    macros.flatMap { macro -> [String] in
      switch macro {
      case .casePathable:
        return CasePathableExpansion.conformanceExtensions(
          qualifiedName: qualifiedName, inheritedTypes: inheritance, attributes: availability)
      case .observableState:
        return ObservableStateEnumExpansion.conformanceExtensions(
          qualifiedName: qualifiedName, attributes: availability)
      }
    }
  }
}

/// Which of the two output forms is written.
public enum EmissionStyle: Hashable, Sendable {
  /// Nested macros stay as attributes, exactly as `@Reducer` leaves them.
  case macroForm
  /// No macro attribute anywhere: nested macros are written out.
  case expanded
}
