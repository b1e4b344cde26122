/// Checks that depend on the targeted TCA release: shapes whose expansion in
/// that release does not compile (an error: nothing is written), or is not
/// what the schema asks for (a warning: the expansion is still written token
/// for token).
enum ReleaseSupport {
  static func diagnostics(for enums: [NavigationEnum], release: TCARelease) -> [Diagnostic] {
    enums.flatMap { navigationEnum in
      emptyChainBlocks(in: navigationEnum, release: release)
        + unresolvedExplicitActions(in: navigationEnum, release: release)
    }
  }

  /// Where the family chains `ifCaseLet` and keeps empty `#if` clauses
  /// (1.25.0), a block without a child feature puts an empty `#if` into the
  /// chain's argument list, which Swift does not parse (checked with 6.3.1).
  private static func emptyChainBlocks(in navigationEnum: NavigationEnum, release: TCARelease) -> [Diagnostic] {
    let family = release.family
    guard family.body == .ifCaseLetChain, family.emptyClauses == .kept else { return [] }
    let fixed = ExpansionFamily.all.first { $0.body == .ifCaseLetChain && $0.emptyClauses == .pruned }
    let before = ExpansionFamily.all.last { $0.body == .scopes }?.releaseNames.last
    let advice = [
      fixed.map { "TCA \($0.id) leaves such blocks out: target \($0.id) or later" }, before.map { "\($0) or earlier" },
      "add a child feature to the block",
    ].compactMap { $0 }.joined(separator: ", or ")
    return ConditionalRun.runs(navigationEnum.cases, condition: \.condition).compactMap { run in
      guard let condition = run.condition, let first = run.items.first,
        !run.items.contains(where: \.isChildFeature)
      else { return nil }
      return .error(
        "TCA \(release)'s @Reducer writes an empty '#if \(condition)' into the 'ifCaseLet' chain of "
          + "\(DisplayText.quoted(navigationEnum.qualifiedName + ".body")) for this block (it has no child feature), "
          + "which does not compile; \(advice)",
        at: first.location)
    }
  }

  /// Releases that scope explicit-action cases to a store look the `Action`
  /// case up outside `#if` only; a conditional one keeps its plain value.
  private static func unresolvedExplicitActions(in navigationEnum: NavigationEnum, release: TCARelease)
    -> [Diagnostic]
  {
    guard release.family.explicitActions == .scopedToStore else { return [] }
    return navigationEnum.cases.compactMap { navigationCase in
      guard let condition = navigationCase.condition, let action = navigationCase.explicitActionType,
        case .ignored(let parameters, _) = navigationCase.payload, let value = parameters.first
      else { return nil }
      return .warning(
        "with TCA \(release), @Reducer does not find the explicit 'Action' case \(DisplayText.quoted(navigationCase.name)) "
          + "inside '#if \(condition)', so 'CaseScope.\(navigationCase.name)' carries \(DisplayText.quoted(value.type.description)), "
          + "not 'Store<\(value.type), \(action)>'; move the case out of '#if' to scope it to a store",
        at: navigationCase.location)
    }
  }
}

extension NavigationCase {
  /// A case whose reducer `body` runs: the only kind `ifCaseLet` / `Scope` is
  /// written for, by the same rule the emitters follow.
  var isChildFeature: Bool {
    ReducerCaseExpansion(HandWrittenCase(self), explicitActions: .expandedAsIgnored).childReducer != nil
  }
}
