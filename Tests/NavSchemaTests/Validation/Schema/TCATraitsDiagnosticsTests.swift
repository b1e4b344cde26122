import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The `tcaTraits` key, `--tca-traits` (what NavGenPlugin passes from the manifest), and the
/// warning at an alert the glue cannot present without a deprecated call under a trait.
@Suite("Loader diagnostics: TCA's package traits")
struct TCATraitsDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func file(tca: String, traits: String, cases: String = "[\"Autor\"]", swiftUI: Bool = false) -> String {
    """
    {
      "version": 1,
      "tca": "\(tca)",
      "tcaTraits": \(traits),
      "features": [
        { "name": "Articulo", "destination": { "cases": \(cases)\(swiftUI ? ", \"swiftUI\": true" : "") } }
      ]
    }
    """
  }

  static func load(_ text: String, _ choice: ReleaseChoice) -> SchemaLoadResult {
    SchemaLoader.load(contents: Array(text.utf8), fileName: L.fileName, casePaths: choice)
  }

  @Test func theTraitsTheReleaseDeclaresLoad() throws {
    let both = #"["ComposableArchitecture2DeprecationOverloads", "ComposableArchitecture2Deprecations"]"#
    #expect(try L.schema(Self.file(tca: "1.25.3", traits: both)).tcaTraits == [.deprecations, .deprecationOverloads])
    #expect(try L.schema(Self.file(tca: "1.25.0", traits: #"["ComposableArchitecture2Deprecations"]"#)).tcaTraits == [.deprecations])
    #expect(try L.schema(Self.file(tca: "1.25.0", traits: "[]")).tcaTraits == [])
    #expect(try L.schema(#"{"version": 1}"#).tcaTraits == [])
  }

  @Test func aTraitTheReleaseDoesNotDeclareIsAnErrorThatListsItsTraits() {
    #expect(L.diagnostics(Self.file(tca: "1.24.1", traits: #"["ComposableArchitecture2Deprecations"]"#)) == [
      "4:17: error: TCA 1.24.1 declares no trait 'ComposableArchitecture2Deprecations' (TCA declares it from 1.25.0); "
        + "its traits: none"
    ])
    #expect(L.diagnostics(Self.file(tca: "1.25.2", traits: #"["ComposableArchitecture2DeprecationOverloads"]"#)) == [
      "4:17: error: TCA 1.25.2 declares no trait 'ComposableArchitecture2DeprecationOverloads' (TCA declares it from "
        + "1.25.3); its traits: ComposableArchitecture2Deprecations"
    ])
    #expect(L.diagnostics(Self.file(tca: "1.25.5", traits: #"["ComposableArchitecture2Deprecation", 3]"#)) == [
      "4:17: error: TCA 1.25.5 declares no trait 'ComposableArchitecture2Deprecation'; its traits: "
        + "ComposableArchitecture2Deprecations, ComposableArchitecture2DeprecationOverloads; "
        + "did you mean 'ComposableArchitecture2Deprecations'?",
      "4:55: error: expected a string in 'tcaTraits', found a number",
    ])
    #expect(L.diagnostics(Self.file(
      tca: "1.25.5", traits: #"["ComposableArchitecture2Deprecations", "ComposableArchitecture2Deprecations"]"#)) == [
      "4:56: error: duplicate trait 'ComposableArchitecture2Deprecations'; the first is at line 4, column 17"
    ])
    #expect(L.diagnostics(Self.file(tca: "1.25.5", traits: #""ComposableArchitecture2Deprecations""#)) == [
      "4:16: error: expected an array of strings for 'tcaTraits', found a string"
    ])
  }

  /// `--tca-traits` replaces the file's; a trait the schema's release does not declare is left
  /// out, with a warning at its `tca` from the command line and none from the plugin.
  @Test func theCommandLinesTraitsReplaceTheFiles() throws {
    let text = Self.file(tca: "1.25.2", traits: #"["ComposableArchitecture2Deprecations"]"#)
    let none = Self.load(text, ReleaseChoice(tcaTraits: []))
    #expect(none.diagnostics.isEmpty && none.schema?.tcaTraits == [])
    let undeclared = Self.load(text, ReleaseChoice(tcaTraits: [.deprecations, .deprecationOverloads]))
    #expect(undeclared.schema?.tcaTraits == [.deprecations])
    #expect(undeclared.diagnostics.map(L.describe) == [
      "3:10: warning: TCA 1.25.2 declares no trait 'ComposableArchitecture2DeprecationOverloads' (its traits: "
        + "ComposableArchitecture2Deprecations); '--tca-traits' leaves it out for this schema"
    ])
    let plugin = Self.load(text, ReleaseChoice(pluginDefaults: true, tcaTraits: [.deprecations, .deprecationOverloads]))
    #expect(plugin.diagnostics.isEmpty && plugin.schema?.tcaTraits == [.deprecations])
  }

  /// The traits of a release navgen does not know are checked against the newest it knows,
  /// whose glue such a schema gets.
  @Test func aReleaseNavGenDoesNotKnowTakesEveryTrait() {
    let result = Self.load(
      #"{"version": 1, "tcaTraits": ["ComposableArchitecture2DeprecationOverloads"]}"#,
      ReleaseChoice(pluginDefaults: true, releaseWarnedByPlugin: true))
    #expect(result.diagnostics.isEmpty)
    let unknown = SchemaLoader.load(
      contents: Array(#"{"version": 1, "tcaTraits": ["ComposableArchitecture2DeprecationOverloads"]}"#.utf8),
      fileName: L.fileName, defaultTCA: "1.26.0", casePaths: ReleaseChoice(pluginDefaults: true, releaseWarnedByPlugin: true))
    #expect(unknown.diagnostics.isEmpty)
    #expect(unknown.schema?.tcaTraits == [.deprecationOverloads] && unknown.schema?.unknownTCARelease == "1.26.0")
  }

  static let alertCase = #"["Autor", { "name": "borrar", "alert": { "name": "Alerta", "actions": ["si"] } }]"#

  /// With `ComposableArchitecture2DeprecationOverloads` the `Bindable` modifier leaves an alert
  /// held as a value to the app: a warning at the case says so and how to write it so that
  /// `store.case` holds a store.
  @Test func anAlertTheBindableModifierCannotPresentIsAWarningAtTheCase() {
    let overloads = #"["ComposableArchitecture2DeprecationOverloads"]"#
    #expect(L.diagnostics(Self.file(tca: "1.25.5", traits: overloads, cases: Self.alertCase, swiftUI: true)) == [
      "6:63: warning: TCA 1.25.5 with ComposableArchitecture2DeprecationOverloads scopes 'SwiftUI.Bindable' to alert "
        + "case 'borrar' only through deprecated calls, so the glue's 'destination(_:)' taking it leaves the case to the "
        + "app (the one taking a 'SwiftUI.Binding' presents it); write it as TCA's 1.25 migration ('Enum scopes') does, "
        + "which gives it a store: { \"name\": \"borrar\", \"ignored\": \"AlertState<Alerta>\", \"action\": \"Alerta\" } "
        + "with Alerta written among the cases ({ \"enum\": \"Alerta\", \"attributes\": [\"@CasePathable\"], "
        + "\"conformances\": [\"Equatable\", \"Hashable\", \"Sendable\"], \"cases\": [...] })"
    ])
    #expect(L.diagnostics(Self.file(tca: "1.25.3", traits: overloads, cases: Self.alertCase, swiftUI: true)) == [
      "6:63: warning: TCA 1.25.3 with ComposableArchitecture2DeprecationOverloads scopes 'SwiftUI.Bindable' to alert "
        + "case 'borrar' only through deprecated calls, so the glue's 'destination(_:)' taking it leaves the case to the "
        + "app (the one taking a 'SwiftUI.Binding' presents it); from 1.25.5, TCA's 1.25 migration ('Enum scopes') gives "
        + "it a store: target that release and write the case as { \"name\": \"borrar\", \"ignored\": "
        + "\"AlertState<Alerta>\", \"action\": \"Alerta\" } with Alerta written among the cases ({ \"enum\": \"Alerta\", "
        + "\"attributes\": [\"@CasePathable\"], \"conformances\": [\"Equatable\", \"Hashable\", \"Sendable\"], "
        + "\"cases\": [...] })"
    ])
    // Without the trait, without glue, or with the migration's case: nothing to say.
    #expect(L.diagnostics(Self.file(tca: "1.25.5", traits: "[]", cases: Self.alertCase, swiftUI: true)) == [])
    #expect(L.diagnostics(Self.file(tca: "1.25.5", traits: overloads, cases: Self.alertCase)) == [])
    let migrated = #"""
      ["Autor", { "name": "borrar", "ignored": "AlertState<Alerta>", "action": "Alerta" },
       { "enum": "Alerta", "cases": ["si"] }]
      """#
    #expect(L.diagnostics(Self.file(tca: "1.25.5", traits: overloads, cases: migrated, swiftUI: true)) == [])
  }
}
