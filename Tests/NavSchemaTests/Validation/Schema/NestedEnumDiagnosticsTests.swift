import Testing
@testable import NavTestSupport

/// Enums written inside a navigation enum (`{"enum": ...}` entries): action
/// enums, explicit `Action` and `State`. Entries start at line 4, one per line.
@Suite("Loader diagnostics: enums written inside an enum")
struct NestedEnumDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func diagnostics(_ entries: String...) -> [String] {
    L.diagnostics(CaseDiagnosticsTests.schema(cases: entries))
  }

  @Test func aWrittenEnumNeedsItsNameAndCases() {
    #expect(Self.diagnostics(#"{ "conformances": ["Equatable"] }"#) == [
      "4:5: error: missing required key 'enum' in nested enum",
      "4:5: error: missing required key 'cases' in nested enum",
    ])
  }

  @Test func unknownKeys() {
    #expect(Self.diagnostics(#"{ "enum": "Alert", "cases": [], "conformance": [] }"#) == [
      "4:37: error: unknown key 'conformance' in nested enum; did you mean 'conformances'?"
    ])
  }

  @Test func caseScopeAndAllCasePathsAreTheExpansions() {
    #expect(Self.diagnostics(#"{ "enum": "CaseScope", "cases": [] }"#) == [
      "4:15: error: 'CaseScope' cannot be written inside the enum: the @Reducer expansion declares its own, which NavGen always writes"
    ])
  }

  @Test func explicitStateAndActionStayOutsideIf() {
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": [{ "enum": "Action", "cases": [] }] }"#) == [
      "4:42: error: an explicit 'Action' cannot sit inside '#if': TCA's @Reducer looks for it only outside '#if' blocks and would write its own as well"
    ])
    #expect(Self.diagnostics(#"{ "if": "DEBUG", "cases": [{ "enum": "Alert", "cases": [] }] }"#).isEmpty)
  }

  @Test func eachWrittenEnumOnce() {
    #expect(Self.diagnostics(#"{ "enum": "Alert", "cases": [] }"#, #"{ "enum": "Alert", "cases": [] }"#) == [
      "5:15: error: duplicate nested enum 'Alert' in enum 'Destino'; the first is at line 4, column 15"
    ])
  }

  @Test func aGeneratedActionEnumCannotShareItsName() {
    #expect(
      Self.diagnostics(
        #"{ "enum": "Alerta", "cases": ["ok"] }"#, #"{ "name": "alert", "alert": { "name": "Alerta", "actions": ["ok"] } }"#)
        == [
          "5:43: error: generated action enum 'Alerta' has the same name as the enum written at line 4; name the written one in 'alert' or 'confirmationDialog' instead"
        ])
  }

  @Test func anExplicitActionTakesTheActionsOfTheCases() {
    #expect(
      Self.diagnostics(
        #"{ "name": "alert", "ignored": "AlertState<Alert>", "action": "Alert" }"#, #"{ "enum": "Action", "cases": [] }"#)
        == [
          "4:5: error: case 'alert' names its action with 'action', but the enum writes its own 'Action'; give the action case there instead"
        ])
  }

  @Test func typeAliasesOnlyInsideAWrittenEnum() {
    #expect(Self.diagnostics(#"{ "typealias": "A", "type": "B" }"#) == [
      "4:5: error: a type alias can only be written inside a nested enum ('enum'), such as an explicit 'State'"
    ])
    #expect(Self.diagnostics(#"{ "enum": "State", "cases": [{ "typealias": "StateReducer" }] }"#) == [
      "4:34: error: missing required key 'type' in type alias"
    ])
  }

  @Test func casesOfAWrittenEnum() {
    #expect(Self.diagnostics(#"{ "enum": "Alert", "cases": ["class", { "name": "ok", "values": [] }, 3] }"#) == [
      "4:34: error: 'class' is a Swift keyword and cannot name a case",
      "4:69: error: 'values' must list at least one value; leave it out for a case without values",
      "4:75: error: expected an object for a case of a nested enum, found a number",
    ])
    #expect(Self.diagnostics(#"{ "enum": "Alert", "cases": ["ok", { "elements": ["no", "ok"] }] }"#) == [
      "4:61: error: duplicate case 'ok' in enum 'Alert'; the first is at line 4, column 34"
    ])
    #expect(Self.diagnostics(#"{ "enum": "Alert", "cases": ["allCasePaths"] }"#).count == 1)
  }

  @Test func attributesMayNameTheNestedMacrosButNotReducer() {
    #expect(Self.diagnostics(#"{ "enum": "Alert", "attributes": ["@CasePathable", "@ObservableState"], "cases": [] }"#).isEmpty)
    #expect(Self.diagnostics(#"{ "enum": "Alert", "attributes": ["@Reducer"], "cases": [] }"#) == [
      "4:39: error: '@Reducer' is written by NavGen itself and cannot be given in 'attributes'"
    ])
  }

  @Test func noEnumInsideAWrittenEnum() {
    #expect(Self.diagnostics(#"{ "enum": "Alert", "cases": [{ "enum": "Inner", "cases": [] }] }"#) == [
      "4:34: error: an enum inside a nested enum is not supported; declare it in an extension of your own"
    ])
  }
}
