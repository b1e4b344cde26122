import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `#if` blocks in diff and graph: a case's condition is the one it is
/// compiled under (`!os(macOS) && os(iOS)` for an `#elseif os(iOS)` after
/// `#if os(macOS)`), so moving a case between clauses is a condition change
/// and splitting or merging blocks with the same conditions is none.
@Suite("Diff and graph: #if blocks")
struct ConditionalBlockDiffTests {
  static func schema(_ entries: String) throws -> NavigationSchema {
    try LoaderTestSupport.schema(#"{"version": 1, "enums": [{"name": "Feature", "cases": [\#(entries)]}]}"#)
  }

  static let platforms = #"""
    {"if": "os(macOS)", "cases": ["Mac"], "elseif": [{"if": "os(iOS)", "cases": ["Phone"]}], "else": ["Other"]}
    """#

  @Test func placedCasesCarryTheConditionTheyAreCompiledUnder() throws {
    let cases = try Self.schema(Self.platforms + #", {"if": "DEBUG", "cases": [{"if": "os(iOS) || os(tvOS)", "cases": ["Inner"]}]}"#)
      .enums[0].placedCases
    #expect(cases.map(\.condition) == [
      "os(macOS)", "!os(macOS) && os(iOS)", "!os(macOS) && !os(iOS)", "DEBUG && (os(iOS) || os(tvOS))",
    ])
    #expect(cases.map(\.clauses.directives) == [
      ["#if os(macOS)"], ["#elseif os(iOS)"], ["#else"], ["#if DEBUG", "#if os(iOS) || os(tvOS)"],
    ])
  }

  @Test func movingACaseToAnotherClauseChangesItsCondition() throws {
    let old = try Self.schema(Self.platforms)
    let new = try Self.schema(
      #"{"if": "os(macOS)", "cases": ["Mac", "Other"], "elseif": [{"if": "os(iOS)", "cases": ["Phone"]}]}"#)
    let changes = SchemaDiff(old: old, new: new).changes
    #expect(changes.map(\.kind) == [.conditionChanged, .caseOrderChanged])
    #expect(changes.first?.caseName == "other")
    #expect(changes.first?.oldValue == "!os(macOS) && !os(iOS)")
    #expect(changes.first?.newValue == "os(macOS)")
    #expect(changes.first?.classification == .breaking)
  }

  @Test func leavingABlockIsAnExhaustivenessChange() throws {
    let old = try Self.schema(Self.platforms)
    let new = try Self.schema(#"{"if": "os(macOS)", "cases": ["Mac"], "elseif": [{"if": "os(iOS)", "cases": ["Phone"]}]}, "Other""#)
    let changes = SchemaDiff(old: old, new: new).changes
    #expect(changes.map(\.kind) == [.conditionRemoved])
    #expect(changes.first?.oldValue == "!os(macOS) && !os(iOS)")
  }

  @Test func splittingABlockWithTheSameConditionsIsNoChange() throws {
    let one = try Self.schema(#"{"if": "DEBUG", "cases": ["A", "B"]}"#)
    let two = try Self.schema(#"{"if": "DEBUG", "cases": ["A"]}, {"if": "DEBUG", "cases": ["B"]}"#)
    let shorthand = try Self.schema(#"{"name": "a", "reducer": "A", "if": "DEBUG"}, {"name": "b", "reducer": "B", "if": "DEBUG"}"#)
    #expect(SchemaDiff(old: one, new: two).changes.isEmpty)
    #expect(SchemaDiff(old: two, new: shorthand).changes.isEmpty)
  }

  @Test func graphLabelsNameTheClauses() throws {
    let graph = NavigationGraph(
      schema: try Self.schema(Self.platforms + #", {"if": "DEBUG", "cases": [{"if": "INNER", "cases": ["Inner"]}]}"#))
    #expect(graph.edges.map(\.label) == [
      "mac (destination, #if os(macOS))", "phone (destination, #elseif os(iOS))", "other (destination, #else)",
      "inner (destination, #if DEBUG, #if INNER)",
    ])
  }
}
