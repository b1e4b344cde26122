/// Writes one navigation enum as the `@Reducer` macro of a release family
/// leaves it: the hand-written part (cases with their markers, an explicit
/// `Action`, generated alert action enums) followed by the members the macro
/// adds, in the macro's order: `State`, `Action`, `body`, `CaseScope`, `scope(_:)`.
struct ReducerEnumEmitter {
  let navigationEnum: NavigationEnum
  let style: EmissionStyle
  let family: ExpansionFamily
  let expansions: [ReducerCaseExpansion]

  init(_ navigationEnum: NavigationEnum, style: EmissionStyle, family: ExpansionFamily) {
    self.navigationEnum = navigationEnum
    self.style = style
    self.family = family
    expansions = navigationEnum.cases.map {
      ReducerCaseExpansion(HandWrittenCase($0), explicitActions: family.explicitActions)
    }
  }

  private var access: AccessLevel { navigationEnum.access }
  private var modifier: String { access.memberPrefix }
  private var availability: [String] { navigationEnum.availabilityAttributes }

  /// Writes the enum; extensions that must sit at file scope (conformances of
  /// the expanded form) are appended to `fileScopeExtensions`.
  func write(into writer: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    for attribute in navigationEnum.attributes { writer.line(attribute) }
    writer.block("\(modifier)enum \(navigationEnum.name)") { body in
      writeHandWrittenMembers(into: &body, fileScopeExtensions: &fileScopeExtensions)
      if !body.isEmpty { body.line() }
      writeMacroMembers(into: &body, fileScopeExtensions: &fileScopeExtensions)
    }
  }

  // MARK: The hand-written part

  private func writeHandWrittenMembers(into body: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    body.writeRuns(expansions.runs { $0 }) { expansion, lines in
      let markers = style == .macroForm ? expansion.handWritten.writtenMarkers + expansion.addedMarkers : []
      for attribute in expansion.handWritten.attributes { lines.line(attribute) }
      for marker in markers { lines.line("@\(marker.rawValue)") }
      lines.line("case \(expansion.handWritten.declarationText)")
    }
    if navigationEnum.hasExplicitAction {
      body.line()
      nestedEnum(
        name: "Action", inheritance: [],
        groups: expansions.runs(explicitActionCase).compactMap(Self.droppingNil)
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
    for generated in navigationEnum.generatedActionEnums {
      body.line()
      nestedEnum(
        name: generated.name, inheritance: ["Equatable", "Hashable", "Sendable"],
        groups: [CaseGroup(condition: nil, cases: generated.actions.map { CaseDeclaration(name: $0) })]
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
  }

  /// The case a developer writes in an explicit `Action` for each navigation
  /// case: the macro's own action case, the explicit type for a migrated
  /// alert, nothing for a case whose action would be `Never`. What the
  /// developer writes does not depend on the release.
  private func explicitActionCase(_ expansion: ReducerCaseExpansion) -> CaseDeclaration? {
    if let actionType = expansion.handWritten.explicitActionType {
      return CaseDeclaration(name: expansion.name, associatedValues: [.init(type: actionType)])
    }
    let action = expansion.actionCase
    return action.associatedValues.map(\.type) == [.named("Swift.Never")] ? nil : action
  }

  private static func droppingNil<T>(_ run: ConditionalRun<T?>) -> ConditionalRun<T>? {
    let items = run.items.compactMap { $0 }
    return items.isEmpty ? nil : ConditionalRun<T>(condition: run.condition, items: items)
  }

  /// An enum nested in this one; every such enum is `@CasePathable` but the
  /// macro's `State`, which says its own attributes.
  private func nestedEnum(
    name: String,
    attributes: [NestedEnumEmitter.Attribute] = [.macro(.casePathable)],
    inheritance: [String],
    groups: [CaseGroup]
  ) -> NestedEnumEmitter {
    NestedEnumEmitter(
      name: name,
      qualifiedName: "\(navigationEnum.qualifiedName).\(name)",
      access: access,
      attributes: attributes,
      inheritance: inheritance,
      groups: groups,
      availability: availability)
  }

  // MARK: The members the macro adds

  private func writeMacroMembers(into body: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    // The macro's attribute order on State: @CasePathable @dynamicMemberLookup @ObservableState.
    var state = nestedEnum(
      name: "State", attributes: [.macro(.casePathable), .plain("@dynamicMemberLookup"), .macro(.observableState)],
      inheritance: ["ComposableArchitecture.CaseReducerState"], groups: expansions.runs(\.stateCase))
    state.leadingMembers = ["\(modifier)typealias StateReducer = \(navigationEnum.name)"]
    state.emptyClauses = family.emptyClauses
    state.write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)

    if !navigationEnum.hasExplicitAction {
      body.line()
      var action = nestedEnum(name: "Action", inheritance: [], groups: expansions.runs(\.actionCase))
      action.emptyClauses = family.emptyClauses
      action.write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
    body.line()
    ReducerBodyEmitter(expansions: expansions, family: family, modifier: modifier).write(into: &body)
    body.line()
    CaseScopeEmitter(expansions: expansions, family: family, modifier: modifier).write(into: &body)
  }
}
