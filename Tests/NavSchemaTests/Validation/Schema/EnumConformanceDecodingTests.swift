import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `conformances` on a navigation enum: what is written on the enum itself.
@Suite("Schema: conformances written on the enum")
struct EnumConformanceDecodingTests {
  typealias L = LoaderTestSupport

  @Test func conformancesAreReadInOrder() throws {
    let schema = try L.schema(#"{"version": 1, "enums": [{"name": "E", "conformances": ["Sendable", "ComposableArchitecture.Reducer"], "cases": []}]}"#)
    #expect(schema.enums.first?.conformances == [.named("Sendable"), .named("ComposableArchitecture.Reducer")])
    #expect(schema.enums.first?.conformsToReducer == true)
  }

  @Test func aReducerConformanceLeavesOutTheMacrosExtension() throws {
    let plain = try L.schema(#"{"version": 1, "enums": [{"name": "E", "conformances": ["Sendable"], "cases": []}]}"#)
    let reducer = try L.schema(#"{"version": 1, "enums": [{"name": "E", "conformances": ["Reducer"], "cases": []}]}"#)
    #expect(SwiftGenerator.generate(plain).contains("enum E: Sendable {"))
    #expect(SwiftGenerator.generate(plain).contains("extension E: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}"))
    #expect(SwiftGenerator.generate(reducer).contains("enum E: Reducer {"))
    #expect(!SwiftGenerator.generate(reducer).contains("extension E:"))
  }

  @Test func invalidConformances() {
    #expect(L.diagnostics(#"{"version": 1, "enums": [{"name": "E", "conformances": ["Sendable", "Sendable", "P & Q"], "cases": []}]}"#) == [
      "1:69: error: duplicate conformance 'Sendable' in 'conformances'; the first is at line 1, column 57",
      "1:81: error: 'P & Q' is not a valid type name: ' ' cannot appear in a Swift identifier",
    ])
  }
}
