// The seeds' Tienda scenario (a shop whose stack pushes a product, its review
// and the reviewer's profile), written as an app would. Importing this folder
// gives Schemas/examples/Tienda.navgen.json.
import ComposableArchitecture

@Reducer
struct Tienda {
  @Reducer
  enum Camino {
    case producto(Producto)
    case resena(Resena)
    case perfil(Perfil)
  }

  @ObservableState
  struct State: Equatable {
    var destacados: [Producto.Modelo] = []
    var camino = StackState<Camino.State>()
  }

  enum Action {
    case productoPulsado(Producto.Modelo)
    case camino(StackActionOf<Camino>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .productoPulsado(modelo):
        state.camino.append(.producto(Producto.State(modelo: modelo)))
        return .none
      case let .camino(.element(id: _, action: .resena(.autorPulsado(autor)))):
        state.camino.append(.perfil(Perfil.State(autor: autor)))
        return .none
      case .camino(.popFrom(id: _)):
        return .none
      case .camino:
        return .none
      }
    }
    .forEach(\.camino, action: \.camino)
  }
}

extension Tienda.Camino.State: Equatable {}
