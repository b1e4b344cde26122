@testable import NavSchema
@testable import NavTestSupport

/// What the loader must have read from a random schema's JSON: the enums in output order with
/// their access levels, each enum's case names (shorthand names derived from the type) and
/// conditions, and its SwiftUI glue settings.
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
      problems += glueMismatches(loaded, spec, access: schema.effectiveAccess(of: spec))
    }
    return problems
  }

  /// The glue's settings as the loader read them: role, parent, names, Bindable, access.
  private static func glueMismatches(_ loaded: NavigationEnum, _ spec: RandomEnum, access: AccessLevel) -> [String] {
    let name = spec.qualifiedName
    guard let expected = spec.swiftUI else {
      return loaded.swiftUI == nil ? [] : ["\(name): has SwiftUI glue, expected none"]
    }
    guard let glue = loaded.swiftUI else { return ["\(name): no SwiftUI glue, expected some"] }
    let read = [
      glue.role.rawValue, glue.parent?.description ?? "-", glue.stateProperty, glue.actionCase, glue.functionName,
      glue.hasStackFunction ? glue.stackFunctionName : "-", glue.observation.rawValue, glue.access.rawValue,
    ]
    let wanted = [
      expected.role.rawValue, expected.parent ?? "-", expected.property, expected.action, expected.function,
      expected.role == .path && expected.parent != nil ? expected.stackFunction : "-",
      expected.perception ? "perception" : "swiftUI", (expected.access ?? access).rawValue,
    ]
    return read == wanted ? [] : ["\(name): SwiftUI glue \(read), expected \(wanted)"]
  }
}
