import Testing
@testable import NavTestSupport

/// The SwiftUI glue's keys: an enum's `swiftUI` and its cases' `view` and `presentation`. One
/// test per diagnostic, each schema on one line so the column points into it.
@Suite("Loader diagnostics: SwiftUI glue")
struct SwiftUIGlueDiagnosticsTests {
  typealias L = LoaderTestSupport

  @Test func swiftUINotBoolOrObject() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": 3}}]}"#) == [
        "1:83: error: expected a boolean or an object for 'swiftUI', found a number",
      ])
  }

  @Test func unknownKey() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"modifer": "m"}}}]}"#) == [
        "1:84: error: unknown key 'modifer' in 'swiftUI'; did you mean 'modifier'?",
      ])
  }

  @Test func roleOnFeatureEnum() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [], "swiftUI": {"role": "path"}}}]}"#) == [
        "1:77: error: 'role' is only for enums of 'enums': the 'path' of a feature is a path enum",
      ])
  }

  @Test func missingRole() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": true}]}"#) == [
        "1:64: error: missing required key 'role' in 'swiftUI' (an enum of 'enums' says whether it is a destination or a path)",
      ])
  }

  @Test func unsupportedRole() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "pila"}}]}"#) == [
        "1:73: error: unsupported role 'pila' (supported: destination, path)",
      ])
  }

  @Test func roleNotAString() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": 1}}]}"#) == [
        "1:73: error: expected a string for 'role', found a number",
      ])
  }

  @Test func parentOnFeatureEnum() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"parent": "G"}}}]}"#) == [
        "1:84: error: 'parent' is only for enums of 'enums': the parent of a feature's 'destination' is the feature",
      ])
  }

  @Test func missingParent() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "destination"}}]}"#) == [
        "1:64: error: missing required key 'parent' in 'swiftUI': the presentation modifier of a destination enum of 'enums' takes the store of the reducer that holds it",
      ])
  }

  @Test func parentNotNominal() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "destination", "parent": "[Int]"}}]}"#) == [
        "1:98: error: expected a nominal type for 'parent' such as 'Autor' or 'Articles.Body', found '[Int]'",
      ])
  }

  @Test func invalidProperty() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"property": "mi-destino"}}}]}"#) == [
        "1:96: error: 'mi-destino' is not a valid property name: '-' cannot appear in a Swift identifier",
      ])
  }

  @Test func keywordAction() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"action": "class"}}}]}"#) == [
        "1:94: error: 'class' is a Swift keyword and cannot name a case",
      ])
  }

  @Test func invalidFunctionName() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [], "swiftUI": {"function": "1vista"}}}]}"#) == [
        "1:89: error: '1vista' is not a valid function name: an identifier cannot start with '1'",
      ])
  }

  @Test func modifierOnPath() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [], "swiftUI": {"modifier": "m"}}}]}"#) == [
        "1:77: error: 'modifier' applies to destination enums; this enum is a path (its functions are named by 'function' and 'stack')",
      ])
  }

  @Test func functionOnDestination() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"function": "f", "stack": "s"}}}]}"#) == [
        "1:84: error: 'function' applies to path enums; this enum is a destination (its functions are named by 'modifier')",
        "1:101: error: 'stack' applies to path enums; this enum is a destination (its functions are named by 'modifier')",
      ])
  }

  @Test func stackWithoutParent() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "path", "stack": "pila"}}]}"#) == [
        "1:81: error: 'stack' names the function that builds the NavigationStack, which needs 'parent'",
      ])
  }

  @Test func functionNamedLikeACase() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [{"name": "view", "reducer": "V"}], "swiftUI": true}}]}"#) == [
        "1:108: error: function name 'view' clashes with the case of the same name; choose another with 'function' or 'stack'",
      ])
  }

  @Test func stackNamedLikeACase() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": ["Pantalla"], "swiftUI": {"stack": "pantalla"}}}]}"#) == [
        "1:96: error: function name 'pantalla' clashes with the case of the same name; choose another with 'function' or 'stack'",
      ])
  }

  @Test func functionNamedScope() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [], "swiftUI": {"function": "scope"}}}]}"#) == [
        "1:89: error: function name 'scope' clashes with the static 'scope(_:)' function that @Reducer adds to the enum",
      ])
  }

  @Test func functionAndStackSameName() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [], "swiftUI": {"function": "pila", "stack": "pila"}}}]}"#) == [
        "1:106: error: 'function' and 'stack' must name two different functions, both are 'pila'",
      ])
  }

  @Test func perceptionNotABool() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"perception": "yes"}}}]}"#) == [
        "1:98: error: expected a boolean for 'perception', found a string",
      ])
  }

  @Test func unsupportedAccess() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"access": "open"}}}]}"#) == [
        "1:94: error: unsupported access level 'open' (supported: internal, package, public)",
      ])
  }

  @Test func accessAboveEnum() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": {"access": "public"}}}]}"#) == [
        "1:94: error: the SwiftUI glue cannot be more visible than its enum: 'access' is 'public', the enum is 'internal'",
      ])
  }

  @Test func duplicateModifier() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": true}}], "enums": [{"name": "Hoja", "cases": [], "swiftUI": {"role": "destination", "parent": "F", "modifier": "destination"}}]}"#) == [
        "1:194: error: modifier 'destination' for the store of 'F' is generated twice; the first is at line 1, column 83; name one of them with 'modifier'",
      ])
  }

  @Test func viewWithoutSwiftUI() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "view": "XView"}]}]}"#) == [
        "1:80: error: 'view' has no effect: the enum does not opt in to the SwiftUI glue (add \"swiftUI\": true to the enum)",
      ])
  }

  @Test func presentationWithoutSwiftUI() {
    #expect(
      L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "presentation": "sheet"}], "swiftUI": false}]}"#) == [
        "1:80: error: 'presentation' has no effect: the enum does not opt in to the SwiftUI glue (add \"swiftUI\": true to the enum)",
      ])
  }

  @Test func viewTrue() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "view": true}], "swiftUI": true}}]}"#) == [
        "1:107: error: expected a view type name or false for 'view', found true",
      ])
  }

  @Test func viewNumber() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "view": 1}], "swiftUI": true}}]}"#) == [
        "1:107: error: expected a view type name or false for 'view', found a number",
      ])
  }

  @Test func viewNotNominal() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "view": "[XView]"}], "swiftUI": true}}]}"#) == [
        "1:107: error: expected a nominal type for 'view' such as 'Autor' or 'Articles.Body', found '[XView]'",
      ])
  }

  @Test func unsupportedPresentation() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "presentation": "fullscreen"}], "swiftUI": true}}]}"#) == [
        "1:115: error: unsupported presentation 'fullscreen' (supported: sheet, fullScreenCover, popover, navigationDestination, alert, confirmationDialog)",
      ])
  }

  @Test func presentationNotAString() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "presentation": false}], "swiftUI": true}}]}"#) == [
        "1:115: error: expected a string for 'presentation', found a boolean",
      ])
  }

  @Test func presentationInPath() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "path": {"cases": [{"name": "x", "reducer": "X", "presentation": "sheet"}], "swiftUI": true}}]}"#) == [
        "1:92: error: 'presentation' applies to destination enums: the cases of a path are pushed on its NavigationStack",
      ])
  }

  @Test func viewOfAnAlert() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "alert": "Never", "view": "AlertaView"}], "swiftUI": true}}]}"#) == [
        "1:101: error: 'view' names the view of a child feature, and case 'x' is an alert case; write \"view\": false to leave it out of the SwiftUI glue",
      ])
  }

  @Test func alertPresentsAFeature() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "presentation": "alert"}], "swiftUI": true}}]}"#) == [
        "1:115: error: 'alert' cannot present case 'x', a reducer case; use 'sheet', 'fullScreenCover', 'popover' or 'navigationDestination'",
      ])
  }

  @Test func sheetPresentsAnAlert() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "confirmationDialog": "D", "presentation": "sheet"}], "swiftUI": true}}]}"#) == [
        "1:126: error: 'sheet' cannot present case 'x', a confirmation dialog case; use 'confirmationDialog'",
      ])
  }

  @Test func nothingToPresent() {
    #expect(
      L.diagnostics(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "ephemeral": "Toast<T>", "presentation": "popover"}], "swiftUI": true}}]}"#) == [
        "1:124: error: case 'x' is an ephemeral case and has nothing SwiftUI can present (only child features, alerts and confirmation dialogs are presented); write \"view\": false or leave 'presentation' out",
      ])
  }
}

/// What the loader makes of valid `swiftUI`, `view` and `presentation` keys.
@Suite("Loader: SwiftUI glue")
struct SwiftUIGlueDecodingTests {
  typealias L = LoaderTestSupport

  @Test func featureDestinationDefaults() throws {
    let schema = try L.schema(#"{"version": 1, "features": [{"name": "App.Articulo", "destination": {"cases": ["Autor"], "swiftUI": true}}]}"#)
    let glue = try #require(schema.enums[0].swiftUI)
    #expect(glue.role == .destination)
    #expect(glue.parent == .named("App.Articulo"))
    #expect(glue.stateProperty == "destination")
    #expect(glue.actionCase == "destination")
    #expect(glue.functionName == "destination")
    #expect(glue.observation == .swiftUI)
    #expect(glue.access == .internal)
    #expect(schema.enums[0].glueItem(of: schema.enums[0].cases[0], in: .destination) == .presented(.sheet, view: .named("AutorView")))
  }

  @Test func featurePathDefaults() throws {
    let schema = try L.schema(#"{"version": 1, "access": "public", "features": [{"name": "Tienda", "path": {"name": "Camino", "cases": ["Producto"], "swiftUI": {}}}]}"#)
    let glue = try #require(schema.enums[0].swiftUI)
    #expect(glue.role == .path)
    #expect(glue.stateProperty == "camino")
    #expect(glue.functionName == "view")
    #expect(glue.stackFunctionName == "navigationStack")
    #expect(glue.hasStackFunction)
    #expect(glue.access == .public)
    #expect(schema.enums[0].glueItem(of: schema.enums[0].cases[0], in: .path) == .pushed(view: .named("ProductoView")))
  }

  @Test func everySetting() throws {
    let schema = try L.schema(
      #"{"version": 1, "access": "public", "features": [{"name": "F", "path": {"name": "URLStack", "cases": [], "swiftUI": {"property": "pila", "action": "enPila", "function": "pantalla", "stack": "pilaCompleta", "perception": true, "access": "package"}}}]}"#)
    let glue = try #require(schema.enums[0].swiftUI)
    #expect(glue.stateProperty == "pila")
    #expect(glue.actionCase == "enPila")
    #expect(glue.functionName == "pantalla")
    #expect(glue.stackFunctionName == "pilaCompleta")
    #expect(glue.observation == .perception)
    #expect(glue.access == .package)
  }

  @Test func defaultPropertyLowersTheLeadingCapitals() throws {
    let schema = try L.schema(#"{"version": 1, "features": [{"name": "F", "path": {"name": "URLStack", "cases": [], "swiftUI": true}}]}"#)
    #expect(schema.enums[0].swiftUI?.stateProperty == "urlStack")
    #expect(schema.enums[0].swiftUI?.functionName == "view")
  }

  @Test func enumOfEnums() throws {
    let schema = try L.schema(
      #"{"version": 1, "enums": [{"name": "Hoja", "cases": [], "swiftUI": {"role": "destination", "parent": "App.Lista", "modifier": "hoja"}}, {"name": "Pila", "cases": [], "swiftUI": {"role": "path"}}]}"#)
    #expect(schema.enums[0].swiftUI?.parent == .named("App.Lista"))
    #expect(schema.enums[0].swiftUI?.stateProperty == "hoja")
    #expect(schema.enums[0].swiftUI?.functionName == "hoja")
    #expect(schema.enums[1].swiftUI?.parent == nil)
    #expect(schema.enums[1].swiftUI?.hasStackFunction == false)
  }

  @Test func swiftUIFalseIsNoGlue() throws {
    let schema = try L.schema(#"{"version": 1, "features": [{"name": "F", "destination": {"cases": [], "swiftUI": false}}]}"#)
    #expect(schema.enums[0].swiftUI == nil)
  }

  @Test func caseKeys() throws {
    let schema = try L.schema(
      #"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "a", "reducer": "A", "view": "Pantalla.Vista", "presentation": "popover"}, {"name": "b", "reducer": "B", "view": false}, {"name": "c", "alert": "Never", "view": false}, {"name": "d", "confirmationDialog": "D"}, {"name": "e", "ignored": "URL"}], "swiftUI": true}}]}"#)
    let items = schema.enums[0].cases.map { schema.enums[0].glueItem(of: $0, in: .destination) }
    #expect(items == [
      .presented(.popover, view: .named("Pantalla.Vista")), .leftToApp, .leftToApp,
      .presented(.confirmationDialog, view: nil), .leftToApp,
    ])
  }

  /// The 1.25 migration pattern: an ignored `AlertState<A>` with the explicit action `A` is a
  /// store of alert state once scoped, so TCA's `alert(_:)` presents it.
  @Test func migratedAlertIsPresentedAsAnAlert() throws {
    let schema = try L.schema(
      #"{"version": 1, "enums": [{"name": "M", "cases": [{"name": "alert", "ignored": "AlertState<Alert>", "action": "Alert"}, {"name": "dialog", "ignored": "ConfirmationDialogState<D>", "action": "D", "presentation": "confirmationDialog"}, {"name": "other", "ignored": "AlertState<Alert>", "action": "Otra"}], "swiftUI": {"role": "destination", "parent": "P"}}]}"#)
    let items = schema.enums[0].cases.map { schema.enums[0].glueItem(of: $0, in: .destination) }
    #expect(items == [.presented(.alert, view: nil), .presented(.confirmationDialog, view: nil), .leftToApp])
  }

  /// The same pattern with the action carried by an `Action` written in the enum (as TCA 1.25's
  /// migration guide writes it) rather than the case's `action` key; only its cases outside
  /// `#if`, which the macro reads, count.
  @Test func migratedAlertWithTheActionWrittenInTheEnum() throws {
    let schema = try L.schema(
      #"{"version": 1, "enums": [{"name": "M", "cases": [{"name": "alert", "ignored": "AlertState<Alert>", "presentation": "alert"}, {"name": "otro", "ignored": "AlertState<Alert>"}, {"name": "debug", "ignored": "AlertState<Alert>"}, {"enum": "Action", "cases": [{"name": "alert", "values": ["Alert"]}, {"name": "otro", "values": ["Otra"]}, {"if": "DEBUG", "cases": [{"name": "debug", "values": ["Alert"]}]}]}], "swiftUI": {"role": "destination", "parent": "P"}}]}"#)
    let items = schema.enums[0].cases.map { schema.enums[0].glueItem(of: $0, in: .destination) }
    #expect(items == [.presented(.alert, view: nil), .leftToApp, .leftToApp])
    let diagnostics = L.diagnostics(
      #"{"version": 1, "enums": [{"name": "M", "cases": [{"name": "debug", "ignored": "AlertState<Alert>", "presentation": "alert"}, {"enum": "Action", "cases": [{"if": "DEBUG", "cases": [{"name": "debug", "values": ["Alert"]}]}]}], "swiftUI": {"role": "destination", "parent": "P"}}]}"#)
    #expect(diagnostics.contains { $0.contains("has nothing SwiftUI can present") })
  }

  /// TCA 1.12 re-exports `SwiftUINavigationCore` only, which has no back-port of
  /// `navigationDestination(item:)`: before iOS 17 nothing can push the case.
  @Test func iOS16GlueCannotPushWithoutTheBackPort() {
    #expect(
      L.diagnostics(#"{"version": 1, "tca": "1.12.1", "features": [{"name": "F", "destination": {"cases": [{"name": "a", "reducer": "A", "presentation": "navigationDestination"}, {"name": "b", "reducer": "B", "presentation": "fullScreenCover"}], "swiftUI": {"perception": true}}}]}"#) == [
        "1:86: error: TCA 1.12.1 has no 'navigationDestination(item:)' before iOS 17 (it re-exports swift-navigation's back-port from 1.13.0), so the iOS 16 glue ('perception') of 'F.Destination' cannot present case 'a'; target 1.13.0 or later, or give the case another 'presentation'",
      ])
    #expect(L.diagnostics(#"{"version": 1, "tca": "1.13.0", "features": [{"name": "F", "destination": {"cases": [{"name": "a", "reducer": "A", "presentation": "navigationDestination"}], "swiftUI": {"perception": true}}}]}"#).isEmpty)
    #expect(L.diagnostics(#"{"version": 1, "tca": "1.12.1", "features": [{"name": "F", "destination": {"cases": [{"name": "a", "reducer": "A", "presentation": "navigationDestination"}], "swiftUI": true}}]}"#).isEmpty)
  }

  @Test func pathCasesWithoutAViewGoToTheCaller() throws {
    let schema = try L.schema(
      #"{"version": 1, "features": [{"name": "F", "path": {"cases": ["A", {"name": "b", "reducer": "B", "view": false}, {"name": "c", "ignored": "URL"}, {"name": "d"}, {"name": "e", "reducer": "Kit.Body", "view": "KitView"}, {"name": "g", "reducer": "G<Int>"}], "swiftUI": true}}]}"#)
    let items = schema.enums[0].cases.map { schema.enums[0].glueItem(of: $0, in: .path) }
    #expect(items == [
      .pushed(view: .named("AView")), .leftToApp, .leftToApp, .leftToApp, .pushed(view: .named("KitView")),
      .pushed(view: .generic("GView", .named("Int"))),
    ])
  }
}
