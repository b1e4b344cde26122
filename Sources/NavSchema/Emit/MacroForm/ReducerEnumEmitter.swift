/// Writes one navigation enum as the `@Reducer` macro of a release family
/// leaves it: the hand-written part (cases with their markers, an explicit
/// `Action`, generated alert action enums) followed by the members the macro
/// adds, in the macro's order: `State`, `Action`, `body`, `CaseScope`, `scope(_:)`.
struct ReducerEnumEmitter {
  let navigationEnum: NavigationEnum
  let style: EmissionStyle
  let family: ExpansionFamily
  /// The members as written (declarations and nested enums), in their `#if` blocks.
  private let handWrittenMembers: [Conditional<HandWrittenMember>]
  /// The declarations as written, in their `#if` blocks.
  let declarations: [Conditional<HandWrittenDeclaration>]
  /// Every case's expansion, in the same blocks.
  let expansions: [Conditional<ReducerCaseExpansion>]
  /// The release's SwiftUI API, for a path's glue written in the enum.
  let swiftUI: TCASwiftUIAPI?
  /// Read once: every nested enum's emitter needs them.
  private let qualifiedName: String
  private let availability: [String]

  init(_ navigationEnum: NavigationEnum, style: EmissionStyle, family: ExpansionFamily, swiftUI: TCASwiftUIAPI? = nil) {
    self.navigationEnum = navigationEnum
    self.style = style
    self.family = family
    self.swiftUI = swiftUI
    qualifiedName = navigationEnum.qualifiedName
    availability = navigationEnum.availabilityAttributes
    handWrittenMembers = navigationEnum.members.flatMapConditionalItems { member, clauses in
      switch member {
      case .declaration(let declaration):
        return [.declaration(HandWrittenDeclaration(declaration, isInsideConditional: !clauses.isEmpty))]
      case .nestedEnum(let nestedEnum):
        return [.nestedEnum(HandWrittenNestedEnum.emitter(for: nestedEnum, in: navigationEnum))]
      }
    }
    declarations = handWrittenMembers.compactMapConditionalItems { member in
      if case .declaration(let declaration) = member { return declaration }
      return nil
    }
    expansions = Self.expansions(of: declarations, in: navigationEnum, family: family)
  }

  static func expansions(
    of declarations: [Conditional<HandWrittenDeclaration>], in navigationEnum: NavigationEnum, family: ExpansionFamily
  ) -> [Conditional<ReducerCaseExpansion>] {
    let explicitActions =
      family.explicitActions == .scopedToStore ? explicitActionTypes(navigationEnum, declarations: declarations) : [:]
    return declarations.flatMapConditionalItems { declaration in
      declaration.elements.map { ReducerCaseExpansion($0, kind: declaration.kind, explicitActionTypes: explicitActions) }
    }
  }

  /// The macro's `resolvingExplicitActions`: the cases with one value written
  /// outside `#if` in the explicit `Action` (by hand, or as NavGen derives it
  /// from the cases' `action`, each in its case's block), by name.
  private static func explicitActionTypes(
    _ navigationEnum: NavigationEnum, declarations: [Conditional<HandWrittenDeclaration>]
  ) -> [String: TypeRef] {
    var types: [String: TypeRef] = [:]
    if let explicitAction = navigationEnum.explicitAction {
      for element in explicitAction.topLevelCases {
        if let values = element.values, values.count == 1 { types[element.name] = values[0].type }
      }
    } else {
      for case .item(let declaration) in declarations {
        for element in declaration.elements {
          if let actionType = element.explicitActionType { types[element.name] = actionType }
        }
      }
    }
    return types
  }

  /// What one spot of the expansion writes for each case, in the cases'
  /// blocks, pruned as the family's macro prunes them.
  func spot<T>(_ transform: (ReducerCaseExpansion) -> T?) -> [Conditional<T>] {
    let tree = expansions.compactMapConditionalItems(transform)
    switch family.emptyClauses {
    case .kept: return tree
    case .pruned: return tree.droppingEmptyClauses()
    }
  }

  private var access: AccessLevel { navigationEnum.access }
  private var modifier: String { access.memberPrefix }

  /// Writes the enum; extensions that must sit at file scope (conformances of
  /// the expanded form) are appended to `fileScopeExtensions`.
  func write(into writer: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    for attribute in navigationEnum.attributes { writer.line(attribute) }
    writer.block("\(modifier)enum \(navigationEnum.name)") { body in
      writeHandWrittenMembers(into: &body, fileScopeExtensions: &fileScopeExtensions)
      if !body.isEmpty { body.line() }
      writeMacroMembers(into: &body, fileScopeExtensions: &fileScopeExtensions)
      if let swiftUI { SwiftUIGlueEmitter.writePathMembers(of: navigationEnum, api: swiftUI, into: &body) }
    }
  }

  // MARK: The hand-written part

  /// The members as written, then what NavGen writes for the developer: the
  /// explicit `Action` derived from the cases' `action`, the action enums of
  /// alerts and dialogs that list their actions. A nested enum is set apart
  /// by blank lines.
  private func writeHandWrittenMembers(into body: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    var afterNestedEnum = false
    body.writeConditionals(handWrittenMembers) { member, lines in
      switch member {
      case .declaration(let declaration):
        if afterNestedEnum { lines.line() }
        let markers = style == .macroForm ? declaration.writtenMarkers + declaration.addedMarkers : []
        for attribute in declaration.attributes { lines.line(attribute) }
        for marker in markers { lines.line(marker.attribute) }
        lines.line {
          $0.write("case ")
          declaration.write(to: &$0)
        }
        afterNestedEnum = false
      case .nestedEnum(let emitter):
        if !lines.isEmpty { lines.line() }
        emitter.write(into: &lines, style: style, fileScopeExtensions: &fileScopeExtensions)
        afterNestedEnum = true
      }
    }
    if navigationEnum.explicitAction == nil && navigationEnum.derivesExplicitAction {
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

  private enum HandWrittenMember {
    case declaration(HandWrittenDeclaration)
    case nestedEnum(NestedEnumEmitter)
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
    return action.associatedValues.map(\.type) == [.swiftNever] ? nil : action
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
      qualifiedName: "\(qualifiedName).\(name)",
      modifier: modifier,
      attributes: attributes,
      inheritance: inheritance,
      groups: groups,
      availability: availability)
  }

  // MARK: The members the macro adds

  private func writeMacroMembers(into body: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    var separate = false
    if navigationEnum.explicitState == nil {
      // The macro's attribute order on State: @CasePathable @dynamicMemberLookup @ObservableState.
      var state = nestedEnum(
        name: "State", attributes: [.macro(.casePathable), .plain("@dynamicMemberLookup"), .macro(.observableState)],
        inheritance: ["ComposableArchitecture.CaseReducerState"] + navigationEnum.reducerArguments.stateConformances,
        groups: spot { $0.stateCase })
      state.members.insert(.item(.line("\(modifier)typealias StateReducer = \(navigationEnum.name)")), at: 0)
      state.write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
      separate = true
    }
    if !navigationEnum.hasExplicitAction {
      if separate { body.line() }
      nestedEnum(name: "Action", inheritance: navigationEnum.reducerArguments.actionConformances, groups: spot { $0.actionCase })
        .write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
      separate = true
    }
    if separate { body.line() }
    ReducerBodyEmitter(children: spot { $0.childReducer }, family: family, modifier: modifier).write(into: &body)
    body.line()
    CaseScopeEmitter(
      cases: spot { $0.caseScopeCase }, casePaths: spot { $0.casePathProperty },
      branches: spot { $0.scopeBranch(family.storeScope) }, family: family, modifier: modifier
    ).write(into: &body)
  }
}
