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
  /// (Like the macro, only cases written directly in `Action` count.)
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
    for index in cases.indices {
      guard case .ignored(let parameters, nil) = cases[index].payload, parameters.count == 1,
        let text = actionTypes[cases[index].name]
      else { continue }
      switch SwiftGrammar.type(text) {
      case .success(let type) where type.isNominal:
        cases[index].payload = .ignored(parameters: parameters, explicitAction: type)
      default:
        warn(
          "the explicit action type \(ImportWording.quoted(text)) of case \(ImportWording.quoted(cases[index].name)) "
            + "cannot be held by the schema and was dropped", at: actionEnum.location)
      }
    }
  }

  /// The explicit `Action` NavGen writes is derived from the cases; the
  /// written one is held exactly only when it says the same.
  mutating func checkExplicitActionEnum() {
    guard let actionEnum = explicitActionEnum else { return }
    let model = NavigationEnum(
      scope: found.scope, name: declaration.name, role: .standalone, access: access, cases: cases,
      location: SourceLocation(file: file, line: 0, column: 0))
    guard model.hasExplicitAction else {
      warn(
        "the 'Action' enum of \(shownName) assigns no action to an ignored case, which the schema cannot hold; "
          + "it is imported as the 'Action' the macro writes", at: actionEnum.location)
      return
    }
    let expected = ExplicitActionForm.expectedCases(of: model)
    let written = ExplicitActionForm.writtenCases(of: actionEnum)
    let attributesMatch = actionEnum.attributes.isEmpty || actionEnum.attributes.map(\.text) == ["@CasePathable"]
    let shapeMatches = actionEnum.modifiers.map(\.name) == (access.memberModifier.map { [$0] } ?? [])
      && actionEnum.inheritance.isEmpty && actionEnum.whereClause == nil && actionEnum.genericClause == nil
    if written != expected || !attributesMatch || !shapeMatches {
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
    let hasExplicitAction = cases.contains { $0.explicitActionType != nil }
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

/// Compares an explicit `Action` enum with the one NavGen writes, case by
/// case: name, condition and the value types' tokens.
enum ExplicitActionForm {
  struct Entry: Hashable {
    var condition: String?
    var text: String
  }

  static func expectedCases(of navigationEnum: NavigationEnum) -> [Entry] {
    navigationEnum.cases.compactMap { navigationCase -> Entry? in
      let expansion = ReducerCaseExpansion(HandWrittenCase(navigationCase), enumHasExplicitAction: true)
      let declaration: CaseDeclaration
      if let actionType = navigationCase.explicitActionType {
        declaration = CaseDeclaration(name: navigationCase.name, associatedValues: [.init(type: actionType)])
      } else {
        declaration = expansion.actionCase
        if declaration.associatedValues.map(\.type) == [.named("Swift.Never")] { return nil }
      }
      return Entry(condition: navigationCase.condition, text: normalized(declaration.declarationText))
    }
  }

  /// Nil entries stand for members NavGen would not write.
  static func writtenCases(of actionEnum: TypeDeclaration) -> [Entry?] {
    (actionEnum.members ?? []).flatMap { member -> [Entry?] in
      switch member {
      case .enumCase(let caseDeclaration):
        return entries(caseDeclaration, condition: nil)
      case .conditional(let block) where block.clauses.count == 1:
        let condition = block.clauses[0].condition.flatMap { try? SwiftGrammar.condition($0).get() }
        return block.clauses[0].members.flatMap { inner -> [Entry?] in
          guard case .enumCase(let caseDeclaration) = inner else { return [nil] }
          return entries(caseDeclaration, condition: condition)
        }
      default:
        return [nil]
      }
    }
  }

  private static func entries(_ caseDeclaration: EnumCaseDeclaration, condition: String?) -> [Entry?] {
    guard caseDeclaration.elements.count == 1, caseDeclaration.attributes.isEmpty,
      caseDeclaration.modifiers.isEmpty, let element = caseDeclaration.elements.first
    else { return [nil] }
    var text = element.name
    if let parameters = element.parameters {
      text += "(" + parameters.map { parameter in
        (parameter.firstName.map { "\($0): " } ?? "") + parameter.type
      }.joined(separator: ", ") + ")"
    }
    return [Entry(condition: condition, text: normalized(text))]
  }

  /// Token texts without the spaces between them.
  private static func normalized(_ text: String) -> String {
    SwiftLexer.tokenize(SourceText(text)).tokens.map(\.text).joined(separator: " ")
  }
}
