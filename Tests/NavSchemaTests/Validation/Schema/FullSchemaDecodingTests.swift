import Testing
@testable import NavSchema
@testable import NavTestSupport

@Suite("Loader: a valid full-featured schema")
struct FullSchemaDecodingTests {
  typealias L = LoaderTestSupport

  static let json = """
      {
        "version": 1,
        "$schema": "../navgen.schema.json",
        "access": "public",
        "imports": ["ComposableArchitecture", "Foundation"],
        "tca": "1.25.5",
        "expandMacros": true,
        "features": [
          {
            "name": "Articulo",
            "destination": {
              "access": "internal",
              "attributes": ["@available(iOS 17,*)"],
              "cases": [
                { "name": "autor", "reducer": "Autor" },
                { "name": "edicion", "reducer": "Edicion", "initializer": "Edicion( modo:.completo )" },
                { "name": "confirmarBorrado", "alert": { "name": "Alerta", "actions": ["borrarConfirmado", "cancelar"] } },
                { "name": "aviso", "alert": "Never" },
                { "name": "compartir", "confirmationDialog": { "name": "Compartir", "actions": ["copiarEnlace"] } },
                { "name": "contactos", "confirmationDialog": "ContactsFeature.Action.Dialog" },
                { "name": "toast", "ephemeral": "ToastState<ToastAction>" },
                { "name": "web", "ignored": "URL" },
                { "name": "reunion", "ignored": ["Meeting", "syncUp: SyncUp"] },
                { "name": "alert", "ignored": "AlertState<Alert>", "action": "Alert" },
                { "name": "cerrado" },
                { "name": "beta", "reducer": "Beta", "if": "DEBUG", "attributes": ["@available(iOS 17, *)"] },
                "Loaders.URLLoader"
              ],
              "stateConformances": ["Equatable", "Swift.Hashable"],
              "actionConformances": ["Sendable"]
            },
            "path": { "name": "Camino", "cases": ["Producto", "Resena", "Articles.Body2"] }
          },
          {
            "name": "App.Settings",
            "path": { "cases": [{ "name": "general", "reducer": "General", "if": "os(iOS)&&!targetEnvironment(simulator)" }] }
          }
        ],
        "enums": [
          { "name": "Path.Settings", "cases": ["Counter"] },
          { "name": "AppRoute", "access": "package", "cases": [] }
        ]
      }
      """

  @Test func decodesToTheExpectedModel() throws {
    let schema = try L.schema(Self.json)
    let expected = Self.expectedSchema
    #expect(schema.features == expected.features)
    for (decoded, wanted) in zip(schema.enums, expected.enums) {
      #expect(decoded.cases == wanted.cases, "cases of \(wanted.qualifiedName)")
      #expect(decoded == wanted)
    }
    #expect(schema.enums.count == expected.enums.count)
    #expect(schema == expected)
  }

  @Test func enumsComeInOutputOrder() throws {
    let schema = try L.schema(Self.json)
    #expect(schema.enums.map(\.qualifiedName) == [
      "Articulo.Destination", "Articulo.Camino", "App.Settings.Path", "Path.Settings", "AppRoute",
    ])
  }

  @Test func decodingTheSameBytesTwiceGivesTheSameModel() throws {
    #expect(try L.schema(Self.json) == (try L.schema(Self.json)))
  }

  static func at(_ line: Int, _ column: Int) -> NavSchema.SourceLocation { L.location(line, column) }

  static func reducer(_ name: String, _ type: String, at location: NavSchema.SourceLocation) -> NavigationCase {
    NavigationCase(name: name, payload: .reducer(type: .named(type), initializer: nil), location: location)
  }

  static func declared(_ navigationCase: NavigationCase, attributes: [String] = []) -> Conditional<EnumMember> {
    .item(.declaration(NavigationCaseDeclaration(navigationCase, attributes: attributes)))
  }

  static var articuloDestination: NavigationEnum {
    NavigationEnum(
      scope: ["Articulo"],
      name: "Destination",
      role: .destination(feature: "Articulo"),
      access: .internal,
      attributes: ["@available(iOS 17, *)"],
      members: [
        reducer("autor", "Autor", at: at(15, 11)),
        NavigationCase(
          name: "edicion", payload: .reducer(type: .named("Edicion"), initializer: "Edicion(modo: .completo)"),
          location: at(16, 11)),
        NavigationCase(
          name: "confirmarBorrado",
          payload: .alert(.generated(GeneratedActionEnum(name: "Alerta", actions: ["borrarConfirmado", "cancelar"]))),
          location: at(17, 11)),
        NavigationCase(name: "aviso", payload: .alert(.existing(.named("Never"))), location: at(18, 11)),
        NavigationCase(
          name: "compartir",
          payload: .confirmationDialog(.generated(GeneratedActionEnum(name: "Compartir", actions: ["copiarEnlace"]))),
          location: at(19, 11)),
        NavigationCase(
          name: "contactos", payload: .confirmationDialog(.existing(.named("ContactsFeature.Action.Dialog"))),
          location: at(20, 11)),
        NavigationCase(
          name: "toast",
          payload: .ephemeral(type: .nominal([.init(name: "ToastState", genericArguments: [.named("ToastAction")])])),
          location: at(21, 11)),
        NavigationCase(
          name: "web", payload: .ignored(parameters: [.init(type: .named("URL"))], explicitAction: nil),
          location: at(22, 11)),
        NavigationCase(
          name: "reunion",
          payload: .ignored(
            parameters: [.init(type: .named("Meeting")), .init(label: "syncUp", type: .named("SyncUp"))],
            explicitAction: nil),
          location: at(23, 11)),
        NavigationCase(
          name: "alert",
          payload: .ignored(
            parameters: [.init(type: .nominal([.init(name: "AlertState", genericArguments: [.named("Alert")])]))],
            explicitAction: .named("Alert")),
          location: at(24, 11)),
        NavigationCase(name: "cerrado", payload: .none, location: at(25, 11)),
      ].map { declared($0) } + [
        .block([
          ConditionalClause(.if, "DEBUG", [
            declared(
              NavigationCase(
                name: "beta", payload: .reducer(type: .named("Beta"), initializer: nil), location: at(26, 11)),
              attributes: ["@available(iOS 17, *)"])
          ])
        ]),
        declared(reducer("urlLoader", "Loaders.URLLoader", at: at(27, 11))),
      ],
      stateConformances: [.named("Equatable"), .named("Swift.Hashable")],
      actionConformances: [.named("Sendable")],
      location: at(11, 22))
  }

  static var expectedSchema: NavigationSchema {
    NavigationSchema(
      fileName: L.fileName,
      version: 1,
      access: .public,
      imports: ["ComposableArchitecture", "Foundation"],
      tcaVersion: .latest,
      expandMacros: true,
      features: [
        Feature(name: "Articulo", location: at(9, 5)),
        Feature(name: "App.Settings", location: at(34, 5)),
      ],
      enums: [
        articuloDestination,
        NavigationEnum(
          scope: ["Articulo"], name: "Camino", role: .path(feature: "Articulo"), access: .public,
          cases: [
            reducer("producto", "Producto", at: at(32, 45)),
            reducer("resena", "Resena", at: at(32, 57)),
            reducer("body2", "Articles.Body2", at: at(32, 67)),
          ],
          location: at(32, 15)),
        NavigationEnum(
          scope: ["App", "Settings"], name: "Path", role: .path(feature: "App.Settings"), access: .public,
          members: [
            .block([
              ConditionalClause(.if, "os(iOS) && !targetEnvironment(simulator)", [
                declared(
                  NavigationCase(
                    name: "general", payload: .reducer(type: .named("General"), initializer: nil),
                    location: at(36, 27)))
              ])
            ])
          ],
          location: at(36, 15)),
        NavigationEnum(
          scope: ["Path"], name: "Settings", role: .standalone, access: .public,
          cases: [reducer("counter", "Counter", at: at(40, 42))], location: at(40, 5)),
        NavigationEnum(scope: [], name: "AppRoute", role: .standalone, access: .package, cases: [], location: at(41, 5)),
      ])
  }
}
