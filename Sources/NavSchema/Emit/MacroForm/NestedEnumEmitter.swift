/// Writes an enum nested in a navigation enum whose behaviour comes from the
/// macros `@CasePathable` and `@ObservableState`: the expansion's `State` and
/// `Action`, an explicit `Action`, a generated alert action enum. In the macro
/// form the macros stay as attributes; the expanded form is written by
/// `NestedMacro` and needs conformance extensions at file scope, which are
/// collected in `fileScopeExtensions`.
struct NestedEnumEmitter {
  var name: String
  /// Fully qualified, for extensions written at file scope.
  var qualifiedName: String
  /// `public ` / `package ` (or `internal ` written by hand) before `enum`, or empty.
  var modifier: String
  /// Attributes in the macro's order; the nested macros among them are
  /// replaced by their expansion in the expanded form.
  var attributes: [Attribute]
  var inheritance: [String]
  /// What is written inside, in order: cases and other lines, in `#if` blocks.
  var members: [Conditional<Member>]
  /// Availability attributes of the navigation enum, repeated on file-scope extensions.
  var availability: [String]

  enum Attribute: Hashable, Sendable {
    case macro(NestedMacro)
    case plain(String)

    /// `@CasePathable` and `@ObservableState` are the macros; any other text is plain.
    init(_ written: String) {
      self = NestedMacro.allCases.first { "@\($0.rawValue)" == written }.map(Attribute.macro) ?? .plain(written)
    }
  }

  /// A member of the enum as written: a line such as a type alias, or one
  /// `case` declaration with the attributes before it.
  enum Member: Hashable, Sendable {
    case line(String)
    case cases(attributes: [String], [CaseDeclaration])
  }

  init(
    name: String, qualifiedName: String, modifier: String, attributes: [Attribute], inheritance: [String],
    members: [Conditional<Member>], availability: [String]
  ) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.modifier = modifier
    self.attributes = attributes
    self.inheritance = inheritance
    self.members = members
    self.availability = availability
  }

  /// An enum of one case per line, as the macros write them.
  init(
    name: String, qualifiedName: String, modifier: String, attributes: [Attribute], inheritance: [String],
    groups: [CaseGroup], availability: [String]
  ) {
    self.init(
      name: name, qualifiedName: qualifiedName, modifier: modifier, attributes: attributes,
      inheritance: inheritance, members: groups.mapConditionalItems { .cases(attributes: [], [$0]) },
      availability: availability)
  }

  /// The cases, one item each, in their blocks: what the nested macros expand.
  var groups: [CaseGroup] {
    members.flatMapConditionalItems { member -> [CaseDeclaration] in
      if case .cases(_, let cases) = member { return cases }
      return []
    }
  }

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
    writer.block("\(modifier)enum \(name)\(inheritanceClause)") { body in
      body.writeConditionals(members) { member, lines in
        switch member {
        case .line(let text):
          lines.line(text)
        case .cases(let attributes, let cases):
          for attribute in attributes { lines.line(attribute) }
          lines.line { text in
            text.write("case ")
            for (index, declaration) in cases.enumerated() {
              if index > 0 { text.write(", ") }
              declaration.write(to: &text)
            }
          }
        }
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
      macro.writeMembers(enumName: name, caseGroups: groups, into: &body)
    }
  }

  private var expansionExtensions: [String] {
    macros.flatMap {
      $0.conformanceExtensions(qualifiedName: qualifiedName, inheritedTypes: inheritance, attributes: availability)
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
