import Testing
@testable import NavSchema

/// Short constructors for models in emitter tests.
enum Build {
  static let here = SourceLocation(file: "test.navgen.json", line: 1, column: 1)

  static func reducer(_ name: String, _ type: String, initializer: String? = nil, if condition: String? = nil)
    -> NavigationCase
  {
    NavigationCase(
      name: name, payload: .reducer(type: .named(type), initializer: initializer), condition: condition, location: here)
  }

  static func alert(_ name: String, _ action: TypeRef, if condition: String? = nil) -> NavigationCase {
    NavigationCase(name: name, payload: .alert(.existing(action)), condition: condition, location: here)
  }

  static func ignored(
    _ name: String, _ parameters: [NavigationCase.Parameter], action: TypeRef? = nil, if condition: String? = nil
  ) -> NavigationCase {
    NavigationCase(
      name: name, payload: .ignored(parameters: parameters, explicitAction: action), condition: condition, location: here)
  }

  static func plain(_ name: String, if condition: String? = nil) -> NavigationCase {
    NavigationCase(name: name, payload: .none, condition: condition, location: here)
  }

  static func generic(_ name: String, _ arguments: TypeRef...) -> TypeRef {
    .nominal([.init(name: name, genericArguments: arguments)])
  }

  static func destination(
    _ cases: [NavigationCase], scope: [String] = [], name: String = "Destination", access: AccessLevel = .internal
  ) -> NavigationEnum {
    NavigationEnum(scope: scope, name: name, role: .standalone, access: access, cases: cases, location: here)
  }

  /// The file for `enums`, expanded as `release` (a supported release's version) does.
  static func generate(
    _ enums: [NavigationEnum], expandMacros: Bool = false, release: String = TCARelease.latest.version,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    let tca = TCARelease(release)
    if tca == nil { Issue.record("\(release) is not a supported release", sourceLocation: sourceLocation) }
    let schema = NavigationSchema(fileName: "Test.navgen.json", imports: [], tcaVersion: tca ?? .latest, enums: enums)
    return SwiftGenerator.generate(schema, expandMacros: expandMacros)
  }
}
