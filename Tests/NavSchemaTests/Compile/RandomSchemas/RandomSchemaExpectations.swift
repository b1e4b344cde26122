@testable import NavSchema

/// What the loader must have read from a random schema's JSON: the enums in output order with
/// their access levels, and each enum's case names (shorthand names derived from the type) and
/// conditions.
enum RandomSchemaExpectations {
  static func mismatches(_ schema: RandomSchema, _ model: NavigationSchema) -> [String] {
    let expected = schema.allEnums
    guard model.enums.map(\.qualifiedName) == expected.map(\.qualifiedName) else {
      return ["enums \(model.enums.map(\.qualifiedName)), expected \(expected.map(\.qualifiedName))"]
    }
    var problems: [String] = []
    for (loaded, spec) in zip(model.enums, expected) {
      let name = spec.qualifiedName
      if loaded.access != schema.effectiveAccess(of: spec) {
        problems.append("\(name): access \(loaded.access), expected \(schema.effectiveAccess(of: spec))")
      }
      if loaded.cases.map(\.name) != spec.cases.map(\.name) {
        problems.append("\(name): cases \(loaded.cases.map(\.name)), expected \(spec.cases.map(\.name))")
      }
      if loaded.placedCases.map(\.condition) != spec.cases.map(\.condition) {
        problems.append(
          "\(name): conditions \(loaded.placedCases.map(\.condition)), expected \(spec.cases.map(\.condition))")
      }
    }
    return problems
  }
}
