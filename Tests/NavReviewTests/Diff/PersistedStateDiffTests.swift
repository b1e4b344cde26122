import Foundation
import Testing
@testable import NavImportTestSupport
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen diff` on enums whose `State` or `Action` is coded: what each change
/// does to values already saved (class `persistedState`, or compatible).
@Suite("Diff: persisted state")
struct PersistedStateDiffTests {
  typealias L = LoaderTestSupport

  /// Tienda's path with `cases`, its `State` conformances and reducer arguments.
  static func schema(_ cases: String, state: String = #"["Codable"]"#, arguments: String = "{}") throws -> NavigationSchema {
    try L.schema(#"""
      {"version": 1, "features": [{"name": "Tienda", "path": {"name": "Camino", "cases": [\#(cases)],
        "stateConformances": \#(state), "reducerArguments": \#(arguments)}}]}
      """#)
  }

  static let base = #"{"name": "producto", "reducer": "Producto"}, {"name": "web", "ignored": "URL"}, "Carrito""#

  static func persisted(_ old: NavigationSchema, _ new: NavigationSchema) -> [SchemaChange] {
    SchemaDiff(old: old, new: new).changes.filter { $0.kind.rawValue.hasPrefix("persisted") }
  }

  @Test func aRenamedCaseBreaksSavedValues() throws {
    let new = try Self.schema(#"{"name": "articulo", "reducer": "Producto"}, {"name": "web", "ignored": "URL"}, "Carrito""#)
    let changes = Self.persisted(try Self.schema(Self.base), new)
    #expect(changes.map(\.kind) == [.persistedCaseRenamed])
    #expect(changes.first?.classification == .persistedState)
    #expect(changes.first?.reason.hasPrefix("Saved `Tienda.Camino.State.producto` values will fail to decode") == true)
    #expect(SchemaDiff(old: try Self.schema(Self.base), new: new).exitCode == 3)
  }

  @Test func aRemovedCaseBreaksSavedValues() throws {
    let changes = Self.persisted(
      try Self.schema(Self.base), try Self.schema(#"{"name": "web", "ignored": "URL"}, "Carrito""#))
    #expect(changes.map(\.kind) == [.persistedCaseRemoved])
    #expect(changes.first?.classification == .persistedState)
    #expect(changes.first?.oldValue == "producto(_0: Producto.State)")
  }

  @Test func anAddedCaseKeepsSavedValuesAndSaysSo() throws {
    let old = try Self.schema(Self.base)
    let new = try Self.schema(Self.base + #", {"name": "ayuda", "reducer": "Ayuda"}"#)
    let changes = Self.persisted(old, new)
    #expect(changes.map(\.kind) == [.persistedCaseAdded])
    #expect(changes.first?.classification == .compatible)
    #expect(changes.first?.reason.hasPrefix("Saved `Tienda.Camino.State` values still decode") == true)
    #expect(SchemaDiff(old: old, new: new).exitCode == 1)  // the exhaustiveness change
  }

  @Test func aPayloadTypeChangeBreaksSavedValues() throws {
    let changes = Self.persisted(
      try Self.schema(Self.base),
      try Self.schema(#"{"name": "producto", "reducer": "Producto"}, {"name": "web", "ignored": "String"}, "Carrito""#))
    #expect(changes.map(\.kind) == [.persistedPayloadChanged])
    #expect(changes.first?.classification == .persistedState)
    #expect(changes.first?.reason.contains("`_0` was saved as `URL` and is now read as `String`") == true)
  }

  @Test func aLabelChangeBreaksSavedValues() throws {
    let changes = Self.persisted(
      try Self.schema(Self.base),
      try Self.schema(#"{"name": "producto", "reducer": "Producto", "label": "borrador"}, {"name": "web", "ignored": "URL"}, "Carrito""#))
    #expect(changes.map(\.kind) == [.persistedPayloadChanged])
    #expect(changes.first?.classification == .persistedState)
    #expect(changes.first?.newValue == "(borrador: Producto.State)")
  }

  /// Synthesized decoding ignores keys it does not read (checked against Swift).
  @Test func aDroppedValueKeepsSavedValues() throws {
    let changes = Self.persisted(
      try Self.schema(#"{"name": "ficha", "ignored": ["id: Int", "String"]}"#),
      try Self.schema(#"{"name": "ficha", "ignored": ["id: Int"]}"#))
    #expect(changes.map(\.kind) == [.persistedPayloadChanged])
    #expect(changes.first?.classification == .compatible)
  }

  /// Synthesized `Codable` stores cases by name: their order is not saved.
  @Test func aReorderKeepsSavedValues() throws {
    let reordered = #""Carrito", {"name": "web", "ignored": "URL"}, {"name": "producto", "reducer": "Producto"}"#
    let diff = SchemaDiff(old: try Self.schema(Self.base), new: try Self.schema(reordered))
    #expect(diff.changes.map(\.kind) == [.caseOrderChanged])
    #expect(diff.exitCode == 0)
  }

  @Test func aCaseMovedUnderIfBreaksSavedValuesThere() throws {
    let changes = Self.persisted(
      try Self.schema(Self.base),
      try Self.schema(#"{"name": "producto", "reducer": "Producto", "if": "DEBUG"}, {"name": "web", "ignored": "URL"}, "Carrito""#))
    #expect(changes.map(\.kind) == [.persistedConditionChanged])
    #expect(changes.first?.classification == .persistedState)
  }

  @Test func aCodedActionIsCheckedToo() throws {
    let old = try Self.schema(Self.base, state: "[]", arguments: #"{"action": ["decodable"]}"#)
    let new = try Self.schema(#"{"name": "web", "ignored": "URL"}, "Carrito""#, state: "[]", arguments: #"{"action": ["decodable"]}"#)
    let changes = Self.persisted(old, new)
    #expect(changes.map { String($0.reason.prefix(44)) } == ["Saved `Tienda.Camino.Action.producto` values"])
  }

  /// Coded on one side is enough: the other side's data is the question.
  @Test func codedOnEitherSide() throws {
    let old = try Self.schema(Self.base, state: #"["Encodable"]"#)
    let new = try Self.schema(#"{"name": "web", "ignored": "URL"}, "Carrito""#, state: "[]")
    #expect(Self.persisted(old, new).map(\.kind) == [.persistedCaseRemoved])
  }

  @Test func aStateWrittenByHandIsReadAsWritten() throws {
    func schema(_ stateCase: String) throws -> NavigationSchema {
      try L.schema(#"""
        {"version": 1, "enums": [{"name": "Ruta", "cases": ["Hijo",
          {"enum": "State", "conformances": ["Swift.Codable"], "cases": [\#(stateCase)]}]}]}
        """#)
    }
    let changes = Self.persisted(
      try schema(#"{"name": "hijo", "values": ["Hijo.State"]}"#), try schema(#"{"name": "hijo", "values": ["h: Hijo.State"]}"#))
    #expect(changes.map(\.kind) == [.persistedPayloadChanged])
    #expect(changes.first?.reason.hasPrefix("Saved `Ruta.State.hijo` values will fail to decode") == true)
  }

  @Test func anEnumThatIsNotCodedHasNoPersistedState() throws {
    let changes = Self.persisted(
      try Self.schema(Self.base, state: #"["Equatable"]"#),
      try Self.schema(#"{"name": "web", "ignored": "String"}"#, state: #"["Equatable"]"#))
    #expect(changes.isEmpty)
  }

  // MARK: Reports

  static var reference: SchemaDiff {
    get throws {
      SchemaDiff(
        old: try DiffGraphSupport.Golden.diffInput("Persisted-v1"), new: try DiffGraphSupport.Golden.diffInput("Persisted-v2"))
    }
  }

  @Test(arguments: [
    (DiffFormat.text, "diff/persisted-state.txt"), (DiffFormat.markdown, "diff/persisted-state.md"),
    (DiffFormat.json, "diff/persisted-state.json"),
  ])
  func matchesGolden(format: DiffFormat, golden: String) throws {
    try DiffGraphSupport.Golden.check(format.render(try Self.reference, colour: false), golden)
  }

  @Test func everyFormatNamesTheClass() throws {
    let diff = try Self.reference
    #expect(DiffFormat.text.render(diff, colour: false).contains("[breaks persisted state] Tienda.Camino.articulo"))
    #expect(DiffFormat.text.render(diff, colour: false).contains(", 7 breaking persisted state, "))
    #expect(DiffFormat.markdown.render(diff, colour: false).contains("| breaks persisted state |"))
    #expect(DiffFormat.json.render(diff, colour: false).contains(#""class": "persistedState""#))
    #expect(DiffFormat.json.render(diff, colour: false).contains(#""persistedState": 7"#))
  }

  @Test func persistedStateTakesExitCodeThree() throws {
    #expect(try Self.reference.exitCode == 3)
  }
}
