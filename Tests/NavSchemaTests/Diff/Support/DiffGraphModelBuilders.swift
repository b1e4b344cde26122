import NavSchema

extension DiffGraphSupport {
  /// Short constructors for models in tests that do not go through JSON.
  enum Builders {
    static func at(_ line: Int) -> SourceLocation {
      SourceLocation(file: "test.navgen.json", line: line, column: 1)
    }

    static func reducer(
      _ name: String, _ type: String, initializer: String? = nil, condition: String? = nil,
      attributes: [String] = []
    ) -> NavigationCase {
      NavigationCase(
        name: name, payload: .reducer(type: .named(type), initializer: initializer),
        condition: condition, attributes: attributes, location: at(1))
    }

    static func alert(_ name: String, generated: String, actions: [String]) -> NavigationCase {
      NavigationCase(
        name: name, payload: .alert(.generated(GeneratedActionEnum(name: generated, actions: actions))),
        location: at(1))
    }

    static func dialog(_ name: String, _ actionType: String) -> NavigationCase {
      NavigationCase(name: name, payload: .confirmationDialog(.existing(.named(actionType))), location: at(1))
    }

    static func ignored(_ name: String, _ types: [String], action: String? = nil) -> NavigationCase {
      NavigationCase(
        name: name,
        payload: .ignored(
          parameters: types.map { NavigationCase.Parameter(type: typeRef($0)) },
          explicitAction: action.map(TypeRef.named)),
        location: at(1))
    }

    static func ephemeral(_ name: String, _ wrapper: String, _ argument: String) -> NavigationCase {
      let type = TypeRef.nominal([TypeRef.TypeComponent(name: wrapper, genericArguments: [.named(argument)])])
      return NavigationCase(name: name, payload: .ephemeral(type: type), location: at(1))
    }

    static func plain(_ name: String) -> NavigationCase {
      NavigationCase(name: name, payload: .none, location: at(1))
    }

    static func destination(
      _ feature: String, name: String = "Destination", access: AccessLevel = .internal,
      _ cases: [NavigationCase], state: [String] = [], action: [String] = []
    ) -> NavigationEnum {
      NavigationEnum(
        scope: feature.split(separator: ".").map(String.init), name: name, role: .destination(feature: feature),
        access: access, cases: cases, stateConformances: state.map(TypeRef.named),
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
    static func presented(
      _ navigationCase: NavigationCase, _ presentation: Presentation? = nil, view: String? = nil
    ) -> NavigationCase {
      var glued = navigationCase
      glued.glue = CaseGlue(view: view.map { .named(.named($0)) } ?? .conventional, presentation: presentation)
      return glued
    }

    /// `navigationEnum` with SwiftUI glue.
    static func glued(_ navigationEnum: NavigationEnum, _ glue: SwiftUIGlue) -> NavigationEnum {
      var glued = navigationEnum
      glued.swiftUI = glue
      return glued
    }

    static func path(_ feature: String, name: String = "Path", _ cases: [NavigationCase]) -> NavigationEnum {
      NavigationEnum(
        scope: feature.split(separator: ".").map(String.init), name: name, role: .path(feature: feature),
        access: .internal, cases: cases, location: at(1))
    }

    static func standalone(
      _ qualifiedName: String, access: AccessLevel = .internal, _ cases: [NavigationCase]
    ) -> NavigationEnum {
      let components = qualifiedName.split(separator: ".").map(String.init)
      return NavigationEnum(
        scope: Array(components.dropLast()), name: components.last ?? qualifiedName, role: .standalone,
        access: access, cases: cases, location: at(1))
    }

    static func schema(
      _ fileName: String = "App.navgen.json", features: [String] = [], enums: [NavigationEnum],
      imports: [String] = ["ComposableArchitecture"]
    ) -> NavigationSchema {
      NavigationSchema(
        fileName: fileName, imports: imports,
        features: features.map { Feature(name: $0, location: at(1)) }, enums: enums)
    }
  }
}
