/// Checks of the whole model that depend on the targeted TCA release and its traits: shapes
/// whose expansion in that release does not compile, and cases the SwiftUI glue cannot present
/// without a deprecated call. (The checks of single `#if` blocks that releases from 1.25.1 prune
/// are made where blocks are decoded, `SchemaDecoder.checkDroppedClauses`.)
enum ReleaseSupport {
  /// The problems of one enum; the decoder asks as soon as it has the enum, on the thread that
  /// decoded it. `api` is what the glue is written for (`TCASwiftUIAPI.init(for:)`).
  static func diagnostics(for navigationEnum: NavigationEnum, release: TCARelease, api: TCASwiftUIAPI) -> [Diagnostic] {
    emptyChainBlocks(in: navigationEnum, release: release) + glueBeforeIOS17(in: navigationEnum, api: api)
      + promptsWithoutScope(in: navigationEnum, api: api)
  }

  /// The iOS 16 glue (`perception`) cannot present what needs iOS 17 in the release:
  /// `navigationDestination(item:)` where TCA does not re-export swift-navigation's back-port.
  private static func glueBeforeIOS17(in navigationEnum: NavigationEnum, api: TCASwiftUIAPI) -> [Diagnostic] {
    guard let glue = navigationEnum.swiftUI, glue.role == .destination, glue.observation == .perception else { return [] }
    let release = api.release
    return navigationEnum.cases.compactMap { navigationCase in
      guard case .presented(let presentation, _) = navigationEnum.glueItem(of: navigationCase, in: .destination),
        api.requirement(of: presentation).reaches(TCASwiftUIAPI.iOS17)
      else { return nil }
      return .error(
        "TCA \(release) has no '\(presentation.rawValue)(item:)' before iOS 17 (it re-exports swift-navigation's "
          + "back-port from \(TCASwiftUIAPI.navigationBackPortSince)), so the iOS 16 glue ('perception') of "
          + "\(DisplayText.quoted(navigationEnum.qualifiedName)) cannot present case \(DisplayText.quoted(navigationCase.name)); "
          + "target \(TCASwiftUIAPI.navigationBackPortSince) or later, or give the case another 'presentation'",
        at: navigationCase.location)
    }
  }

  /// An alert or dialog case that `store.case` holds as its state, in a destination modifier
  /// whose `Bindable` has no undeprecated scope to it (`TCASwiftUIAPI.wrappersWithoutValueCaseScope`):
  /// the modifier leaves it to the app, and this warning says how the schema gets it back, TCA's
  /// 1.25 migration ("Enum scopes"): an ignored case with an explicit action, a store from 1.25.5.
  private static func promptsWithoutScope(in navigationEnum: NavigationEnum, api: TCASwiftUIAPI) -> [Diagnostic] {
    guard let glue = navigationEnum.swiftUI, glue.role == .destination,
      let wrapper = StoreBinding.all(for: glue.observation).first(where: { !api.scopes(heldAsStore: false, through: $0.wrapper) })
    else { return [] }
    let context = GlueContext(navigationEnum: navigationEnum, glue: glue, api: api)
    let storesFrom = TCARelease.supported.first { TCASwiftUIAPI($0).explicitActionCasesAreStores }
    return navigationEnum.cases.compactMap { navigationCase in
      guard case .presented(let presentation, _) = navigationEnum.glueItem(of: navigationCase, in: .destination),
        !context.presents(navigationCase, through: wrapper)
      else { return nil }
      let traits = api.traits.contains(.deprecationOverloads) ? " with \(TCATrait.deprecationOverloads)" : ""
      let lead =
        "TCA \(api.release)\(traits) scopes '\(wrapper.wrapper)' to \(presentation.rawValue) case "
        + "\(DisplayText.quoted(navigationCase.name)) only through deprecated calls, so the glue's "
        + "'\(glue.functionName)(_:)' taking it leaves the case to the app (the one taking a 'SwiftUI.Binding' presents it); "
      guard api.explicitActionCasesAreStores else {
        return .warning(
          lead + "from \(storesFrom.map(\.version) ?? "main"), TCA's 1.25 migration ('Enum scopes') gives it a store: target "
            + "that release and write the case as \(migrated(navigationCase))", at: navigationCase.location)
      }
      return .warning(
        lead + "write it as TCA's 1.25 migration ('Enum scopes') does, which gives it a store: \(migrated(navigationCase))",
        at: navigationCase.location)
    }
  }

  /// The case as TCA's 1.25 migration writes it: ignored, with its action type as explicit action.
  private static func migrated(_ navigationCase: NavigationCase) -> String {
    let name = "\"name\": \"\(navigationCase.name)\""
    let state: String
    let action: NavigationCase.ActionType
    switch navigationCase.payload {
    case .alert(let type): (state, action) = ("AlertState", type)
    case .confirmationDialog(let type): (state, action) = ("ConfirmationDialogState", type)
    default: return "an ignored case with an explicit action (as it is)"
    }
    let object = "{ \(name), \"ignored\": \"\(state)<\(action.type)>\", \"action\": \"\(action.type)\" }"
    guard case .generated(let generated) = action else { return object }
    return object + " with \(generated.name) written among the cases ({ \"enum\": \"\(generated.name)\", "
      + "\"attributes\": [\"@CasePathable\"], \"conformances\": [\"Equatable\", \"Hashable\", \"Sendable\"], \"cases\": [...] })"
  }

  /// Where the family chains `ifCaseLet` and keeps empty `#if` clauses
  /// (1.25.0), a block whose `#if` clause has no child feature puts an empty
  /// `#if` into the chain's argument list, which Swift does not parse
  /// (checked with 6.3.1; later empty clauses parse).
  private static func emptyChainBlocks(in navigationEnum: NavigationEnum, release: TCARelease) -> [Diagnostic] {
    let family = release.family
    guard family.body == .ifCaseLetChain, family.emptyClauses == .kept else { return [] }
    let fixed = ExpansionFamily.all.first { $0.body == .ifCaseLetChain && $0.emptyClauses == .pruned }
    let before = ExpansionFamily.all.last { $0.body == .scopes }?.releaseNames.last
    return blocksOpeningWithoutChild(navigationEnum.members).map { clauses in
      let location = clauses.flatMap { $0.members.conditionalItems() }.first?.declaration?.location
      // Releases that prune the empty clause refuse a block whose later clause they keep.
      let laterChild = clauses.dropFirst().contains { Self.declaresChildFeature($0.members) }
      let advice = [
        laterChild ? nil : fixed.map { "TCA \($0.id) leaves such clauses out: target \($0.id) or later" },
        before.map { "target \($0) or earlier" }, "add a child feature to the clause",
      ].compactMap { $0 }.joined(separator: ", or ")
      return .error(
        "TCA \(release)'s @Reducer writes an empty '\(clauses[0].directive)' into the 'ifCaseLet' chain of "
          + "\(DisplayText.quoted(navigationEnum.qualifiedName + ".body")) for this block, whose first clause has no "
          + "child feature, which does not compile; \(advice)",
        at: location ?? navigationEnum.location)
    }
  }

  /// The clauses of every block, at any depth, whose first clause declares no child feature.
  private static func blocksOpeningWithoutChild(_ members: [Conditional<EnumMember>]) -> [[ConditionalClause<EnumMember>]] {
    members.flatMap { node -> [[ConditionalClause<EnumMember>]] in
      guard case .block(let clauses) = node else { return [] }
      let opensEmpty = !declaresChildFeature(clauses[0].members)
      return (opensEmpty ? [clauses] : []) + clauses.flatMap { blocksOpeningWithoutChild($0.members) }
    }
  }

  package static func declaresChildFeature(_ members: [Conditional<EnumMember>]) -> Bool {
    members.conditionalItems().contains { $0.declaration?.declaresChildFeature == true }
  }
}

extension NavigationCaseDeclaration {
  /// Whether `body` runs a reducer for one of the declaration's cases, by the
  /// rule the emitters follow.
  package var declaresChildFeature: Bool {
    HandWrittenDeclaration(self, isInsideConditional: false).expansions.contains { $0.childReducer != nil }
  }
}
