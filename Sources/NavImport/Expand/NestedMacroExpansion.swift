import NavSchema

/// A nested macro written out for an enum read from Swift source rather than
/// built from a schema: what a macro plugin answers the compiler for the
/// `@CasePathable` and `@ObservableState` attributes of NavGen's macro form.
/// It reads the enum with the import's reader and writes with the very code
/// the expanded form is written with, so a plugin built on it expands the
/// macro form exactly into the expanded form (the tests' stand-in plugin is).
///
/// The enum's cases, in their `#if` blocks, are what is expanded; its other
/// members are left alone. Only what NavGen writes is read: an enum whose
/// associated values have types or labels outside the schema's grammar is
/// refused with an error at the value.
public struct NestedMacroExpansion: Sendable {
  public let macro: NestedMacro
  /// The enum's name as declared (`State`).
  public let enumName: String
  public let inheritedTypes: [String]
  /// The enum's attributes as written, `@CasePathable` included.
  public let attributes: [String]
  public let caseGroups: [CaseGroup]

  /// Reads the declaration `macro` is attached to.
  ///
  /// - Parameter source: the declaration's text, attributes included, as the
  ///   compiler hands it to a plugin (leading comments and whitespace allowed).
  public init(_ macro: NestedMacro, attachedTo source: String) throws(NestedMacroExpansionError) {
    let file = DeclarationParser.parse(SourceText(source))
    if let problem = file.problems.first {
      throw NestedMacroExpansionError(problem.message, at: SourcePosition(line: problem.line, column: problem.column))
    }
    guard let declaration = file.declarations.first else {
      throw NestedMacroExpansionError("@\(macro.rawValue) is attached to nothing NavGen can read", at: SourcePosition(line: 1, column: 1))
    }
    guard case .type(let type) = declaration, type.kind == .enum else {
      throw NestedMacroExpansionError(
        "NavGen expands @\(macro.rawValue) on enums only", at: Self.keywordPosition(of: declaration, in: file))
    }
    self.macro = macro
    enumName = type.name
    inheritedTypes = type.inheritance.map(\.text)
    attributes = type.attributes.map(\.text)
    caseGroups = try Self.caseGroups(in: type.members ?? [])
  }

  /// The members the macro adds, one per line, without a blank line before
  /// the first or after the last.
  public var members: String {
    var writer = SwiftWriter()
    macro.writeMembers(enumName: enumName, caseGroups: caseGroups, into: &writer)
    return writer.output
  }

  /// The extensions the macro adds for the enum, which file scope names
  /// `extendedType` (`Articulo.Destination.State`); each on its own line,
  /// nothing when the enum lists the conformances itself.
  public func extensions(extendedType: String) -> String {
    macro.conformanceExtensions(qualifiedName: extendedType, inheritedTypes: inheritedTypes, attributes: attributes)
      .map { $0 + "\n" }.joined()
  }

  private static func caseGroups(in members: [SwiftDeclaration]) throws(NestedMacroExpansionError) -> [CaseGroup] {
    var groups: [CaseGroup] = []
    for member in members {
      switch member {
      case .enumCase(let declaration):
        for element in declaration.elements {
          groups.append(.item(try caseDeclaration(element)))
        }
      case .conditional(let block):
        var clauses: [ConditionalClause<CaseDeclaration>] = []
        for clause in block.clauses {
          clauses.append(ConditionalClause(clause.keyword, clause.condition, try caseGroups(in: clause.members)))
        }
        groups.append(.block(clauses))
      case .import, .type, .other:
        continue
      }
    }
    return groups
  }

  private static func caseDeclaration(_ element: EnumCaseElement) throws(NestedMacroExpansionError) -> CaseDeclaration {
    var values: [CaseDeclaration.AssociatedValue] = []
    for parameter in element.parameters ?? [] {
      guard parameter.secondName == nil else {
        throw NestedMacroExpansionError(
          "NavGen does not write a value with two names ('\(parameter.firstName ?? "") \(parameter.secondName!)')",
          at: parameter.location)
      }
      switch SwiftGrammar.type(parameter.type) {
      case .success(let type):
        values.append(.init(label: parameter.firstName == "_" ? nil : parameter.firstName, type: type))
      case .failure(let error):
        throw NestedMacroExpansionError(error.message, at: parameter.location)
      }
    }
    return CaseDeclaration(name: element.name, associatedValues: values)
  }

  /// Where `struct` (or `func`, `var`, ...) is: where the macro reports that
  /// it is not attached to an enum.
  private static func keywordPosition(of declaration: SwiftDeclaration, in file: SwiftSourceFile) -> SourcePosition {
    guard case .type(let type) = declaration,
      let name = file.tokens.firstIndex(where: { $0.line == type.nameLocation.line && $0.column == type.nameLocation.column }),
      name > declaration.tokenRange.lowerBound
    else { return declaration.location }
    return SourcePosition(file.tokens[name - 1])
  }
}

/// Why an enum cannot be expanded, at a line and column of the declaration's
/// source (columns in Unicode scalars, as everywhere in the reader).
public struct NestedMacroExpansionError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var position: SourcePosition

  public init(_ message: String, at position: SourcePosition) {
    self.message = message
    self.position = position
  }

  public var description: String { "\(position): \(message)" }
}
