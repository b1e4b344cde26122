import NavSchema

/// Proves an imported schema valid the one way every schema is proved valid:
/// encode it and load it with `SchemaLoader`. A problem the loader finds
/// (a case name the expansion reserves, a duplicate case, a payload the
/// format refuses) is turned into a warning at the Swift source of the case
/// or enum it came from, which is then left out, until the schema loads; a
/// warning of the loader is passed on at the Swift source the same way.
enum SchemaCheck {
  struct Outcome {
    var json: String
    var diagnostics: [Diagnostic]
  }

  /// `case 'x'` or `the '#if DEBUG' block`, and where it was written.
  private static func describe(member target: Int, of navigationEnum: NavigationEnum) -> (String, SourceLocation) {
    var numbering = MemberNumbering()
    var found: (String, SourceLocation)?
    func visit(_ members: [Conditional<EnumMember>]) {
      for member in members where found == nil {
        let number = numbering.next()
        switch member {
        case .item(let item):
          guard number == target else { continue }
          switch item {
          case .declaration(let declaration):
            let name = declaration.elements.map(\.name).joined(separator: ", ")
            found = ("case \(DisplayText.quoted(name))", declaration.location)
          case .nestedEnum(let nested):
            found = ("enum \(DisplayText.quoted(nested.name))", nested.location)
          case .reducerEnum(let placement):
            found = ("the @Reducer enum \(DisplayText.quoted(placement.name)) written here", placement.location)
          }
        case .block(let clauses):
          if number == target {
            // A block has no location of its own: its first case stands for it.
            let first = clauses.flatMap(\.members).conditionalItems().compactMap(\.declaration).first
            found = ("the \(DisplayText.quoted(clauses[0].directive)) block", first?.location ?? navigationEnum.location)
          }
          for clause in clauses { visit(clause.members) }
        }
      }
    }
    visit(navigationEnum.members)
    return found ?? ("a member of \(DisplayText.quoted(navigationEnum.qualifiedName))", navigationEnum.location)
  }

  static func run(_ schema: inout NavigationSchema, pinningRelease: Bool = false) -> Outcome {
    var diagnostics: [Diagnostic] = []
    // Each round removes at least one case or enum, so this ends.
    while true {
      let encoded = SchemaJSONEncoder.encode(schema, pinningRelease: pinningRelease)
      let loaded = SchemaLoader.load(contents: Array(encoded.text.utf8), fileName: schema.fileName)
      let errors = loaded.diagnostics.filter { $0.severity == .error }
      guard !errors.isEmpty else {
        for warning in loaded.diagnostics {
          let line = warning.location.line - 1
          guard line >= 0, line < encoded.origins.count, let origin = encoded.origins[line],
            let enumIndex = origin.enums.first
          else { continue }
          let navigationEnum = schema.enums[enumIndex]
          let (subject, location) = origin.member.map { describe(member: $0, of: navigationEnum) }
            ?? (DisplayText.quoted(navigationEnum.qualifiedName), navigationEnum.location)
          diagnostics.append(.warning("\(subject): \(warning.message)", at: location))
        }
        return Outcome(json: encoded.text, diagnostics: diagnostics)
      }
      var droppedMembers: [Int: Set<Int>] = [:]
      var droppedEnums: Set<Int> = []
      for error in errors {
        let line = error.location.line - 1
        guard line >= 0, line < encoded.origins.count, let origin = encoded.origins[line], !origin.enums.isEmpty else {
          // Nothing to blame: report it as it is and write no schema rather than a wrong one.
          diagnostics.append(.error("import produced an invalid schema: \(error)", at: error.location))
          schema.features = []
          schema.enums = []
          return Outcome(json: SchemaJSONEncoder.encode(schema, pinningRelease: pinningRelease).text, diagnostics: diagnostics)
        }
        if let member = origin.member, let enumIndex = origin.enums.first {
          guard droppedMembers[enumIndex, default: []].insert(member).inserted else { continue }
          let navigationEnum = schema.enums[enumIndex]
          let (subject, location) = describe(member: member, of: navigationEnum)
          diagnostics.append(.warning("\(subject) cannot be imported: \(error.message)", at: location))
        } else {
          for enumIndex in origin.enums where droppedEnums.insert(enumIndex).inserted {
            let navigationEnum = schema.enums[enumIndex]
            diagnostics.append(.warning(
              "\(DisplayText.quoted(navigationEnum.qualifiedName)) cannot be imported: \(error.message)",
              at: navigationEnum.location))
          }
        }
      }
      for (enumIndex, members) in droppedMembers {
        // From the highest number down, so the lower numbers keep their members.
        for member in members.sorted(by: >) {
          schema.enums[enumIndex].members = schema.enums[enumIndex].members.removingMember(member)
        }
      }
      schema.enums = schema.enums.enumerated().filter { !droppedEnums.contains($0.offset) }.map(\.element)
      let owners = Set(schema.enums.compactMap(\.feature))
      schema.features = schema.features.filter { owners.contains($0.name) }
    }
  }
}
