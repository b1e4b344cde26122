import ComposableArchitecture
import Testing

@Suite("CasePaths: case key paths over hand-expanded @CasePathable enums")
struct CasePathsTests {
  typealias Estado = Tienda.Camino.State

  @Test func extractAndEmbedThroughCaseKeyPaths() {
    let estado = Estado.perfil(Perfil.State(alias: "ana"))
    #expect(estado[case: \.perfil]?.alias == "ana")
    #expect(estado[case: \.producto] == nil)
    #expect(estado.perfil?.alias == "ana")

    let ruta: CaseKeyPath<Estado, Resena.State> = \Estado.Cases.resena
    #expect(ruta(Resena.State(texto: "x")) == .resena(Resena.State(texto: "x")))
    #expect(AnyCasePath(ruta).extract(from: .resena(Resena.State(texto: "y")))?.texto == "y")
  }

  @Test func isCaseAndModify() {
    var estado = Estado.producto(Producto.State(nombre: "Lápiz"))
    #expect(estado.is(\.producto))
    #expect(!estado.is(\.resena))
    #expect(estado.case == \.producto)

    estado.modify(\.producto) { $0.likes = 7 }
    #expect(estado.producto?.likes == 7)

    estado[case: \.producto] = Producto.State(nombre: "Goma")
    #expect(estado == .producto(Producto.State(nombre: "Goma")))
    estado[case: \.resena] = Resena.State()
    #expect(estado.is(\.producto))
  }

  @Test func modifyingAnotherCaseChangesNothingAndIsReported() {
    var estado = Estado.perfil(Perfil.State(alias: "ana"))
    let warnings = RuntimeWarningLog()
    warnings.record {
      estado.modify(\.producto) { $0.likes = 1 }
    }
    #expect(estado == .perfil(Perfil.State(alias: "ana")))
    #expect(warnings.all.count == 1)
  }

  // TCA 1.15.0–1.15.2 look these steps up with Sendable case key paths, which Swift 6.3 refuses
  // for `\.destination.autor` (a case key path is not Sendable); TCA 1.16.0 went back to plain
  // ones (commit 3879d2c8, "Avoid sendable key paths in dynamic member lookup").
  #if !TCA_1_15_0 || TCA_1_16_0
  @Test func nestedPathsSkipPresented() {
    let accion = Articulo.Action.destination(.presented(.autor(.seguirTocado)))
    #expect(accion[case: \.destination.autor] == .seguirTocado)
    #expect(accion[case: \.destination.presented.autor] == .seguirTocado)
    #expect(accion[case: \.destination.edicion] == nil)
    #expect(Articulo.Action.destination(.dismiss)[case: \.destination.dismiss] != nil)

    let embed: CaseKeyPath<Articulo.Action, Autor.Action> = \.destination.autor
    guard case .destination(.presented(.autor(.seguirTocado))) = embed(.seguirTocado) else {
      Issue.record("embedding through PresentationAction failed")
      return
    }
  }
  #endif

  @Test func allCasePathsIterateInOrder() {
    let rutas = Array(Estado.allCasePaths)
    #expect(rutas == [\.producto, \.resena, \.perfil])
    #expect(Array(Optional<Int>.allCasePaths) == [\.none, \.some])
  }

  @Test func patternMatchingWithCaseKeyPaths() {
    let estado = Estado.resena(Resena.State())
    switch estado {
    case \.producto: Issue.record("matched .producto")
    case \.resena: break
    default: Issue.record("matched nothing")
    }
  }
}
