/// Writes an enum nested in a navigation enum whose behaviour comes from the
/// macros `@CasePathable` and `@ObservableState`: the expansion's `State` and
/// `Action`, an explicit `Action`, a generated alert action enum. In the macro
/// form the macros stay as attributes; the expanded form is written by
/// `NestedMacro` and needs conformance extensions at file scope, which are
/// collected in `fileScopeExtensions`.
struct NestedEnumEmitter<Content: NestedEnumContent> {
  var name: String
  /// The fully qualified name of the enum it is nested in, for extensions
  /// written at file scope.
  var enclosingName: String
  /// `public ` / `package ` (or `internal ` written by hand) before `enum`, or empty.
  var modifier: String
  /// `indirect enum`: written after the access modifier.
  var isIndirect = false
  /// Attributes in the macro's order; the nested macros among them are
  /// replaced by their expansion in the expanded form.
  var attributes: [NestedEnumAttribute]
  var inheritance: [String]
  /// What is written inside.
  var content: Content
  /// Availability attributes of the navigation enum, repeated on file-scope extensions.
  var availability: [String]

  func write(into writer: inout SwiftWriter, style: EmissionStyle, fileScopeExtensions: inout [String]) {
    for attribute in attributes {
      switch attribute.written(in: style) {
      case .plain(let text):
        writer.line(text)
      case .macro(let macro):
        if style.casePaths == nil { writer.line { $0.write("@", macro.rawValue) } }
      case .addedByReducer, nil:
        break
      }
    }
    writer.block(writeOpening) { body in
      content.writeMembers(into: &body)
      if let casePaths = style.casePaths {
        writeExpansions(into: &body, casePaths: casePaths)
      }
    }
    if style.casePaths != nil {
      fileScopeExtensions += expansionExtensions
    }
  }

  /// `public enum State: Equatable`, `public indirect enum State: Equatable`.
  private func writeOpening(to text: inout LineText) {
    text.write(modifier, isIndirect ? "indirect enum " : "enum ", name)
    for (index, inherited) in inheritance.enumerated() {
      text.write(index == 0 ? ": " : ", ", inherited)
    }
  }

  private var macros: [NestedMacro] {
    attributes.compactMap(\.macro)
  }

  private func writeExpansions(into body: inout SwiftWriter, casePaths: CasePathsFamily) {
    let groups = content.caseGroups
    for macro in macros {
      body.line()
      macro.writeMembers(enumName: name, caseGroups: groups, casePaths: casePaths, into: &body)
    }
  }

  private var expansionExtensions: [String] {
    macros.flatMap {
      $0.conformanceExtensions(
        qualifiedName: "\(enclosingName).\(name)", inheritedTypes: inheritance, attributes: availability)
    }
  }
}

/// An attribute of a nested enum, in the macro's order.
indirect enum NestedEnumAttribute: Hashable, Sendable {
  case macro(NestedMacro)
  case plain(String)
  /// One that `@Reducer`'s member-attribute pass adds: a developer does not write it.
  case addedByReducer(NestedEnumAttribute)

  /// The attribute as `style` has it: one `@Reducer` adds is left out of the hand-written form.
  func written(in style: EmissionStyle) -> NestedEnumAttribute? {
    guard case .addedByReducer(let attribute) = self else { return self }
    return style.writesReducerExpansion ? attribute : nil
  }

  /// The nested macro, whoever adds it; the expanded form writes out every one.
  var macro: NestedMacro? {
    switch self {
    case .macro(let macro): return macro
    case .plain: return nil
    case .addedByReducer(let attribute): return attribute.macro
    }
  }

  /// `@CasePathable` and `@ObservableState` are the macros; any other text is plain.
  init(_ written: String) {
    self = NestedMacro.allCases.first { "@\($0.rawValue)" == written }.map(NestedEnumAttribute.macro) ?? .plain(written)
  }
}

/// What a nested enum holds: the lines written inside it, and its cases,
/// which the nested macros expand in the expanded form.
protocol NestedEnumContent {
  /// Writes the members in order: cases and other lines, in their `#if` blocks.
  func writeMembers(into writer: inout SwiftWriter)
  /// The cases, one item each, in their blocks.
  var caseGroups: [CaseGroup] { get }
}

/// Which of the three output forms is written. The form is chosen once, from
/// the schema (`init(schema:expandMacros:)`); each emitter asks it what to
/// write instead of checking the schema's settings itself.
public enum EmissionStyle: Hashable, Sendable {
  /// Nested macros stay as attributes, exactly as `@Reducer` leaves them.
  case macroForm
  /// No macro attribute anywhere: nested macros are written out,
  /// `@CasePathable` as the swift-case-paths family expands it.
  case expanded(CasePathsFamily)
  /// `@Reducer` stays an attribute: each enum as a developer writes it by
  /// hand, everything the macro adds (and every attribute its member-attribute
  /// pass adds) left to TCA's own macro. For a TCA release NavGen does not
  /// know (`NavigationSchema.unknownTCARelease`), whose expansion it never guesses.
  case handWritten

  /// The form of `schema`: hand-written when its TCA release is unknown,
  /// else expanded when `expandMacros` or the schema's own `expandMacros` asks for it.
  public init(schema: NavigationSchema, expandMacros: Bool) {
    if schema.unknownTCARelease != nil {
      self = .handWritten
    } else if expandMacros || schema.expandMacros {
      self = .expanded(schema.casePathsVersion.family)
    } else {
      self = .macroForm
    }
  }

  /// The swift-case-paths family `@CasePathable` is written out for; nil when the macro expands it.
  var casePaths: CasePathsFamily? {
    if case .expanded(let family) = self { return family }
    return nil
  }

  /// Whether the members `@Reducer` adds (`State`, `Action`, `body`, `CaseScope`,
  /// `scope(_:)`, its extension) and the attributes it adds are written.
  var writesReducerExpansion: Bool { self != .handWritten }
}
