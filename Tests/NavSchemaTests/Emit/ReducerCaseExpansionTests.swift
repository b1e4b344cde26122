import Testing
@testable import NavSchema

/// The per-case rules of TCA's `@Reducer` enum expansion, shared by every
/// release, and the two that depend on the release family.
@Suite struct ReducerCaseExpansionTests {
  func expansion(_ navigationCase: NavigationCase, release: String = "1.25.5") -> ReducerCaseExpansion {
    ReducerCaseExpansion(
      HandWrittenCase(navigationCase), explicitActions: TCARelease(release)?.family.explicitActions ?? .expandedAsIgnored)
  }

  static let keyPaths = ExpansionFamily.StoreScopeCall.stateAndActionKeyPaths

  @Test func childFeature() {
    let child = expansion(Build.reducer("autor", "Autor"))
    #expect(child.kind == .reducer)
    #expect(child.addedMarkers.isEmpty)
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
    let child = expansion(Build.reducer("autor", "Autor"), release: "main")
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
    #expect(alert.addedMarkers == [.ephemeral])
    #expect(alert.stateCase.declarationText == "alert(AlertState<Never>)")
    #expect(alert.actionCase.declarationText == "alert(Never)")
    #expect(alert.childReducer == nil)
    #expect(alert.caseScopeCase.declarationText == "alert(AlertState<Never>)")
    #expect(alert.casePathProperty?.valueType.description == "AlertState<Never>")
    #expect(alert.scopeBranch(Self.keyPaths).pattern == "case let .alert(v0):")
  }

  @Test func customEphemeralActionIsTheNestedActionType() {
    let toast = NavigationCase(
      name: "toast", payload: .ephemeral(type: Build.generic("ToastState", .named("ToastAction"))), location: Build.here)
    let expanded = expansion(toast)
    #expect(expanded.handWritten.writtenMarkers == [.ephemeral])
    #expect(expanded.addedMarkers.isEmpty)
    #expect(expanded.stateCase.declarationText == "toast(ToastState<ToastAction>)")
    #expect(expanded.actionCase.declarationText == "toast(ToastState<ToastAction>.Action)")
  }

  @Test func ignoredSingleValueNeedsAWrittenMarker() {
    let web = expansion(Build.ignored("web", [.init(type: .named("URL"))]))
    #expect(web.handWritten.writtenMarkers == [.ignored])
    #expect(web.addedMarkers.isEmpty)
    #expect(web.kind == .ignored)
    #expect(web.stateCase.declarationText == "web(URL)")
    #expect(web.actionCase.declarationText == "web(Swift.Never)")
    #expect(web.casePathProperty?.valueType.description == "URL")
  }

  @Test func severalValuesAreIgnoredByTheMacroAndGetNoCasePath() {
    let meeting = expansion(
      Build.ignored("meeting", [.init(type: .named("Meeting")), .init(label: "syncUp", type: .named("SyncUp"))]))
    #expect(meeting.handWritten.writtenMarkers.isEmpty)
    #expect(meeting.addedMarkers == [.ignored])
    #expect(meeting.stateCase.declarationText == "meeting(Meeting, syncUp: SyncUp)")
    #expect(meeting.casePathProperty == nil)
    #expect(meeting.scopeBranch(Self.keyPaths).pattern == "case let .meeting(v0, v1):")
    #expect(meeting.scopeBranch(Self.keyPaths).result == "return .meeting(v0, syncUp: v1)")
  }

  @Test func caseWithoutValues() {
    let closed = expansion(Build.plain("cerrado"))
    #expect(closed.addedMarkers == [.ignored])
    #expect(closed.stateCase.declarationText == "cerrado")
    #expect(closed.actionCase.declarationText == "cerrado(Swift.Never)")
    #expect(closed.casePathProperty?.isVoid == true)
    #expect(closed.scopeBranch(Self.keyPaths).result == "return .cerrado")
  }

  @Test func casesInsideIfBlocksGetNoAddedMarkers() {
    #expect(expansion(Build.plain("debugOnly", if: "DEBUG")).addedMarkers.isEmpty)
    #expect(expansion(Build.alert("alert", .named("A"), if: "DEBUG")).addedMarkers.isEmpty)
    #expect(expansion(Build.alert("alert", .named("A"), if: "DEBUG")).kind == .ephemeral)
  }

  static func migrated(if condition: String? = nil) -> NavigationCase {
    var migrated = Build.ignored("alert", [.init(type: Build.generic("AlertState", .named("Alert")))], action: .named("Alert"))
    migrated.condition = condition
    return migrated
  }

  @Test("from 1.25.5 an explicit action makes a store of state and action", arguments: ["1.25.5", "main"])
  func explicitActionMakesAStoreOfStateAndAction(release: String) {
    let expanded = expansion(Self.migrated(), release: release)
    #expect(expanded.handWritten.writtenMarkers == [.ignored])
    #expect(expanded.addedMarkers == [.ephemeral])
    #expect(expanded.caseScopeCase.declarationText == "alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)")
    #expect(expanded.casePathProperty?.takesAccessModifier == false)
    #expect(expanded.scopeBranch(Self.keyPaths).result == "return .alert(store.scope(state: \\.alert, action: \\.alert)!)")
  }

  @Test("before 1.25.5 an explicit-action case expands like any ignored case", arguments: ["1.12.0", "1.24.1", "1.25.4"])
  func explicitActionBefore1255(release: String) {
    let expanded = expansion(Self.migrated(), release: release)
    #expect(expanded.explicitActionType == nil)
    #expect(expanded.kind == .ignored)
    #expect(expanded.caseScopeCase.declarationText == "alert(AlertState<Alert>)")
    #expect(expanded.casePathProperty?.takesAccessModifier == true)
    #expect(expanded.scopeBranch(Self.keyPaths).pattern == "case let .alert(v0):")
  }

  @Test func anExplicitActionInsideIfIsNotFoundByTheMacro() {
    let expanded = expansion(Self.migrated(if: "DEBUG"))
    #expect(expanded.explicitActionType == nil)
    #expect(expanded.caseScopeCase.declarationText == "alert(AlertState<Alert>)")
  }

  @Test func qualifiedAlertStateIsNotRecognisedAsEphemeral() {
    let qualified = TypeRef.nominal([.init(name: "ComposableArchitecture"), .init(name: "AlertState", genericArguments: [.named("A")])])
    #expect(!ReducerCaseExpansion.isBuiltInEphemeral(qualified))
  }
}
