import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The SwiftUI glue, rule by rule: what each case kind, setting and TCA release makes the
/// generated modifier and view functions say.
@Suite struct SwiftUIGlueTests {
  static func glue(
    _ role: SwiftUIGlue.Role, parent: String? = "Articulo", property: String = "destination",
    function: String? = nil, observation: SwiftUIGlue.Observation = .swiftUI, access: AccessLevel = .internal
  ) -> SwiftUIGlue {
    SwiftUIGlue(
      role: role, parent: parent.map(TypeRef.named), stateProperty: property, actionCase: property,
      functionName: function ?? (role == .destination ? property : SwiftUIGlue.defaultPathFunctionName),
      observation: observation, access: access, location: Build.here)
  }

  static func glued(
    _ cases: [CaseEntry], _ glue: SwiftUIGlue, name: String = "Destination", scope: [String] = ["Articulo"],
    attributes: [String] = [], access: AccessLevel = .internal
  ) -> NavigationEnum {
    glued(members: CaseEntry.members(cases), glue, name: name, scope: scope, attributes: attributes, access: access)
  }

  static func glued(
    members: [Conditional<EnumMember>], _ glue: SwiftUIGlue, name: String = "Destination",
    scope: [String] = ["Articulo"], attributes: [String] = [], access: AccessLevel = .internal
  ) -> NavigationEnum {
    NavigationEnum(
      scope: scope, name: name, role: .standalone, access: access, attributes: attributes, members: members,
      swiftUI: glue, location: Build.here)
  }

  /// The glue of the generated file: each path's block in its enum (moved left so that its
  /// functions sit two spaces in), then the destinations' block at the end of the file.
  static func glueText(
    _ enums: [NavigationEnum], tca: TCARelease = .latest, imports: [ModuleImport] = [], expandMacros: Bool = false
  ) -> String {
    let schema = NavigationSchema(fileName: "T.navgen.json", imports: imports, tcaVersion: tca, enums: enums)
    let output = SwiftGenerator.generate(schema, expandMacros: expandMacros)
    var pathBlocks = ""
    var inBlock: Int?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indent)
      if inBlock == nil, indent > 0, trimmed == "#if canImport(SwiftUI)" { inBlock = indent }
      guard let blockIndent = inBlock else { continue }
      pathBlocks += (line.isEmpty ? "" : String(line.dropFirst(blockIndent - 2))) + "\n"
      if indent == blockIndent, trimmed == "#endif" { inBlock = nil }
    }
    guard let start = output.range(of: "\n#if canImport(SwiftUI)\n", options: .backwards),
      !output[start.upperBound...].hasPrefix("import SwiftUI")
    else { return pathBlocks }
    return pathBlocks + String(output[output.index(after: start.lowerBound)...])
  }

  static func with(_ entry: CaseEntry, view: CaseGlue.View = .conventional, _ presentation: Presentation? = nil)
    -> CaseEntry
  {
    var glued = entry
    glued.glue = CaseGlue(view: view, presentation: presentation)
    return glued
  }

  @Test func destinationModifierPresentsEachCaseThroughTheEnumScope() {
    let cases = [
      Self.with(Build.reducer("autor", "Autor"), .navigationDestination),
      Build.reducer("edicion", "Edicion"),
      Build.alert("confirmarBorrado", .named("Alerta")),
      Self.with(Build.reducer("beta", "Beta", if: "DEBUG"), .popover),
      Build.ignored("web", [.init(type: .named("URL"))]),
    ]
    #expect(
      Self.glueText([Self.glued(cases, Self.glue(.destination))]) == """
        #if canImport(SwiftUI)
        extension SwiftUI.View {
          /// Presents `Articulo.Destination` from `Articulo.State.destination`, one presentation per case.
          @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
          #if DEBUG
          @available(tvOS, unavailable)
          @available(watchOS, unavailable)
          #endif
          @MainActor
          func destination(_ store: SwiftUI.Bindable<ComposableArchitecture.StoreOf<Articulo>>) -> some SwiftUI.View {
            let autorItem = store.scope(state: \\.$destination, action: \\.destination).autor
            let edicionItem = store.scope(state: \\.$destination, action: \\.destination).edicion
            let confirmarBorradoItem = store.scope(state: \\.$destination.confirmarBorrado, action: \\.destination.confirmarBorrado)
            #if DEBUG
            let betaItem = store.scope(state: \\.$destination, action: \\.destination).beta
            #endif
            return self
              .navigationDestination(item: autorItem) { store in
                AutorView(store: store)
              }
              .sheet(item: edicionItem) { store in
                EdicionView(store: store)
              }
              .alert(confirmarBorradoItem)
              #if DEBUG
              .popover(item: betaItem) { store in
                BetaView(store: store)
              }
              #endif
          }

          /// Presents `Articulo.Destination` from `Articulo.State.destination`, one presentation per case.
          #if DEBUG
          @available(tvOS, unavailable)
          @available(watchOS, unavailable)
          #endif
          @MainActor
          func destination(_ store: SwiftUI.Binding<ComposableArchitecture.StoreOf<Articulo>>) -> some SwiftUI.View {
            let autorItem = store.scope(state: \\.$destination, action: \\.destination).autor
            let edicionItem = store.scope(state: \\.$destination, action: \\.destination).edicion
            let confirmarBorradoItem = store.scope(state: \\.$destination.confirmarBorrado, action: \\.destination.confirmarBorrado)
            #if DEBUG
            let betaItem = store.scope(state: \\.$destination, action: \\.destination).beta
            #endif
            return self
              .navigationDestination(item: autorItem) { store in
                AutorView(store: store)
              }
              .sheet(item: edicionItem) { store in
                EdicionView(store: store)
              }
              .alert(confirmarBorradoItem)
              #if DEBUG
              .popover(item: betaItem) { store in
                BetaView(store: store)
              }
              #endif
          }
        }
        #endif

        """)
  }

  @Test func caseLeftOutOfTheGlueHasNoModifier() {
    let text = Self.glueText([
      Self.glued(
        [Self.with(Build.reducer("autor", "Autor"), view: .omitted), Self.with(Build.reducer("x", "X"), view: .named(.named("Pantalla")))],
        Self.glue(.destination))
    ])
    #expect(!text.contains("autor"))
    #expect(text.contains("let xItem = store.scope(state: \\.$destination, action: \\.destination).x\n    return self\n"))
    #expect(text.contains(".sheet(item: xItem) { store in\n        Pantalla(store: store)"))
  }

  @Test func destinationWithNothingToPresentReturnsTheViewItself() {
    let text = Self.glueText([Self.glued([Build.plain("cerrado")], Self.glue(.destination))])
    #expect(text.contains("-> some SwiftUI.View {\n    self\n  }"))
  }

  @Test func pathViewSwitchesOverStoreCaseAndTheStackUsesIt() {
    let cases = [Build.reducer("producto", "Producto"), Build.reducer("resena", "Resena", if: "DEBUG")]
    #expect(
      Self.glueText([Self.glued(cases, Self.glue(.path, parent: "Tienda", property: "camino"), name: "Camino", scope: ["Tienda"])]) == """
          #if canImport(SwiftUI)
          /// The view of one screen of the stack, for the `destination:` of `NavigationStack(path:root:destination:)`.
          @MainActor
          @SwiftUI.ViewBuilder
          static func view(_ store: ComposableArchitecture.StoreOf<Tienda.Camino>) -> some SwiftUI.View {
            switch store.case {
            case let .producto(store):
              ProductoView(store: store)
            #if DEBUG
            case let .resena(store):
              ResenaView(store: store)
            #endif
            }
          }

          /// A `NavigationStack` over `Tienda.State.camino` showing each screen with `view(_:)`.
          @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
          @MainActor
          static func navigationStack<Root: SwiftUI.View>(
            _ store: SwiftUI.Bindable<ComposableArchitecture.StoreOf<Tienda>>,
            @SwiftUI.ViewBuilder root: () -> Root
          ) -> some SwiftUI.View {
            SwiftUI.NavigationStack(path: store.scope(state: \\.camino, action: \\.camino), root: root) { store in
              view(store)
            }
          }

          /// A `NavigationStack` over `Tienda.State.camino` showing each screen with `view(_:)`.
          @MainActor
          static func navigationStack<Root: SwiftUI.View>(
            _ store: SwiftUI.Binding<ComposableArchitecture.StoreOf<Tienda>>,
            @SwiftUI.ViewBuilder root: () -> Root
          ) -> some SwiftUI.View {
            SwiftUI.NavigationStack(path: store.scope(state: \\.camino, action: \\.camino), root: root) { store in
              view(store)
            }
          }
          #endif

        """)
  }

  @Test func pathCasesWithoutAViewGoToTheCallersOtherClosure() {
    let cases = [Build.reducer("general", "Counter"), Build.ignored("about", [.init(type: .named("String"))])]
    let text = Self.glueText([Self.glued(cases, Self.glue(.path, parent: nil), name: "Settings", scope: ["Path"])])
    #expect(
      text == """
          #if canImport(SwiftUI)
          /// The view of one screen of the stack, for the `destination:` of `NavigationStack(path:root:destination:)`.
          @MainActor
          @SwiftUI.ViewBuilder
          static func view<Other: SwiftUI.View>(
            _ store: ComposableArchitecture.StoreOf<Path.Settings>,
            @SwiftUI.ViewBuilder other: @escaping (Path.Settings.CaseScope) -> Other
          ) -> some SwiftUI.View {
            let caseScope = store.case
            switch caseScope {
            case let .general(store):
              CounterView(store: store)
            case .about:
              other(caseScope)
            }
          }
          #endif

        """)
  }

  /// A view builder cannot hold an empty `switch`; an enum without cases has no screen.
  @Test func emptyPathShowsNothing() {
    let text = Self.glueText([Self.glued([], Self.glue(.path, parent: nil), name: "AppRoute", scope: [])])
    #expect(text.contains("static func view(_ store: ComposableArchitecture.StoreOf<AppRoute>) -> some SwiftUI.View {\n    SwiftUI.EmptyView()\n  }"))
  }

  /// In builds where no case exists the `switch` would be empty, which a view builder refuses.
  @Test func pathWhoseEveryCaseIsConditionalShowsNothingWhereNoneExists() {
    let cases = [Build.reducer("a", "A", if: "DEBUG"), Build.reducer("b", "B", if: "os(iOS) || os(tvOS)")]
    let text = Self.glueText([Self.glued(cases, Self.glue(.path, parent: nil), name: "Path")])
    #expect(text.contains("""
          static func view(_ store: ComposableArchitecture.StoreOf<Articulo.Path>) -> some SwiftUI.View {
            #if (DEBUG) || (os(iOS) || os(tvOS))
            switch store.case {
            #if DEBUG
            case let .a(store):
              AView(store: store)
            #endif
            #if os(iOS) || os(tvOS)
            case let .b(store):
              BView(store: store)
            #endif
            }
            #else
            SwiftUI.EmptyView()
            #endif
          }
        """))
    let one = Self.glueText([Self.glued([Build.ignored("c", [.init(type: .named("URL"))], action: nil)].map {
      var conditional = $0
      conditional.condition = "DEBUG"
      return conditional
    }, Self.glue(.path, parent: nil), name: "Path")])
    #expect(one.contains("    #if DEBUG\n    let caseScope = store.case\n    switch caseScope {"))
  }

  static func declaration(_ entry: CaseEntry) -> Conditional<EnumMember> {
    .item(.declaration(entry.declaration))
  }

  /// `#if os(macOS) … #elseif os(iOS) … #else … #endif` around cases: the glue keeps the
  /// clauses around their modifiers and branches.
  @Test func elseifAndElseClausesAreKept() {
    let members: [Conditional<EnumMember>] = [
      Self.declaration(Build.reducer("a", "A")),
      .block([
        ConditionalClause(.if, "os(macOS)", [Self.declaration(Build.reducer("mac", "Mac"))]),
        ConditionalClause(.elseif, "os(iOS)", [Self.declaration(Build.reducer("phone", "Phone"))]),
        ConditionalClause(.else, nil, [Self.declaration(Build.alert("other", .named("Never")))]),
      ]),
    ]
    let destination = Self.glueText([Self.glued(members: members, Self.glue(.destination))])
    #expect(destination.contains("""
            let aItem = store.scope(state: \\.$destination, action: \\.destination).a
            #if os(macOS)
            let macItem = store.scope(state: \\.$destination, action: \\.destination).mac
            #elseif os(iOS)
            let phoneItem = store.scope(state: \\.$destination, action: \\.destination).phone
            #else
            let otherItem = store.scope(state: \\.$destination.other, action: \\.destination.other)
            #endif
            return self
              .sheet(item: aItem) { store in
                AView(store: store)
              }
              #if os(macOS)
              .sheet(item: macItem) { store in
                MacView(store: store)
              }
              #elseif os(iOS)
              .sheet(item: phoneItem) { store in
                PhoneView(store: store)
              }
              #else
              .alert(otherItem)
              #endif
          }
        """))
    let path = Self.glueText([Self.glued(members: members, Self.glue(.path, parent: nil), name: "Path")])
    #expect(path.contains("""
            switch caseScope {
            case let .a(store):
              AView(store: store)
            #if os(macOS)
            case let .mac(store):
              MacView(store: store)
            #elseif os(iOS)
            case let .phone(store):
              PhoneView(store: store)
            #else
            case .other:
              other(caseScope)
            #endif
            }
        """))
  }

  /// A modifier chain cannot start a postfix `#if` with an empty clause: when the glue has
  /// nothing for the first clause, each other clause gets its own `#if` on the condition it is
  /// compiled under; an empty clause before `#else` stays; empty trailing clauses go.
  @Test func clausesWithoutPresentationKeepTheirMeaning() {
    let omitted = Self.with(Build.reducer("gone", "Gone"), view: .omitted)
    let firstEmpty: [Conditional<EnumMember>] = [
      .block([
        ConditionalClause(.if, "os(macOS)", [Self.declaration(omitted)]),
        ConditionalClause(.elseif, "os(iOS)", [Self.declaration(Build.reducer("phone", "Phone"))]),
        ConditionalClause(.else, nil, [Self.declaration(Build.reducer("tv", "TV"))]),
      ])
    ]
    let split = Self.glueText([Self.glued(members: firstEmpty, Self.glue(.destination))])
    #expect(split.contains("""
            #if !os(macOS) && os(iOS)
            let phoneItem = store.scope(state: \\.$destination, action: \\.destination).phone
            #endif
            #if !os(macOS) && !os(iOS)
            let tvItem = store.scope(state: \\.$destination, action: \\.destination).tv
            #endif
            return self
              #if !os(macOS) && os(iOS)
              .sheet(item: phoneItem) { store in
                PhoneView(store: store)
              }
              #endif
              #if !os(macOS) && !os(iOS)
              .sheet(item: tvItem) { store in
                TVView(store: store)
              }
              #endif
        """))
    let middleEmpty: [Conditional<EnumMember>] = [
      .block([
        ConditionalClause(.if, "os(macOS)", [Self.declaration(Build.reducer("mac", "Mac"))]),
        ConditionalClause(.elseif, "os(iOS)", [Self.declaration(omitted)]),
        ConditionalClause(.else, nil, [Self.declaration(Build.reducer("tv", "TV"))]),
        ]),
      .block([
        ConditionalClause(.if, "DEBUG", [Self.declaration(Build.reducer("debug", "Debug"))]),
        ConditionalClause(.else, nil, [Self.declaration(Build.plain("release"))]),
      ]),
    ]
    let kept = Self.glueText([Self.glued(members: middleEmpty, Self.glue(.destination))])
    #expect(kept.contains("""
              #elseif os(iOS)
              #else
              .sheet(item: tvItem) { store in
        """))
    #expect(kept.contains("""
            #elseif os(iOS)
            #else
            let tvItem = store.scope(state: \\.$destination, action: \\.destination).tv
            #endif
        """))
    #expect(kept.contains("""
                DebugView(store: store)
              }
              #endif
          }
        """))
  }

  @Test func perceptionTakesPerceptionsBindableAndTracksTheSwitch() {
    let destination = Self.glueText([Self.glued([Build.reducer("a", "A")], Self.glue(.destination, observation: .perception))])
    #expect(destination.contains("""
        @available(iOS, introduced: 13, obsoleted: 17)
        @available(macOS, introduced: 10.15, obsoleted: 14)
        @available(tvOS, introduced: 13, obsoleted: 17)
        @available(watchOS, introduced: 6, obsoleted: 10)
        @available(visionOS, unavailable)
        @MainActor
        func destination(_ store: Perception.Bindable<ComposableArchitecture.StoreOf<Articulo>>) -> some SwiftUI.View {
      """))
    #expect(destination.contains("func destination(_ store: SwiftUI.Binding<ComposableArchitecture.StoreOf<Articulo>>)"))
    #expect(!destination.contains("SwiftUI.Bindable"))
    let path = Self.glueText([Self.glued([Build.reducer("a", "A")], Self.glue(.path, observation: .perception), name: "Path")])
    #expect(path.contains("""
          WithPerceptionTracking {
            switch store.case {
            case let .a(store):
              AView(store: store)
            }
          }
      """))
    #expect(path.contains("_ store: Perception.Bindable<ComposableArchitecture.StoreOf<Articulo>>,"))
  }

  @Test func accessLevelIsRepeatedOnEveryFunction() {
    let destination = Self.glueText([Self.glued([], Self.glue(.destination, access: .public), access: .public)])
    #expect(destination.components(separatedBy: "  public func destination(").count == 3)
    let path = Self.glueText([Self.glued([], Self.glue(.path, access: .package), name: "Path", access: .package)])
    #expect(path.contains("  package static func view("))
    #expect(path.components(separatedBy: "  package static func navigationStack<").count == 3)
  }

  @Test func availabilityOfTheEnumAndOfItsCasesIsRepeated() {
    var beta = Build.reducer("beta", "Beta")
    beta.attributes = ["@available(iOS 17, *)", "@preconcurrency"]
    let destination = Self.glueText([
      Self.glued([beta], Self.glue(.destination), attributes: ["@available(macOS 14, *)"])
    ])
    #expect(destination.contains("""
          @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
          @available(macOS 14, *)
          @available(iOS 17, *)
          @MainActor
          func destination(
        """))
    #expect(!destination.contains("@preconcurrency"))
    let path = Self.glueText([
      Self.glued([beta], Self.glue(.path, parent: nil), name: "Path", attributes: ["@available(macOS 14, *)"])
    ])
    // In the enum, the functions have its `@available`; they add their cases'.
    #expect(path.contains("""
          #if canImport(SwiftUI)
          /// The view of one screen of the stack, for the `destination:` of `NavigationStack(path:root:destination:)`.
          @available(iOS 17, *)
          @MainActor
        """))
  }

  /// An enum under `#if` has its modifier under the same condition; a path's functions are
  /// in the enum, so under it already.
  @Test func enumConditionIsKeptAroundItsGlue() {
    var destination = Self.glued([Build.reducer("a", "A")], Self.glue(.destination))
    destination.condition = "os(iOS)"
    var path = Self.glued([Build.reducer("b", "B")], Self.glue(.path, parent: nil), name: "Path")
    path.condition = "os(iOS)"
    let output = SwiftGenerator.generate(
      NavigationSchema(fileName: "T.navgen.json", tcaVersion: .latest, enums: [destination, path]))
    #expect(output.contains("""
      #if canImport(SwiftUI)
      #if os(iOS)
      extension SwiftUI.View {
      """))
    #expect(output.hasSuffix("""
        }
      }
      #endif
      #endif

      """))
    let pathStart = try! #require(output.range(of: "  #if os(iOS)\n  enum Destination {"))
    let pathGlue = try! #require(output.range(of: "    static func view("))
    let pathEnd = try! #require(output.range(of: "\n  #endif\n}\n"))
    #expect(pathStart.lowerBound < pathGlue.lowerBound && pathGlue.lowerBound < pathEnd.lowerBound)
  }

  /// TCA's main branch renames `scope(state:action:)` to `scope(_:action:)`.
  @Test func releaseWithUnlabelledScope() {
    let destination = Self.glueText([Self.glued([Build.reducer("a", "A")], Self.glue(.destination))], tca: TCARelease("main")!)
    #expect(destination.contains("let aItem = store.scope(\\.$destination, action: \\.destination).a"))
    let path = Self.glueText([Self.glued([], Self.glue(.path, property: "path"), name: "Path")], tca: TCARelease("main")!)
    #expect(path.contains("SwiftUI.NavigationStack(path: store.scope(\\.path, action: \\.path), root: root) { store in"))
    #expect(TCASwiftUIAPI(.latest).scopeStateLabel == "state: ")
  }

  /// 1.15.0–1.15.2 look up the presented case through `any CaseKeyPath & Sendable`, which the
  /// implicit key path of `\.destination.a` is not: the glue spells the step out there.
  @Test func presentedCaseOfTCA115IsASendableKeyPath() {
    let enums = [Self.glued([Build.reducer("a", "A")], Self.glue(.destination))]
    let explicit = "let aItem = store.scope(state: \\.destination?.a, action: \\.destination[dynamicMember: "
      + "\\ComposableArchitecture.PresentationAction<Articulo.Destination.Action>.AllCasePaths[dynamicMember: "
      + "\\Articulo.Destination.Action.Cases.a]])"
    for release in ["1.15.0", "1.15.1", "1.15.2"] {
      #expect(Self.glueText(enums, tca: TCARelease(release)!).contains(explicit), "\(release)")
    }
    for release in ["1.14.0", "1.16.0", "1.24.1"] {
      #expect(Self.glueText(enums, tca: TCARelease(release)!).contains(
        "let aItem = store.scope(state: \\.destination?.a, action: \\.destination.a)"), "\(release)")
    }
  }

  /// Up to 1.23 TCA supports iOS 13: the functions callable before iOS 17 (taking a `Binding` or
  /// `Perception.Bindable`) carry the `@available` of what they call; `SwiftUI.Bindable`'s
  /// iOS 17 covers it all. From 1.24 TCA needs iOS 16, which covers everything but SwiftUI's
  /// own `navigationDestination(item:)`, needed where TCA has no back-port (1.12).
  @Test func availabilityFollowsTheRelease() {
    let cases = [
      Self.with(Build.reducer("a", "A"), .fullScreenCover), Build.alert("b", .named("Never")),
      Self.with(Build.reducer("c", "C"), .navigationDestination),
    ]
    func attributes(_ release: String, _ cases: [CaseEntry], perception: Bool = false) -> [[String]] {
      var glue = Self.glue(.destination)
      if perception { glue.observation = .perception }
      let text = Self.glueText([Self.glued(cases, glue)], tca: TCARelease(release)!)
      return text.components(separatedBy: "/// Presents").dropFirst().map { function in
        function.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { $0.hasPrefix("@available(iOS") }
      }
    }
    let iOS17 = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"
    let iOS16 = "@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)"
    // Bindable, then Binding.
    #expect(attributes("1.13.0", cases) == [[iOS17], [iOS16]])
    #expect(attributes("1.13.0", Array(cases.prefix(2))) == [[iOS17], ["@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)"]])
    #expect(attributes("1.13.0", [cases[0]]) == [[iOS17], ["@available(iOS 14, macOS 10.15, tvOS 14, watchOS 7, *)"]])
    #expect(attributes("1.12.0", cases) == [[iOS17], [iOS17]])
    #expect(attributes("1.24.0", cases) == [[iOS17], []])
    // Perception's range starts where what it calls does.
    #expect(attributes("1.12.0", Array(cases.prefix(2)), perception: true) == [
      ["@available(iOS, introduced: 15, obsoleted: 17)"], ["@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)"],
    ])
    #expect(attributes("1.25.5", cases, perception: true) == [["@available(iOS, introduced: 13, obsoleted: 17)"], []])
    // A path's stack functions: NavigationStack needs iOS 16.
    let path = Self.glueText([Self.glued([], Self.glue(.path), name: "Path")], tca: TCARelease("1.23.0")!)
    #expect(path.contains("\(iOS16)\n  @MainActor\n  static func navigationStack<Root: SwiftUI.View>(\n    _ store: SwiftUI.Binding<"))
    #expect(!path.contains("\(iOS17)\n  \(iOS16)"))
  }

  @Test func importIsGuardedAndOnlyThereWithGlue() {
    let glued = Self.glued([], Self.glue(.destination))
    let withGlue = SwiftGenerator.generate(
      NavigationSchema(fileName: "T.navgen.json", imports: ["ComposableArchitecture"], enums: [glued]))
    #expect(withGlue.hasPrefix("""
      // Generated by navgen from T.navgen.json. Do not edit.

      import ComposableArchitecture
      #if canImport(SwiftUI)
      import SwiftUI
      #endif

      extension Articulo {
      """))
    #expect(withGlue.hasSuffix("  }\n}\n#endif\n"))
    var plain = glued
    plain.swiftUI = nil
    let withoutGlue = SwiftGenerator.generate(NavigationSchema(fileName: "T.navgen.json", enums: [plain]))
    #expect(!withoutGlue.contains("SwiftUI"))
    let importedByTheSchema = SwiftGenerator.generate(
      NavigationSchema(fileName: "T.navgen.json", imports: ["ComposableArchitecture", "SwiftUI"], enums: [glued]))
    #expect(importedByTheSchema.components(separatedBy: "import SwiftUI").count == 2)
  }

  @Test func expandedFormHasTheSameGlue() {
    let enums = [
      Self.glued([Build.reducer("a", "A"), Build.alert("b", .named("Never"))], Self.glue(.destination)),
      Self.glued([Build.reducer("c", "C")], Self.glue(.path), name: "Path"),
    ]
    #expect(!Self.glueText(enums).isEmpty)
    #expect(Self.glueText(enums, expandMacros: true) == Self.glueText(enums))
  }
}
