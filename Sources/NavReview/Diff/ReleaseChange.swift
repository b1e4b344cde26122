import NavSchema

/// What moving a schema from one TCA release to another does to the
/// generated API: nothing within a family; across families, one effect per
/// family field that differs and matters for the schema's enums, classified
/// by whether code that uses the generated enums can stop compiling.
struct ReleaseChange {
  var old: TCARelease
  var new: TCARelease
  /// The schema whose enums are generated after the change.
  var schema: NavigationSchema

  struct Effect {
    var classification: ChangeClass
    var sentence: String
  }

  var change: SchemaChange {
    let effects = self.effects
    let resolve = "Make sure the package resolves TCA \(new)."
    let reason: String
    if old.family == new.family, let glue = glueEffect {
      reason = "TCA \(old) and \(new) write the same expansion (family \(new.family)). \(glue.sentence) \(resolve)"
    } else if old.family == new.family {
      reason = "TCA \(old) and \(new) write the same expansion (family \(new.family)): the generated code is unchanged. \(resolve)"
    } else if effects.isEmpty {
      reason = "The expansion of TCA \(new) differs from \(old)'s only in shapes this schema does not use: the generated code is unchanged. \(resolve)"
    } else {
      reason = (effects.map(\.sentence) + [resolve]).joined(separator: " ")
    }
    let classification = effects.map(\.classification).min() ?? .compatible
    return SchemaChange(.tcaReleaseChanged, classification, old: old.version, new: new.version, reason: reason)
  }

  private var oldFamily: ExpansionFamily { old.family }
  private var newFamily: ExpansionFamily { new.family }

  var effects: [Effect] {
    guard !schema.enums.isEmpty else { return [] }
    guard oldFamily != newFamily else { return glueEffect.map { [$0] } ?? [] }
    return [
      bodyEffect, caseScopeEffect, casePathAccessEffect, isolationEffect, emptyClauseEffect, explicitActionEffect,
      storeScopeEffect, glueEffect,
    ].compactMap { $0 }
  }

  /// The SwiftUI glue follows TCA's SwiftUI API, which changes apart from the families.
  private var glueEffect: Effect? {
    guard schema.enums.contains(where: { $0.swiftUI != nil }) else { return nil }
    let (before, after) = (TCASwiftUIAPI(old), TCASwiftUIAPI(new))
    var changes: [String] = []
    if before.scopeStateLabel != after.scopeStateLabel {
      changes.append(after.scopeStateLabel.isEmpty ? "calls `scope(_:action:)`" : "calls `scope(state:action:)`")
    }
    if before.presentedScope != after.presentedScope {
      changes.append(
        after.presentedScope == .enumScope
          ? "scopes each presented case through the enum's projected state (`\\.$destination`), as TCA 1.25's enum scopes do"
          : "scopes each presented case on its own (`\\.destination?.<case>`)")
    }
    if before.presentedCaseNeedsSendableKeyPath != after.presentedCaseNeedsSendableKeyPath {
      changes.append(
        after.presentedCaseNeedsSendableKeyPath
          ? "spells each presented case's action key path out (Sendable)" : "writes `\\.destination.<case>` key paths")
    }
    if before.platformFloor != after.platformFloor || before.hasNavigationDestinationBackPort != after.hasNavigationDestinationBackPort {
      changes.append("changes the `@available` of functions that take a `Binding` or `Perception.Bindable`")
    }
    guard !changes.isEmpty else { return nil }
    return Effect(
      classification: .compatible,
      sentence: "The SwiftUI glue \(changes.joined(separator: ", ")); its functions keep their names and parameters.")
  }

  // MARK: One effect per family field

  /// Whether some enum's `body` runs a reducer or has an `#if` block: the
  /// others are an `EmptyReducer` in every family.
  private var hasBodyBeyondEmpty: Bool {
    schema.enums.contains { $0.declaresChildFeature || $0.members.contains(where: \.isBlock) }
  }

  /// Whether `scope(_:)` calls `store.scope` somewhere: for child features
  /// and, where the family scopes them, explicit-action cases.
  private var callsStoreScope: Bool {
    schema.enums.contains { $0.declaresChildFeature || $0.hasExplicitAction }
  }

  private var bodyEffect: Effect? {
    guard oldFamily.body != newFamily.body, hasBodyBeyondEmpty else { return nil }
    let description: (ExpansionFamily.BodyDispatch) -> String = {
      switch $0 {
      case .scopes: return "the reducer builder's own type (`Scope`, `ReducerBuilder._Sequence`, `Reduce` once there is an `#if`)"
      case .ifCaseLetChain: return "`Reduce<State, Action>` chaining `ifCaseLet`"
      }
    }
    return Effect(
      classification: .compatible,
      sentence:
        "`body` is now typed \(description(newFamily.body)) instead of \(description(oldFamily.body)); code that names it as `Body` (e.g. `case articles(Articles.Body = Articles.body)`) is unaffected.")
  }

  private var caseScopeEffect: Effect? {
    guard oldFamily.caseScope != newFamily.caseScope else { return nil }
    let members = "`@dynamicMemberLookup`, `CasePaths.CasePathable` and `_CaseScopeProtocol` (with `AllCasePaths`)"
    switch newFamily.caseScope {
    case .casePathable:
      return Effect(
        classification: .compatible,
        sentence: "`CaseScope` gains \(members), so `store.case.<case>` and case key paths into it work; switches over `store.case` are unchanged.")
    case .plainEnum:
      return Effect(
        classification: .breaking,
        sentence: "`CaseScope` loses \(members): `store.case.<case>`, case key paths into `CaseScope` and TCA 1.25's enum-scope APIs stop compiling.")
    }
  }

  /// Only where both families write `AllCasePaths` (otherwise the
  /// `CaseScope` effect says it) and an enum is public or package.
  private var casePathAccessEffect: Effect? {
    guard oldFamily.casePathPropertiesRepeatAccess != newFamily.casePathPropertiesRepeatAccess,
      oldFamily.caseScope == .casePathable, newFamily.caseScope == .casePathable
    else { return nil }
    let exposed = schema.enums.filter { $0.access != .internal && !$0.cases.isEmpty }.map { "`\($0.qualifiedName)`" }
    guard !exposed.isEmpty else { return nil }
    let list = exposed.joined(separator: ", ")
    if newFamily.casePathPropertiesRepeatAccess {
      return Effect(
        classification: .compatible,
        sentence: "The `AllCasePaths` properties of \(list) become as visible as the enum, so `store.case.<case>` works from other modules.")
    }
    return Effect(
      classification: .breaking,
      sentence: "The `AllCasePaths` properties of \(list) become internal: `store.case.<case>` from other modules stops compiling.")
  }

  private var isolationEffect: Effect? {
    guard oldFamily.scopeAttributes != newFamily.scopeAttributes else { return nil }
    let written: ([String]) -> String = { $0.isEmpty ? "no attribute" : "`\($0.joined(separator: " "))`" }
    let change = "`scope(_:)` is now preceded by \(written(newFamily.scopeAttributes)) instead of \(written(oldFamily.scopeAttributes))"
    switch (oldFamily.scopeAttributes.isEmpty, newFamily.scopeAttributes.isEmpty) {
    case (true, false):
      return Effect(
        classification: .compatible,
        sentence: "\(change): `@preconcurrency` main-actor isolation, so calls from code not isolated to the main actor get a warning, not an error.")
    case (false, true):
      return Effect(classification: .compatible, sentence: "\(change): it is no longer isolated to the main actor.")
    default:
      return Effect(classification: .compatible, sentence: "\(change): the same isolation with Swift 5.10 and later.")
    }
  }

  /// Only for enums with an `#if` block that writes nothing in `body` or
  /// `AllCasePaths`, and only between families that chain `ifCaseLet`.
  private var emptyClauseEffect: Effect? {
    guard oldFamily.emptyClauses != newFamily.emptyClauses, oldFamily.body == .ifCaseLetChain,
      newFamily.body == .ifCaseLetChain
    else { return nil }
    let affected = schema.enums.filter { Self.hasClauseWithoutChild($0.members) }
    guard !affected.isEmpty else { return nil }
    let list = affected.map { "`\($0.qualifiedName)`" }.joined(separator: ", ")
    let now = newFamily.emptyClauses == .pruned ? "are left out of" : "are written, empty, into"
    return Effect(
      classification: .compatible,
      sentence: "`#if` blocks without a child feature in \(list) \(now) `body` and `AllCasePaths`; `body`'s type may change between `Reduce` and `EmptyReducer`, which code does not name.")
  }

  private var explicitActionEffect: Effect? {
    guard oldFamily.explicitActions != newFamily.explicitActions else { return nil }
    // An explicit action is only accepted outside `#if`, where the macro reads it.
    let cases = schema.enums.flatMap { navigationEnum in
      navigationEnum.cases.compactMap { navigationCase -> String? in
        guard case .ignored(let parameters, let action?) = navigationCase.payload, parameters.count == 1 else {
          return nil
        }
        let value = parameters[0]
        return "`\(navigationEnum.qualifiedName).CaseScope.\(navigationCase.name)` carries "
          + (newFamily.explicitActions == .scopedToStore
            ? "`Store<\(value.type), \(action)>` instead of `\(value.type)`"
            : "`\(value.type)` instead of `Store<\(value.type), \(action)>`")
      }
    }
    guard !cases.isEmpty else { return nil }
    return Effect(
      classification: .breaking,
      sentence: "\(cases.joined(separator: "; ")): code that switches over `store.case` and uses the value stops compiling.")
  }

  private var storeScopeEffect: Effect? {
    guard oldFamily.storeScope != newFamily.storeScope, callsStoreScope else { return nil }
    let call: (ExpansionFamily.StoreScopeCall) -> String = { "`\($0.call("<case>"))`" }
    return Effect(
      classification: .compatible,
      sentence: "`scope(_:)` calls \(call(newFamily.storeScope)) instead of \(call(oldFamily.storeScope)); its signature is unchanged.")
  }

  /// Whether some `#if` clause, at any depth, declares no child feature.
  private static func hasClauseWithoutChild(_ members: [Conditional<EnumMember>]) -> Bool {
    members.contains { node in
      guard case .block(let clauses) = node else { return false }
      return clauses.contains { clause in
        !clause.members.conditionalItems().contains { $0.declaration?.declaresChildFeature == true }
          || hasClauseWithoutChild(clause.members)
      }
    }
  }
}

extension NavigationEnum {
  /// Whether `body` runs a reducer for some case.
  var declaresChildFeature: Bool {
    members.conditionalItems().contains { $0.declaration?.declaresChildFeature == true }
  }
}
