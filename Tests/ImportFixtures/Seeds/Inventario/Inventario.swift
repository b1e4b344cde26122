// The seeds' Inventario scenario: one destination slot (`Destino`) for an
// item's detail, its editor and the settings. Importing this folder gives
// Schemas/examples/Inventario.navgen.json.
import ComposableArchitecture

@Reducer
struct Inventario {
  @Reducer
  enum Destino {
    case detalle(Detalle)
    case editar(Editor)
    case ajustes(Ajustes)
  }

  @ObservableState
  struct State: Equatable {
    var articulos: IdentifiedArrayOf<Articulo> = []
    @Presents var destino: Destino.State?
  }

  enum Action {
    case articuloPulsado(Articulo.ID)
    case editarPulsado(Articulo.ID)
    case ajustesPulsado
    case destino(PresentationAction<Destino.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .articuloPulsado(id):
        guard let articulo = state.articulos[id: id] else { return .none }
        state.destino = .detalle(Detalle.State(articulo: articulo))
        return .none
      case let .editarPulsado(id):
        guard let articulo = state.articulos[id: id] else { return .none }
        state.destino = .editar(Editor.State(articulo: articulo))
        return .none
      case .ajustesPulsado:
        state.destino = .ajustes(Ajustes.State())
        return .none
      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension Inventario.Destino.State: Equatable {}
