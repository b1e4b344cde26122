/// Writes a `NavigationSchema` as a schema file: two-space indentation, keys
/// in the order the README documents them, one case per line, defaults left
/// out and the string shorthand used wherever it means the same case. Each
/// line remembers which enum and case it came from, so a problem the schema
/// loader finds in the file can be traced back to its Swift source.
enum SchemaJSONEncoder {
  /// Where a line of the encoded file came from: indices into `schema.enums`
  /// and, for a line of a case or an `#if` block, the number of that member
  /// in the enum's member tree (`MemberNumbering`).
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
    var writer = LineWriter()
    writer.line("{")
    var members: [(String, (inout LineWriter) -> Void)] = [("version", { $0.append("\(schema.version)") })]
    if schema.access != .internal {
      members.append(("access", { $0.append(JSONText.quoted(schema.access.rawValue)) }))
    }
    if schema.imports != ["ComposableArchitecture"] {
      members.append(("imports", { $0.append(inlineArray(schema.imports)) }))
    }
    if schema.tcaVersion != .latest || pinningRelease {
      members.append(("tca", { $0.append(JSONText.quoted(schema.tcaVersion.version)) }))
    }
    if schema.expandMacros { members.append(("expandMacros", { $0.append("true") })) }
    let featureEnums = schema.features.map { feature in
      (feature, schema.enums.indices.filter { schema.enums[$0].feature == feature.name })
    }
    if !featureEnums.isEmpty {
      members.append(("features", { writer in
        writeArray(featureEnums, into: &writer) { entry, writer in
          writeFeature(entry.0, enums: entry.1, schema: schema, into: &writer)
        }
      }))
    }
    let standalone = schema.enums.indices.filter { schema.enums[$0].role == .standalone }
    if !standalone.isEmpty {
      members.append(("enums", { writer in
        writeArray(standalone, into: &writer) { index, writer in
          writeEnum(schema.enums[index], index: index, site: .standalone, into: &writer)
        }
      }))
    }
    writer.indented { writeMembers(members, into: &$0) }
    writer.line("}")
    return Encoded(text: writer.text, origins: writer.origins)
  }

  private enum Site { case destination, path, standalone }

  private static func writeFeature(_ feature: Feature, enums: [Int], schema: NavigationSchema, into writer: inout LineWriter) {
    writer.origin = Origin(enums: enums)
    var members: [(String, (inout LineWriter) -> Void)] = [("name", { $0.append(JSONText.quoted(feature.name)) })]
    for index in enums {
      let site: Site
      switch schema.enums[index].role {
      case .destination: site = .destination
      case .path: site = .path
      case .standalone: continue
      }
      members.append((site == .destination ? "destination" : "path", { writer in
        writeEnum(schema.enums[index], index: index, site: site, into: &writer)
      }))
    }
    writer.append("{")
    writer.newline()
    writer.indented { writeMembers(members, into: &$0) }
    writer.origin = Origin(enums: enums)
    writer.startLine("}")
  }

  private static func writeEnum(_ navigationEnum: NavigationEnum, index: Int, site: Site, into writer: inout LineWriter) {
    writer.origin = Origin(enums: [index])
    var members: [(String, (inout LineWriter) -> Void)] = []
    switch site {
    case .destination where navigationEnum.name != "Destination", .path where navigationEnum.name != "Path":
      members.append(("name", { $0.append(JSONText.quoted(navigationEnum.name)) }))
    case .standalone:
      members.append(("name", { $0.append(JSONText.quoted(navigationEnum.qualifiedName)) }))
    default:
      break
    }
    if navigationEnum.access != .internal {
      members.append(("access", { $0.append(JSONText.quoted(navigationEnum.access.rawValue)) }))
    }
    if !navigationEnum.attributes.isEmpty {
      members.append(("attributes", { $0.append(inlineArray(navigationEnum.attributes)) }))
    }
    members.append(("cases", { writer in
      var numbering = MemberNumbering()
      writeEntries(navigationEnum.members, enumIndex: index, numbering: &numbering, into: &writer)
    }))
    for (key, conformances) in [
      ("stateConformances", navigationEnum.stateConformances), ("actionConformances", navigationEnum.actionConformances),
    ] where !conformances.isEmpty {
      members.append((key, { $0.append(inlineArray(conformances.map(\.description))) }))
    }
    writer.append("{")
    writer.newline()
    writer.indented { writeMembers(members, into: &$0) }
    writer.origin = Origin(enums: [index])
    writer.startLine("}")
  }

  /// The entries of a `cases` array (or of a clause): each case on a line,
  /// each block as an object over several lines, or, when that means the same,
  /// as cases with an `if` key.
  private static func writeEntries(
    _ members: [Conditional<EnumMember>], enumIndex: Int, numbering: inout MemberNumbering, into writer: inout LineWriter
  ) {
    var entries: [(node: Int, write: (inout LineWriter) -> Void)] = []
    func addCases(of member: Conditional<EnumMember>, node: Int, condition: String?) {
      guard case .item(let item) = member, let declaration = item.declaration else { return }
      for element in declaration.elements {
        let text = caseText(element, attributes: declaration.attributes, condition: condition)
        entries.append((node, { $0.append(text) }))
      }
    }
    for (position, member) in members.enumerated() {
      let node = numbering.next()
      guard case .block(let clauses) = member else {
        addCases(of: member, node: node, condition: nil)
        continue
      }
      if let condition = sharedCondition(of: members, at: position) {
        for inner in clauses[0].members { addCases(of: inner, node: numbering.next(), condition: condition) }
        continue
      }
      var inner = numbering
      entries.append((node, { writer in
        writeBlock(clauses, node: node, enumIndex: enumIndex, numbering: &inner, into: &writer)
      }))
      numbering.skip(clauses.flatMap(\.members))
    }
    writeArray(entries, into: &writer) { entry, writer in
      writer.origin = Origin(enums: [enumIndex], member: entry.node)
      entry.write(&writer)
      writer.origin = Origin(enums: [enumIndex], member: entry.node)
    }
  }

  /// The condition a single-clause block can be written with as `if` keys:
  /// it holds only single declarations, and no neighbour is such a block
  /// with the same condition (adjacent `if` keys share one block).
  private static func sharedCondition(of members: [Conditional<EnumMember>], at position: Int) -> String? {
    func simpleCondition(_ node: Conditional<EnumMember>) -> String? {
      guard case .block(let clauses) = node, clauses.count == 1, let condition = clauses[0].condition,
        !clauses[0].members.isEmpty, clauses[0].members.allSatisfy({ if case .item = $0 { return true } else { return false } })
      else { return nil }
      return condition
    }
    guard let condition = simpleCondition(members[position]) else { return nil }
    let neighbours = [position - 1, position + 1].filter { members.indices.contains($0) }
    return neighbours.contains { simpleCondition(members[$0]) == condition } ? nil : condition
  }

  private static func writeBlock(
    _ clauses: [ConditionalClause<EnumMember>], node: Int, enumIndex: Int, numbering: inout MemberNumbering,
    into writer: inout LineWriter
  ) {
    var members: [(String, (inout LineWriter) -> Void)] = []
    for clause in clauses {
      var clauseNumbering = numbering
      numbering.skip(clause.members)
      let entries: (inout LineWriter) -> Void = { writer in
        writeEntries(clause.members, enumIndex: enumIndex, numbering: &clauseNumbering, into: &writer)
        writer.origin = Origin(enums: [enumIndex], member: node)
      }
      switch clause.keyword {
      case .if:
        members.append(("if", { $0.append(JSONText.quoted(clause.condition ?? "")) }))
        members.append(("cases", entries))
      case .elseif:
        let object: (inout LineWriter) -> Void = { writer in
          writer.append("{")
          writer.newline()
          writer.indented { inner in
            writeMembers([("if", { $0.append(JSONText.quoted(clause.condition ?? "")) }), ("cases", entries)], into: &inner)
          }
          writer.startLine("}")
        }
        if let last = members.last, last.0 == "elseif" {
          members[members.count - 1].1 = { writer in
            last.1(&writer)
            writer.append(",")
            writer.newline()
            writer.startLine("")
            object(&writer)
          }
        } else {
          members.append(("elseif", { writer in
            writer.append("[")
            writer.newline()
            writer.indented { inner in
              inner.startLine("")
              object(&inner)
              inner.newline()
            }
            writer.startLine("]")
          }))
        }
      case .else:
        members.append(("else", entries))
      }
    }
    writer.origin = Origin(enums: [enumIndex], member: node)
    writer.append("{")
    writer.newline()
    writer.indented { writeMembers(members, into: &$0) }
    writer.origin = Origin(enums: [enumIndex], member: node)
    writer.startLine("}")
  }

  /// A case on one line: the shorthand string when it means the same, else an object.
  static func caseText(_ navigationCase: NavigationCase, attributes: [String], condition: String?) -> String {
    if case .reducer(let type, nil) = navigationCase.payload, condition == nil,
      attributes.isEmpty, case .nominal(let components) = type,
      components.allSatisfy(\.genericArguments.isEmpty),
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
    if let condition { fields.append(("if", JSONText.quoted(condition))) }
    if !attributes.isEmpty { fields.append(("attributes", inlineArray(attributes))) }
    return "{ " + fields.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
  }

  private static func actionTypeText(_ action: NavigationCase.ActionType) -> String {
    switch action {
    case .existing(let type):
      return JSONText.quoted(type.description)
    case .generated(let generated):
      return "{ \"name\": \(JSONText.quoted(generated.name)), \"actions\": \(inlineArray(generated.actions)) }"
    }
  }

  static func inlineArray(_ strings: [String]) -> String {
    "[" + strings.map(JSONText.quoted).joined(separator: ", ") + "]"
  }

  private static func writeMembers(_ members: [(String, (inout LineWriter) -> Void)], into writer: inout LineWriter) {
    for (position, member) in members.enumerated() {
      writer.startLine(JSONText.quoted(member.0) + ": ")
      member.1(&writer)
      if position < members.count - 1 { writer.append(",") }
      writer.newline()
    }
  }

  private static func writeArray<Element>(
    _ elements: [Element], into writer: inout LineWriter, _ write: (Element, inout LineWriter) -> Void
  ) {
    guard !elements.isEmpty else {
      writer.append("[]")
      return
    }
    writer.append("[")
    writer.newline()
    writer.indented { inner in
      for (position, element) in elements.enumerated() {
        inner.startLine("")
        write(element, &inner)
        if position < elements.count - 1 { inner.append(",") }
        inner.newline()
      }
    }
    writer.startLine("]")
  }
}

/// Lines with indentation, each tagged with the origin current when it ended.
private struct LineWriter {
  var text = ""
  var origins: [SchemaJSONEncoder.Origin?] = []
  var origin: SchemaJSONEncoder.Origin?
  private var depth = 0
  private var lineOrigin: SchemaJSONEncoder.Origin?

  mutating func line(_ content: String) {
    startLine(content)
    newline()
  }

  mutating func startLine(_ content: String) {
    text += String(repeating: "  ", count: depth) + content
    lineOrigin = origin
  }

  mutating func append(_ content: String) {
    text += content
    if origin?.member != nil { lineOrigin = origin }
  }

  mutating func newline() {
    text += "\n"
    origins.append(lineOrigin ?? origin)
    lineOrigin = nil
  }

  mutating func indented(_ body: (inout LineWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }
}

extension NavigationEnum {
  /// The feature that owns the enum, for a destination or path.
  var feature: String? {
    switch role {
    case .destination(let feature), .path(let feature): return feature
    case .standalone: return nil
    }
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

  /// Numbers a subtree without visiting it.
  mutating func skip(_ members: [Conditional<EnumMember>]) {
    for member in members {
      _ = next()
      if case .block(let clauses) = member { skip(clauses.flatMap(\.members)) }
    }
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
        if number == target {
          numbering.skip(clauses.flatMap(\.members))
          continue
        }
        result.append(.block(clauses.map { clause in
          ConditionalClause(clause.keyword, clause.condition, clause.members.removing(target, numbering: &numbering))
        }))
      }
    }
    return result
  }
}
