import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Each expected text is the expansion swift-case-paths' macro tests show for
/// the same shape, token for token, laid out in our 2-space style.
@Suite struct CasePathableExpansionTests {
  private func expand(_ declaration: String, name: String, _ parts: [[CaseGroup]]) -> String {
    expand(declaration, name: name, Array(parts.joined()))
  }

  private func expand(_ declaration: String, name: String, _ groups: [CaseGroup]) -> String {
    ExpandedEnumFixture(declaration: declaration, caseGroups: groups).render(
      members: { CasePathableExpansion.writeMembers(enumName: name, caseGroups: groups, into: &$0) },
      extensions: CasePathableExpansion.conformanceExtensions(qualifiedName: name)
    )
  }

  @Test func enumWithoutCasesReturnsNeverAndIteratesNothing() {
    #expect(
      expand("enum Vacio", name: "Vacio", [CaseGroup]()) == #"""
        enum Vacio {
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Vacio) -> CasePaths.PartialCaseKeyPath<Vacio> {
              \.never
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Vacio>]> {
              let allCasePaths: [CasePaths.PartialCaseKeyPath<Vacio>] = []
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Vacio: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test func caseWithoutValueEmbedsThroughAClosureAndExtractsVoid() {
    #expect(
      expand("enum State", name: "State", [unconditional(caseDeclaration("cerrado"))]) == #"""
        enum State {
          case cerrado

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.cerrado) {
                return \.cerrado
              }
              return \.never
            }
            public var cerrado: CasePaths.AnyCasePath<State, Void> {
              ._$embed({ State.cerrado }) {
                guard case .cerrado = $0 else {
                  return nil
                }
                return ()
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.cerrado)
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension State: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test func singleValueIsTheValueTypeEvenWhenLabelled() {
    let groups = Array([
      unconditional(
        caseDeclaration("autor", (nil, "Autor.State")),
        caseDeclaration("web", ("url", "URL"))
      )
    ].joined())
    #expect(
      expand("enum State", name: "State", groups) == #"""
        enum State {
          case autor(Autor.State)
          case web(url: URL)

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.autor) {
                return \.autor
              }
              if root.is(\.web) {
                return \.web
              }
              return \.never
            }
            public var autor: CasePaths.AnyCasePath<State, Autor.State> {
              ._$embed(State.autor) {
                guard case let .autor(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var web: CasePaths.AnyCasePath<State, URL> {
              ._$embed(State.web) {
                guard case let .web(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.autor)
              allCasePaths.append(\.web)
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension State: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test func severalValuesFormATupleThatKeepsLabelsButNotWildcards() {
    let groups = Array([
      unconditional(
        caseDeclaration("meeting", (nil, "Meeting"), ("syncUp", "SyncUp")),
        caseDeclaration("par", ("_", "Int"), ("_", "Bool"))
      )
    ].joined())
    #expect(
      expand("enum State", name: "State", groups) == #"""
        enum State {
          case meeting(Meeting, syncUp: SyncUp)
          case par(_: Int, _: Bool)

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.meeting) {
                return \.meeting
              }
              if root.is(\.par) {
                return \.par
              }
              return \.never
            }
            public var meeting: CasePaths.AnyCasePath<State, (Meeting, syncUp: SyncUp)> {
              ._$embed(State.meeting) {
                guard case let .meeting(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            }
            public var par: CasePaths.AnyCasePath<State, (Int, Bool)> {
              ._$embed(State.par) {
                guard case let .par(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.meeting)
              allCasePaths.append(\.par)
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension State: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test func conditionalGroupIsRepeatedInEveryMemberThatListsCases() {
    let groups = Array([
      unconditional(caseDeclaration("autor", (nil, "Autor.Action"))),
      conditional("DEBUG", caseDeclaration("beta", (nil, "Beta.Action"))),
      unconditional(caseDeclaration("web", (nil, "Swift.Never"))),
    ].joined())
    #expect(
      expand("enum Action", name: "Action", groups) == #"""
        enum Action {
          case autor(Autor.Action)
          #if DEBUG
          case beta(Beta.Action)
          #endif
          case web(Swift.Never)

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.autor) {
                return \.autor
              }
              #if DEBUG
              if root.is(\.beta) {
                return \.beta
              }
              #endif
              if root.is(\.web) {
                return \.web
              }
              return \.never
            }
            public var autor: CasePaths.AnyCasePath<Action, Autor.Action> {
              ._$embed(Action.autor) {
                guard case let .autor(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if DEBUG
            public var beta: CasePaths.AnyCasePath<Action, Beta.Action> {
              ._$embed(Action.beta) {
                guard case let .beta(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public var web: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.web) {
                guard case let .web(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.autor)
              #if DEBUG
              allCasePaths.append(\.beta)
              #endif
              allCasePaths.append(\.web)
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test(arguments: ["public ", "package ", ""])
  func membersArePublicWhateverTheEnumAccess(modifier: String) {
    let groups = Array([unconditional(caseDeclaration("inicio", (nil, "Inicio.State")))].joined())
    #expect(
      expand("\(modifier)enum Ruta", name: "Ruta", groups) == #"""
        \#(modifier)enum Ruta {
          case inicio(Inicio.State)

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Ruta) -> CasePaths.PartialCaseKeyPath<Ruta> {
              if root.is(\.inicio) {
                return \.inicio
              }
              return \.never
            }
            public var inicio: CasePaths.AnyCasePath<Ruta, Inicio.State> {
              ._$embed(Ruta.inicio) {
                guard case let .inicio(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Ruta>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Ruta>] = []
              allCasePaths.append(\.inicio)
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        extension Ruta: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test func selfAndElementAreRenamedAndElementGetsATypealias() {
    let groups = Array([
      unconditional(
        CaseDeclaration(name: "lista", associatedValues: [.init(type: .generic("Lista", .named("Self")))]),
        caseDeclaration("elemento", (nil, "Element.State")),
        caseDeclaration("miembro", (nil, "Coleccion.Element"))
      )
    ].joined())
    #expect(
      expand("enum State", name: "State", groups) == #"""
        enum State {
          case lista(Lista<Self>)
          case elemento(Element.State)
          case miembro(Coleccion.Element)

          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.lista) {
                return \.lista
              }
              if root.is(\.elemento) {
                return \.elemento
              }
              if root.is(\.miembro) {
                return \.miembro
              }
              return \.never
            }
            public var lista: CasePaths.AnyCasePath<State, Lista<State>> {
              ._$embed(State.lista) {
                guard case let .lista(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var elemento: CasePaths.AnyCasePath<State, _$Element.State> {
              ._$embed(State.elemento) {
                guard case let .elemento(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var miembro: CasePaths.AnyCasePath<State, Coleccion.Element> {
              ._$embed(State.miembro) {
                guard case let .miembro(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.lista)
              allCasePaths.append(\.elemento)
              allCasePaths.append(\.miembro)
              return allCasePaths.makeIterator()
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

          public typealias _$Element = Element
        }

        extension State: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """#)
  }

  @Test func singleExistentialValueIsParenthesised() {
    var writer = SwiftWriter()
    CasePathableExpansion.writeMembers(
      enumName: "State",
      caseGroups: unconditional(caseDeclaration("error", (nil, "any Error"))),
      into: &writer
    )
    #expect(writer.output.contains("public var error: CasePaths.AnyCasePath<State, (any Error)> {\n"))
  }

  @Test func extensionLeavesOutListedConformancesAndRepeatsAvailability() {
    #expect(
      CasePathableExpansion.conformanceExtensions(
        qualifiedName: "Articulo.Destination.State",
        inheritedTypes: ["ComposableArchitecture.CaseReducerState", "Equatable"]
      ) == ["extension Articulo.Destination.State: CasePaths.CasePathable, CasePaths.CasePathIterable {}"]
    )
    #expect(
      CasePathableExpansion.conformanceExtensions(qualifiedName: "Alerta", inheritedTypes: ["CasePathable"])
        == ["extension Alerta: CasePaths.CasePathIterable {}"]
    )
    #expect(
      CasePathableExpansion.conformanceExtensions(
        qualifiedName: "Alerta",
        inheritedTypes: ["CasePaths.CasePathable", "CasePathIterable"]
      ).isEmpty
    )
    #expect(
      CasePathableExpansion.conformanceExtensions(
        qualifiedName: "Hoja",
        attributes: ["@MainActor", "@available(iOS, unavailable)", "@available(macOS 14, *)", "@availableSoon"]
      ) == [
        "@available(iOS, unavailable) @available(macOS 14, *) extension Hoja: CasePaths.CasePathable, CasePaths.CasePathIterable {}"
      ]
    )
  }
}
