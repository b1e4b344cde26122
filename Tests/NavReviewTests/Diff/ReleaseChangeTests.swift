import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// `navgen diff` on a `tca` change: compatible within a family; across
/// families, what changes for code that uses the generated enums.
@Suite("Diff: TCA release changes")
struct ReleaseChangeTests {
  static let internalEnum = Build.destination([Build.reducer("autor", "Autor"), Build.plain("cerrado")])
  static let publicEnum = Build.destination([Build.reducer("autor", "Autor")], scope: ["App"], access: .public)
  static let migrated = Build.destination(
    [
      Build.ignored("alert", [.init(type: Build.generic("AlertState", .named("Alert")))], action: .named("Alert")),
      Build.reducer("settings", "Settings"),
    ], name: "Migrated")

  static func change(_ old: String, _ new: String, _ enums: [NavigationEnum]) throws -> SchemaChange {
    let before = NavigationSchema(fileName: "A.navgen.json", tcaVersion: try #require(TCARelease(old)), enums: enums)
    var after = before
    after.tcaVersion = try #require(TCARelease(new))
    let changes = SchemaDiff(old: before, new: after).changes
    try #require(changes.count == 1)
    #expect(changes[0].kind == .tcaReleaseChanged)
    #expect(changes[0].oldValue == old && changes[0].newValue == new)
    return changes[0]
  }

  @Test("releases of one family are compatible", arguments: ExpansionFamily.all.filter { $0.releases.count > 1 })
  func sameFamily(family: ExpansionFamily) throws {
    let names = family.releaseNames
    let change = try Self.change(names[0], names[names.count - 1], [Self.internalEnum, Self.publicEnum, Self.migrated])
    #expect(change.classification == .compatible)
    #expect(change.reason.hasPrefix("TCA \(names[0]) and \(names[names.count - 1]) write the same expansion"))
  }

  /// The glue follows TCA's SwiftUI API, whose changes do not line up with the families.
  @Test func theGlueFollowsTheReleaseWithinAndAcrossFamilies() throws {
    var glued = Self.internalEnum
    glued.swiftUI = SwiftUIGlue(
      role: .destination, parent: .named("Articulo"), stateProperty: "destination", actionCase: "destination",
      functionName: "destination", access: .internal, location: Build.here)
    let backPort = try Self.change("1.12.1", "1.13.0", [glued])
    #expect(backPort.classification == .compatible)
    #expect(backPort.reason.hasPrefix("TCA 1.12.1 and 1.13.0 write the same expansion (family 1.12.0 through 1.13.1). The SwiftUI glue changes the `@available`"))
    let sendable = try Self.change("1.14.0", "1.15.1", [glued])
    #expect(sendable.reason.contains("The SwiftUI glue spells each presented case's action key path out (Sendable); its functions keep their names and parameters."))
    let main = try Self.change("1.25.5", "main", [glued])
    #expect(main.reason.contains("The SwiftUI glue calls `scope(_:action:)`"))
    let same = try Self.change("1.16.0", "1.17.0", [glued])
    #expect(same.reason.contains("the generated code is unchanged"))
    let enumScopes = try Self.change("1.24.1", "1.25.0", [glued])
    #expect(enumScopes.classification == .compatible)
    #expect(enumScopes.reason.contains(
      "The SwiftUI glue scopes each presented case through the enum's projected state (`\\.$destination`), as TCA "
        + "1.25's enum scopes do; its functions keep their names and parameters."), "\(enumScopes.reason)")
  }

  @Test func upgradingTo125ChangesBodyAndCaseScopeCompatibly() throws {
    let change = try Self.change("1.24.1", "1.25.4", [Self.internalEnum])
    #expect(change.classification == .compatible)
    #expect(change.reason.contains("`body` is now typed `Reduce<State, Action>` chaining `ifCaseLet`"))
    #expect(change.reason.contains("`CaseScope` gains `@dynamicMemberLookup`"))
    #expect(change.reason.hasSuffix("Make sure the package resolves TCA 1.25.4."))
  }

  @Test func downgradingBelow125LosesTheCaseScopeConformances() throws {
    let change = try Self.change("1.25.0", "1.24.0", [Self.internalEnum])
    #expect(change.classification == .breaking)
    #expect(change.reason.contains("`CaseScope` loses"))
  }

  @Test func anEmptyEnumKeepsItsBody() throws {
    let change = try Self.change("1.24.1", "1.25.1", [Build.destination([Build.plain("cerrado")])])
    #expect(!change.reason.contains("`body`"))
  }

  @Test func mainActorIsolationIsAWarningNotAnError() throws {
    let isolated = try Self.change("1.13.1", "1.14.0", [Self.internalEnum])
    #expect(isolated.classification == .compatible)
    #expect(isolated.reason.contains("get a warning, not an error"))
    let respelled = try Self.change("1.23.2", "1.24.0", [Self.internalEnum])
    #expect(respelled.classification == .compatible)
    #expect(respelled.reason.contains("the same isolation with Swift 5.10 and later"))
  }

  @Test func casePathAccessMattersOnlyForPublicAndPackageEnums() throws {
    let raised = try Self.change("1.25.2", "1.25.3", [Self.internalEnum, Self.publicEnum])
    #expect(raised.classification == .compatible)
    #expect(raised.reason.contains("The `AllCasePaths` properties of `App.Destination` become as visible as the enum"))
    let lowered = try Self.change("1.25.3", "1.25.2", [Self.publicEnum])
    #expect(lowered.classification == .breaking)
    #expect(lowered.reason.contains("become internal: `store.case.<case>` from other modules stops compiling"))
    let internalOnly = try Self.change("1.25.3", "1.25.2", [Self.internalEnum])
    #expect(internalOnly.classification == .compatible)
    #expect(internalOnly.reason.hasPrefix("The expansion of TCA 1.25.2 differs from 1.25.3's only in shapes this schema does not use"))
  }

  @Test func explicitActionsChangeTheCaseScopePayloadBothWays() throws {
    let up = try Self.change("1.25.4", "1.25.5", [Self.migrated])
    #expect(up.classification == .breaking)
    #expect(up.reason.contains("`Migrated.CaseScope.alert` carries `Store<AlertState<Alert>, Alert>` instead of `AlertState<Alert>`"))
    let down = try Self.change("main", "1.25.3", [Self.migrated])
    #expect(down.classification == .breaking)
    #expect(down.reason.contains("carries `AlertState<Alert>` instead of `Store<AlertState<Alert>, Alert>`"))
    let noMigration = try Self.change("1.25.4", "1.25.5", [Self.internalEnum])
    #expect(noMigration.classification == .compatible)
  }

  @Test func mainOnlyRespellsTheStoreScopeCall() throws {
    let change = try Self.change("1.25.5", "main", [Self.internalEnum])
    #expect(change.classification == .compatible)
    #expect(
      change.reason.hasPrefix(
        "`scope(_:)` calls `store.scope(\\.<case>, action: \\.<case>)` instead of `store.scope(state: \\.<case>, action: \\.<case>)`"))
  }

  @Test func emptyBlocksBetween1250AndLaterAreNamed() throws {
    let withEmptyBlock = Build.destination([Build.reducer("autor", "Autor"), Build.plain("debug", if: "DEBUG")])
    let change = try Self.change("1.25.0", "1.25.1", [withEmptyBlock])
    #expect(change.classification == .compatible)
    #expect(change.reason.contains("`#if` blocks without a child feature in `Destination` are left out of `body` and `AllCasePaths`"))
  }

  @Test func theWorstEffectClassifiesTheChange() throws {
    let change = try Self.change("1.12.0", "main", [Self.internalEnum, Self.publicEnum, Self.migrated])
    #expect(change.classification == .breaking)  // the explicit action
    for part in ["`body` is now typed", "`CaseScope` gains", "`scope(_:)` is now preceded by", "carries `Store<", "`scope(_:)` calls"] {
      #expect(change.reason.contains(part), "\(part)")
    }
  }
}
