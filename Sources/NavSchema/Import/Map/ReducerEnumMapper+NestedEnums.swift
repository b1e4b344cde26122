/// The enums declared inside a `@Reducer enum`: the explicit `Action` of
/// the 1.25 migration pattern and alert / dialog action enums. The schema
/// holds them only in the form NavGen writes; anything else is imported with
/// a warning.
extension ReducerEnumMapper {
  /// The actions of a nested enum written exactly as NavGen writes a
  /// generated action enum (`@CasePathable enum A: Equatable, Hashable,
  /// Sendable { case x … }`, one case per line, the enum's access), or nil.
  func generatedActions(of nested: TypeDeclaration) -> [String]? {
    guard nested.attributes.map(\.text) == ["@CasePathable"],
      nested.modifiers.map(\.name) == (access.memberModifier.map { [$0] } ?? []),
      nested.inheritance.map(\.text) == ["Equatable", "Hashable", "Sendable"],
      nested.genericClause == nil, nested.whereClause == nil,
      let members = nested.members, !members.isEmpty
    else { return nil }
    var actions: [String] = []
    for member in members {
      guard case .enumCase(let caseDeclaration) = member, caseDeclaration.attributes.isEmpty,
        caseDeclaration.modifiers.isEmpty, caseDeclaration.elements.count == 1,
        let element = caseDeclaration.elements.first, element.parameters == nil, element.rawValue == nil,
        case .success = SwiftGrammar.identifier(element.name, as: .actionName)
      else { return nil }
      actions.append(element.name)
    }
    return actions
  }

  /// The macro gives an ignored one-value case the action type of the
  /// explicit `Action` case of the same name, if that case has one value.
  /// (Like the macro, only cases written directly in `Action` count.) The
  /// schema holds such an action only for a case outside `#if` blocks.
  mutating func resolveExplicitActions() {
    guard let actionEnum = explicitActionEnum else { return }
    var actionTypes: [String: String] = [:]
    for member in actionEnum.members ?? [] {
      guard case .enumCase(let caseDeclaration) = member else { continue }
      for element in caseDeclaration.elements {
        guard let parameters = element.parameters, parameters.count == 1 else { continue }
        actionTypes[element.name] = parameters[0].type
      }
    }
    members = members.flatMapConditionalItems { member, clauses in
      guard case .declaration(var declaration) = member else { return [member] }
      for index in declaration.elements.indices {
        let element = declaration.elements[index]
        guard case .ignored(let parameters, nil) = element.payload, parameters.count == 1,
          let text = actionTypes[element.name]
        else { continue }
        let subject = "case \(ImportWording.quoted(element.name))"
        guard clauses.isEmpty else {
          warn(
            "the explicit action of \(subject) inside '#if' cannot be held by the schema and was dropped",
            at: actionEnum.location)
          continue
        }
        switch SwiftGrammar.type(text) {
        case .success(let type) where type.isNominal:
          declaration.elements[index].payload = .ignored(parameters: parameters, explicitAction: type)
        default:
          warn(
            "the explicit action type \(ImportWording.quoted(text)) of \(subject) cannot be held by the schema "
              + "and was dropped", at: actionEnum.location)
        }
      }
      return [.declaration(declaration)]
    }
  }

  /// The explicit `Action` NavGen writes is derived from the cases; the
  /// written one is held exactly only when it says the same.
  mutating func checkExplicitActionEnum() {
    guard let actionEnum = explicitActionEnum else { return }
    let model = NavigationEnum(
      scope: found.scope, name: declaration.name, role: .standalone, access: access, members: members,
      location: SourceLocation(file: file, line: 0, column: 0))
    guard model.hasExplicitAction else {
      warn(
        "the 'Action' enum of \(shownName) assigns no action to an ignored case, which the schema cannot hold; "
          + "it is imported as the 'Action' the macro writes", at: actionEnum.location)
      return
    }
    let attributesMatch = actionEnum.attributes.isEmpty || actionEnum.attributes.map(\.text) == ["@CasePathable"]
    let shapeMatches = actionEnum.modifiers.map(\.name) == (access.memberModifier.map { [$0] } ?? [])
      && actionEnum.inheritance.isEmpty && actionEnum.whereClause == nil && actionEnum.genericClause == nil
    if ExplicitActionForm.written(actionEnum) != ExplicitActionForm.expected(model, release: release) || !attributesMatch || !shapeMatches {
      warn(
        "the 'Action' enum of \(shownName) is not exactly the one NavGen derives from the cases (`@CasePathable enum "
          + "Action` with one case per navigation case, its action type); the schema cannot hold it as written yet",
        at: actionEnum.location)
    }
  }

  /// NavGen writes the cases, then the explicit `Action`, then action enums
  /// in the order cases use them; nested enums it does not write are warned about.
  mutating func checkMemberOrder() {
    for (name, nested) in nestedEnums.sorted(by: { $0.value.location < $1.value.location })
    where !generatedActionEnums.contains(name) {
      warn(
        "enum \(ImportWording.quoted(name)) inside \(shownName) cannot be held by the schema as written; "
          + ImportWording.moveIntoExtension(of: qualifiedName), at: nested.location)
    }
    let hasExplicitAction = members.conditionalItems().contains { member in
      member.declaration?.elements.contains { $0.explicitActionType != nil } == true
    }
    var kept: [MemberTag] = []
    for tag in memberOrder where tag != kept.last {
      switch tag {
      case .cases: kept.append(tag)
      case .explicitAction: if hasExplicitAction { kept.append(tag) }
      case .actionEnum(let name): if generatedActionEnums.contains(name) { kept.append(tag) }
      }
    }
    let expected = (kept.contains(.cases) ? [MemberTag.cases] : []) + (hasExplicitAction ? [.explicitAction] : [])
      + generatedActionEnums.map { .actionEnum($0) }
    if kept != expected {
      warn(
        "NavGen writes the members of \(shownName) in the order: cases, 'Action', then action enums in the order "
          + "the cases use them; the schema cannot hold another order", at: declaration.nameLocation)
    }
  }
}

/// Compares an explicit `Action` enum with the one NavGen writes, as lines:
/// each case's tokens, and the directives of its `#if` blocks.
enum ExplicitActionForm {
  static func expected(_ navigationEnum: NavigationEnum, release: TCARelease) -> [String] {
    let emitter = ReducerEnumEmitter(navigationEnum, style: .macroForm, family: release.family)
    let tree = emitter.expansions.compactMapConditionalItems { expansion -> String? in
      if let actionType = expansion.explicitActionType {
        return normalized(CaseDeclaration(name: expansion.name, associatedValues: [.init(type: actionType)]).declarationText)
      }
      let action = expansion.actionCase
      return action.associatedValues.map(\.type) == [.named("Swift.Never")] ? nil : normalized(action.declarationText)
    }
    return lines(tree.droppingEmptyClauses())
  }

  /// Nil lines stand for members NavGen would not write.
  static func written(_ actionEnum: TypeDeclaration) -> [String] {
    lines(tree(actionEnum.members ?? []))
  }

  private static func tree(_ members: [SwiftDeclaration]) -> [Conditional<String>] {
    members.map { member -> Conditional<String> in
      switch member {
      case .enumCase(let caseDeclaration)
      where caseDeclaration.elements.count == 1 && caseDeclaration.attributes.isEmpty && caseDeclaration.modifiers.isEmpty:
        let element = caseDeclaration.elements[0]
        var text = element.name
        if let parameters = element.parameters {
          text += "(" + parameters.map { ($0.firstName.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
        }
        return .item(normalized(text))
      case .conditional(let block):
        return .block(block.clauses.map { clause in
          ConditionalClause(
            ClauseKeyword(rawValue: clause.keyword.rawValue) ?? .if,
            clause.condition.map { (try? SwiftGrammar.condition($0).get()) ?? $0 }, tree(clause.members))
        })
      default:
        return .item("<\(ImportWording.describe(member))>")
      }
    }
  }

  private static func lines(_ tree: [Conditional<String>]) -> [String] {
    tree.flatMap { node -> [String] in
      switch node {
      case .item(let line): return [line]
      case .block(let clauses): return clauses.flatMap { [$0.directive] + lines($0.members) } + ["#endif"]
      }
    }
  }

  /// Token texts separated by single spaces.
  private static func normalized(_ text: String) -> String {
    SwiftLexer.tokenize(SourceText(text)).tokens.map(\.text).joined(separator: " ")
  }
}
