import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `{"reducerEnum": "Name"}` among an enum's cases: the schema's enum
/// `<outer>.Name` is written there. Every way it can be wrong has its error.
@Suite("Schema: a @Reducer enum placed inside another")
struct ReducerEnumPlacementTests {
  typealias L = LoaderTestSupport

  @Test func thePlacedEnumIsWrittenInsideItsParentOnly() throws {
    let schema = try L.schema(#"""
      {"version": 1, "enums": [
        {"name": "Path", "cases": ["Libro", {"reducerEnum": "Ajustes"}]},
        {"name": "Path.Ajustes", "cases": ["General"]}
      ]}
      """#)
    #expect(schema.placedEnums.keys.sorted() == ["Path.Ajustes"])
    let swift = SwiftGenerator.generate(schema)
    #expect(!swift.contains("extension Path {"))
    #expect(swift.contains("  enum Ajustes {\n"))
    #expect(swift.contains("extension Path.Ajustes: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}"))
  }

  @Test func placementErrors() {
    let json = #"""
      {"version": 1, "enums": [
        {"name": "Path", "cases": [
          {"reducerEnum": "Ajustes"}, {"reducerEnum": "Ajustes"}, {"reducerEnum": "Falta"}, {"reducerEnum": "State"},
          {"if": "DEBUG", "cases": [{"reducerEnum": "Depuracion"}]}, {"reducerEnum": "Ajustes", "access": "public"}
        ]},
        {"name": "Path.Ajustes", "if": "os(iOS)", "cases": ["General"]}
      ]}
      """#
    #expect(L.diagnostics(json) == [
      "3:49: error: 'Path.Ajustes' is already placed in 'Path'; the first is at line 3, column 21",
      "3:77: error: no enum 'Path.Falta' in this schema to place here; list it in 'enums' with the name 'Path.Falta'",
      "3:103: error: a @Reducer enum placed inside another cannot be named 'State': the outer enum's @Reducer gives that name its own meaning",
      "4:47: error: a @Reducer enum cannot be placed inside '#if' here; place it outside the block (it keeps the enclosing enum's condition)",
      "4:80: error: 'Path.Ajustes' is already placed in 'Path'; the first is at line 3, column 21",
      "4:91: error: unknown key 'access' in reducer enum placement",
      "6:3: error: 'Path.Ajustes' has its own condition '#if os(iOS)'; an enum placed inside 'Path' can only share that enum's condition",
    ])
  }
}
