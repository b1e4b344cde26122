import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// How the glue scopes a presented case in each TCA release and with each of TCA's package
/// traits (`TCASwiftUIAPI`), and what it says of the functions that call `WithPerceptionTracking`.
@Suite struct SwiftUIGlueReleaseTests {
  typealias Glue = SwiftUIGlueTests

  static let mixed = [
    Build.reducer("autor", "Autor"), Build.alert("borrar", .named("Alerta")),
  ]

  /// The lines of the modifier taking `wrapper` that name a case's binding (`let xItem = ...`) or
  /// present one (`.sheet(item:`, `.alert(`).
  static func modifier(
    _ wrapper: String, _ entries: [CaseEntry] = mixed, tca: String, traits: Set<TCATrait> = []
  ) -> [String] {
    let schema = NavigationSchema(
      fileName: "T.navgen.json", imports: [], tcaVersion: TCARelease(tca)!, tcaTraits: traits,
      enums: [Glue.glued(entries, Glue.glue(.destination))])
    let output = SwiftGenerator.generate(schema)
    guard let start = output.range(of: "(_ store: \(wrapper)<") else { return [] }
    var lines: [String] = []
    // Up to the function's closing brace, the only line that is `}` two spaces in.
    for line in output[start.upperBound...].split(separator: "\n").dropFirst() {
      if line == "  }" { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("let ") || trimmed.hasPrefix(".") || trimmed == "self" { lines.append(trimmed) }
    }
    return lines
  }

  /// Before 1.25.0, one scope per case, the lessons' spelling.
  @Test func beforeTCA125EachCaseIsScopedOnItsOwn() {
    #expect(Self.modifier("SwiftUI.Bindable", tca: "1.24.1") == [
      "let autorItem = store.scope(state: \\.destination?.autor, action: \\.destination.autor)",
      "let borrarItem = store.scope(state: \\.destination?.borrar, action: \\.destination.borrar)",
      ".sheet(item: autorItem) { store in", ".alert(borrarItem)",
    ])
  }

  /// From 1.25.0, TCA's enum scope: the case held as a store through the scope of the projected
  /// `$destination`; the alert, which `store.case` holds as its state, scoped from the projected
  /// state on its own. The same in every wrapper and with every trait set 1.25.0 declares.
  @Test(arguments: ["1.25.0", "1.25.1", "1.25.2", "1.25.5"])
  func fromTCA125CasesAreScopedThroughTheProjectedState(release: String) {
    let expected = [
      "let autorItem = store.scope(state: \\.$destination, action: \\.destination).autor",
      "let borrarItem = store.scope(state: \\.$destination.borrar, action: \\.destination.borrar)",
      ".sheet(item: autorItem) { store in", ".alert(borrarItem)",
    ]
    for wrapper in ["SwiftUI.Bindable", "SwiftUI.Binding"] {
      #expect(Self.modifier(wrapper, tca: release) == expected, "\(wrapper)")
      #expect(Self.modifier(wrapper, tca: release, traits: [.deprecations]) == expected, "\(wrapper)")
    }
  }

  /// TCA's main branch: the same, unlabelled (`scope(_:action:)`).
  @Test func mainScopesWithoutTheLabel() {
    #expect(Self.modifier("SwiftUI.Bindable", tca: "main") == [
      "let autorItem = store.scope(\\.$destination, action: \\.destination).autor",
      "let borrarItem = store.scope(\\.$destination.borrar, action: \\.destination.borrar)",
      ".sheet(item: autorItem) { store in", ".alert(borrarItem)",
    ])
  }

  /// With `ComposableArchitecture2DeprecationOverloads`, `SwiftUI.Bindable` and
  /// `Perception.Bindable` reach an alert held as a value only through deprecated overloads:
  /// their modifier leaves it out; the `Binding` one keeps it.
  @Test(arguments: ["1.25.3", "1.25.5", "main"])
  func theOverloadsTraitLeavesValueCasesOutOfTheBindableModifiers(release: String) {
    let label = release == "main" ? "" : "state: "
    let traits: Set<TCATrait> = [.deprecationOverloads]
    #expect(Self.modifier("SwiftUI.Bindable", tca: release, traits: traits) == [
      "let autorItem = store.scope(\(label)\\.$destination, action: \\.destination).autor",
      ".sheet(item: autorItem) { store in",
    ])
    #expect(Self.modifier("SwiftUI.Bindable", [Build.alert("borrar", .named("Alerta"))], tca: release, traits: traits) == ["self"])
    var perception = Glue.glue(.destination)
    perception.observation = .perception
    let schema = NavigationSchema(
      fileName: "T.navgen.json", imports: [], tcaVersion: TCARelease(release)!, tcaTraits: traits,
      enums: [Glue.glued(Self.mixed, perception)])
    let output = SwiftGenerator.generate(schema)
    #expect(output.components(separatedBy: "let borrarItem").count == 2, "only the Binding modifier presents it")
    #expect(Self.modifier("SwiftUI.Binding", tca: release, traits: traits).contains(".alert(borrarItem)"))
  }

  /// 1.25.5 holds an ignored case with an explicit `Action` case as a store: scoped like a child
  /// feature, so no trait leaves it out. Before 1.25.5 it is held as its value.
  @Test func theMigratedAlertIsAStoreFromTCA1255() {
    let alertState = Build.generic("AlertState", .named("Alert"))
    let cases = [
      Build.ignored("alert", [.init(type: alertState)], action: .named("Alert")), Build.reducer("settings", "Settings"),
    ]
    for release in ["1.25.5", "main"] {
      let lines = Self.modifier("SwiftUI.Bindable", cases, tca: release, traits: [.deprecationOverloads])
      #expect(lines.contains { $0.hasPrefix("let alertItem = store.scope(") && $0.hasSuffix("action: \\.destination).alert") })
      #expect(lines.contains(".alert(alertItem)"))
    }
    #expect(Self.modifier("SwiftUI.Binding", cases, tca: "1.25.3").contains(
      "let alertItem = store.scope(state: \\.$destination.alert, action: \\.destination.alert)"))
    #expect(!Self.modifier("SwiftUI.Bindable", cases, tca: "1.25.3", traits: [.deprecationOverloads]).contains(".alert(alertItem)"))
  }

  /// A release newer than any NavGen knows (the hand-written form) gets the glue of the newest
  /// it knows, `main`, whose spelling `main` does not deprecate.
  @Test func aReleaseNavGenDoesNotKnowGetsTheNewestSpelling() {
    let schema = NavigationSchema(
      fileName: "T.navgen.json", imports: [], tcaVersion: .latest, unknownTCARelease: "1.26.0",
      enums: [Glue.glued(Self.mixed, Glue.glue(.destination))])
    #expect(TCASwiftUIAPI(for: schema).release == TCARelease("main"))
    #expect(SwiftGenerator.generate(schema).contains("store.scope(\\.$destination, action: \\.destination).autor"))
    #expect(TCARelease.newestKnown == TCARelease.supported.last && TCARelease.newestKnown.isMainBranch)
  }

  /// `view(_:)` of the iOS 16 glue calls `WithPerceptionTracking`, which swift-perception
  /// deprecates from iOS 17: the function is deprecated there too, and so is the `Binding`
  /// stack function that calls it; the `Perception.Bindable` one is obsoleted there already.
  @Test func theGlueThatTracksPerceptionIsDeprecatedWhereSwiftUIObserves() {
    var glue = Glue.glue(.path, parent: "Tienda", property: "camino")
    glue.observation = .perception
    let text = Glue.glueText([Glue.glued([Build.reducer("producto", "Producto")], glue, name: "Camino", scope: ["Tienda"])])
    let deprecation = [
      "@available(iOS, deprecated: 17, message: \"The glue for iOS 16 ('perception' in the schema) is no longer needed in iOS 17+.\")",
      "@available(macOS, deprecated: 14, message: \"The glue for iOS 16 ('perception' in the schema) is no longer needed in macOS 14+.\")",
      "@available(tvOS, deprecated: 17, message: \"The glue for iOS 16 ('perception' in the schema) is no longer needed in tvOS 17+.\")",
      "@available(watchOS, deprecated: 10, message: \"The glue for iOS 16 ('perception' in the schema) is no longer needed in watchOS 10+.\")",
    ]
    let functions = text.components(separatedBy: "  ///").dropFirst().map { function in
      (function.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("@available(") },
       function.contains("Perception.Bindable"))
    }
    #expect(functions.count == 3)
    for (attributes, takesPerceptionBindable) in functions {
      #expect(attributes.filter { $0.contains("deprecated") } == (takesPerceptionBindable ? [] : deprecation), "\(attributes)")
    }
    glue.observation = .swiftUI
    let swiftUI = Glue.glueText([Glue.glued([Build.reducer("producto", "Producto")], glue, name: "Camino", scope: ["Tienda"])])
    #expect(!swiftUI.contains("deprecated"))
  }

  /// SwiftUI has no `fullScreenCover` on macOS and no `popover` on tvOS and watchOS: a modifier
  /// presenting one is unavailable there, so the file builds for every platform (a case under
  /// `#if` makes it so under the same condition).
  @Test func aModifierIsUnavailableWhereSwiftUILacksWhatItPresents() {
    let cases = [
      Glue.with(Build.reducer("a", "A"), .fullScreenCover), Glue.with(Build.reducer("b", "B"), .popover),
      Glue.with(Build.reducer("c", "C", if: "os(iOS)"), .fullScreenCover),
    ]
    let text = Glue.glueText([Glue.glued(cases, Glue.glue(.destination))])
    let binding = text.components(separatedBy: "/// Presents").last ?? ""
    #expect(binding.hasPrefix("""
       `Articulo.Destination` from `Articulo.State.destination`, one presentation per case.
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @MainActor
      """), "\(binding)")
    let conditional = Glue.glueText([Glue.glued([cases[2]], Glue.glue(.destination))])
    #expect(conditional.contains("  #if os(iOS)\n  @available(macOS, unavailable)\n  #endif\n  @MainActor\n"), "\(conditional)")
  }

  /// What each release declares, from TCA's `Package.swift`.
  @Test func theTraitsEachReleaseDeclares() {
    #expect(TCATrait.declared(by: TCARelease("1.24.1")!) == [])
    #expect(TCATrait.declared(by: TCARelease("1.25.0")!) == [.deprecations])
    #expect(TCATrait.declared(by: TCARelease("1.25.2")!) == [.deprecations])
    #expect(TCATrait.declared(by: TCARelease("1.25.3")!) == [.deprecations, .deprecationOverloads])
    #expect(TCATrait.declared(by: TCARelease("main")!) == TCATrait.allCases)
    #expect(TCASwiftUIAPI(TCARelease("1.25.1")!, traits: [.deprecationOverloads]).traits == [])
  }
}
