/// Checks across the cases of one enum: repeated case names, and generated
/// action enums that collide with each other, with a case, with the enum
/// itself or with a type a case refers to.
extension SchemaDecoder {
  mutating func checkCases(_ cases: [CollectedCase], enumName: String?, qualifiedName: String?) {
    var caseLocations = FirstLocations(capacity: cases.count)
    // By index: `for decoded in cases` would copy each case, all its parts.
    for index in cases.indices {
      guard let name = cases[index].name else { continue }
      if let first = caseLocations.recordFirst(name, at: cases[index].nameLocation) {
        let place = qualifiedName.map { " in enum \(DisplayText.quoted($0))" } ?? ""
        error("duplicate case \(DisplayText.quoted(name))\(place)\(Self.firstAt(first))", at: cases[index].nameLocation)
      }
    }
    checkGeneratedActionEnums(cases, enumName: enumName, caseLocations: caseLocations)
  }

  private mutating func checkGeneratedActionEnums(
    _ cases: [CollectedCase], enumName: String?, caseLocations: FirstLocations
  ) {
    var generated: [String: (actions: [String], location: SourcePosition)] = [:]
    for index in cases.indices {
      // The location first: only cases with a generated action enum have one, and it is cheap to read.
      guard let location = cases[index].actionEnumNameLocation, let actionEnum = cases[index].model.generatedActionEnum
      else { continue }
      var quotedName: String { DisplayText.quoted(actionEnum.name) }
      if let first = generated[actionEnum.name] {
        if first.actions != actionEnum.actions {
          error(
            "action enum \(quotedName) is generated twice with different actions\(Self.firstAt(first.location))",
            at: location)
        }
        continue
      }
      generated[actionEnum.name] = (actionEnum.actions, location)
      if let caseLocation = caseLocations[actionEnum.name] {
        error(
          "generated action enum \(quotedName) has the same name as the case at line \(caseLocation.line)", at: location)
      }
      if actionEnum.name == enumName {
        error("generated action enum \(quotedName) has the same name as the enum that contains it", at: location)
      }
      if let user = cases.first(where: { $0.model.refersToType(named: actionEnum.name) }) {
        let caseName = user.name.map { " of case \(DisplayText.quoted($0))" } ?? ""
        error(
          "generated action enum \(quotedName) would hide the type \(quotedName) used by the payload\(caseName); choose another name",
          at: location)
      }
    }
  }
}

/// Checks of the enums written inside one navigation enum: each name once
/// (and not that of an action enum NavGen generates), and no case naming
/// its action type when an explicit `Action` is written.
extension SchemaDecoder {
  mutating func checkNestedEnums(_ nestedEnums: [DecodedNestedEnum], cases: [CollectedCase], qualifiedName: String?) {
    guard !nestedEnums.isEmpty else { return }
    let place = qualifiedName.map { " in enum \(DisplayText.quoted($0))" } ?? ""
    var seen = FirstLocations()
    for nested in nestedEnums {
      let name = nested.model.name
      if let first = seen.recordFirst(name, at: nested.nameLocation) {
        error("duplicate nested enum \(DisplayText.quoted(name))\(place)\(Self.firstAt(first))", at: nested.nameLocation)
      }
    }
    for decoded in cases {
      if let generated = decoded.model.generatedActionEnum, let location = decoded.actionEnumNameLocation,
        let written = seen[generated.name]
      {
        error(
          "generated action enum \(DisplayText.quoted(generated.name)) has the same name as the enum written at line \(written.line); name the written one in 'alert' or 'confirmationDialog' instead",
          at: location)
      }
    }
    guard seen["Action"] != nil else { return }
    for decoded in cases where decoded.model.explicitActionType != nil {
      error(
        "case \(DisplayText.quoted(decoded.model.name)) names its action with 'action', but the enum writes its own 'Action'; give the action case there instead",
        at: decoded.model.location.position)
    }
  }
}

extension NavigationCase {
  /// Whether `name` is the outermost name of a nominal type in the payload
  /// (`Autor` in `Autor`, `ToastState` and `ToastAction` in
  /// `ToastState<ToastAction>`), which a nested enum of the same name would
  /// shadow. Alert and dialog action types are left out: naming the
  /// generated enum there is intended.
  fileprivate func refersToType(named name: String) -> Bool {
    switch payload {
    case .reducer(let type, _), .ephemeral(let type):
      return type.hasRootName(name)
    case .ignored(let parameters, let action):
      return action?.hasRootName(name) == true || parameters.contains { $0.type.hasRootName(name) }
    case .alert, .confirmationDialog, .none:
      return false
    }
  }
}

extension TypeRef {
  fileprivate func hasRootName(_ name: String) -> Bool {
    switch self {
    case .nominal(let components):
      return components.first?.name == name
        || components.contains { $0.genericArguments.contains { $0.hasRootName(name) } }
    case .optional(let wrapped), .array(let wrapped), .existential(let wrapped):
      return wrapped.hasRootName(name)
    case .dictionary(let key, let value):
      return key.hasRootName(name) || value.hasRootName(name)
    case .tuple(let elements):
      return elements.contains { $0.type.hasRootName(name) }
    }
  }
}
