@testable import NavSchema

extension DiffGraphSupport {
  /// Short constructors for models in tests that do not go through JSON.
  enum Builders {
    static func at(_ line: Int) -> SourceLocation {
      SourceLocation(file: "test.navgen.json", line: line, column: 1)
    }

    static func entry(_ name: String, _ payload: NavigationCase.Payload) -> CaseEntry {
      CaseEntry(navigationCase: NavigationCase(name: name, payload: payload, location: at(1)))
    }

    static func reducer(
      _ name: String, _ type: String, initializer: String? = nil, condition: String? = nil,
      attributes: [String] = []
    ) -> CaseEntry {
      var made = entry(name, .reducer(type: .named(type), initializer: initializer))
      made.condition = condition
      made.attributes = attributes
      return made
    }

    static func alert(_ name: String, generated: String, actions: [String]) -> CaseEntry {
      entry(name, .alert(.generated(GeneratedActionEnum(name: generated, actions: actions))))
    }

    static func dialog(_ name: String, _ actionType: String) -> CaseEntry {
      entry(name, .confirmationDialog(.existing(.named(actionType))))
    }

    static func ignored(_ name: String, _ types: [String], action: String? = nil) -> CaseEntry {
      entry(
        name,
        .ignored(
          parameters: types.map { NavigationCase.Parameter(type: typeRef($0)) },
          explicitAction: action.map(TypeRef.named)))
    }

    static func ephemeral(_ name: String, _ wrapper: String, _ argument: String) -> CaseEntry {
      let type = TypeRef.nominal([TypeRef.TypeComponent(name: wrapper, genericArguments: [.named(argument)])])
      return entry(name, .ephemeral(type: type))
    }

    static func plain(_ name: String) -> CaseEntry {
      entry(name, .none)
    }

    /// An enum written inside a navigation enum; `"ok(Int)"` is a case with one value.
    static func nestedEnum(_ name: String, _ cases: [String], conformances: [String] = []) -> NestedEnumDeclaration {
      let members = cases.map { text -> Conditional<NestedEnumMember> in
        let parts = text.split(separator: "(", maxSplits: 1).map(String.init)
        let values = parts.count == 2 ? [NavigationCase.Parameter(type: typeRef(String(parts[1].dropLast())))] : nil
        return .item(.declaration(PlainCaseDeclaration(elements: [PlainCase(name: parts[0], values: values, location: at(1))])))
      }
      return NestedEnumDeclaration(
        name: name, inheritance: conformances.map(TypeRef.named), members: members, location: at(1))
    }

    static func destination(
      _ feature: String, name: String = "Destination", access: AccessLevel = .internal,
      _ cases: [CaseEntry], state: [String] = [], action: [String] = []
    ) -> NavigationEnum {
      NavigationEnum(
        scope: feature.split(separator: ".").map(String.init), name: name, role: .destination(feature: feature),
        access: access, members: CaseEntry.members(cases), stateConformances: state.map(TypeRef.named),
        actionConformances: action.map(TypeRef.named), location: at(1))
    }

    /// SwiftUI glue with the defaults the loader gives a feature's enum of this name.
    static func glue(
      _ role: SwiftUIGlue.Role, parent: String, enumName: String, modifier: String? = nil, perception: Bool = false
    ) -> SwiftUIGlue {
      let property = SwiftUIGlue.defaultStateProperty(forEnumNamed: enumName)
      return SwiftUIGlue(
        role: role, parent: .named(parent), stateProperty: property, actionCase: property,
        functionName: modifier ?? (role == .destination ? property : SwiftUIGlue.defaultPathFunctionName),
        observation: perception ? .perception : .swiftUI, access: .internal, location: at(1))
    }

    /// `navigationCase` with a view and a presentation in the SwiftUI glue.
    static func presented(_ entry: CaseEntry, _ presentation: Presentation? = nil, view: String? = nil) -> CaseEntry {
      var glued = entry
      glued.navigationCase.glue = CaseGlue(
        view: view.map { .named(.named($0)) } ?? .conventional, presentation: presentation)
      return glued
    }

    /// `navigationEnum` with SwiftUI glue.
    static func glued(_ navigationEnum: NavigationEnum, _ glue: SwiftUIGlue) -> NavigationEnum {
      var glued = navigationEnum
      glued.swiftUI = glue
      return glued
    }

    static func path(_ feature: String, name: String = "Path", _ cases: [CaseEntry]) -> NavigationEnum {
      NavigationEnum(
        scope: feature.split(separator: ".").map(String.init), name: name, role: .path(feature: feature),
        access: .internal, members: CaseEntry.members(cases), location: at(1))
    }

    static func standalone(
      _ qualifiedName: String, access: AccessLevel = .internal, _ cases: [CaseEntry]
    ) -> NavigationEnum {
      let components = qualifiedName.split(separator: ".").map(String.init)
      return NavigationEnum(
        scope: Array(components.dropLast()), name: components.last ?? qualifiedName, role: .standalone,
        access: access, members: CaseEntry.members(cases), location: at(1))
    }

    static func schema(
      _ fileName: String = "App.navgen.json", features: [String] = [], enums: [NavigationEnum],
      imports: [ModuleImport] = ["ComposableArchitecture"]
    ) -> NavigationSchema {
      NavigationSchema(
        fileName: fileName, imports: imports,
        features: features.map { Feature(name: $0, location: at(1)) }, enums: enums)
    }
  }
}
