import NavSchema

/// How Swift's synthesized `Codable` stores the `State` or `Action` of a
/// navigation enum: each case by its name, its values by their labels
/// (`_0`, `_1`, ... for unlabelled ones), each value by its own type. Case
/// order plays no part, so a reorder keeps saved values decodable (checked
/// against Swift: `{"autor":{"_0":{...}}}` decodes whatever the order).
struct CodingShape {
  /// One case as it is coded.
  struct Case {
    var name: String
    var values: [Value]
    /// The `#if` the case is compiled under, if any.
    var condition: String?
  }

  /// One associated value: its coding key and the type decoded there.
  struct Value: Hashable {
    var key: String
    var type: String
  }

  /// `State` or `Action`.
  var member: String
  var cases: [Case]

  /// The shape of `member` (`"State"` / `"Action"`) of `navigationEnum`: the
  /// one written by hand if there is one, otherwise the expansion's cases.
  /// Cases whose payload is `Swift.Never` hold no value and are left out.
  init(_ member: String, of navigationEnum: NavigationEnum) {
    self.member = member
    let written = member == "State" ? navigationEnum.explicitState : navigationEnum.explicitAction
    if let written {
      cases = written.cases.map { Case(name: $0.name, values: Self.values($0.values ?? []), condition: nil) }
      return
    }
    cases = navigationEnum.placedCases.compactMap { placed in
      let values = member == "State" ? Self.stateValues(placed.navigationCase) : Self.actionValues(placed.navigationCase)
      return values.map { Case(name: placed.name, values: $0, condition: placed.condition) }
    }
  }

  func `case`(named name: String) -> Case? { cases.first { $0.name == name } }

  private static func values(_ parameters: [NavigationCase.Parameter]) -> [Value] {
    parameters.enumerated().map { index, parameter in
      Value(key: parameter.label ?? "_\(index)", type: parameter.type.description)
    }
  }

  private static func one(_ label: String?, _ type: String) -> [Value] {
    [Value(key: label ?? "_0", type: type)]
  }

  /// What the macro puts in `State` for the case.
  private static func stateValues(_ navigationCase: NavigationCase) -> [Value] {
    let label = navigationCase.label
    switch navigationCase.payload {
    case .reducer(let type, _): return one(label, "\(type).State")
    case .alert(let action): return one(label, "AlertState<\(action.type)>")
    case .confirmationDialog(let action): return one(label, "ConfirmationDialogState<\(action.type)>")
    case .ephemeral(let type): return one(label, type.description)
    case .ignored(let parameters, _): return values(parameters)
    case .none: return []
    }
  }

  /// What the macro (or NavGen's derived explicit `Action`) puts in `Action`
  /// for the case; nil for `Swift.Never`.
  private static func actionValues(_ navigationCase: NavigationCase) -> [Value]? {
    let label = navigationCase.label
    switch navigationCase.payload {
    case .reducer(let type, _): return one(label, "\(type).Action")
    case .alert(let action), .confirmationDialog(let action): return one(nil, action.type.description)
    case .ephemeral(let type):
      if case .nominal(let components) = type, components.count == 1, components[0].genericArguments.count == 1 {
        return one(nil, components[0].genericArguments[0].description)
      }
      return one(label, "\(type).Action")
    case .ignored(_, let explicitAction?): return one(nil, explicitAction.description)
    case .ignored(_, nil), .none: return nil
    }
  }
}

extension NavigationEnum {
  /// Whether Swift synthesizes coding for the enum's `State` (or `Action`):
  /// it conforms to `Codable`, `Decodable` or `Encodable`, by an extension,
  /// `@Reducer(state: .codable)` or its own inheritance clause.
  func isCoded(_ member: String) -> Bool {
    let conformances: [TypeRef]
    if member == "State" {
      conformances = allStateConformances + (explicitState?.inheritance ?? [])
    } else {
      conformances = allActionConformances + (explicitAction?.inheritance ?? [])
    }
    return conformances.contains { conformance in
      guard case .nominal(let components) = conformance, let last = components.last?.name else { return false }
      return ["Codable", "Decodable", "Encodable"].contains(last)
    }
  }
}
