/// A maximal run of TCA releases whose `@Reducer` enum expansion is the same
/// for every schema, in both output forms. Each field is one way the
/// expansion changed over TCA's history; emitters read each field at one place.
///
/// Facts come from `Sources/ComposableArchitectureMacros/ReducerMacro.swift`
/// at each tag (swift-syntax 600+ paths). `@ObservableState`'s enum expansion
/// and swift-case-paths 1.9's `@CasePathable` are the same for every family.
public struct ExpansionFamily: Hashable, Sendable, CustomStringConvertible {
  /// The releases in the family, oldest first, as `TCARelease.version` spells them.
  public let releaseNames: [String]
  /// What the family's first release changed in the expansion, in a reviewer's words.
  public let change: String
  /// How `body` dispatches to the child-feature cases.
  public let body: BodyDispatch
  /// What `CaseScope` is: a plain enum, or case-pathable with its own `AllCasePaths`.
  public let caseScope: CaseScopeKind
  /// Whether `AllCasePaths`' properties repeat the enum's `public` / `package`
  /// (from 1.25.3; TCA never repeats it on an explicit-action case's property).
  public let casePathPropertiesRepeatAccess: Bool
  /// The lines written before `static func scope(_:)`.
  public let scopeAttributes: [String]
  /// Whether `#if` clauses with nothing for a spot of the expansion are written there, empty.
  public let emptyClauses: EmptyClauses
  /// How an ignored case named in an explicit `Action` is scoped.
  public let explicitActions: ExplicitActions
  /// How `scope(_:)` calls `store.scope` for a child feature.
  public let storeScope: StoreScopeCall

  /// Names the family: its first release (`1.14.0`), or `main`. Golden
  /// folders are named by it.
  public var id: String { releaseNames[0] }

  /// The releases in the family, oldest first.
  public var releases: [TCARelease] { releaseNames.compactMap(TCARelease.init) }

  /// `1.14.0 through 1.23.2`, `1.25.5`, `main`.
  public var description: String {
    releaseNames.count == 1 ? id : "\(id) through \(releaseNames[releaseNames.count - 1])"
  }

  /// The family of the default release.
  public static var latest: ExpansionFamily { TCARelease.latest.family }

  /// How `static var body` dispatches to the child-feature cases.
  public enum BodyDispatch: Hashable, Sendable {
    /// One `ComposableArchitecture.Scope(state:action:)` per child feature,
    /// the body typed by the builder's exact type (`Scope<...>`, nested
    /// `ReducerBuilder<...>._Sequence<...>`, `EmptyReducer<...>`), or, as soon
    /// as the enum has an `#if` block, `Reduce(CombineReducers { ... })`
    /// typed `Reduce<Self.State, Self.Action>`.
    case scopes
    /// `Reduce(EmptyReducer<...>() .ifCaseLet(...) { ... } ...)` typed
    /// `Reduce<Self.State, Self.Action>`; `EmptyReducer<...>` with no `ifCaseLet`.
    case ifCaseLetChain
  }

  /// What `CaseScope` (the type `store.case` switches over) is.
  public enum CaseScopeKind: Hashable, Sendable {
    /// `enum CaseScope { ... }` with the cases only.
    case plainEnum
    /// `@dynamicMemberLookup enum CaseScope: ComposableArchitecture._CaseScopeProtocol,
    /// CasePaths.CasePathable` with its own `AllCasePaths` and `allCasePaths`.
    case casePathable
  }

  /// A `#if` clause whose cases write nothing at one spot of the expansion
  /// (no child feature in `body`, only several-value cases in `AllCasePaths`).
  public enum EmptyClauses: Hashable, Sendable {
    /// The clause is written anyway, empty.
    case kept
    /// The clause is left out there; a block left with no clause is left out entirely.
    case pruned
  }

  /// A single-value `@ReducerCaseIgnored` case whose name the hand-written
  /// `Action` enum carries (the 1.25 migration pattern for alerts).
  public enum ExplicitActions: Hashable, Sendable {
    /// Expanded like any ignored case: `CaseScope` carries the value itself.
    case expandedAsIgnored
    /// `CaseScope` carries `Store<Value, ExplicitAction>` and `scope(_:)`
    /// scopes the store to it, when the `Action` case is outside any `#if`.
    case scopedToStore
  }

  /// How `scope(_:)` scopes the store to a child feature.
  public enum StoreScopeCall: Hashable, Sendable {
    /// `store.scope(state: \.x, action: \.x)`.
    case stateAndActionKeyPaths
    /// `store.scope(\.x, action: \.x)` (TCA main's `scope(_:action:)`).
    case caseKeyPathAndAction

    package func call(_ name: String) -> String {
      var text = ""
      write(name, to: &text)
      return text
    }

    func write<Text: SwiftText & ~Copyable>(_ name: String, to text: inout Text) {
      switch self {
      case .stateAndActionKeyPaths: text.write("store.scope(state: \\.")
      case .caseKeyPathAndAction: text.write("store.scope(\\.")
      }
      text.write(name)
      text.write(", action: \\.")
      text.write(name)
      text.write(")")
    }
  }
}

extension ExpansionFamily {
  /// Every family, oldest first. Releases between 1.12.0 and 1.25.5 are the
  /// real tags (there is no 1.20.0).
  public static let all: [ExpansionFamily] = [
    ExpansionFamily(
      releaseNames: ["1.12.0", "1.12.1", "1.13.0", "1.13.1"],
      change: "Ephemeral cases (AlertState, ConfirmationDialogState) get their action type directly in `Action`.",
      body: .scopes, caseScope: .plainEnum, casePathPropertiesRepeatAccess: false,
      scopeAttributes: [],
      emptyClauses: .kept, explicitActions: .expandedAsIgnored, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: [
        "1.14.0", "1.15.0", "1.15.1", "1.15.2", "1.16.0", "1.16.1", "1.17.0", "1.17.1", "1.18.0", "1.19.0",
        "1.19.1", "1.20.1", "1.20.2", "1.21.0", "1.21.1", "1.22.0", "1.22.1", "1.22.2", "1.22.3", "1.23.0",
        "1.23.1", "1.23.2",
      ],
      change: "`scope(_:)` is isolated to the main actor, spelled for Swift before and after 5.10.",
      body: .scopes, caseScope: .plainEnum, casePathPropertiesRepeatAccess: false,
      scopeAttributes: ["#if swift(<5.10)", "@MainActor(unsafe)", "#else", "@preconcurrency @MainActor", "#endif"],
      emptyClauses: .kept, explicitActions: .expandedAsIgnored, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: ["1.24.0", "1.24.1"],
      change: "`scope(_:)` is `@preconcurrency @MainActor` without the `#if swift(<5.10)` alternative.",
      body: .scopes, caseScope: .plainEnum, casePathPropertiesRepeatAccess: false,
      scopeAttributes: ["@preconcurrency @MainActor"],
      emptyClauses: .kept, explicitActions: .expandedAsIgnored, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: ["1.25.0"],
      change:
        "`body` chains `ifCaseLet` on an `EmptyReducer` inside `Reduce`; `CaseScope` is `@dynamicMemberLookup`, `_CaseScopeProtocol` and `CasePathable` with its own `AllCasePaths`.",
      body: .ifCaseLetChain, caseScope: .casePathable, casePathPropertiesRepeatAccess: false,
      scopeAttributes: ["@preconcurrency @MainActor"],
      emptyClauses: .kept, explicitActions: .expandedAsIgnored, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: ["1.25.1", "1.25.2"],
      change: "`#if` clauses that would be empty in `body` or `AllCasePaths` are left out.",
      body: .ifCaseLetChain, caseScope: .casePathable, casePathPropertiesRepeatAccess: false,
      scopeAttributes: ["@preconcurrency @MainActor"],
      emptyClauses: .pruned, explicitActions: .expandedAsIgnored, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: ["1.25.3", "1.25.4"],
      change: "`AllCasePaths`' properties repeat the enum's `public` / `package`.",
      body: .ifCaseLetChain, caseScope: .casePathable, casePathPropertiesRepeatAccess: true,
      scopeAttributes: ["@preconcurrency @MainActor"],
      emptyClauses: .pruned, explicitActions: .expandedAsIgnored, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: ["1.25.5"],
      change:
        "An ignored case with an explicit `Action` case scopes to `Store<Value, Action>` in `CaseScope` and `scope(_:)`.",
      body: .ifCaseLetChain, caseScope: .casePathable, casePathPropertiesRepeatAccess: true,
      scopeAttributes: ["@preconcurrency @MainActor"],
      emptyClauses: .pruned, explicitActions: .scopedToStore, storeScope: .stateAndActionKeyPaths),
    ExpansionFamily(
      releaseNames: [TCARelease.mainBranchName],
      change: "`scope(_:)` calls `store.scope(\\.case, action: \\.case)` (TCA main's `scope(_:action:)`).",
      body: .ifCaseLetChain, caseScope: .casePathable, casePathPropertiesRepeatAccess: true,
      scopeAttributes: ["@preconcurrency @MainActor"],
      emptyClauses: .pruned, explicitActions: .scopedToStore, storeScope: .caseKeyPathAndAction),
  ]
}
