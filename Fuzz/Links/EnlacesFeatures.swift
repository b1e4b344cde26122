import ComposableArchitecture
import Foundation

// The feature of Enlaces.navgen.json, written without macros as the Recetario example's are
// (Tests/CompileSupport/Examples/Recetario), and the screens its links open: a Bool path
// placeholder with a required query item, an Int after a placeholder first segment, an optional
// query item of an app type, and `recetario`, which pushes the Recetario example's root and goes
// on with Recetario's own links (a feature of the other schema generated in the same run).

struct Enlaces: Reducer {
  struct State: Equatable, ObservableState {
    var camino = StackState<Camino.State>()
    @PresentationState var destination: Destination.State?

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case camino(StackActionOf<Camino>)
    case destination(PresentationAction<Destination.Action>)

    struct AllCasePaths: Sendable {
      var camino: AnyCasePath<Action, StackActionOf<Camino>> {
        AnyCasePath(embed: { .camino($0) }, extract: { if case let .camino(action) = $0 { action } else { nil } })
      }
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(
          embed: { .destination($0) }, extract: { if case let .destination(action) = $0 { action } else { nil } })
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.camino, action: \.camino)
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Enlaces.Action: CasePathable {}

struct MarcaValues: Equatable, Sendable {
  var activa: Bool
  var orden: String
}
typealias Marca = Pantalla<MarcaValues>
extension Marca.State where Values == MarcaValues {
  init(activa: Bool, orden: String) { self.init(values: MarcaValues(activa: activa, orden: orden)) }
  var activa: Bool { values.activa }
  var orden: String { values.orden }
}

struct NivelValues: Equatable, Sendable {
  var valor: Int
  var unidad: Unidad?
}
typealias Nivel = Pantalla<NivelValues>
extension Nivel.State where Values == NivelValues {
  init(valor: Int, unidad: Unidad?) { self.init(values: NivelValues(valor: valor, unidad: unidad)) }
  var valor: Int { values.valor }
  var unidad: Unidad? { values.unidad }
}

struct SeccionValues: Equatable, Sendable {
  var pagina: Int
  var nombre: String
}
typealias Seccion = Pantalla<SeccionValues>
extension Seccion.State where Values == SeccionValues {
  init(pagina: Int, nombre: String) { self.init(values: SeccionValues(pagina: pagina, nombre: nombre)) }
  var pagina: Int { values.pagina }
  var nombre: String { values.nombre }
}
