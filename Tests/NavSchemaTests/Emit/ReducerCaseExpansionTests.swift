import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The per-case rules of TCA's `@Reducer` enum expansion, shared by every
/// release, and the two that depend on the release family.
@Suite struct ReducerCaseExpansionTests {
  /// One case alone in its declaration, with the declaration it sits in.
  struct Expanded {
    var declaration: HandWrittenDeclaration
    var expansion: ReducerCaseExpansion

    var addedMarkers: [CaseMarker] { declaration.addedMarker.map { [$0] } ?? [] }
    var writtenMarkers: [CaseMarker] { declaration.writtenMarkers }
  }

  func expanded(_ entry: CaseEntry, explicitAction: Bool = false) -> Expanded {
    let element = entry.navigationCase
    let explicitActions = explicitAction ? element.explicitActionType.map { [element.name: $0] } ?? [:] : [:]
    let declaration = HandWrittenDeclaration(
      entry.declaration, isInsideConditional: entry.condition != nil, explicitActionTypes: explicitActions)
    return Expanded(declaration: declaration, expansion: declaration.expansions[0])
  }

  func expansion(_ entry: CaseEntry, explicitAction: Bool = false) -> ReducerCaseExpansion {
    expanded(entry, explicitAction: explicitAction).expansion
  }

  /// As the emitters expand the case for `release`, in an enum with an explicit `Action`.
  func expansion(_ entry: CaseEntry, explicitActionIn release: String) -> ReducerCaseExpansion {
    expansion(entry, explicitAction: TCARelease(release)?.family.explicitActions == .scopedToStore)
  }

  static let keyPaths = ExpansionFamily.StoreScopeCall.stateAndActionKeyPaths

  @Test func childFeature() {
    let child = expansion(Build.reducer("autor", "Autor"))
    #expect(child.kind == .reducer)
    #expect(expanded(Build.reducer("autor", "Autor")).addedMarkers.isEmpty)
    #expect(child.stateCase.declarationText == "autor(Autor.State)")
    #expect(child.actionCase.declarationText == "autor(Autor.Action)")
    #expect(child.childReducer?.expression == "Autor()")
    #expect(child.childReducer?.type == .named("Autor"))
    #expect(child.caseScopeCase.declarationText == "autor(ComposableArchitecture.StoreOf<Autor>)")
    #expect(child.scopeBranch(Self.keyPaths).result == "return .autor(store.scope(state: \\.autor, action: \\.autor)!)")
  }

  @Test func mainScopesWithTheCaseKeyPathAndAction() throws {
    let main = try #require(TCARelease("main")).family
    #expect(main.storeScope == .caseKeyPathAndAction)
    let child = expansion(Build.reducer("autor", "Autor"))
    #expect(child.scopeBranch(main.storeScope).result == "return .autor(store.scope(\\.autor, action: \\.autor)!)")
  }

  @Test func defaultValueIsTheReducerAndLeavesTheStateCase() {
    let child = expansion(Build.reducer("articles", "Articles.Body", initializer: "Articles.body"))
    #expect(child.handWritten.declarationText == "articles(Articles.Body = Articles.body)")
    #expect(child.stateCase.declarationText == "articles(Articles.Body.State)")
    #expect(child.actionCase.declarationText == "articles(Articles.Body.Action)")
    #expect(child.childReducer?.expression == "Articles.body")
  }

  @Test func alertIsEphemeralAndItsActionIsTheGenericArgument() {
    let alert = expansion(Build.alert("alert", .named("Never")))
    #expect(alert.kind == .ephemeral)
    #expect(expanded(Build.alert("alert", .named("Never"))).addedMarkers == [.ephemeral])
    #expect(alert.stateCase.declarationText == "alert(AlertState<Never>)")
    #expect(alert.actionCase.declarationText == "alert(Never)")
    #expect(alert.childReducer == nil)
    #expect(alert.caseScopeCase.declarationText == "alert(AlertState<Never>)")
    #expect(alert.casePathProperty?.valueType.description == "AlertState<Never>")
    #expect(alert.scopeBranch(Self.keyPaths).pattern == "case let .alert(v0):")
  }

  @Test func customEphemeralActionIsTheNestedActionType() {
    let toast = Build.entry("toast", .ephemeral(type: Build.generic("ToastState", .named("ToastAction"))))
    let both = expanded(toast)
    #expect(both.writtenMarkers == [.ephemeral])
    #expect(both.addedMarkers.isEmpty)
    #expect(both.expansion.stateCase.declarationText == "toast(ToastState<ToastAction>)")
    #expect(both.expansion.actionCase.declarationText == "toast(ToastState<ToastAction>.Action)")
  }

  @Test func ignoredSingleValueNeedsAWrittenMarker() {
    let entry = Build.ignored("web", [.init(type: .named("URL"))])
    let web = expansion(entry)
    #expect(expanded(entry).writtenMarkers == [.ignored])
    #expect(expanded(entry).addedMarkers.isEmpty)
    #expect(web.kind == .ignored)
    #expect(web.stateCase.declarationText == "web(URL)")
    #expect(web.actionCase.declarationText == "web(Swift.Never)")
    #expect(web.casePathProperty?.valueType.description == "URL")
  }

  @Test func severalValuesAreIgnoredByTheMacroAndGetNoCasePath() {
    let entry = Build.ignored("meeting", [.init(type: .named("Meeting")), .init(label: "syncUp", type: .named("SyncUp"))])
    let meeting = expansion(entry)
    #expect(expanded(entry).writtenMarkers.isEmpty)
    #expect(expanded(entry).addedMarkers == [.ignored])
    #expect(meeting.stateCase.declarationText == "meeting(Meeting, syncUp: SyncUp)")
    #expect(meeting.casePathProperty == nil)
    #expect(meeting.scopeBranch(Self.keyPaths).pattern == "case let .meeting(v0, v1):")
    #expect(meeting.scopeBranch(Self.keyPaths).result == "return .meeting(v0, syncUp: v1)")
  }

  @Test func caseWithoutValues() {
    let closed = expansion(Build.plain("cerrado"))
    #expect(expanded(Build.plain("cerrado")).addedMarkers == [.ignored])
    #expect(closed.stateCase.declarationText == "cerrado")
    #expect(closed.actionCase.declarationText == "cerrado(Swift.Never)")
    #expect(closed.casePathProperty?.isVoid == true)
    #expect(closed.scopeBranch(Self.keyPaths).result == "return .cerrado")
  }

  @Test func casesInsideIfBlocksGetNoAddedMarkers() {
    #expect(expanded(Build.plain("debugOnly", if: "DEBUG")).addedMarkers.isEmpty)
    #expect(expanded(Build.alert("alert", .named("A"), if: "DEBUG")).addedMarkers.isEmpty)
    #expect(expansion(Build.alert("alert", .named("A"), if: "DEBUG")).kind == .ephemeral)
  }

  static let migrated = Build.ignored(
    "alert", [.init(type: Build.generic("AlertState", .named("Alert")))], action: .named("Alert"))

  @Test("from 1.25.5 an explicit action makes a store of state and action", arguments: ["1.25.5", "main"])
  func explicitActionMakesAStoreOfStateAndAction(release: String) {
    let both = expanded(Self.migrated, explicitAction: true)
    #expect(both.writtenMarkers == [.ignored])
    #expect(both.addedMarkers == [.ephemeral])
    let expanded = expansion(Self.migrated, explicitActionIn: release)
    #expect(expanded.caseScopeCase.declarationText == "alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)")
    #expect(expanded.casePathProperty?.takesAccessModifier == false)
    #expect(expanded.scopeBranch(Self.keyPaths).result == "return .alert(store.scope(state: \\.alert, action: \\.alert)!)")
  }

  @Test("before 1.25.5 an explicit-action case expands like any ignored case", arguments: ["1.12.0", "1.24.1", "1.25.4"])
  func explicitActionBefore1255(release: String) {
    let expanded = expansion(Self.migrated, explicitActionIn: release)
    #expect(expanded.explicitActionType == nil)
    #expect(expanded.kind == .ignored)
    #expect(expanded.caseScopeCase.declarationText == "alert(AlertState<Alert>)")
    #expect(expanded.casePathProperty?.takesAccessModifier == true)
    #expect(expanded.scopeBranch(Self.keyPaths).pattern == "case let .alert(v0):")
  }

  @Test func qualifiedAlertStateIsNotRecognisedAsEphemeral() {
    let qualified = TypeRef.nominal([.init(name: "ComposableArchitecture"), .init(name: "AlertState", genericArguments: [.named("A")])])
    #expect(!qualified.isMacroEphemeralState)
  }
}
