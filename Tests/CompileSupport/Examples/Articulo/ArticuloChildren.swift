import ComposableArchitecture

// The features the generated `Articulo.Destination` presents (lesson 002), without macros.

struct Autor: Reducer {
  struct State: Equatable, ObservableState {
    var nombre: String
    var seguidores = 0

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case seguirTocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .seguirTocado:
        state.seguidores += 1
        return .none
      }
    }
  }
}

struct Edicion: Reducer {
  struct State: Equatable, ObservableState {
    var texto: String

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case textoCambiado(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textoCambiado(texto):
        state.texto = texto
        return .none
      }
    }
  }
}
