import Testing
@testable import NavTestSupport

@Suite("Loader: every problem in one run")
struct MultipleErrorsTests {
  typealias L = LoaderTestSupport

  @Test func reportsAllErrorsInFileOrder() {
    let json = """
      {
        "version": 3,
        "acces": "public",
        "features": [
          {
            "name": "Tienda",
            "path": {
              "name": "Camino",
              "cases": ["Producto", "Producto", { "name": "class" }]
            },
            "destination": {
              "cases": [
                { "name": "x", "reduce": "X" },
                { "name": "y", "reducer": "Y", "alert": "A" },
                { "name": "z", "initializer": "Z(" },
                { "name": "w", "if": "DEBUG ||", "attributes": ["@Reducer"] }
              ]
            }
          }
        ],
        "enums": [
          { "name": "Tienda.Camino", "cases": [] },
          { "name": "Action", "cases": 1 }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "2:14: error: unsupported schema version 3; supported versions: 1",
      "3:3: error: unknown key 'acces' in schema; did you mean 'access'?",
      "9:31: error: duplicate case 'producto' in enum 'Tienda.Camino'; the first is at line 9, column 19",
      "9:53: error: 'class' is a Swift keyword and cannot name a case",
      "13:26: error: unknown key 'reduce' in case; did you mean 'reducer'?",
      "14:42: error: case 'y' has more than one payload kind: 'reducer' and 'alert'; use only one of 'reducer', 'alert', 'confirmationDialog', 'ephemeral', 'ignored'",
      "15:26: error: 'initializer' is only valid together with 'reducer'",
      "15:41: error: unbalanced '(' in initializer 'Z('",
      "16:32: error: missing condition after '||' in condition 'DEBUG ||'",
      "16:59: error: '@Reducer' is written by NavGen itself and cannot be given in 'attributes'",
      "22:15: error: duplicate enum 'Tienda.Camino'; the first is at line 8, column 17",
      "23:15: error: 'Action' is reserved: the @Reducer macro declares a type named 'Action' there; choose another enum name",
      "23:34: error: expected an array for 'cases', found a number",
    ])
  }

  @Test func diagnosticsAreSortedEvenWhenFoundOutOfOrder() {
    // The duplicate-enum check runs after all enums are decoded, yet its
    // message comes before the later case error.
    let json = """
      {
        "version": 1,
        "enums": [
          { "name": "A", "cases": [] },
          { "name": "A", "cases": [] },
          { "name": "B", "cases": [{ "name": "default" }] }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "5:15: error: duplicate enum 'A'; the first is at line 4, column 15",
      "6:40: error: 'default' is a Swift keyword and cannot name a case",
    ])
  }
}
