import Testing
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// `NestedMacroExpansion` reads an enum from Swift source into the case tree the expanded form
/// is written from, so what a macro plugin built on it adds is what the expanded form writes.
@Suite struct NestedMacroExpansionTests {
  static let state = """

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case autor(Autor.State)
      #if DEBUG
        case depuracion(Depuracion.State)
      #elseif os(iOS)
        case registro(String, veces: Int), cerrado
      #else
      #endif
      enum Nested { case ignored }
    }
    """

  /// The same cases as the schema side builds them.
  static let groups: [CaseGroup] = [
    .item(caseDeclaration("autor", (nil, "Autor.State"))),
    .block([
      ConditionalClause(.if, "DEBUG", [.item(caseDeclaration("depuracion", (nil, "Depuracion.State")))]),
      ConditionalClause(
        .elseif, "os(iOS)",
        [.item(caseDeclaration("registro", (nil, "String"), ("veces", "Int"))), .item(caseDeclaration("cerrado"))]),
      ConditionalClause(.else, nil, []),
    ]),
  ]

  @Test func readsTheCasesInTheirBlocksAndNothingElse() throws {
    let expansion = try NestedMacroExpansion(.casePathable, attachedTo: Self.state)
    #expect(expansion.enumName == "State")
    #expect(expansion.caseGroups == Self.groups)
    #expect(expansion.inheritedTypes == ["ComposableArchitecture.CaseReducerState"])
    #expect(expansion.attributes == ["@CasePathable", "@dynamicMemberLookup", "@ObservableState"])
  }

  @Test(arguments: NestedMacro.allCases)
  func writesWhatTheExpandedFormWrites(macro: NestedMacro) throws {
    let expansion = try NestedMacroExpansion(macro, attachedTo: Self.state)
    var writer = SwiftWriter()
    macro.writeMembers(enumName: "State", caseGroups: Self.groups, into: &writer)
    #expect(expansion.members == writer.output)
    #expect(!expansion.members.isEmpty)
    let extensions = macro.conformanceExtensions(
      qualifiedName: "Articulo.Destination.State", inheritedTypes: ["ComposableArchitecture.CaseReducerState"],
      attributes: [])
    #expect(expansion.extensions(extendedType: "Articulo.Destination.State") == extensions.map { $0 + "\n" }.joined())
  }

  @Test func extensionsRepeatAvailabilityAndLeaveOutWhatTheEnumLists() throws {
    let written = try NestedMacroExpansion(
      .casePathable, attachedTo: "@available(iOS 17, *) @CasePathable enum Alerta: CasePathable { case ok }")
    #expect(written.extensions(extendedType: "A.Alerta") == "@available(iOS 17, *) extension A.Alerta: CasePaths.CasePathIterable {}\n")
    let both = try NestedMacroExpansion(.casePathable, attachedTo: "@CasePathable enum E: CasePathable, CasePaths.CasePathIterable {}")
    #expect(both.extensions(extendedType: "E") == "")
    let observable = try NestedMacroExpansion(.observableState, attachedTo: "@ObservableState enum S {}")
    #expect(
      observable.extensions(extendedType: "F.S")
        == "extension F.S: ComposableArchitecture.ObservableState, Observation.Observable {}\n")
  }

  @Test func aDeclarationThatIsNotAnEnumIsRefusedAtItsKeyword() {
    #expect(throws: NestedMacroExpansionError("NavGen expands @ObservableState on enums only", at: .init(line: 3, column: 7))) {
      try NestedMacroExpansion(.observableState, attachedTo: "\n@ObservableState\nfinal class Model {}")
    }
    #expect(throws: NestedMacroExpansionError("NavGen expands @CasePathable on enums only", at: .init(line: 1, column: 15))) {
      try NestedMacroExpansion(.casePathable, attachedTo: "@CasePathable struct S {}")
    }
  }

  @Test func aValueNavGenDoesNotWriteIsRefusedWhereItIs() throws {
    let error = try #require(throws: NestedMacroExpansionError.self) {
      try NestedMacroExpansion(.casePathable, attachedTo: "@CasePathable enum E {\n  case run((Int) -> Void)\n}")
    }
    #expect(error.position == SourcePosition(line: 2, column: 12))
    #expect(error.message.contains("(Int) -> Void"), "\(error.message)")
    #expect(throws: NestedMacroExpansionError.self) {
      try NestedMacroExpansion(.casePathable, attachedTo: "@CasePathable enum E { case a(x y: Int) }")
    }
  }

  @Test func unreadableSourceIsAnErrorNotACrash() {
    #expect(throws: NestedMacroExpansionError.self) {
      try NestedMacroExpansion(.casePathable, attachedTo: "@CasePathable enum E { case a(\"unterminated) }")
    }
    #expect(throws: NestedMacroExpansionError.self) {
      try NestedMacroExpansion(.casePathable, attachedTo: "")
    }
  }
}
