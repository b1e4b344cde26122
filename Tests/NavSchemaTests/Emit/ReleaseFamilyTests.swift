import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The release data: which releases NavGen knows and how they group into families.
@Suite struct ReleaseDataTests {
  @Test func familiesPartitionTheSupportedReleasesInOrder() {
    #expect(ExpansionFamily.all.flatMap(\.releases) == TCARelease.supported)
    #expect(TCARelease.supported == TCARelease.supported.sorted())
    #expect(Set(TCARelease.supported.map(\.version)).count == TCARelease.supported.count)
    for family in ExpansionFamily.all {
      #expect(!family.releases.isEmpty)
      #expect(family.releases.allSatisfy { $0.family == family })
      #expect(family.id == family.releases[0].version)
    }
  }

  @Test func theRangeIsEveryTagFrom1120To1255AndMain() {
    let versions = TCARelease.supported.map(\.version)
    #expect(versions.first == "1.12.0")
    #expect(versions.last == "main")
    #expect(versions.count == 35)
    #expect(!versions.contains("1.20.0"))  // TCA never tagged it
    #expect(versions.dropLast().allSatisfy { $0.split(separator: ".").count == 3 })
  }

  @Test func theDefaultIsTheNewestTagNotMain() {
    #expect(TCARelease.latest.version == "1.25.5")
    #expect(ExpansionFamily.latest.releaseNames == ["1.25.5"])
    #expect(TCARelease("main")?.isMainBranch == true)
    #expect(TCARelease("1.25.5")! < TCARelease("main")!)
  }

  @Test func familiesAreTheReleasesWhoseMacroChangedTheOutput() {
    #expect(ExpansionFamily.all.map(\.id) == ["1.12.0", "1.14.0", "1.24.0", "1.25.0", "1.25.1", "1.25.3", "1.25.5", "main"])
    #expect(TCARelease("1.19.1")?.family.id == "1.14.0")  // only `import Foundation`
    #expect(TCARelease("1.20.2")?.family.id == "1.14.0")  // only swift-syntax 601 entry points
    #expect(TCARelease("1.23.2")?.family.id == "1.14.0")
    #expect(TCARelease("1.25.2")?.family.id == "1.25.1")
    #expect(TCARelease("1.25.4")?.family.id == "1.25.3")
  }

  /// Every field but the releases and the description.
  static func expansionFields(_ family: ExpansionFamily) -> [String] {
    [
      "\(family.body)", "\(family.caseScope)", "\(family.casePathPropertiesRepeatAccess)", "\(family.scopeAttributes)",
      "\(family.emptyClauses)", "\(family.explicitActions)", "\(family.storeScope)",
    ]
  }

  @Test func neighbouringFamiliesDifferInSomeField() {
    for (older, newer) in zip(ExpansionFamily.all, ExpansionFamily.all.dropFirst()) {
      #expect(Self.expansionFields(older) != Self.expansionFields(newer), "\(newer.id) repeats \(older.id)")
    }
  }
}

/// Each family's difference, at the spot of the expansion it touches.
@Suite struct ReleaseFamilyTests {
  static let twoChildren = Build.destination([Build.reducer("a", "A"), Build.reducer("b", "B")])
  static let olderThan125 = ["1.12.0", "1.14.0", "1.24.0"]

  @Test("before 1.25, body is typed by the builder", arguments: olderThan125)
  func scopesBeforeThe125Releases(release: String) {
    let output = Build.generate([Self.twoChildren], release: release)
    #expect(
      output.contains(
        """
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, A>, ComposableArchitecture.Scope<Self.State, Self.Action, B>> {
            ComposableArchitecture.Scope(state: \\Self.State.Cases.a, action: \\Self.Action.Cases.a) {
              A()
            }
            ComposableArchitecture.Scope(state: \\Self.State.Cases.b, action: \\Self.Action.Cases.b) {
              B()
            }
          }

          enum CaseScope {
            case a(ComposableArchitecture.StoreOf<A>)
            case b(ComposableArchitecture.StoreOf<B>)
          }

        """))
    #expect(!output.contains("AllCasePaths"))
    #expect(!output.contains("ifCaseLet"))
  }

  @Test func threeChildrenNestTheSequenceToTheLeft() {
    let output = Build.generate(
      [Build.destination([Build.reducer("a", "A"), Build.reducer("b", "B"), Build.reducer("c", "C")])], release: "1.12.0")
    let builder = "ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence"
    let scope = "ComposableArchitecture.Scope<Self.State, Self.Action, "
    #expect(output.contains("static var body: \(builder)<\(builder)<\(scope)A>, \(scope)B>>, \(scope)C>> {"))
  }

  /// The type grows one `_Sequence` per child; written in one pass, a long
  /// chain (here 60,000 children) ends like a short one instead of
  /// overflowing the stack as a call per child did.
  @Test func aLongChainOfChildrenIsWrittenWhole() throws {
    let count = 60_000
    let navigationEnum = Build.destination((0..<count).map { Build.reducer("c\($0)", "C\($0)") })
    let family = try #require(TCARelease("1.12.0")).family
    let emitter = ReducerEnumEmitter(navigationEnum, style: .macroForm, family: family)
    var writer = SwiftWriter()
    ReducerBodyEmitter(children: emitter.spot { $0.childReducer }, family: family, modifier: "").write(into: &writer)
    let line = writer.output.split(separator: "\n").first { $0.hasPrefix("static var body: ") }
    let bodyLine = try #require(line.map(String.init))
    let builder = "ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<"
    let scope = "ComposableArchitecture.Scope<Self.State, Self.Action, "
    // Booleans first: a failure message quoting the 8 MB line would be unreadable.
    let nestsToTheLeft = bodyLine.contains("\(builder)\(builder)\(scope)C0>, \(scope)C1>>, \(scope)C2>>")
    let endsWithTheLastChild = bodyLine.hasSuffix(", \(scope)C\(count - 1)>> {")
    let sequences = bodyLine.ranges(of: builder).count
    #expect(nestsToTheLeft)
    #expect(endsWithTheLastChild)
    #expect(sequences == count - 1)
  }

  @Test func oneChildIsItsScopeAndNoneIsTheEmptyReducer() {
    let one = Build.generate([Build.destination([Build.reducer("a", "A"), Build.plain("b")])], release: "1.24.1")
    #expect(one.contains("static var body: ComposableArchitecture.Scope<Self.State, Self.Action, A> {\n"))
    let none = Build.generate([Build.destination([Build.plain("b")])], release: "1.24.1")
    #expect(
      none.contains(
        """
          static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }
        """))
  }

  @Test("before 1.25, any #if block erases body to Reduce(CombineReducers)", arguments: olderThan125)
  func anyBlockErasesTheBody(release: String) {
    let output = Build.generate(
      [Build.destination([Build.reducer("a", "A"), Build.plain("debug", if: "DEBUG")])], release: release)
    #expect(
      output.contains(
        """
          static var body: Reduce<Self.State, Self.Action> {
            ComposableArchitecture.Reduce(
              ComposableArchitecture.CombineReducers {
                ComposableArchitecture.Scope(state: \\Self.State.Cases.a, action: \\Self.Action.Cases.a) {
                  A()
                }
                #if DEBUG
                #endif
              }
            )
          }
        """))
  }

  @Test func scopeAttributesFollowTheFamily() {
    let expected: [String: String] = [
      "1.12.0": "  }\n\n  static func scope(",
      "1.14.0": "  }\n\n  #if swift(<5.10)\n  @MainActor(unsafe)\n  #else\n  @preconcurrency @MainActor\n  #endif\n  static func scope(",
      "1.24.0": "  }\n\n  @preconcurrency @MainActor\n  static func scope(",
      "1.25.5": "  }\n\n  @preconcurrency @MainActor\n  static func scope(",
    ]
    for (release, text) in expected {
      #expect(Build.generate([Self.twoChildren], release: release).contains(text), "\(release)")
    }
  }

  @Test("from 1.25.0, body chains ifCaseLet and CaseScope is case-pathable", arguments: ["1.25.0", "1.25.1", "1.25.3", "1.25.5", "main"])
  func ifCaseLetChainFrom125(release: String) {
    let output = Build.generate([Self.twoChildren], release: release)
    #expect(output.contains("  static var body: Reduce<Self.State, Self.Action> {\n    ComposableArchitecture.Reduce(\n"))
    #expect(output.contains("      .ifCaseLet(\\Self.State.Cases.b, action: \\Self.Action.Cases.b) {\n        B()\n      }\n"))
    #expect(output.contains("  @dynamicMemberLookup\n  enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {"))
  }

  /// A block whose only case has several values: nothing for it in `body`
  /// nor in `AllCasePaths`. (The validator refuses it for 1.25.0, whose
  /// chain would not compile; the emitter still writes what that macro writes.)
  static let severalValuesInABlock = Build.destination([
    Build.reducer("a", "A"),
    Build.ignored("value", [.init(type: .named("Int")), .init(type: .named("String"))], if: "DEBUG"),
  ])

  @Test func release1250KeepsEmptyClauses() {
    let output = Build.generate([Self.severalValuesInABlock], release: "1.25.0")
    #expect(output.contains("      }\n      #if DEBUG\n      #endif\n    )\n"))
    #expect(output.contains("      }\n      #if DEBUG\n      #endif\n    }\n    static var allCasePaths"))
  }

  @Test("from 1.25.1, empty clauses are left out", arguments: ["1.25.1", "1.25.3", "1.25.5", "main"])
  func emptyClausesArePruned(release: String) {
    let output = Build.generate([Self.severalValuesInABlock], release: release)
    #expect(output.components(separatedBy: "#if DEBUG").count == 6)  // cases, State, Action, CaseScope, scope(_:)
    #expect(output.contains("      }\n    )\n"))
  }

  @Test func blocksSeparatedByAnotherCaseStaySeparateInBody() {
    let output = Build.generate(
      [Build.destination([Build.reducer("a", "A", if: "DEBUG"), Build.plain("b"), Build.reducer("c", "C", if: "DEBUG")])],
      release: "1.25.5")
    #expect(
      output.contains(
        """
              #if DEBUG
              .ifCaseLet(\\Self.State.Cases.a, action: \\Self.Action.Cases.a) {
                A()
              }
              #endif
              #if DEBUG
              .ifCaseLet(\\Self.State.Cases.c, action: \\Self.Action.Cases.c) {
        """))
  }

  @Test func allCasePathsRepeatTheAccessModifierFrom1253() {
    let publicEnum = Build.destination([Build.reducer("a", "A")], access: .public)
    #expect(Build.generate([publicEnum], release: "1.25.1").contains("\n      var a: CasePaths.AnyCasePath"))
    #expect(Build.generate([publicEnum], release: "1.25.3").contains("\n      public var a: CasePaths.AnyCasePath"))
    #expect(Build.generate([publicEnum], release: "main").contains("\n      public var a: CasePaths.AnyCasePath"))
  }

  static let migrated = Build.destination([
    Build.ignored("alert", [.init(type: Build.generic("AlertState", .named("Alert")))], action: .named("Alert")),
    Build.reducer("settings", "Settings"),
  ])

  @Test func explicitActionsScopeToAStoreFrom1255() {
    for release in ["1.25.3", "1.25.4"] {
      let output = Build.generate([Self.migrated], release: release)
      #expect(output.contains("    case alert(AlertState<Alert>)\n    case settings(ComposableArchitecture.StoreOf<Settings>)"))
      #expect(output.contains("    case let .alert(v0):\n      return .alert(v0)"))
    }
    let output = Build.generate([Self.migrated], release: "1.25.5")
    #expect(output.contains("    case alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)"))
    #expect(output.contains("    case .alert:\n      return .alert(store.scope(state: \\.alert, action: \\.alert)!)"))
  }

  @Test("the hand-written Action is the same in every release", arguments: TCARelease.supported.map(\.version))
  func explicitActionEnumIsHandWritten(release: String) {
    let output = Build.generate([Self.migrated], release: release)
    #expect(output.contains("  @CasePathable\n  enum Action {\n    case alert(Alert)\n    case settings(Settings.Action)\n  }\n"))
  }

  @Test func mainScopesWithoutTheStateLabel() {
    #expect(Build.generate([Self.twoChildren], release: "main").contains("return .a(store.scope(\\.a, action: \\.a)!)"))
    #expect(Build.generate([Self.twoChildren], release: "1.25.5").contains("return .a(store.scope(state: \\.a, action: \\.a)!)"))
  }

  @Test("the expanded form writes out no macro in any release", arguments: TCARelease.supported.map(\.version))
  func expandedFormHasNoMacro(release: String) {
    let output = Build.generate([Self.migrated, Self.severalValuesInABlock], expandMacros: true, release: release)
    for macro in ["@CasePathable", "@ObservableState", "@ReducerCaseEphemeral", "@ReducerCaseIgnored", "@Reducer"] {
      #expect(!output.contains(macro), "\(macro) in \(release)")
    }
  }
}
