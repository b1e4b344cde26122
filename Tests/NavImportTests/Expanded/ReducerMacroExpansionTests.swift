import Testing
@testable import NavImport
@testable import NavSchema

/// `@Reducer` expanded from Swift source, as the stand-in's macro plugin answers it for the
/// hand-written form: the enum read by the import stage, written with the macro form's code.
@Suite struct ReducerMacroExpansionTests {
  static let source = """
    @Reducer
    enum Destination {
      case autor(Autor)
      case aviso(AlertState<Aviso>)
      @ReducerCaseIgnored
      case web(URL)
      case cerrado
    }
    """

  /// The same enum as a schema gives it: the members the macro form writes inside it.
  static func schemaEnum() throws -> NavigationEnum {
    let json = #"{"version": 1, "enums": [{"name": "Destination", "cases": ["Autor", {"name": "aviso", "alert": "Aviso"}, {"name": "web", "ignored": "URL"}, {"name": "cerrado"}]}]}"#
    let loaded = SchemaLoader.load(contents: Array(json.utf8), fileName: "App.navgen.json")
    return try #require(loaded.schema?.enums.first, "\(loaded.diagnostics)")
  }

  @Test(arguments: [TCARelease.latest, TCARelease("1.12.0")!, TCARelease("main")!])
  func membersAreTheMacroFormsForTheRelease(release: TCARelease) throws {
    let expansion = try ReducerMacroExpansion(attachedTo: Self.source, release: release)
    let expected = ReducerMacroOutput.members(of: try Self.schemaEnum(), release: release)
    #expect(expansion.members == expected)
    #expect(expansion.members.contains("enum CaseScope"))
    #expect(
      expansion.extensions(extendedType: "Articulo.Destination")
        == "extension Articulo.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}\n")
  }

  /// What the member-attribute role adds, by TCA's rules.
  @Test(arguments: [
    ("case cerrado", "@ReducerCaseIgnored\n"),
    ("case aviso(AlertState<Aviso>)", "@ReducerCaseEphemeral\n"),
    ("@ReducerCaseIgnored\ncase web(URL)", ""),
    ("case autor(Autor)", ""),
    ("enum Action {\n  case autor(Autor.Action)\n}", "@CasePathable\n"),
    ("static func view() {}", ""),
  ])
  func memberAttributes(member: String, expected: String) {
    #expect(ReducerMacroExpansion.attributes(forMember: member) == expected)
  }

  @Test func anEnumTheImportCannotReadIsALocatedError() {
    #expect(throws: NestedMacroExpansionError.self) {
      try ReducerMacroExpansion(attachedTo: "@Reducer\nstruct Feature {}", release: .latest)
    }
  }
}
