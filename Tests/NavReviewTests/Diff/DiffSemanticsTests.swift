import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

private typealias B = DiffGraphSupport.Builders

@Suite("Diff: meaning, not text")
struct DiffSemanticsTests {
  @Test func identicalSchemasHaveNoChanges() {
    let diff = SchemaDiff(old: DiffGraphSupport.Reference.v1, new: DiffGraphSupport.Reference.v1)
    #expect(diff.changes.isEmpty)
    #expect(diff.exitCode == 0)
  }

  @Test func positionsFileNameAndImportOrderAreNoChange() {
    var moved = DiffGraphSupport.Reference.v2
    moved.fileName = "Elsewhere.navgen.json"
    moved.imports.reverse()
    for enumIndex in moved.enums.indices {
      moved.enums[enumIndex].location = SourceLocation(file: "x", line: 90 + enumIndex, column: 7)
      for caseIndex in moved.enums[enumIndex].entries.indices {
        moved.enums[enumIndex].entries[caseIndex].navigationCase.location = SourceLocation(
          file: "x", line: 200 + caseIndex, column: 3)
      }
    }
    #expect(SchemaDiff(old: DiffGraphSupport.Reference.v2, new: moved).changes.isEmpty)
  }

  @Test func aConformanceByReducerArgumentOrByExtensionIsTheSame() {
    var old = B.schema(enums: [B.standalone("E", [B.reducer("a", "A")])])
    old.enums[0].stateConformances = [.named("Equatable")]
    var new = old
    new.enums[0].stateConformances = []
    new.enums[0].reducerArguments.state = ["equatable"]
    #expect(SchemaDiff(old: old, new: new).changes.isEmpty)
  }

  @Test func attributeSpellingIsNoChange() {
    let old = B.schema(enums: [B.standalone("E", [B.reducer("a", "A", attributes: ["@available(iOS 17, *)"])])])
    let new = B.schema(enums: [B.standalone("E", [B.reducer("a", "A", attributes: ["@available( iOS 17,* )"])])])
    #expect(SchemaDiff(old: old, new: new).changes.isEmpty)
  }

  @Test func renamesPairInOrderAndOnlyWithTheSamePayload() {
    let old = B.schema(enums: [B.standalone("E", [B.reducer("a", "A"), B.reducer("b", "A"), B.reducer("c", "C")])])
    let new = B.schema(enums: [B.standalone("E", [B.reducer("x", "A"), B.reducer("y", "A"), B.reducer("z", "Z")])])
    let changes = SchemaDiff(old: old, new: new).changes
    let renames = changes.filter { $0.kind == .caseRenamed }.map { "\($0.oldValue ?? "")->\($0.newValue ?? "")" }
    #expect(renames == ["a->x", "b->y"])
    #expect(changes.filter { $0.kind == .caseAdded }.map(\.caseName) == ["z"])
    #expect(changes.filter { $0.kind == .caseRemoved }.map(\.caseName) == ["c"])
  }

  @Test func renameAlsoReportsItsOtherChanges() {
    let old = B.schema(enums: [B.standalone("E", [B.reducer("a", "A")])])
    let new = B.schema(enums: [B.standalone("E", [B.reducer("b", "A", condition: "DEBUG")])])
    let kinds = SchemaDiff(old: old, new: new).changes.map(\.kind)
    #expect(kinds == [.caseRenamed, .conditionAdded])
  }

  @Test func addedIgnoredCaseDoesNotAskActionSwitchesToChange() throws {
    let old = B.schema(enums: [B.standalone("E", [B.reducer("a", "A")])])
    let new = B.schema(enums: [
      B.standalone("E", [B.reducer("a", "A"), B.ignored("web", ["URL"]), B.reducer("b", "B")])
    ])
    let changes = SchemaDiff(old: old, new: new).changes
    let ignored = try #require(changes.first { $0.caseName == "web" })
    let reducer = try #require(changes.first { $0.caseName == "b" })
    #expect(!ignored.reason.contains("E.Action"))
    #expect(ignored.reason.contains("E.State"))
    #expect(reducer.reason.contains("E.Action"))
  }

  @Test func reorderIgnoresAdditionsAndRemovals() {
    let old = B.schema(enums: [B.standalone("E", [B.reducer("a", "A"), B.reducer("b", "B"), B.reducer("c", "C")])])
    let new = B.schema(enums: [B.standalone("E", [B.reducer("n", "N"), B.reducer("a", "A"), B.reducer("c", "C")])])
    #expect(!SchemaDiff(old: old, new: new).changes.contains { $0.kind == .caseOrderChanged })
  }

  @Test func sharedGeneratedAlertIsReportedOnce() {
    let old = B.schema(enums: [
      B.standalone(
        "E", [B.alert("a", generated: "Alerta", actions: ["ok"]), B.alert("b", generated: "Alerta", actions: ["ok"])])
    ])
    let new = B.schema(enums: [
      B.standalone(
        "E",
        [
          B.alert("a", generated: "Alerta", actions: ["ok", "no"]),
          B.alert("b", generated: "Alerta", actions: ["ok", "no"]),
        ])
    ])
    let changes = SchemaDiff(old: old, new: new).changes
    #expect(changes.map(\.kind) == [.alertActionAdded])
    #expect(changes.first?.caseName == "a")
  }

  @Test func featureWithoutEnumsIsCompatibleToRemove() {
    let old = B.schema(features: ["Solo"], enums: [])
    let new = B.schema(enums: [])
    let changes = SchemaDiff(old: old, new: new).changes
    #expect(changes.map(\.kind) == [.featureRemoved])
    #expect(changes.first?.classification == .compatible)
  }

  @Test func enumMovingFromFeatureToTopLevelIsComparedByQualifiedName() {
    let old = B.schema(features: ["Tienda"], enums: [B.destination("Tienda", [B.reducer("a", "A")])])
    let new = B.schema(enums: [B.standalone("Tienda.Destination", [B.reducer("a", "A")])])
    let changes = SchemaDiff(old: old, new: new).changes
    #expect(changes.map(\.kind) == [.featureRemoved])
    #expect(changes.first?.classification == .compatible)
  }

  @Test func exitCodeFollowsTheMostSevereClass() {
    let base = B.schema(enums: [B.standalone("E", [B.reducer("a", "A")])])
    let added = B.schema(enums: [B.standalone("E", [B.reducer("a", "A"), B.reducer("b", "B")])])
    let raised = B.schema(enums: [B.standalone("E", access: .public, [B.reducer("a", "A")])])
    #expect(SchemaDiff(old: base, new: raised).exitCode == 0)
    #expect(SchemaDiff(old: base, new: added).exitCode == 1)
    #expect(SchemaDiff(old: added, new: base).exitCode == 1)
  }
}
