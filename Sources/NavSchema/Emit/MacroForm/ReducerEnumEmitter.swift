/// Writes one navigation enum as the `@Reducer` macro of a release family
/// leaves it: the hand-written part (cases with their markers, an explicit
/// `Action`, generated alert action enums) followed by the members the macro
/// adds, in the macro's order: `State`, `Action`, `body`, `CaseScope`, `scope(_:)`.
struct ReducerEnumEmitter {
  let navigationEnum: NavigationEnum
  let style: EmissionStyle
  let family: ExpansionFamily
  /// The members as written (declarations, with every case's expansion, and
  /// nested enums), in their `#if` blocks: every spot is read from these.
  let members: [Conditional<HandWrittenMember>]
  /// The release's SwiftUI API, for a path's glue written in the enum.
  let swiftUI: TCASwiftUIAPI?
  /// Read once: every nested enum's emitter needs them.
  private let qualifiedName: String
  private let availability: [String]
  /// `public ` / `package ` or empty: what the macro writes before its members.
  private let modifier: String

  /// `placed`: the schema's enums placed inside others (`NavigationSchema.placedEnums`).
  init(
    _ navigationEnum: NavigationEnum, style: EmissionStyle, family: ExpansionFamily, swiftUI: TCASwiftUIAPI? = nil,
    placed: [String: NavigationEnum] = [:]
  ) {
    self.navigationEnum = navigationEnum
    self.style = style
    self.family = family
    self.swiftUI = swiftUI
    qualifiedName = navigationEnum.qualifiedName
    availability = navigationEnum.availabilityAttributes
    modifier = navigationEnum.access.memberPrefix
    let explicitActions = family.explicitActions == .scopedToStore ? navigationEnum.explicitActionTypes : [:]
    members = navigationEnum.members.compactMapConditionalItems(isInsideBlock: false) { member, isInsideBlock in
      switch member {
      case .declaration(let declaration):
        return .declaration(
          HandWrittenDeclaration(declaration, isInsideConditional: isInsideBlock, explicitActionTypes: explicitActions))
      case .nestedEnum(let nestedEnum):
        return .nestedEnum(HandWrittenNestedEnum.emitter(for: nestedEnum, in: navigationEnum))
      case .reducerEnum(let placement):
        guard let inner = placed[placement.qualifiedName(in: navigationEnum)] else { return nil }
        return .reducerEnum(ReducerEnumEmitter(inner, style: style, family: family, swiftUI: swiftUI, placed: placed))
      }
    }
  }

  /// What one spot of the expansion writes for each case, in the cases'
  /// blocks, pruned as the family's macro prunes them.
  func spot<T>(_ item: @escaping (ReducerCaseExpansion) -> T?) -> SpotItems<T> {
    SpotItems(members: members, emptyClauses: family.emptyClauses, item: item)
  }

  /// Writes the enum; extensions that must sit at file scope (conformances of
  /// the expanded form) are appended to `fileScopeExtensions`.
  func write(into writer: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    for attribute in navigationEnum.attributes { writer.line(attribute) }
    if !style.writesReducerExpansion { writer.line { navigationEnum.reducerArguments.writeAttribute(to: &$0) } }
    writer.block({ text in
      text.write(modifier, "enum ", navigationEnum.name)
      for (index, conformance) in navigationEnum.conformances.enumerated() {
        text.write(index == 0 ? ": " : ", ")
        text.write(conformance)
      }
    }) { body in
      writeHandWrittenMembers(into: &body, fileScopeExtensions: &fileScopeExtensions)
      if style.writesReducerExpansion {
        if !body.isEmpty { body.line() }
        writeMacroMembers(into: &body, fileScopeExtensions: &fileScopeExtensions)
      }
      // The hand-written form keeps it out of the enum: `ScopeRunEmitter` writes it in an extension.
      if let swiftUI, style.writesReducerExpansion {
        SwiftUIGlueEmitter.writePathMembers(of: navigationEnum, api: swiftUI, into: &body)
      }
    }
  }

  // MARK: The hand-written part

  /// The members as written, then what NavGen writes for the developer: the
  /// explicit `Action` derived from the cases' `action`, the action enums of
  /// alerts and dialogs that list their actions. A nested enum is set apart
  /// by blank lines.
  private func writeHandWrittenMembers(into body: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    var afterNestedEnum = false
    body.writeConditionals(members) { member, lines in
      switch member {
      case .declaration(let declaration):
        if afterNestedEnum { lines.line() }
        for attribute in declaration.attributes { lines.line(attribute) }
        if style.casePaths == nil {
          for marker in declaration.writtenMarkers { lines.line { $0.writeAttribute(marker) } }
        }
        if style == .macroForm, let marker = declaration.addedMarker { lines.line { $0.writeAttribute(marker) } }
        lines.line {
          $0.write("case ")
          declaration.write(to: &$0)
        }
        afterNestedEnum = false
      case .nestedEnum(let emitter):
        if !lines.isEmpty { lines.line() }
        emitter.write(into: &lines, style: style, fileScopeExtensions: &fileScopeExtensions)
        afterNestedEnum = true
      case .reducerEnum(let emitter):
        if !lines.isEmpty { lines.line() }
        emitter.write(into: &lines, fileScopeExtensions: &fileScopeExtensions)
        afterNestedEnum = true
      }
    }
    if navigationEnum.explicitAction == nil && navigationEnum.derivesExplicitAction {
      body.line()
      // What the developer writes does not depend on the release: always pruned.
      let cases = SpotItems(members: members, emptyClauses: .pruned, item: Self.explicitActionCase)
      nestedEnum(
        name: "Action", isIndirect: navigationEnum.indirection.action,
        attributes: [.addedByReducer(.macro(.casePathable))], inheritance: [], content: SpotCases(spot: cases))
        .write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
    for generated in navigationEnum.generatedActionEnums {
      body.line()
      nestedEnum(
        name: generated.name, inheritance: ["Equatable", "Hashable", "Sendable"],
        content: WrittenMembers(cases: generated.actions.map { .item(CaseDeclaration(name: $0)) })
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
    }
  }

  /// The case a developer writes in an explicit `Action` for each navigation
  /// case: the macro's own action case, the explicit type for a migrated
  /// alert, nothing for a case whose action would be `Never`.
  private static func explicitActionCase(_ expansion: ReducerCaseExpansion) -> ExpansionCase? {
    if let actionType = expansion.handWritten.explicitActionType {
      return ExpansionCase(name: expansion.name, values: .one(label: nil, DerivedType(actionType)))
    }
    let action = expansion.actionCase
    if case .one(_, let type) = action.values, type.typeRef == .swiftNever { return nil }
    return action
  }

  /// An enum nested in this one; every such enum is `@CasePathable` but the
  /// macro's `State`, which says its own attributes.
  private func nestedEnum<Content: NestedEnumContent>(
    name: String,
    isIndirect: Bool = false,
    attributes: [NestedEnumAttribute] = [.macro(.casePathable)],
    inheritance: [String],
    content: Content
  ) -> NestedEnumEmitter<Content> {
    NestedEnumEmitter(
      name: name,
      enclosingName: qualifiedName,
      modifier: modifier,
      isIndirect: isIndirect,
      attributes: attributes,
      inheritance: inheritance,
      content: content,
      availability: availability)
  }

  // MARK: The members the macro adds

  func writeMacroMembers(into body: inout SwiftWriter, fileScopeExtensions: inout [String]) {
    var separate = false
    if navigationEnum.explicitState == nil {
      // The macro's attribute order on State: @CasePathable @dynamicMemberLookup @ObservableState.
      nestedEnum(
        name: "State", isIndirect: navigationEnum.indirection.state, attributes: [.macro(.casePathable), .plain("@dynamicMemberLookup"), .macro(.observableState)],
        inheritance: ["ComposableArchitecture.CaseReducerState"] + navigationEnum.reducerArguments.stateConformances,
        content: SpotCases(
          leadingLine: "\(modifier)typealias StateReducer = \(navigationEnum.name)", spot: spot { $0.stateCase })
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
      separate = true
    }
    if !navigationEnum.hasExplicitAction {
      if separate { body.line() }
      nestedEnum(
        name: "Action", isIndirect: navigationEnum.indirection.action,
        inheritance: navigationEnum.reducerArguments.actionConformances,
        content: SpotCases(spot: spot { $0.actionCase })
      ).write(into: &body, style: style, fileScopeExtensions: &fileScopeExtensions)
      separate = true
    }
    if separate { body.line() }
    ReducerBodyEmitter(children: spot { $0.childReducer }, family: family, modifier: modifier).write(into: &body)
    body.line()
    let storeScope = family.storeScope
    CaseScopeEmitter(
      cases: spot { $0.caseScopeCase }, casePaths: spot { $0.casePathProperty },
      branches: spot { $0.scopeBranch(storeScope) }, family: family, modifier: modifier
    ).write(into: &body)
  }
}
