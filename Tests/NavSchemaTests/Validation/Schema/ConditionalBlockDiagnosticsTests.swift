import Testing
@testable import NavTestSupport

/// `#if` blocks among the entries of `cases`: their keys, and the clauses
/// TCA 1.25.5's `@Reducer` would drop from a spot of its expansion. The
/// entries start at line 4, one per line, as in `CaseDiagnosticsTests`.
@Suite("Loader diagnostics: #if blocks")
struct ConditionalBlockDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func diagnostics(_ entries: String...) -> [String] {
    L.diagnostics(CaseDiagnosticsTests.schema(cases: entries))
  }

  @Test func blockNeedsACondition() {
    #expect(Self.diagnostics(#"{ "cases": ["Autor"] }"#) == ["4:5: error: missing required key 'if' in '#if' block"])
  }

  @Test func blockNeedsCases() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG" }"#) == ["4:5: error: missing required key 'cases' in '#if' block"])
    // With a key only cases have, it is a case that lacks its name.
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "reducer": "Autor" }"#) == ["4:5: error: missing required key 'name' in case"])
  }

  @Test func unknownBlockKeyIsSpelledOut() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "elif": [] }"#) == [
      "4:42: error: unknown key 'elif' in '#if' block; did you mean 'elseif'?"
    ])
  }

  @Test func conditionMustBeWellFormed() {
    #expect(Self.diagnostics(#"{ "if": "os(iOS", "cases": ["Autor"] }"#).count == 1)
    #expect(Self.diagnostics(#"{ "if": 3, "cases": ["Autor"] }"#) == ["4:13: error: expected a string for 'if', found a number"])
  }

  @Test func casesMustBeAList() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": "Autor" }"#) == [
      "4:31: error: expected an array for 'cases', found a string"
    ])
  }

  @Test func elseifMustBeAListOfClauses() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "elseif": {} }"#) == [
      "4:52: error: expected an array for 'elseif', found an object"
    ])
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "elseif": ["Beta"] }"#) == [
      "4:53: error: expected an object in 'elseif', found a string"
    ])
  }

  @Test func elseifClauseNeedsItsKeys() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "elseif": [{ "cases": ["Beta"] }] }"#) == [
      "4:53: error: missing required key 'if' in 'elseif' clause"
    ])
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "elseif": [{ "if": "BETA" }] }"#) == [
      "4:53: error: missing required key 'cases' in 'elseif' clause"
    ])
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "elseif": [{ "if": "BETA", "cases": [], "else": [] }] }"#) == [
      "4:82: error: unknown key 'else' in 'elseif' clause"
    ])
  }

  @Test func elseMustBeAList() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "else": "Beta" }"#) == [
      "4:50: error: expected an array for 'else', found a string"
    ])
  }

  @Test func casesInsideBlocksAreCheckedLikeAnyOther() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": [{ "name": "class" }] }"#) == [
      "4:42: error: 'class' is a Swift keyword and cannot name a case"
    ])
    #expect(Self.diagnostics(#"{ "if": "A", "cases": ["Autor"], "else": ["Autor"] }"#) == [
      "4:47: error: duplicate case 'autor' in enum 'Destino'; the first is at line 4, column 28"
    ])
  }

  @Test func explicitActionIsRefusedInsideABlock() {
    let message =
      "error: 'action' cannot be used on a case inside '#if': TCA's @Reducer reads explicit actions only from cases outside '#if' blocks, so the case would not get a store"
    #expect(
      Self.diagnostics(#"{ "if": "A", "cases": [{ "name": "alert", "ignored": "AlertState<Alert>", "action": "Alert" }] }"#)
        == ["4:79: \(message)"])
    #expect(
      Self.diagnostics(#"{ "name": "alert", "ignored": "AlertState<Alert>", "action": "Alert", "if": "DEBUG" }"#)
        == ["4:56: \(message)"])
  }

  // MARK: Clauses the macro drops

  @Test func emptyFirstClauseWouldOpenEverySpotWithElse() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": [], "else": ["Autor"] }"#) == [
      "4:5: error: TCA 1.25.5's @Reducer leaves the clause '#if DEBUG' out of 'State', 'Action' and 'CaseScope' because it has no case, so 'State', 'Action' and 'CaseScope' would open this block with '#else' and not compile; give that clause a case, or reorder the clauses"
    ])
  }

  @Test func firstClauseWithoutAChildFeatureWouldOpenTheBodyWithElseif() {
    #expect(
      Self.diagnostics(#"{ "if": "os(macOS)", "cases": [{ "name": "web", "ignored": "URL" }], "elseif": [{ "if": "os(iOS)", "cases": ["Autor"] }] }"#)
        == [
          "4:5: error: TCA 1.25.5's @Reducer leaves the clause '#if os(macOS)' out of 'body' because it has no child-feature case, so 'body' would open this block with '#elseif os(iOS)' and not compile; give that clause a child-feature case, or reorder the clauses"
        ])
  }

  @Test func firstClauseWithOnlySeveralValuesWouldOpenTheCasePathsWithElse() {
    #expect(
      Self.diagnostics(#"{ "if": "DEBUG", "cases": [{ "name": "reunion", "ignored": ["A", "B"] }], "else": [{ "name": "web", "ignored": "URL" }] }"#)
        == [
          "4:5: error: TCA 1.25.5's @Reducer leaves the clause '#if DEBUG' out of 'CaseScope.AllCasePaths' because it has only cases with several values, so 'CaseScope.AllCasePaths' would open this block with '#else' and not compile; give that clause a case with at most one value, or reorder the clauses"
        ])
  }

  @Test func droppedMiddleClauseBeforeElseIsAnError() {
    #expect(
      Self.diagnostics(#"{ "if": "os(iOS)", "cases": ["Autor"], "elseif": [{ "if": "os(macOS)", "cases": [{ "name": "cerrado" }] }], "else": ["Beta"] }"#)
        == [
          "4:5: error: TCA 1.25.5's @Reducer leaves the clause '#elseif os(macOS)' out of 'body' because it has no child-feature case, so where that clause holds, 'body' compiles the '#else' clause, whose cases do not exist there; give that clause a child-feature case, or reorder the clauses"
        ])
  }

  @Test func droppedMiddleClauseBeforeElseifIsAWarning() throws {
    let json = CaseDiagnosticsTests.schema(cases: [
      #"{ "if": "os(iOS)", "cases": ["Autor"], "elseif": [{ "if": "os(macOS)", "cases": [{ "name": "cerrado" }] }, { "if": "os(tvOS)", "cases": ["Beta"] }] }"#
    ])
    #expect(L.diagnostics(json) == [
      "4:5: warning: TCA 1.25.5's @Reducer leaves the clause '#elseif os(macOS)' out of 'body' because it has no child-feature case, so where that clause and '#elseif os(tvOS)' both hold, 'body' compiles the cases of the latter, which do not exist there; keep the two conditions exclusive, or give that clause a child-feature case, or reorder the clauses"
    ])
    #expect(L.load(json).schema != nil)
  }

  @Test func nestedBlocksAreCheckedEachAtItsOwnBrace() {
    #expect(
      Self.diagnostics(#"{ "if": "A", "cases": ["Autor", { "if": "B", "cases": [], "else": ["Beta"] }] }"#).map { $0.prefix(5) }
        == ["4:37:"])
  }

  @Test func aClauseWithNothingForEverySpotAfterTheKeptOnesIsFine() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": ["Autor"], "else": [] }"#).isEmpty)
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": [] }"#).isEmpty)
  }
}
