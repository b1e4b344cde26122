// The seeds' Lista scenario, after its lesson's refactor: the list presents a
// row's detail through a destination enum. Importing this folder gives
// Schemas/examples/Lista.navgen.json.
import ComposableArchitecture

@Reducer
struct Lista {
  @Reducer
  enum Destination {
    case detalle(Detalle)
  }

  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case filaTocada(Item.ID)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .filaTocada(id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .detalle(Detalle.State(item: item))   // presentar
        return .none
      case .destination(.dismiss):
        return .none                                               // el nil ya lo puso TCA
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Lista.Destination.State: Equatable {}
