import NavSchema

/// Writes a `NavigationSchema` as a schema file: two-space indentation, keys
/// in the order the schema reference (NavSchema.docc/SchemaReference.md)
/// documents them, one case per line, defaults left out and the string
/// shorthand used wherever it means the same case. Each line remembers which
/// enum and member it came from, so a problem the schema loader finds in the
/// file can be traced back to its Swift source.
enum SchemaJSONEncoder {
  /// Where a line of the encoded file came from: indices into `schema.enums`
  /// and, for a line of a case, an `#if` block or a nested enum, the number
  /// of that member in the enum's member tree (`MemberNumbering`).
  struct Origin: Hashable, Sendable {
    var enums: [Int]
    var member: Int?
  }

  struct Encoded: Sendable {
    var text: String
    /// One entry per line of `text`.
    var origins: [Origin?]
  }

  /// `pinningRelease` writes `tca` even when it is the newest release.
  static func encode(_ schema: NavigationSchema, pinningRelease: Bool = false) -> Encoded {
    var fields: [(String, JSONLines)] = [("version", .inline("\(schema.version)"))]
    if schema.access != .internal { fields.append(("access", .string(schema.access.rawValue))) }
    if schema.imports != ["ComposableArchitecture"] { fields.append(("imports", .strings(schema.imports.map(\.description)))) }
    if schema.tcaVersion != .latest || pinningRelease { fields.append(("tca", .string(schema.tcaVersion.version))) }
    if schema.expandMacros { fields.append(("expandMacros", .inline("true"))) }
    let features = schema.features.map { feature -> JSONLines in
      let indices = schema.enums.indices.filter { schema.enums[$0].feature == feature.name }
      var members: [(String, JSONLines)] = [("name", .string(feature.name))]
      for index in indices {
        switch schema.enums[index].role {
        case .destination: members.append(("destination", enumObject(schema.enums[index], index: index, defaultName: "Destination")))
        case .path: members.append(("path", enumObject(schema.enums[index], index: index, defaultName: "Path")))
        case .standalone: continue
        }
      }
      return .tagged(.object(members), Origin(enums: indices))
    }
    if !features.isEmpty { fields.append(("features", .array(features))) }
    let standalone = schema.enums.indices.filter { schema.enums[$0].role == .standalone }.map { index in
      enumObject(schema.enums[index], index: index, defaultName: nil)
    }
    if !standalone.isEmpty { fields.append(("enums", .array(standalone))) }
    var writer = LineWriter()
    JSONLines.object(fields).write(into: &writer, origin: nil)
    writer.newline()
    return Encoded(text: writer.text, origins: writer.origins)
  }

  // MARK: Enums

  private static func enumObject(_ navigationEnum: NavigationEnum, index: Int, defaultName: String?) -> JSONLines {
    var fields: [(String, JSONLines)] = []
    if defaultName == nil {
      fields.append(("name", .string(navigationEnum.qualifiedName)))
    } else if navigationEnum.name != defaultName {
      fields.append(("name", .string(navigationEnum.name)))
    }
    if navigationEnum.access != .internal { fields.append(("access", .string(navigationEnum.access.rawValue))) }
    if let condition = navigationEnum.condition { fields.append(("if", .string(condition))) }
    if !navigationEnum.attributes.isEmpty { fields.append(("attributes", .strings(navigationEnum.attributes))) }
    if !navigationEnum.conformances.isEmpty {
      fields.append(("conformances", .strings(navigationEnum.conformances.map(\.description))))
    }
    let arguments = navigationEnum.reducerArguments
    if !arguments.state.isEmpty || !arguments.action.isEmpty {
      var argumentFields: [String] = []
      if !arguments.state.isEmpty { argumentFields.append("\"state\": \(inlineArray(arguments.state))") }
      if !arguments.action.isEmpty { argumentFields.append("\"action\": \(inlineArray(arguments.action))") }
      fields.append(("reducerArguments", .inline("{ " + argumentFields.joined(separator: ", ") + " }")))
    }
    if let indirect = navigationEnum.indirection.schemaValue { fields.append(("indirect", .inline(indirect))) }
    var numbering = MemberNumbering()
    fields.append(("cases", .array(entries(navigationEnum.members, enumIndex: index, numbering: &numbering))))
    if !navigationEnum.stateConformances.isEmpty {
      fields.append(("stateConformances", .strings(navigationEnum.stateConformances.map(\.description))))
    }
    if !navigationEnum.actionConformances.isEmpty {
      fields.append(("actionConformances", .strings(navigationEnum.actionConformances.map(\.description))))
    }
    return .tagged(.object(fields), Origin(enums: [index]))
  }

  /// The entries of a `cases` array (or of a clause): a case or declaration
  /// on a line, a nested enum or a block over several, or a single-clause
  /// block as cases with an `if` key where that means the same.
  private static func entries(
    _ members: [Conditional<EnumMember>], enumIndex: Int, numbering: inout MemberNumbering
  ) -> [JSONLines] {
    var result: [JSONLines] = []
    for (position, member) in members.enumerated() {
      let origin = Origin(enums: [enumIndex], member: numbering.next())
      switch member {
      case .item(.declaration(let declaration)):
        result.append(.tagged(.inline(declarationText(declaration, condition: nil)), origin))
      case .item(.nestedEnum(let nested)):
        result.append(.tagged(nestedEnumObject(nested), origin))
      case .item(.reducerEnum(let placement)):
        result.append(.tagged(.inline("{ \"reducerEnum\": \(JSONText.quoted(placement.name)) }"), origin))
      case .block(let clauses):
        if let condition = sharedCondition(of: members, at: position) {
          for case .item(.declaration(let declaration)) in clauses[0].members {
            let inner = Origin(enums: [enumIndex], member: numbering.next())
            result.append(.tagged(.inline(declarationText(declaration, condition: condition)), inner))
          }
          continue
        }
        let block = blockObject(clauses) { entries($0, enumIndex: enumIndex, numbering: &numbering) }
        result.append(.tagged(block, origin))
      }
    }
    return result
  }

  /// The condition a single-clause block can be written with as `if` keys:
  /// it holds only case declarations, and no neighbour is such a block with
  /// the same condition (adjacent `if` keys share one block).
  private static func sharedCondition(of members: [Conditional<EnumMember>], at position: Int) -> String? {
    func simpleCondition(_ node: Conditional<EnumMember>) -> String? {
      guard case .block(let clauses) = node, clauses.count == 1, let condition = clauses[0].condition,
        !clauses[0].members.isEmpty,
        clauses[0].members.allSatisfy({ if case .item(.declaration) = $0 { return true } else { return false } })
      else { return nil }
      return condition
    }
    guard let condition = simpleCondition(members[position]) else { return nil }
    let neighbours = [position - 1, position + 1].filter { members.indices.contains($0) }
    return neighbours.contains { simpleCondition(members[$0]) == condition } ? nil : condition
  }

  // MARK: Cases

  /// One declaration on one line: a case (the shorthand string when it means
  /// the same) or `{"elements": [...]}` for several.
  static func declarationText(_ declaration: NavigationCaseDeclaration, condition: String?) -> String {
    var shared: [(String, String)] = []
    if let condition { shared.append(("if", JSONText.quoted(condition))) }
    if !declaration.attributes.isEmpty { shared.append(("attributes", inlineArray(declaration.attributes))) }
    if let markers = declaration.markers { shared.append(("markers", inlineArray(markers.map(\.attribute)))) }
    guard declaration.elements.count == 1 else {
      let elements = "[" + declaration.elements.map { caseText($0, shared: []) }.joined(separator: ", ") + "]"
      return objectText([("elements", elements)] + shared)
    }
    return caseText(declaration.elements[0], shared: shared)
  }

  /// A case: the shorthand string when it means the same, else an object.
  static func caseText(_ navigationCase: NavigationCase, shared: [(String, String)]) -> String {
    if case .reducer(let type, nil) = navigationCase.payload, shared.isEmpty, navigationCase.label == nil,
      case .nominal(let components) = type, components.allSatisfy(\.genericArguments.isEmpty),
      ShorthandCaseName.derive(fromTypeName: type.description) == navigationCase.name
    {
      return JSONText.quoted(type.description)
    }
    var fields = [("name", JSONText.quoted(navigationCase.name))]
    switch navigationCase.payload {
    case .reducer(let type, let initializer):
      fields.append(("reducer", JSONText.quoted(type.description)))
      if let initializer { fields.append(("initializer", JSONText.quoted(initializer))) }
    case .alert(let action):
      fields.append(("alert", actionTypeText(action)))
    case .confirmationDialog(let action):
      fields.append(("confirmationDialog", actionTypeText(action)))
    case .ephemeral(let type):
      fields.append(("ephemeral", JSONText.quoted(type.description)))
    case .ignored(let parameters, let explicitAction):
      let single = parameters.count == 1 && parameters[0].label == nil
      fields.append(("ignored", single ? JSONText.quoted(parameters[0].description) : inlineArray(parameters.map(\.description))))
      if let explicitAction { fields.append(("action", JSONText.quoted(explicitAction.description))) }
    case .none:
      break
    }
    if let label = navigationCase.label { fields.append(("label", JSONText.quoted(label))) }
    return objectText(fields + shared)
  }

  private static func actionTypeText(_ action: NavigationCase.ActionType) -> String {
    switch action {
    case .existing(let type):
      return JSONText.quoted(type.description)
    case .generated(let generated):
      return objectText([("name", JSONText.quoted(generated.name)), ("actions", inlineArray(generated.actions))])
    }
  }

  // MARK: Nested enums

  private static func nestedEnumObject(_ nested: NestedEnumDeclaration) -> JSONLines {
    var fields: [(String, JSONLines)] = [("enum", .string(nested.name))]
    if let access = nested.accessModifier { fields.append(("access", .string(access.rawValue))) }
    if nested.isIndirect { fields.append(("indirect", .inline("true"))) }
    if !nested.attributes.isEmpty { fields.append(("attributes", .strings(nested.attributes))) }
    if !nested.inheritance.isEmpty { fields.append(("conformances", .strings(nested.inheritance.map(\.description)))) }
    fields.append(("cases", .array(nestedEntries(nested.members))))
    return .object(fields)
  }

  private static func nestedEntries(_ members: [Conditional<NestedEnumMember>]) -> [JSONLines] {
    members.map { member -> JSONLines in
      switch member {
      case .item(.declaration(let declaration)):
        var shared: [(String, String)] = []
        if !declaration.attributes.isEmpty { shared.append(("attributes", inlineArray(declaration.attributes))) }
        guard declaration.elements.count == 1 else {
          let elements = "[" + declaration.elements.map { plainCaseText($0, shared: []) }.joined(separator: ", ") + "]"
          return .inline(objectText([("elements", elements)] + shared))
        }
        return .inline(plainCaseText(declaration.elements[0], shared: shared))
      case .item(.typeAlias(let alias)):
        var fields = [("typealias", JSONText.quoted(alias.name)), ("type", JSONText.quoted(alias.type.description))]
        if let access = alias.accessModifier { fields.append(("access", JSONText.quoted(access.rawValue))) }
        return .inline(objectText(fields))
      case .block(let clauses):
        return blockObject(clauses, nestedEntries)
      }
    }
  }

  /// `{"if": ..., "cases": [...], "elseif": [{"if": ..., "cases": [...]}], "else": [...]}`,
  /// the clauses' entries written by `entries` in clause order.
  private static func blockObject<Member>(
    _ clauses: [ConditionalClause<Member>], _ entries: ([Conditional<Member>]) -> [JSONLines]
  ) -> JSONLines {
    var fields: [(String, JSONLines)] = []
    var elseifs: [JSONLines] = []
    for clause in clauses {
      let inner = JSONLines.array(entries(clause.members))
      switch clause.keyword {
      case .if: fields += [("if", .string(clause.condition ?? "")), ("cases", inner)]
      case .elseif: elseifs.append(.object([("if", .string(clause.condition ?? "")), ("cases", inner)]))
      case .else: fields.append(("else", inner))
      }
    }
    if !elseifs.isEmpty {
      let elseIndex = fields.firstIndex { $0.0 == "else" } ?? fields.endIndex
      fields.insert(("elseif", .array(elseifs)), at: elseIndex)
    }
    return .object(fields)
  }

  /// `"cancel"` (a case without values), or `{"name", "values"}`.
  private static func plainCaseText(_ plainCase: PlainCase, shared: [(String, String)]) -> String {
    guard plainCase.values != nil || !shared.isEmpty else { return JSONText.quoted(plainCase.name) }
    var fields = [("name", JSONText.quoted(plainCase.name))]
    if let values = plainCase.values { fields.append(("values", inlineArray(values.map(\.description)))) }
    return objectText(fields + shared)
  }

  // MARK: Text

  static func inlineArray(_ strings: [String]) -> String {
    "[" + strings.map(JSONText.quoted).joined(separator: ", ") + "]"
  }

  private static func objectText(_ fields: [(String, String)]) -> String {
    "{ " + fields.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
  }
}

/// A JSON value laid out over lines: inline values on the line of their key,
/// objects and arrays one member per line, each line tagged with the origin
/// of the innermost tagged value it belongs to.
private indirect enum JSONLines {
  case inline(String)
  case object([(String, JSONLines)])
  case array([JSONLines])
  case tagged(JSONLines, SchemaJSONEncoder.Origin)

  static func string(_ text: String) -> JSONLines { .inline(JSONText.quoted(text)) }
  static func strings(_ texts: [String]) -> JSONLines { .inline(SchemaJSONEncoder.inlineArray(texts)) }

  /// Writes the value from the current position of the line (its first line
  /// is already started); `origin` is the tag in effect.
  func write(into writer: inout LineWriter, origin: SchemaJSONEncoder.Origin?) {
    switch self {
    case .inline(let text):
      writer.append(text, origin: origin)
    case .tagged(let value, let inner):
      writer.append("", origin: inner)
      value.write(into: &writer, origin: inner)
    case .object(let fields):
      guard !fields.isEmpty else { return writer.append("{}", origin: origin) }
      writer.append("{", origin: origin)
      writer.indented { inner in
        for (position, field) in fields.enumerated() {
          inner.newline()
          inner.startLine(JSONText.quoted(field.0) + ": ", origin: field.1.tag ?? origin)
          field.1.write(into: &inner, origin: origin)
          if position < fields.count - 1 { inner.append(",", origin: nil) }
        }
      }
      writer.newline()
      writer.startLine("}", origin: origin)
    case .array(let elements):
      guard !elements.isEmpty else { return writer.append("[]", origin: origin) }
      writer.append("[", origin: origin)
      writer.indented { inner in
        for (position, element) in elements.enumerated() {
          inner.newline()
          inner.startLine("", origin: element.tag ?? origin)
          element.write(into: &inner, origin: origin)
          if position < elements.count - 1 { inner.append(",", origin: nil) }
        }
      }
      writer.newline()
      writer.startLine("]", origin: origin)
    }
  }

  var tag: SchemaJSONEncoder.Origin? {
    if case .tagged(_, let origin) = self { return origin }
    return nil
  }
}

/// Lines with indentation, each with the origin of what was written on it
/// (the last tag set on the line wins).
private struct LineWriter {
  var text = ""
  var origins: [SchemaJSONEncoder.Origin?] = []
  private var depth = 0
  private var lineOrigin: SchemaJSONEncoder.Origin?

  mutating func startLine(_ content: String, origin: SchemaJSONEncoder.Origin?) {
    text += String(repeating: "  ", count: depth) + content
    lineOrigin = origin
  }

  mutating func append(_ content: String, origin: SchemaJSONEncoder.Origin?) {
    text += content
    if let origin { lineOrigin = origin }
  }

  mutating func newline() {
    text += "\n"
    origins.append(lineOrigin)
    lineOrigin = nil
  }

  mutating func indented(_ body: (inout LineWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }
}

/// Numbers the members of an enum's tree in one fixed order (each node,
/// then the members of its clauses), so a line of the encoded schema and the
/// member it came from can be matched.
struct MemberNumbering {
  private var counter = 0

  mutating func next() -> Int {
    defer { counter += 1 }
    return counter
  }
}

extension [Conditional<EnumMember>] {
  /// The tree without the member numbered `target` (see `MemberNumbering`).
  func removingMember(_ target: Int) -> [Conditional<EnumMember>] {
    var numbering = MemberNumbering()
    return removing(target, numbering: &numbering)
  }

  private func removing(_ target: Int, numbering: inout MemberNumbering) -> [Conditional<EnumMember>] {
    var result: [Conditional<EnumMember>] = []
    for member in self {
      let number = numbering.next()
      switch member {
      case .item:
        if number != target { result.append(member) }
      case .block(let clauses):
        let kept = clauses.map { clause in
          ConditionalClause(clause.keyword, clause.condition, clause.members.removing(target, numbering: &numbering))
        }
        if number != target { result.append(.block(kept)) }
      }
    }
    return result
  }
}
