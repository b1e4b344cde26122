/// Writes one navigation enum as TCA 1.25.5's `@Reducer` macro leaves it:
/// the hand-written part (cases with their markers, an explicit `Action`,
/// generated alert action enums) followed by the members the macro adds, in
/// the macro's order: `State`, `Action`, `body`, `CaseScope`, `scope(_:)`.
struct ReducerEnumEmitter {
  let navigationEnum: NavigationEnum
  let style: EmissionStyle
  /// The declarations as written, in their `#if` blocks.
  let declarations: [Conditional<HandWrittenDeclaration>]
  /// Every case's expansion, in the same blocks.
  let expansions: [Conditional<ReducerCaseExpansion>]
  /// Whether `@Reducer` leaves out the clauses a spot has nothing for.
  let dropsEmptyClauses: Bool

  init(_ navigationEnum: NavigationEnum, style: EmissionStyle, release: TCARelease = .latest) {
    self.navigationEnum = navigationEnum
    self.style = style
    dropsEmptyClauses = release.reducerMacroDropsEmptyClauses
    let declarations = navigationEnum.members.flatMapConditionalItems { member, clauses in
      member.declaration.map { [HandWrittenDeclaration($0, isInsideConditional: !clauses.isEmpty)] } ?? []
    }
    self.declarations = declarations
    let explicitActions = navigationEnum.hasExplicitAction
    expansions = declarations.flatMapConditionalItems { declaration in
      let kind = declaration.kind
      return declaration.elements.map { element in
        ReducerCaseExpansion(
          element, kind: kind, explicitActions: explicitActions && !declaration.isInsideConditional)
      }
    }
  }

  /// What one spot of the expansion writes for each case, in the cases'
  /// blocks, pruned as the macro prunes them.
  func spot<T>(_ transform: (ReducerCaseExpansion) -> T?) -> [Conditional<T>] {
    let tree = expansions.compactMapConditionalItems(transform)
    return dropsEmptyClauses ? tree.droppingEmptyClauses() : tree
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
    body.writeConditionals(declarations) { declaration, lines in
      let markers = style == .macroForm ? declaration.writtenMarkers + declaration.addedMarkers : []
      for attribute in declaration.attributes { lines.line(attribute) }
      for marker in markers { lines.line(marker.attribute) }
      lines.line("case \(declaration.declarationText)")
    }
    if navigationEnum.hasExplicitAction {
      body.line()
      nestedEnum(
        name: "Action", inheritance: [],
        groups: expansions.compactMapConditionalItems(explicitActionCase).droppingEmptyClauses()
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
    for generated in navigationEnum.generatedActionEnums {
      body.line()
      nestedEnum(
        name: generated.name, inheritance: ["Equatable", "Hashable", "Sendable"],
        groups: generated.actions.map { .item(CaseDeclaration(name: $0)) }
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
  }

  /// The case a developer writes in an explicit `Action` for each navigation
  /// case: the macro's own action case, the explicit type for a migrated
  /// alert, nothing for a case whose action would be `Never`.
  private func explicitActionCase(_ expansion: ReducerCaseExpansion) -> CaseDeclaration? {
    if let actionType = expansion.explicitActionType {
      return CaseDeclaration(name: expansion.name, associatedValues: [.init(type: actionType)])
    }
    let action = expansion.actionCase
    return action.associatedValues.map(\.type) == [.named("Swift.Never")] ? nil : action
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
      inheritance: ["ComposableArchitecture.CaseReducerState"], groups: spot(\.stateCase))
    state.leadingMembers = ["\(modifier)typealias StateReducer = \(navigationEnum.name)"]
    state.write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)

    if !navigationEnum.hasExplicitAction {
      body.line()
      nestedEnum(name: "Action", inheritance: [], groups: spot(\.actionCase))
        .write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
    body.line()
    ReducerBodyEmitter(reducers: spot(ReducerBodyEmitter.Reducer.init), modifier: modifier).write(into: &body)
    body.line()
    CaseScopeEmitter(
      cases: spot(\.caseScopeCase), casePaths: spot(\.casePathProperty), branches: spot(\.scopeBranch),
      modifier: modifier
    ).write(into: &body)
  }
}
