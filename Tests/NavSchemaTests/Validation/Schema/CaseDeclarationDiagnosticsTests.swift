import Testing
@testable import NavTestSupport

/// Markers written by hand, labelled values and declarations of several
/// cases, and the check that `@Reducer` reads each case as the kind the
/// schema gives it. Entries start at line 4, one per line.
@Suite("Loader diagnostics: markers, labels and declarations")
struct CaseDeclarationDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func diagnostics(_ entries: String...) -> [String] {
    L.diagnostics(CaseDiagnosticsTests.schema(cases: entries))
  }

  // MARK: markers

  @Test func markersAreAList() {
    #expect(Self.diagnostics(#"{ "name": "x", "markers": "@ReducerCaseIgnored" }"#) == [
      "4:31: error: expected an array of strings for 'markers', found a string"
    ])
  }

  @Test func onlyTheTwoMarkers() {
    #expect(Self.diagnostics(#"{ "name": "x", "markers": ["@MainActor", "ReducerCaseIgnored"] }"#) == [
      "4:32: error: '@MainActor' is not a case marker; the markers are '@ReducerCaseEphemeral' and '@ReducerCaseIgnored' (other attributes go in 'attributes')",
      "4:46: error: 'ReducerCaseIgnored' is not a case marker; the markers are '@ReducerCaseEphemeral' and '@ReducerCaseIgnored' (other attributes go in 'attributes')",
    ])
  }

  @Test func eachMarkerOnce() {
    #expect(Self.diagnostics(#"{ "name": "x", "markers": ["@ReducerCaseIgnored", "@ReducerCaseIgnored"] }"#) == [
      "4:55: error: '@ReducerCaseIgnored' is written twice in 'markers'"
    ])
  }

  // MARK: label

  @Test func labelOnlyForOneValueKinds() {
    let message =
      "error: 'label' is only valid together with 'reducer', 'alert', 'confirmationDialog' or 'ephemeral'; an ignored value carries its label itself (\"feature: Detail\")"
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": "URL", "label": "url" }"#) == ["4:38: \(message)"])
    #expect(Self.diagnostics(#"{ "name": "x", "label": "url" }"#) == ["4:20: \(message)"])
  }

  @Test func labelIsAnIdentifier() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "X", "label": "for" }"#) == [
      "4:45: error: 'for' is a Swift keyword and cannot be a parameter label"
    ])
  }

  // MARK: declarations of several cases

  @Test func elementsListAtLeastTwoCases() {
    #expect(Self.diagnostics(#"{ "elements": ["Autor"] }"#) == [
      "4:19: error: 'elements' must list at least two cases; write a single case on its own"
    ])
    #expect(Self.diagnostics(#"{ "elements": "Autor" }"#) == ["4:19: error: expected an array for 'elements', found a string"])
    #expect(Self.diagnostics(#"{ "markers": [] }"#) == ["4:5: error: missing required key 'elements' in case declaration"])
  }

  @Test func declarationKeysBelongToTheDeclaration() {
    #expect(Self.diagnostics(#"{ "elements": ["Autor", { "name": "b", "reducer": "B", "if": "X", "markers": [] }] }"#) == [
      "4:60: error: 'if' belongs to the whole declaration: give it next to 'elements', not on one of its cases",
      "4:71: error: 'markers' belongs to the whole declaration: give it next to 'elements', not on one of its cases",
    ])
    // With a name, the object is a case, which has no `elements`.
    #expect(Self.diagnostics(#"{ "elements": ["Autor", "Beta"], "name": "x" }"#) == [
      "4:7: error: unknown key 'elements' in case"
    ])
    #expect(Self.diagnostics(#"{ "elements": ["Autor", "Beta"], "attributs": [] }"#) == [
      "4:38: error: unknown key 'attributs' in case declaration; did you mean 'attributes'?"
    ])
  }

  @Test func casesOfADeclarationAreCheckedLikeAnyOther() {
    #expect(Self.diagnostics(#"{ "elements": ["Autor", "Autor"] }"#) == [
      "4:29: error: duplicate case 'autor' in enum 'Destino'; the first is at line 4, column 20"
    ])
    #expect(Self.diagnostics(#"{ "elements": [{ "name": "a", "ignored": "AlertState<A>", "action": "A" }, { "name": "b" }], "if": "X" }"#) == [
      "4:63: error: 'action' cannot be used on a case inside '#if': TCA's @Reducer reads explicit actions only from cases outside '#if' blocks, so the case would not get a store"
    ])
  }

  // MARK: the macro's reading

  @Test func aMarkerThatChangesTheKindIsRefused() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "X", "markers": ["@ReducerCaseIgnored"] }"#) == [
      "4:5: error: case 'x' is declared 'reducer', but TCA's @Reducer reads it as ignored because the declaration is marked @ReducerCaseIgnored; make 'markers' and the kinds of the declaration's cases agree"
    ])
    #expect(Self.diagnostics(#"{ "name": "x", "alert": "A", "markers": ["@ReducerCaseIgnored"] }"#).count == 1)
  }

  @Test func aMissingMarkerThatChangesTheKindIsRefused() {
    #expect(Self.diagnostics(#"{ "name": "toast", "ephemeral": "Toast", "markers": [] }"#) == [
      "4:5: error: case 'toast' is declared 'ephemeral', but TCA's @Reducer reads it as a child feature because the declaration has no marker and every case has one value; make 'markers' and the kinds of the declaration's cases agree"
    ])
    #expect(Self.diagnostics(#"{ "name": "web", "ignored": "URL", "markers": [] }"#).count == 1)
  }

  @Test func anUnmarkedValueThatIsNotAPlainNameIsPassedThrough() {
    #expect(Self.diagnostics(#"{ "name": "ids", "ignored": "[Int]", "markers": [] }"#).isEmpty)
    #expect(Self.diagnostics(#"{ "name": "ids", "ignored": "[Int]", "markers": [], "action": "A" }"#) == [
      "4:5: error: case 'ids' is declared 'ignored', but TCA's @Reducer reads it as a child feature because the declaration has no marker and every case has one value; make 'markers' and the kinds of the declaration's cases agree"
    ])
  }

  @Test func theCasesOfADeclarationShareItsReading() {
    #expect(Self.diagnostics(#"{ "elements": ["Autor", { "name": "alert", "alert": "A" }] }"#) == [
      "4:20: error: case 'autor' is declared 'reducer', but TCA's @Reducer reads it as ephemeral because case 'alert' of the declaration holds an AlertState or ConfirmationDialogState; make 'markers' and the kinds of the declaration's cases agree"
    ])
    #expect(Self.diagnostics(#"{ "elements": ["Autor", { "name": "closed" }] }"#) == [
      "4:20: error: case 'autor' is declared 'reducer', but TCA's @Reducer reads it as ignored because case 'closed' of the declaration has no single value; make 'markers' and the kinds of the declaration's cases agree"
    ])
    #expect(Self.diagnostics(#"{ "elements": [{ "name": "toast", "ephemeral": "Toast" }, { "name": "alert", "alert": "A" }] }"#).isEmpty)
    #expect(Self.diagnostics(#"{ "elements": [{ "name": "web", "ignored": "URL" }, { "name": "closed" }], "markers": [] }"#).isEmpty)
  }

  @Test func aReducerTypeTheMacroTakesForAnAlertIsRefused() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "AlertState<A>" }"#).count == 1)
  }
}
