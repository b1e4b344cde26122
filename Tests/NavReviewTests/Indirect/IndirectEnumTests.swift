import Testing
@testable import NavImport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `"indirect"`: the `State` and `Action` NavGen writes become `indirect enum`s
/// in both forms and every release family, and nothing else changes.
@Suite struct IndirectEnumTests {
  typealias L = LoaderTestSupport

  static func schemaJSON(indirect: String?, tca: String = "1.25.5") -> String {
    let key = indirect.map { #""indirect": \#($0), "# } ?? ""
    return #"""
      {"version": 1, "tca": "\#(tca)", "features": [{"name": "Tienda", "path": {\#(key)"name": "Camino",
        "cases": ["Producto", {"name": "aviso", "alert": "Never"}, {"name": "web", "ignored": "URL"}],
        "stateConformances": ["Codable"], "reducerArguments": {"action": ["sendable"]}}}]}
      """#
  }

  static func generate(_ json: String, expandMacros: Bool) throws -> String {
    SwiftGenerator.generate(try L.schema(json), expandMacros: expandMacros)
  }

  static let releases = ExpansionFamily.all.map(\.id)

  @Test(arguments: releases, [false, true])
  func bothAreIndirectAndNothingElseChanges(release: String, expandMacros: Bool) throws {
    let plain = try Self.generate(Self.schemaJSON(indirect: nil, tca: release), expandMacros: expandMacros)
    let boxed = try Self.generate(Self.schemaJSON(indirect: "true", tca: release), expandMacros: expandMacros)
    #expect(boxed.contains("  indirect enum State: ComposableArchitecture.CaseReducerState {\n"))
    #expect(boxed.contains("  indirect enum Action: Sendable {\n"))
    #expect(boxed.components(separatedBy: "indirect ").count == 3)
    #expect(boxed.replacingOccurrences(of: "indirect enum", with: "enum") == plain)
  }

  @Test(arguments: [false, true])
  func stateOrActionAlone(expandMacros: Bool) throws {
    let state = try Self.generate(Self.schemaJSON(indirect: #""state""#), expandMacros: expandMacros)
    #expect(state.contains("indirect enum State:"))
    #expect(!state.contains("indirect enum Action"))
    let action = try Self.generate(Self.schemaJSON(indirect: #""action""#), expandMacros: expandMacros)
    #expect(action.contains("indirect enum Action:"))
    #expect(!action.contains("indirect enum State"))
    let none = try Self.generate(Self.schemaJSON(indirect: "false"), expandMacros: expandMacros)
    #expect(!none.contains("indirect"))
  }

  @Test func publicAccessComesFirst() throws {
    let output = try Self.generate(
      #"{"version": 1, "access": "public", "enums": [{"name": "Ruta", "indirect": true, "cases": ["Hijo"]}]}"#,
      expandMacros: false)
    #expect(output.contains("  public indirect enum State: ComposableArchitecture.CaseReducerState {\n"))
    #expect(output.contains("  public indirect enum Action {\n"))
  }

  /// The `Action` NavGen derives from the cases' `action` is NavGen's to write.
  @Test func theDerivedActionIsIndirectToo() throws {
    let output = try Self.generate(
      #"""
      {"version": 1, "enums": [{"name": "Ruta", "indirect": "action",
        "cases": [{"name": "alert", "ignored": "AlertState<Alerta>", "action": "Alerta"}, "Hijo"]}]}
      """#, expandMacros: false)
    #expect(output.components(separatedBy: "indirect enum Action {").count == 2)
  }

  /// A `State` or `Action` written by hand is written as it says.
  @Test func aHandWrittenStateSaysItItself() throws {
    let output = try Self.generate(
      #"""
      {"version": 1, "enums": [{"name": "Ruta", "cases": ["Hijo",
        {"enum": "State", "indirect": true, "access": "public", "cases": [{"name": "hijo", "values": ["Hijo.State"]}]}]}]}
      """#, expandMacros: false)
    #expect(output.contains("  @CasePathable\n  @dynamicMemberLookup\n  public indirect enum State {\n"))
    #expect(output.contains("  enum Action {\n"))
  }

  // MARK: Diagnostics

  @Test func aValueOtherThanStateOrAction() {
    #expect(L.diagnostics(#"{"version": 1, "enums": [{"name": "R", "indirect": "states", "cases": []}]}"#) == [
      #"1:52: error: 'states' is not a value of 'indirect': use true (State and Action), "state" or "action"; did you mean 'state'?"#
    ])
  }

  @Test func aValueOfTheWrongType() {
    #expect(L.diagnostics(#"{"version": 1, "enums": [{"name": "R", "indirect": 1, "cases": []}]}"#) == [
      #"1:52: error: expected true, false, "state" or "action" for 'indirect', found a number"#
    ])
  }

  @Test func aStateWrittenByHandConflicts() {
    let json = #"""
      {"version": 1, "enums": [{"name": "R", "indirect": true, "cases": [{"enum": "State", "cases": []}]}]}
      """#
    #expect(L.diagnostics(json) == [
      #"1:52: error: 'indirect' asks for an indirect 'State', but the enum writes its own 'State' (line 1, column 77), which @Reducer leaves as written; give "indirect": true on that enum instead"#
    ])
  }

  @Test func anActionWrittenByHandConflicts() {
    let json = #"""
      {"version": 1, "enums": [{"name": "R", "indirect": "action", "cases": [{"enum": "Action", "cases": []}]}]}
      """#
    #expect(L.diagnostics(json) == [
      #"1:52: error: 'indirect' asks for an indirect 'Action', but the enum writes its own 'Action' (line 1, column 81), which @Reducer leaves as written; give "indirect": true on that enum instead"#
    ])
  }

  /// `"state"` with a hand-written `Action` is no conflict.
  @Test func theOtherOneWrittenByHandIsFine() throws {
    let json = #"""
      {"version": 1, "enums": [{"name": "R", "indirect": "state", "cases": [{"enum": "Action", "cases": []}]}]}
      """#
    #expect(try Self.generate(json, expandMacros: false).contains("indirect enum State:"))
  }

  @Test func aNestedEnumsIndirectIsABoolean() {
    let json = #"""
      {"version": 1, "enums": [{"name": "R", "cases": [{"enum": "State", "indirect": "yes", "cases": []}]}]}
      """#
    #expect(L.diagnostics(json) == [#"1:80: error: expected a boolean for 'indirect', found a string"#])
  }

  // MARK: Diff

  @Test(arguments: ["true", #""state""#, #""action""#])
  func togglingIsCompatibleAndChangesLayout(value: String) throws {
    let plain = try L.schema(Self.schemaJSON(indirect: nil))
    let boxed = try L.schema(Self.schemaJSON(indirect: value))
    for (old, new) in [(plain, boxed), (boxed, plain)] {
      let changes = SchemaDiff(old: old, new: new).changes
      #expect(!changes.isEmpty)
      #expect(changes.allSatisfy { $0.kind == .indirectChanged && $0.classification == .compatible })
      #expect(changes.allSatisfy { $0.reason.contains("layout changes") && $0.reason.contains("keeps compiling") })
      #expect(changes.count == (value == "true" ? 2 : 1))
    }
  }

  @Test func aHandWrittenStateTurningIndirectIsReported() throws {
    let old = try L.schema(
      #"{"version": 1, "enums": [{"name": "R", "cases": [{"enum": "State", "cases": []}]}]}"#)
    let new = try L.schema(
      #"{"version": 1, "enums": [{"name": "R", "cases": [{"enum": "State", "indirect": true, "cases": []}]}]}"#)
    let changes = SchemaDiff(old: old, new: new).changes
    #expect(changes.map(\.kind) == [.indirectChanged])
    #expect(changes.first?.newValue == "indirect enum State")
  }

  // MARK: Import

  @Test func importReadsAnIndirectStateAndActionWrittenByHand() throws {
    let swift = """
      extension Tienda {
        @Reducer
        enum Camino {
          case producto(Producto)

          @ObservableState
          indirect enum State: ComposableArchitecture.CaseReducerState {
            typealias StateReducer = Camino
            case producto(Producto.State)
          }

          public indirect enum Action {
            case producto(Producto.Action)
          }
        }
      }
      """
    let imported = SwiftImporter.importSchema(
      [SwiftSource(fileName: "Tienda.swift", contents: Array(swift.utf8))], schemaFileName: "Tienda.navgen.json")
    #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
    #expect(imported.json.components(separatedBy: #""indirect": true"#).count == 3)
    let loaded = SchemaLoader.load(contents: Array(imported.json.utf8), fileName: "Tienda.navgen.json")
    let schema = try #require(loaded.schema)
    let generated = SwiftGenerator.generate(schema)
    #expect(generated.contains("    @ObservableState\n    @CasePathable\n    @dynamicMemberLookup\n    indirect enum State:"))
    #expect(generated.contains("    @CasePathable\n    public indirect enum Action {\n"))
  }
}
