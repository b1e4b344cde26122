import ComposableArchitecture

// The feature the generated `Lista.Destination` presents (lesson 001), without macros.

struct Item: Equatable, Identifiable {
  var id: Int
  var titulo: String
}

struct Detalle: Reducer {
  struct State: Equatable, ObservableState {
    var item: Item
    var favorito = false

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case favoritoTocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoritoTocado:
        state.favorito.toggle()
        return .none
      }
    }
  }
}
