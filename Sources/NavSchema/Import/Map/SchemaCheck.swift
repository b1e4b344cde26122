/// Proves an imported schema valid the one way every schema is proved valid:
/// encode it and load it with `SchemaLoader`. A problem the loader finds
/// (a case name the expansion reserves, a duplicate case, a payload the
/// format refuses) is turned into a warning at the Swift source of the case
/// or enum it came from, which is then left out, until the schema loads.
enum SchemaCheck {
  struct Outcome {
    var json: String
    var diagnostics: [Diagnostic]
  }

  static func run(_ schema: inout NavigationSchema, pinningRelease: Bool = false) -> Outcome {
    var diagnostics: [Diagnostic] = []
    // Each round removes at least one case or enum, so this ends.
    while true {
      let encoded = SchemaJSONEncoder.encode(schema, pinningRelease: pinningRelease)
      let loaded = SchemaLoader.load(contents: Array(encoded.text.utf8), fileName: schema.fileName)
      let errors = loaded.diagnostics.filter { $0.severity == .error }
      guard !errors.isEmpty else { return Outcome(json: encoded.text, diagnostics: diagnostics) }
      var droppedCases: [Int: Set<Int>] = [:]
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
        if let caseIndex = origin.caseIndex, let enumIndex = origin.enums.first {
          let navigationCase = schema.enums[enumIndex].cases[caseIndex]
          if droppedCases[enumIndex, default: []].insert(caseIndex).inserted {
            diagnostics.append(.warning(
              "case \(ImportWording.quoted(navigationCase.name)) cannot be imported: \(error.message)",
              at: navigationCase.location))
          }
        } else {
          for enumIndex in origin.enums where droppedEnums.insert(enumIndex).inserted {
            let navigationEnum = schema.enums[enumIndex]
            diagnostics.append(.warning(
              "\(ImportWording.quoted(navigationEnum.qualifiedName)) cannot be imported: \(error.message)",
              at: navigationEnum.location))
          }
        }
      }
      for (enumIndex, caseIndices) in droppedCases {
        schema.enums[enumIndex].cases = schema.enums[enumIndex].cases.enumerated()
          .filter { !caseIndices.contains($0.offset) }.map(\.element)
      }
      schema.enums = schema.enums.enumerated().filter { !droppedEnums.contains($0.offset) }.map(\.element)
      let owners = Set(schema.enums.compactMap(\.feature))
      schema.features = schema.features.filter { owners.contains($0.name) }
    }
  }
}
