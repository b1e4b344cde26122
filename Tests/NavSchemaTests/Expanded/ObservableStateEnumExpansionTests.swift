import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Each expected text is the enum expansion TCA 1.25.5's
/// `ObservableStateMacroTests` shows for the same shape, token for token,
/// laid out in our 2-space style, plus the conformance extension the
/// compiler asks the macro for.
@Suite struct ObservableStateEnumExpansionTests {
  private func expand(_ declaration: String, name: String, _ parts: [[CaseGroup]]) -> String {
    expand(declaration, name: name, Array(parts.joined()))
  }

  private func expand(_ declaration: String, name: String, _ groups: [CaseGroup]) -> String {
    ExpandedEnumFixture(declaration: declaration, caseGroups: groups).render(
      members: { ObservableStateEnumExpansion.writeMembers(caseGroups: groups, into: &$0) },
      extensions: ObservableStateEnumExpansion.conformanceExtensions(qualifiedName: name)
    )
  }

  @Test func enumWithoutCasesSwitchesOverNothing() {
    #expect(
      expand("enum State", name: "Vacio.State", [CaseGroup]()) == """
        enum State {
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {}
          }

          public mutating func _$willModify() {
            switch self {}
          }
        }

        extension Vacio.State: ComposableArchitecture.ObservableState, Observation.Observable {}

        """)
  }

  @Test func caseWithoutValueGetsAFreshTaggedIdentity() {
    #expect(
      expand("enum State", name: "State", [unconditional(caseDeclaration("cerrado"))]) == """
        enum State {
          case cerrado

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case .cerrado:
              return ObservableStateID()._$tag(0)
            }
          }

          public mutating func _$willModify() {
            switch self {
            case .cerrado:
              break
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {}

        """)
  }

  @Test func singleValueIsObservedAndRebuiltWithItsLabel() {
    let groups = Array([
      unconditional(
        caseDeclaration("autor", (nil, "Autor.State")),
        caseDeclaration("web", ("url", "URL"))
      )
    ].joined())
    #expect(
      expand("enum State", name: "State", groups) == """
        enum State {
          case autor(Autor.State)
          case web(url: URL)

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .autor(state):
              return ._$id(for: state)._$tag(0)
            case let .web(state):
              return ._$id(for: state)._$tag(1)
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .autor(state):
              ComposableArchitecture._$willModify(&state)
              self = .autor(state)
            case var .web(state):
              ComposableArchitecture._$willModify(&state)
              self = .web(url: state)
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {}

        """)
  }

  @Test func severalValuesAreNotObserved() {
    let groups = Array([unconditional(caseDeclaration("meeting", (nil, "Meeting"), ("syncUp", "SyncUp")))].joined())
    #expect(
      expand("enum State", name: "State", groups) == """
        enum State {
          case meeting(Meeting, syncUp: SyncUp)

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case .meeting:
              return ObservableStateID()._$tag(0)
            }
          }

          public mutating func _$willModify() {
            switch self {
            case .meeting:
              break
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {}

        """)
  }

  @Test func tagsCountThroughConditionalGroups() {
    let groups = Array([
      unconditional(caseDeclaration("autor", (nil, "Autor.State"))),
      conditional("DEBUG", caseDeclaration("beta", (nil, "Beta.State")), caseDeclaration("gamma")),
      unconditional(caseDeclaration("cerrado")),
      conditional("os(iOS)", caseDeclaration("hoja", (nil, "Hoja.State"))),
    ].joined())
    #expect(
      expand("enum State", name: "State", groups) == """
        enum State {
          case autor(Autor.State)
          #if DEBUG
          case beta(Beta.State)
          case gamma
          #endif
          case cerrado
          #if os(iOS)
          case hoja(Hoja.State)
          #endif

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .autor(state):
              return ._$id(for: state)._$tag(0)
            #if DEBUG
            case let .beta(state):
              return ._$id(for: state)._$tag(1)
            case .gamma:
              return ObservableStateID()._$tag(2)
            #endif
            case .cerrado:
              return ObservableStateID()._$tag(3)
            #if os(iOS)
            case let .hoja(state):
              return ._$id(for: state)._$tag(4)
            #endif
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .autor(state):
              ComposableArchitecture._$willModify(&state)
              self = .autor(state)
            #if DEBUG
            case var .beta(state):
              ComposableArchitecture._$willModify(&state)
              self = .beta(state)
            case .gamma:
              break
            #endif
            case .cerrado:
              break
            #if os(iOS)
            case var .hoja(state):
              ComposableArchitecture._$willModify(&state)
              self = .hoja(state)
            #endif
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {}

        """)
  }

  @Test(arguments: ["public ", "package ", ""])
  func membersArePublicWhateverTheEnumAccess(modifier: String) {
    let groups = Array([unconditional(caseDeclaration("inicio", (nil, "Inicio.State")))].joined())
    #expect(
      expand("\(modifier)enum State", name: "AppRoute.State", groups) == """
        \(modifier)enum State {
          case inicio(Inicio.State)

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .inicio(state):
              return ._$id(for: state)._$tag(0)
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .inicio(state):
              ComposableArchitecture._$willModify(&state)
              self = .inicio(state)
            }
          }
        }

        extension AppRoute.State: ComposableArchitecture.ObservableState, Observation.Observable {}

        """)
  }

  @Test func extensionRepeatsOnlyAvailability() {
    #expect(
      ObservableStateEnumExpansion.conformanceExtensions(
        qualifiedName: "Hoja.State",
        attributes: ["@dynamicMemberLookup", "@available(iOS 17, *)"]
      ) == ["@available(iOS 17, *) extension Hoja.State: ComposableArchitecture.ObservableState, Observation.Observable {}"]
    )
  }
}
