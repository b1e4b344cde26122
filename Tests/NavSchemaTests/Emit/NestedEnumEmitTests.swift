import Testing
@testable import NavTestSupport

/// Enums written inside a navigation enum, as TCA 1.25.5's `@Reducer`
/// leaves them and reads them.
@Suite struct NestedEnumEmitTests {
  static func generate(_ entries: String, expandMacros: Bool = false) throws -> String {
    try ConditionalBlockEmitTests.generate(entries, expandMacros: expandMacros)
  }

  static func member(_ opening: String, in text: String) -> String {
    ConditionalBlockEmitTests.member(opening, in: text)
  }

  /// TCA 1.25.5's `testEnum_CaseIgnoredExplicitActions`.
  static let migrated = #"""
    {"name": "alert", "ignored": "AlertState<Alert>"}, "Settings",
    {"enum": "Action", "cases": [{"name": "alert", "values": ["Alert"]}, {"name": "settings", "values": ["Settings.Action"]}]}
    """#

  @Test func anExplicitActionIsWrittenAsGivenAndReplacesTheMacrosAction() throws {
    let output = try Self.generate(Self.migrated)
    #expect(output.components(separatedBy: "\n\n")[1...2].joined(separator: "\n\n") == """
      enum Feature {
        @ReducerCaseIgnored
        @ReducerCaseEphemeral
        case alert(AlertState<Alert>)
        case settings(Settings)

        @CasePathable
        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }
      """)
    #expect(output.components(separatedBy: "enum Action").count == 2)
    #expect(Self.member("enum CaseScope", in: output).contains("case alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)"))
    #expect(Self.member("struct AllCasePaths", in: output).contains(
      "\n  var alert: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.Store<AlertState<Alert>, Alert>> {"))
    #expect(Self.member("static func scope", in: output).contains("return .alert(store.scope(state: \\.alert, action: \\.alert)!)"))
  }

  @Test func theMacroReadsOnlyTheExplicitActionsCasesOutsideIf() throws {
    let output = try Self.generate(#"""
      {"if": "DEBUG", "cases": [{"name": "alert", "ignored": "AlertState<Alert>"}]}, {"name": "toast", "ignored": "AlertState<Toast>"},
      {"enum": "Action", "cases": [{"name": "alert", "values": ["Alert"]}, {"if": "DEBUG", "cases": [{"name": "toast", "values": ["Toast"]}]}]}
      """#)
    let caseScope = Self.member("enum CaseScope", in: output)
    // A case inside `#if` is resolved from a top-level action case; one outside is not from an action case inside `#if`.
    #expect(caseScope.contains("case alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)"))
    #expect(caseScope.contains("case toast(AlertState<Toast>)"))
  }

  @Test func anExplicitStateGetsTheMacrosAttributesAfterItsOwn() throws {
    let output = try Self.generate(#"""
      "Settings", {"enum": "State", "attributes": ["@ObservableState"], "conformances": ["ComposableArchitecture.CaseReducerState", "Equatable"], "cases": [{"typealias": "StateReducer", "type": "Feature"}, {"name": "settings", "values": ["Settings.State"]}]}
      """#)
    #expect(output.contains("""
        case settings(Settings)

        @ObservableState
        @CasePathable
        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, Equatable {
          typealias StateReducer = Feature
          case settings(Settings.State)
        }

        @CasePathable
        enum Action {
      """))
    #expect(output.components(separatedBy: "enum State").count == 2)
  }

  @Test func attributesWrittenOrInheritedAreNotAddedAgain() throws {
    let output = try Self.generate(#"""
      "Settings", {"enum": "State", "attributes": ["@dynamicMemberLookup"], "conformances": ["CasePaths.CasePathable"], "cases": ["settings"]}, {"enum": "Action", "attributes": ["@CasePathable"], "cases": [{"name": "settings", "values": ["Settings.Action"]}]}
      """#)
    #expect(output.contains("  @dynamicMemberLookup\n  enum State: CasePaths.CasePathable {"))
    #expect(output.contains("  @CasePathable\n  enum Action {"))
    #expect(!output.contains("@CasePathable\n  @CasePathable"))
  }

  @Test func anActionEnumIsWrittenAsGivenWhereverItSits() throws {
    let output = try Self.generate(#"""
      {"name": "confirm", "alert": "Confirm"}, {"enum": "Confirm", "access": "public", "conformances": ["Equatable", "Sendable"], "cases": [{"elements": ["cancel", {"name": "delete", "values": ["id: Int"]}], "attributes": ["@available(iOS 17, *)"]}]}, "Settings"
      """#)
    #expect(output.components(separatedBy: "\n\n")[1...3].joined(separator: "\n\n") == """
      enum Feature {
        @ReducerCaseEphemeral
        case confirm(AlertState<Confirm>)

        public enum Confirm: Equatable, Sendable {
          @available(iOS 17, *)
          case cancel, delete(id: Int)
        }

        case settings(Settings)
      """)
  }

  @Test func theExpandedFormExpandsTheMacrosWrittenOrAdded() throws {
    let output = try Self.generate(
      Self.migrated + #", {"enum": "Alert", "attributes": ["@CasePathable"], "cases": ["ok"]}"#, expandMacros: true)
    let action = Self.member("enum Action", in: output)
    #expect(action.contains("public var alert: CasePaths.AnyCasePath<Action, Alert> {"))
    let alert = Self.member("enum Alert", in: output)
    #expect(alert.contains("public var ok: CasePaths.AnyCasePath<Alert, Void> {"))
    #expect(output.contains("extension Feature.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}"))
    #expect(output.contains("extension Feature.Alert: CasePaths.CasePathable, CasePaths.CasePathIterable {}"))
    for macro in ["@CasePathable", "@ObservableState", "@ReducerCase"] { #expect(!output.contains(macro)) }
  }
}
