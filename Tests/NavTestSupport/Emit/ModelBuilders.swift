import Testing
@testable import NavSchema

/// Short constructors for models in emitter tests.
enum Build {
  static let here = SourceLocation(file: "test.navgen.json", line: 1, column: 1)

  static func entry(_ name: String, _ payload: NavigationCase.Payload, if condition: String? = nil) -> CaseEntry {
    CaseEntry(navigationCase: NavigationCase(name: name, payload: payload, location: here), condition: condition)
  }

  static func reducer(_ name: String, _ type: String, initializer: String? = nil, if condition: String? = nil)
    -> CaseEntry
  {
    entry(name, .reducer(type: .named(type), initializer: initializer), if: condition)
  }

  static func alert(_ name: String, _ action: TypeRef, if condition: String? = nil) -> CaseEntry {
    entry(name, .alert(.existing(action)), if: condition)
  }

  static func ignored(
    _ name: String, _ parameters: [NavigationCase.Parameter], action: TypeRef? = nil, if condition: String? = nil
  ) -> CaseEntry {
    entry(name, .ignored(parameters: parameters, explicitAction: action), if: condition)
  }

  static func plain(_ name: String, if condition: String? = nil) -> CaseEntry {
    entry(name, .none, if: condition)
  }

  static func generic(_ name: String, _ arguments: TypeRef...) -> TypeRef {
    .nominal([.init(name: name, genericArguments: arguments)])
  }

  static func destination(
    _ entries: [CaseEntry], scope: [String] = [], name: String = "Destination", access: AccessLevel = .internal
  ) -> NavigationEnum {
    destination(members: CaseEntry.members(entries), scope: scope, name: name, access: access)
  }

  static func destination(
    members: [Conditional<EnumMember>], scope: [String] = [], name: String = "Destination",
    access: AccessLevel = .internal
  ) -> NavigationEnum {
    NavigationEnum(scope: scope, name: name, role: .standalone, access: access, members: members, location: here)
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
