@testable import NavSchema
@testable import NavTestSupport

/// Writes a `RandomSchema` as the JSON text a developer would write: the keys of the format in
/// their documented order, shorthand strings where the schema uses them, two-space indent.
enum RandomSchemaJSON {
  static func text(of schema: RandomSchema) -> String {
    var members: [(String, JSON)] = []
    if schema.writesOptionalKeys { members.append(("$schema", .string("../navgen.schema.json"))) }
    members.append(("version", .raw("1")))
    if let access = schema.fileAccess { members.append(("access", .string(access.rawValue))) }
    if let imports = schema.imports { members.append(("imports", .array(imports.map(JSON.string)))) }
    if schema.writesOptionalKeys {
      members.append(("tca", .string("1.25.5")))
      members.append(("expandMacros", .raw(schema.index.isMultiple(of: 2) ? "true" : "false")))
    }
    if !schema.features.isEmpty { members.append(("features", .array(schema.features.map(feature)))) }
    if !schema.enums.isEmpty { members.append(("enums", .array(schema.enums.map(navigationEnum)))) }
    return JSON.object(members).rendered(indent: "") + "\n"
  }

  private static func feature(_ feature: RandomFeature) -> JSON {
    var members: [(String, JSON)] = [("name", .string(feature.name))]
    if let destination = feature.destination { members.append(("destination", navigationEnum(destination))) }
    if let path = feature.path { members.append(("path", navigationEnum(path))) }
    return .object(members)
  }

  private static func navigationEnum(_ navigationEnum: RandomEnum) -> JSON {
    var members: [(String, JSON)] = []
    if let name = navigationEnum.writtenName { members.append(("name", .string(name))) }
    if let access = navigationEnum.access { members.append(("access", .string(access.rawValue))) }
    if !navigationEnum.attributes.isEmpty {
      members.append(("attributes", .array(navigationEnum.attributes.map(JSON.string))))
    }
    members.append(("cases", .array(navigationEnum.members.map(member))))
    if !navigationEnum.stateConformances.isEmpty {
      members.append(("stateConformances", .array(navigationEnum.stateConformances.map(JSON.string))))
    }
    if !navigationEnum.actionConformances.isEmpty {
      members.append(("actionConformances", .array(navigationEnum.actionConformances.map(JSON.string))))
    }
    if !navigationEnum.stateArguments.isEmpty || !navigationEnum.actionArguments.isEmpty {
      members.append((
        "reducerArguments",
        .object([
          ("state", .array(navigationEnum.stateArguments.map(JSON.string))),
          ("action", .array(navigationEnum.actionArguments.map(JSON.string))),
        ])
      ))
    }
    if let condition = navigationEnum.condition {
      members.append(("if", .string(condition)))
    }
    if let glue = navigationEnum.swiftUI { members.append(("swiftUI", swiftUI(glue, of: navigationEnum))) }
    return .object(members)
  }

  private static func swiftUI(_ glue: RandomGlue, of navigationEnum: RandomEnum) -> JSON {
    if glue.writtenAsTrue { return .raw("true") }
    var members: [(String, JSON)] = []
    if navigationEnum.role == .standalone { members.append(("role", .string(glue.role.rawValue))) }
    if let parent = glue.writtenParent { members.append(("parent", .string(parent))) }
    if glue.writesProperty { members.append(("property", .string(glue.property))) }
    if glue.writesAction { members.append(("action", .string(glue.action))) }
    if glue.writesFunction {
      members.append((glue.role == .destination ? "modifier" : "function", .string(glue.function)))
    }
    if let stack = glue.stack { members.append(("stack", .string(stack))) }
    if glue.perception { members.append(("perception", .raw("true"))) }
    if let access = glue.access { members.append(("access", .string(access.rawValue))) }
    return .object(members)
  }

  private static func member(_ entry: RandomMember) -> JSON {
    switch entry {
    case .case(let navigationCase):
      return self.navigationCase(navigationCase)
    case .nestedEnum(let nested):
      var members: [(String, JSON)] = [("enum", .string(nested.name))]
      if let access = nested.access { members.append(("access", .string(access.rawValue))) }
      if !nested.attributes.isEmpty { members.append(("attributes", .array(nested.attributes.map(JSON.string)))) }
      if !nested.conformances.isEmpty { members.append(("conformances", .array(nested.conformances.map(JSON.string)))) }
      members.append(("cases", .array(nested.cases.map(nestedMember))))
      return .object(members)
    case .declaration(let declaration):
      var members: [(String, JSON)] = [("elements", .array(declaration.elements.map(navigationCase)))]
      if let condition = declaration.ownCondition { members.append(("if", .string(condition))) }
      if !declaration.attributes.isEmpty { members.append(("attributes", .array(declaration.attributes.map(JSON.string)))) }
      if let markers = declaration.markers { members.append(("markers", .array(markers.map(JSON.string)))) }
      return .object(members)
    case .block(let clauses):
      return block(clauses.map { ($0.keyword, $0.condition, $0.members) }, member)
    }
  }

  /// `{"if": ..., "cases": [...], "elseif": [...], "else": [...]}` for the clauses of one block.
  private static func block<Member>(
    _ clauses: [(keyword: ClauseKeyword, condition: String?, members: [Member])], _ render: (Member) -> JSON
  ) -> JSON {
    var members: [(String, JSON)] = [
      ("if", .string(clauses[0].condition ?? "")), ("cases", .array(clauses[0].members.map(render))),
    ]
    let elseifs = clauses.dropFirst().filter { $0.keyword == .elseif }
    if !elseifs.isEmpty {
      members.append((
        "elseif",
        .array(elseifs.map { .object([("if", .string($0.condition ?? "")), ("cases", .array($0.members.map(render)))]) })
      ))
    }
    if let last = clauses.last, last.keyword == .else {
      members.append(("else", .array(last.members.map(render))))
    }
    return .object(members)
  }

  private static func nestedMember(_ member: RandomNestedMember) -> JSON {
    switch member {
    case .plain(let name, nil):
      return .string(name)
    case .plain(let name, let values?):
      return .object([("name", .string(name)), ("values", .array(values.map(JSON.string)))])
    case .declaration(let elements):
      return .object([("elements", .array(elements.map(nestedMember)))])
    case .block(let clauses):
      return block(clauses, nestedMember)
    }
  }

  private static func navigationCase(_ navigationCase: RandomCase) -> JSON {
    if navigationCase.isShorthand, case .reducer(let type, nil) = navigationCase.payload {
      return .string(type)
    }
    var members: [(String, JSON)] = [("name", .string(navigationCase.name))]
    switch navigationCase.payload {
    case .reducer(let type, let initializer):
      members.append(("reducer", .string(type)))
      if let initializer { members.append(("initializer", .string(initializer))) }
    case .alert(let actionType):
      members.append(("alert", self.actionType(actionType)))
    case .confirmationDialog(let actionType):
      members.append(("confirmationDialog", self.actionType(actionType)))
    case .ephemeral(let type):
      members.append(("ephemeral", .string(type)))
    case .ignored(let parameters, let writtenAsArray):
      members.append(("ignored", writtenAsArray ? .array(parameters.map(JSON.string)) : .string(parameters[0])))
    case .ignoredWithAction(let parameter, let writtenAsArray, let action):
      members.append(("ignored", writtenAsArray ? .array([.string(parameter)]) : .string(parameter)))
      if !navigationCase.actionIsWrittenInEnum { members.append(("action", .string(action))) }
    case .none:
      break
    }
    if let label = navigationCase.label { members.append(("label", .string(label))) }
    if let condition = navigationCase.ownCondition { members.append(("if", .string(condition))) }
    if !navigationCase.attributes.isEmpty {
      members.append(("attributes", .array(navigationCase.attributes.map(JSON.string))))
    }
    if let markers = navigationCase.markers { members.append(("markers", .array(markers.map(JSON.string)))) }
    switch navigationCase.view {
    case .named(let view): members.append(("view", .string(view)))
    case .omitted: members.append(("view", .raw("false")))
    case nil: break
    }
    if let presentation = navigationCase.presentation { members.append(("presentation", .string(presentation.rawValue))) }
    return .object(members)
  }

  private static func actionType(_ actionType: RandomActionType) -> JSON {
    switch actionType {
    case .existing(let type):
      .string(type)
    case .generated(let name, let actions):
      .object([("name", .string(name)), ("actions", .array(actions.map(JSON.string)))])
    case .written(let name):
      .string(name)
    }
  }

  /// Just enough JSON to write schemas: objects keep their key order.
  private indirect enum JSON {
    case string(String)
    case raw(String)
    case array([JSON])
    case object([(String, JSON)])

    func rendered(indent: String) -> String {
      let inner = indent + "  "
      switch self {
      case .string(let text):
        return Self.quoted(text)
      case .raw(let text):
        return text
      case .array(let elements):
        guard !elements.isEmpty else { return "[]" }
        if elements.allSatisfy(\.isScalar) {
          return "[" + elements.map { $0.rendered(indent: inner) }.joined(separator: ", ") + "]"
        }
        return "[\n" + elements.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
      case .object(let members):
        guard !members.isEmpty else { return "{}" }
        let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
      }
    }

    private var isScalar: Bool {
      switch self {
      case .string, .raw: true
      case .array, .object: false
      }
    }

    private static func quoted(_ text: String) -> String {
      JSONText.quoted(text)
    }
  }
}
