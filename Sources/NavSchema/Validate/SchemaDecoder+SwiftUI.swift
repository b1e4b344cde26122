/// The SwiftUI glue: an enum's `swiftUI` (`true` or an object) and its cases'
/// `view` and `presentation`. Case keys are read with the case and checked
/// once the enum's `swiftUI` says whether, and in which role, it has glue.
extension SchemaDecoder {
  /// A decoded `swiftUI` with the locations later checks report at.
  struct DecodedGlue {
    var model: SwiftUIGlue
    /// Where each generated function's name comes from (the key, or `swiftUI` itself for a default).
    var functionNameLocations: [String: SourcePosition]
  }

  // MARK: Cases

  /// `"view": "EdicionView"` or `false`, and `"presentation": "sheet"`.
  mutating func decodeCaseGlue(_ object: JSONObject) -> (glue: CaseGlue, keys: [JSONMember]) {
    var glue = CaseGlue()
    var keys: [JSONMember] = []
    if let member = member("view", in: object) {
      keys.append(member)
      if let text = json.string(member.value) {
        if let type = nominalType(text, for: "view", at: location(member.value)) { glue.view = .named(type) }
      } else if json.kind(member.value) == .false {
        glue.view = .omitted
      } else {
        let found = json.kind(member.value) == .true ? "true" : json.typeDescription(member.value)
        error("expected a view type name or false for 'view', found \(found)", at: location(member.value))
      }
    }
    if let member = member("presentation", in: object) {
      keys.append(member)
      if let text = string(member) {
        if let presentation = Presentation(rawValue: text) {
          glue.presentation = presentation
        } else {
          let names = Presentation.allCases.map(\.rawValue)
          error(
            "unsupported presentation \(DisplayText.quoted(text)) (supported: \(names.joined(separator: ", ")))"
              + SpellingSuggestion.hint(for: text, among: names),
            at: location(member.value))
        }
      }
    }
    return (glue, keys)
  }

  /// Case keys that mean nothing for this enum, and presentations the case's kind cannot have.
  /// `writtenAction`: the `Action` written in the enum, which may carry an ignored case's action.
  mutating func checkCaseGlue(_ cases: [CollectedCase], glue: SwiftUIGlue?, writtenAction: NestedEnumDeclaration?) {
    // By index, skipping cases without glue keys: `for decoded in cases` would copy every case.
    for index in cases.indices where !cases[index].glueKeys.isEmpty {
      let decoded = cases[index]
      for member in decoded.glueKeys {
        guard let glue else {
          error(
            "'\(key(member))' has no effect: the enum does not opt in to the SwiftUI glue (add \"swiftUI\": true to the enum)",
            at: keyLocation(member))
          continue
        }
        checkCaseGlueKey(member, of: decoded, role: glue.role, writtenAction: writtenAction)
      }
    }
  }

  private mutating func checkCaseGlueKey(
    _ member: JSONMember, of decoded: CollectedCase, role: SwiftUIGlue.Role, writtenAction: NestedEnumDeclaration?
  ) {
    let navigationCase = decoded.model
    let subject = decoded.name.map { "case \(DisplayText.quoted($0))" } ?? "the case"
    if json.member(member, hasKey: "view") {
      guard case .named = navigationCase.glue.view else { return }
      if case .reducer = navigationCase.payload { return }
      error(
        "'view' names the view of a child feature, and \(subject) is \(navigationCase.payload.kindPhrase); write \"view\": false to leave it out of the SwiftUI glue",
        at: keyLocation(member))
    } else {
      guard let presentation = navigationCase.glue.presentation else { return }
      if role == .path {
        error(
          "'presentation' applies to destination enums: the cases of a path are pushed on its NavigationStack",
          at: keyLocation(member))
        return
      }
      let allowed = navigationCase.allowedPresentations(writtenAction: writtenAction)
      if allowed.contains(presentation) { return }
      if allowed.isEmpty {
        error(
          "\(subject) is \(navigationCase.payload.kindPhrase) and has nothing SwiftUI can present (only child features, alerts and confirmation dialogs are presented); write \"view\": false or leave 'presentation' out",
          at: location(member.value))
      } else {
        let names = allowed.map { "'\($0.rawValue)'" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        error(
          "\(DisplayText.quoted(presentation.rawValue)) cannot present \(subject), \(navigationCase.payload.kindPhrase); use \(list)",
          at: location(member.value))
      }
    }
  }

  // MARK: Enums

  /// The enum's `swiftUI`: nil when absent, `false` or invalid (reported).
  mutating func decodeSwiftUI(
    _ member: JSONMember, site: EnumSite, enumName: String?, enumAccess: AccessLevel, caseNames: Set<String>
  ) -> DecodedGlue? {
    // `true` reads as an object without keys: every setting takes its default.
    let object: JSONObject
    switch json.kind(member.value) {
    case .false:
      return nil
    case .true:
      object = JSONObject(value: member.value, position: json.position(member.value), first: 0, count: 0)
    case .object:
      object = json.object(member.value)!
      rejectUnknownKeys(in: object, allowed: SchemaKeys.swiftUI, context: "'swiftUI'")
    default:
      error(
        "expected a boolean or an object for 'swiftUI', found \(json.typeDescription(member.value))",
        at: location(member.value))
      return nil
    }
    guard let role = decodeGlueRole(object, site: site), let enumName else { return nil }
    var valid = true
    let parent = decodeGlueParent(object, site: site, role: role, valid: &valid)
    let property = gluePropertyName(
      self.member("property", in: object), default: SwiftUIGlue.defaultStateProperty(forEnumNamed: enumName), valid: &valid)
    let action = gluePropertyName(self.member("action", in: object), default: property, role: .caseName, valid: &valid)
    for (otherRole, keys) in SchemaKeys.swiftUIFunctionKeys where otherRole != role {
      for key in keys {
        guard let member = self.member(key, in: object) else { continue }
        error(
          "'\(key)' applies to \(otherRole.rawValue) enums; this enum is a \(role.rawValue) (its functions are named by \(Self.functionKeyList(role)))",
          at: keyLocation(member))
        valid = false
      }
    }
    var locations: [String: SourcePosition] = [:]
    let functionName: String
    var stackName = SwiftUIGlue.defaultStackFunctionName
    switch role {
    case .destination:
      functionName = glueFunctionName(object, key: "modifier", default: property, locations: &locations, valid: &valid)
    case .path:
      functionName = glueFunctionName(
        object, key: "function", default: SwiftUIGlue.defaultPathFunctionName, locations: &locations, valid: &valid)
      stackName = glueFunctionName(
        object, key: "stack", default: SwiftUIGlue.defaultStackFunctionName, locations: &locations, valid: &valid)
      if parent == nil, let member = self.member("stack", in: object) {
        error("'stack' names the function that builds the NavigationStack, which needs 'parent'", at: keyLocation(member))
        valid = false
      }
    }
    if role == .path {
      valid = checkPathFunctionNames(
        [(functionName, locations["function"]), (stackName, parent == nil ? nil : locations["stack"])],
        caseNames: caseNames) && valid
    }
    let observation: SwiftUIGlue.Observation =
      self.member("perception", in: object).flatMap { bool($0) } == true ? .perception : .swiftUI
    let access = decodeGlueAccess(self.member("access", in: object), enumAccess: enumAccess, valid: &valid)
    guard valid else { return nil }
    return DecodedGlue(
      model: SwiftUIGlue(
        role: role, parent: parent, stateProperty: property, actionCase: action, functionName: functionName,
        stackFunctionName: stackName, observation: observation, access: access, location: sourceLocation(location(member.value))),
      functionNameLocations: locations)
  }

  private static func functionKeyList(_ role: SwiftUIGlue.Role) -> String {
    (SchemaKeys.swiftUIFunctionKeys[role] ?? []).map { "'\($0)'" }.joined(separator: " and ")
  }

  /// A feature's destination or path has its role; an enum of `enums` says it.
  private mutating func decodeGlueRole(_ object: JSONObject, site: EnumSite) -> SwiftUIGlue.Role? {
    let implied: SwiftUIGlue.Role?
    switch site {
    case .destination: implied = .destination
    case .path: implied = .path
    case .standalone: implied = nil
    }
    if let implied {
      if let member = member("role", in: object) {
        error(
          "'role' is only for enums of 'enums': the \(site.context) of a feature is a \(implied.rawValue) enum",
          at: keyLocation(member))
      }
      return implied
    }
    guard let member = member("role", in: object) else {
      error(
        "missing required key 'role' in 'swiftUI' (an enum of 'enums' says whether it is a destination or a path)",
        at: location(object))
      return nil
    }
    guard let text = string(member) else { return nil }
    guard let role = SwiftUIGlue.Role(rawValue: text) else {
      let names = SwiftUIGlue.Role.allCases.map(\.rawValue)
      error(
        "unsupported role \(DisplayText.quoted(text)) (supported: \(names.joined(separator: ", ")))"
          + SpellingSuggestion.hint(for: text, among: names),
        at: location(member.value))
      return nil
    }
    return role
  }

  /// The feature for a feature's enum; `parent` for an enum of `enums`.
  private mutating func decodeGlueParent(
    _ object: JSONObject, site: EnumSite, role: SwiftUIGlue.Role, valid: inout Bool
  ) -> TypeRef? {
    switch site {
    case .destination(let feature, _), .path(let feature, _):
      if let member = member("parent", in: object) {
        error(
          "'parent' is only for enums of 'enums': the parent of a feature's \(site.context) is the feature",
          at: keyLocation(member))
        valid = false
      }
      return feature.map { .nominal($0.map { TypeRef.TypeComponent(name: $0) }) }
    case .standalone:
      guard let member = member("parent", in: object) else {
        if role == .destination {
          error(
            "missing required key 'parent' in 'swiftUI': the presentation modifier of a destination enum of 'enums' takes the store of the reducer that holds it",
            at: location(object))
          valid = false
        }
        return nil
      }
      guard let text = string(member), let type = nominalType(text, for: "parent", at: location(member.value)) else {
        valid = false
        return nil
      }
      return type
    }
  }

  private mutating func gluePropertyName(
    _ member: JSONMember?, default defaultName: String, role: NameRole = .propertyName, valid: inout Bool
  ) -> String {
    guard let member else { return defaultName }
    guard let text = string(member), let name = checked(SwiftGrammar.identifier(text, as: role), at: location(member.value))
    else {
      valid = false
      return defaultName
    }
    return name
  }

  private mutating func glueFunctionName(
    _ object: JSONObject, key: StaticString, default defaultName: String,
    locations: inout [String: SourcePosition], valid: inout Bool
  ) -> String {
    let member = member(key, in: object)
    locations[key.description] = member.map { location($0.value) } ?? location(object)
    return gluePropertyName(member, default: defaultName, role: .functionName, valid: &valid)
  }

  /// A path's functions are static members of the enum: they must not clash
  /// with its cases, with what the macros add, or with each other.
  private mutating func checkPathFunctionNames(
    _ names: [(name: String, location: SourcePosition?)], caseNames: Set<String>
  ) -> Bool {
    var valid = true
    var seen: Set<String> = []
    for (name, location) in names {
      guard let location else { continue }
      if caseNames.contains(name) {
        error(
          "function name \(DisplayText.quoted(name)) clashes with the case of the same name; choose another with 'function' or 'stack'",
          at: location)
        valid = false
      } else if let member = ReservedNames.caseNames[name] {
        error("function name \(DisplayText.quoted(name)) clashes with \(member)", at: location)
        valid = false
      } else if !seen.insert(name).inserted {
        error("'function' and 'stack' must name two different functions, both are \(DisplayText.quoted(name))", at: location)
        valid = false
      }
    }
    return valid
  }

  /// The glue's access: the enum's unless lowered (a public enum in an internal
  /// feature needs an internal modifier, whose signature names the feature).
  private mutating func decodeGlueAccess(_ member: JSONMember?, enumAccess: AccessLevel, valid: inout Bool) -> AccessLevel {
    guard let member else { return enumAccess }
    guard let access = decodeAccess(member) else {
      valid = false
      return enumAccess
    }
    if access > enumAccess {
      error(
        "the SwiftUI glue cannot be more visible than its enum: 'access' is \(DisplayText.quoted(access.rawValue)), the enum is \(DisplayText.quoted(enumAccess.rawValue))",
        at: location(member.value))
      valid = false
    }
    return access
  }
}
